/**
 * The FHIR API's CapabilityStatement (GET /fhir/R4/metadata, decision 106, change 5): what the API is, since
 * openapi.yaml does not describe it. Read-only, R4, JSON; the reads of the resources a report references and the
 * searches with their parameters (fhir-search.ts), behind SMART Backend Services (decision 133) or the facility's
 * deprecated API credential.
 */
import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { SEARCH_PARAMETERS, SEARCHABLE_TYPES, type SearchableType } from './fhir-search';
import { tokenUrlOf } from './smart/token';

/** The resource types the API reads by id: a report and every resource it references. */
export const READABLE_TYPES = [
  'DiagnosticReport',
  'Observation',
  'Specimen',
  'Patient',
  'ServiceRequest',
  'Practitioner',
  'Organization',
  'Task',
  'DocumentReference',
  'Binary',
] as const;
export type ReadableType = (typeof READABLE_TYPES)[number];

const SEARCHED = new Set<string>(SEARCHABLE_TYPES);

const resourceOf = (type: ReadableType): CapabilityStatementRestResource => ({
  type,
  profile: `http://hl7.org/fhir/StructureDefinition/${type}`,
  interaction: [
    { code: 'read' },
    ...(SEARCHED.has(type) ? [{ code: 'search-type' as const }] : []),
    // A Task-centred order may be posted alone, its order contained in it (fhir-task-handlers.ts).
    ...(type === 'Task' ? [{ code: 'create' as const }] : []),
  ],
  versioning: 'no-version',
  readHistory: false,
  updateCreate: false,
  ...(SEARCHED.has(type)
    ? {
        searchParam: SEARCH_PARAMETERS[type as SearchableType].map(
          ({ name, type, definition, documentation }) => ({
            name,
            type,
            ...(definition ? { definition } : {}),
            documentation,
          }),
        ),
      }
    : {}),
});

export function capabilityStatement(base: string, date: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: 'PathBridge',
    kind: 'instance',
    software: { name: 'PathBridge FHIR API (mock backend)' },
    implementation: {
      description: 'A facility’s signed-out pathology reports, read-only (docs/interop.md).',
      url: base,
    },
    fhirVersion: '4.0.1',
    format: ['json', 'application/fhir+json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Each facility reads its own cases’ reports, by the same access rules as the pages; another facility’s ' +
          'resource answers 403 and is never in a search. Orders are posted to /api/interop/orders (openapi.yaml), ' +
          'as a transaction to this base, or as a Task (intent order) with its ServiceRequest, Patient and ' +
          'Specimens; every case answers a Task whose status follows the case (docs/interop.md).',
        security: {
          cors: false,
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [{ url: 'token', valueUri: tokenUrlOf(base) }],
            },
          ],
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
              text: 'SMART Backend Services',
            },
          ],
          description:
            'SMART Backend Services: a client registered on the facility’s Interfaces page signs a JWT assertion ' +
            '(RS384 or ES384) for an access token of 5 minutes from the token endpoint (also in ' +
            '.well-known/smart-configuration), sent as a Bearer token; each read and search needs its system ' +
            'scope. Deprecated: the facility’s static API credential as a Bearer token still works.',
        },
        resource: READABLE_TYPES.map(resourceOf),
        // An order as a transaction Bundle posted to the base (fhir-transaction.ts).
        interaction: [{ code: 'transaction' }],
      },
    ],
  };
}
