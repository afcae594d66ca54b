/**
 * A signed-out report as the FHIR `transaction` Bundle pushed to a facility's FHIR server (decision 139), from
 * fhir-report.ts's resources. The receiving server keeps its own ids, so each entry says how it is matched there
 * rather than naming ours: the report, its Observations and Specimens by a conditional update on their PathBridge
 * identifier (a repeat, or an addendum's push, replaces what the last push wrote instead of adding a second
 * report); the Patient and the order, which are the hospital's own records, by a conditional create on the
 * identifiers the hospital sent (found, they are referred to and left as they are). Entries refer to each other by
 * `urn:uuid:` full URLs, which the server resolves to what each entry matched. The Organization and the signing
 * Practitioner are not sent: references to them keep their display. The report's PDF is a DocumentReference
 * updated by its own identifier (one per version). Pure: resources in, Bundle out.
 */
import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, Identifier, Resource } from '@medplum/fhirtypes';
import { PATHBRIDGE_SYSTEM } from './fhir-identifiers';

/** How the receiving server matches each kind of resource, and whether it is sent at all. */
type Matching = 'update' | 'create-if-none' | 'omit';
const MATCHING: Record<string, Matching> = {
  DiagnosticReport: 'update',
  Observation: 'update',
  Specimen: 'update',
  Patient: 'create-if-none',
  ServiceRequest: 'create-if-none',
  DocumentReference: 'update',
};

/** The system of the identifier a resource of ours is matched by on the receiving server. */
export const ownSystemOf = (resourceType: string) => `${PATHBRIDGE_SYSTEM}/${resourceType.toLowerCase()}`;

/** The identifier a resource of ours is matched by: its own system of PathBridge, valued with our id. */
const ownIdentifier = (resource: Resource): Identifier => ({
  system: ownSystemOf(resource.resourceType),
  value: resource.id!,
});

/** `identifier=system|value`, as a search (and so a conditional operation) writes a token. */
export const identifierQuery = (identifier: Identifier) =>
  `identifier=${encodeURIComponent(`${identifier.system ?? ''}|${identifier.value ?? ''}`)}`;

const identifiersOf = (resource: Resource) => (resource as { identifier?: Identifier[] }).identifier ?? [];

/**
 * The identifier an updated resource is matched by (`bare`: without id or meta): the report's case identifier,
 * else one of ours, added to the resource.
 */
function matchKey(original: Resource, bare: Resource): { resource: Resource; key: Identifier } {
  const caseSystem = `${PATHBRIDGE_SYSTEM}/case`;
  const existing = identifiersOf(original).find((identifier) => identifier.system === caseSystem);
  if (original.resourceType === 'DiagnosticReport' && existing) return { resource: bare, key: existing };
  const key = ownIdentifier(original);
  return { resource: { ...bare, identifier: [...identifiersOf(bare), key] } as Resource, key };
}

/** Every `reference` in `value` to an entry sent, pointed at its full URL; one to a resource not sent, dropped. */
function relink(value: unknown, fullUrls: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => relink(item, fullUrls));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'reference' && typeof item === 'string') {
      const target = fullUrls.get(item);
      if (target) out[key] = target;
    } else out[key] = relink(item, fullUrls);
  }
  return out;
}

export interface TransactionInput {
  /** The report's resources (fhir-report.ts's collection Bundle's). */
  resources: readonly Resource[];
  /** The delivery's control id: the Bundle's identifier, the same on every attempt. */
  controlId: string;
  timestamp: string;
}

/** The transaction Bundle of a report's resources. */
export function reportTransaction({ resources, controlId, timestamp }: TransactionInput): Bundle {
  const sent = resources.filter((resource) => (MATCHING[resource.resourceType] ?? 'omit') !== 'omit');
  const fullUrls = new Map(
    sent.map((resource) => [`${resource.resourceType}/${resource.id}`, `urn:uuid:${randomUUID()}`]),
  );
  const entries = sent.map((original): BundleEntry => {
    const fullUrl = fullUrls.get(`${original.resourceType}/${original.id}`)!;
    const { id: _id, meta: _meta, ...bare } = relink(original, fullUrls) as Resource;
    const type = original.resourceType;
    if (MATCHING[type] === 'update') {
      const { resource, key } = matchKey(original, bare as Resource);
      return { fullUrl, resource, request: { method: 'PUT', url: `${type}?${identifierQuery(key)}` } };
    }
    const identifier = identifiersOf(original)[0];
    return {
      fullUrl,
      resource: bare as Resource,
      request: { method: 'POST', url: type, ...(identifier && { ifNoneExist: identifierQuery(identifier) }) },
    };
  });
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    identifier: { system: `${PATHBRIDGE_SYSTEM}/delivery`, value: controlId },
    timestamp,
    entry: entries,
  };
}
