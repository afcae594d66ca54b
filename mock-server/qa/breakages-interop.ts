/**
 * Breakages of what the run receives from the facility's systems' side (decision 177), written before the rules
 * that catch them were run against them: FHIR answers that are not valid R4 (on the FHIR API, which the contract
 * only hands out, and on createOrder's OperationOutcomes, whose contract schema leaves `code` a free string), and
 * deliveries a sign-out or an addendum makes although the facility's endpoint is disabled. Each counts as caught
 * only when a failure of a default targeted run names its first operation (./breakages-interop.test.ts).
 */
import { queuedDelivery } from '../interop/deliveries';
import { db } from '../store/db';
import { PRIVATE_MEMBERS } from '../interop/smart/jwks';
import { WORDS_BREAKAGES } from './breakages-words';
import {
  sessionUser,
  success,
  type Breakage,
  type BrokenAnswer,
  type BrokenRequest,
  type Data,
} from './breakage-hook';

/** The FHIR API's answers (learnt by the run from getMyFacilityInterfaces' `fhir.baseUrl`). */
const FHIR_API = /^\/fhir\/R4(\/|$)/;
const SEARCH = (type: string) => new RegExp(`^/fhir/R4/${type}$`);

/** Each resource of a FHIR answer of that type (the answer itself, or a searchset's entries), changed in place. */
const eachResource =
  (type: string, change: (resource: Data) => void) =>
  (answer: BrokenAnswer): void => {
    const json = answer.json as Data | undefined;
    if (!json) return;
    const entries = Array.isArray(json.entry) ? (json.entry as { resource?: Data }[]) : [];
    for (const resource of [json, ...entries.map((entry) => entry.resource)])
      if (resource?.resourceType === type) change(resource);
  };

/** The case a listDeliveries query names, when it is signed out and its facility sends results nowhere. */
function caseWithoutEndpoint(request: BrokenRequest) {
  const found = db.cases.findFirst((q) => q.where({ caseID: request.query.get('caseId') ?? '' }));
  if (!found?.finalReport || !found.facility) return undefined;
  const interfaces = db.facilityInterfaces.findFirst((q) => q.where({ facilityId: found.facility!.id }));
  const enabled = interfaces?.hl7.enabled || interfaces?.fhirPush?.enabled;
  return enabled ? undefined : found;
}

/** A delivery row as the mock queues one: the report's version to the (disabled) endpoint, numbered past any. */
const queuedRow = (found: NonNullable<ReturnType<typeof caseWithoutEndpoint>>, version: number): Data =>
  queuedDelivery(found, version, 'ORU^R01', '192.0.2.10:2575', 900_000 + version);

/** Adds rows to a listDeliveries page (its total and pages with them). */
const listing =
  (rows: (request: BrokenRequest) => Data[]) =>
  (answer: BrokenAnswer, request: BrokenRequest): void => {
    const page = (answer.json as { data?: { items?: Data[]; total?: number; totalPages?: number } })?.data;
    const added = answer.status === 200 && page?.items ? rows(request) : [];
    if (!added.length || !page?.items) return;
    page.items.unshift(...added);
    page.total = (page.total ?? 0) + added.length;
    page.totalPages = Math.max(page.totalPages ?? 0, 1);
  };

export const INTEROP_BREAKAGES: Breakage[] = [
  // R4: Bundle.type is 1..1.
  {
    name: 'fhir-search-bundle-without-type',
    breaks: "the FHIR API's searches answer their searchset Bundle without its type",
    check: 'response_schema_conformance',
    operations: ['getMyFacilityInterfaces', 'rotateFhirCredential'],
    effects: () => [
      {
        outside: { path: SEARCH('DiagnosticReport'), methods: ['GET'] },
        response: eachResource('Bundle', (bundle) => delete bundle.type),
      },
    ],
  },
  // DiagnosticReport.status is bound (required) to diagnostic-report-status.
  {
    name: 'fhir-report-status-outside-value-set',
    breaks:
      'the FHIR API answers each DiagnosticReport with the status "done", a code outside its required value set',
    check: 'response_schema_conformance',
    operations: ['getMyFacilityInterfaces', 'rotateFhirCredential', 'signOutCase'],
    effects: () => [
      {
        outside: { path: FHIR_API, methods: ['GET'] },
        response: eachResource('DiagnosticReport', (report) => (report.status = 'done')),
      },
    ],
  },
  // DiagnosticReport.status is 1..1.
  {
    name: 'fhir-report-without-status',
    breaks: 'the FHIR API answers each DiagnosticReport without its status',
    check: 'response_schema_conformance',
    operations: ['getMyFacilityInterfaces', 'rotateFhirCredential', 'signOutCase'],
    effects: () => [
      {
        outside: { path: FHIR_API, methods: ['GET'] },
        response: eachResource('DiagnosticReport', (report) => delete report.status),
      },
    ],
  },
  // CapabilityStatement.kind is 1..1 (and bound to capability-statement-kind).
  {
    name: 'fhir-capabilities-without-kind',
    breaks: "the FHIR API's CapabilityStatement (GET metadata) has no kind",
    check: 'response_schema_conformance',
    operations: ['getMyFacilityInterfaces'],
    effects: () => [
      {
        outside: { path: /^\/fhir\/R4\/metadata$/, methods: ['GET'] },
        response: eachResource('CapabilityStatement', (statement) => delete statement.kind),
      },
    ],
  },
  // OperationOutcome.issue.code is bound (required) to issue-type; the contract's schema says only "a string".
  {
    name: 'order-outcome-code-outside-issue-type',
    breaks: "createOrder's OperationOutcome names each issue's code bad-request, not an IssueType",
    check: 'response_schema_conformance',
    operations: ['createOrder'],
    effects: () => [
      {
        operationId: 'createOrder',
        response: eachResource('OperationOutcome', (outcome) => {
          for (const issue of (outcome.issue as Data[] | undefined) ?? []) issue.code = 'bad-request';
        }),
      },
    ],
  },
  // "sent to the facility's endpoint when it is enabled" (listDeliveries).
  {
    name: 'delivery-queued-for-disabled-endpoint',
    breaks:
      "listDeliveries lists a sign-out's ORU^R01 queued to the facility's endpoint although it is disabled",
    check: 'state_transitions',
    operations: ['listDeliveries', 'signOutCase'],
    effects: () => [
      {
        operationId: 'listDeliveries',
        response: listing((request) => {
          const found = caseWithoutEndpoint(request);
          return found ? [queuedRow(found, 1)] : [];
        }),
      },
    ],
  },
  // The same promise for an addendum's version, and "Admins see every facility's deliveries".
  {
    name: 'addendum-delivery-for-disabled-endpoint',
    breaks:
      "listDeliveries answers an Admin an addendum's ORU^R01 queued to a disabled endpoint (the facility sees none)",
    check: 'state_transitions',
    operations: ['listDeliveries', 'addReportAddendum'],
    effects: () => [
      {
        operationId: 'listDeliveries',
        when: (request) => sessionUser(request.headers.authorization)?.role === 'Admin',
        response: listing((request) => {
          const found = caseWithoutEndpoint(request);
          const addenda = found?.finalReport?.addenda.length ?? 0;
          return found && addenda ? [queuedRow(found, 1 + addenda)] : [];
        }),
      },
    ],
  },
  // "no private member (`d`, `p`, … `k`: the set is refused, so a private key pasted by mistake is never kept)".
  {
    name: 'backend-client-private-key-kept',
    breaks:
      'registerBackendServiceClient takes a key set with a private member: it keeps the public members and answers 201',
    check: 'negative_data_rejection',
    operations: ['registerBackendServiceClient'],
    effects: () => [
      {
        operationId: 'registerBackendServiceClient',
        request: (request) => {
          const body = request.body as Data | undefined;
          if (typeof body?.jwks !== 'string') return;
          try {
            const set = JSON.parse(body.jwks) as { keys?: Data[] };
            for (const key of set.keys ?? []) for (const member of PRIVATE_MEMBERS) delete key[member];
            body.jwks = JSON.stringify(set);
          } catch {
            // Not JSON: the handler refuses it as it is.
          }
        },
      },
    ],
  },
  // "409 when the facility has 10 clients".
  {
    name: 'backend-client-past-ten',
    breaks: 'registerBackendServiceClient answers an eleventh client of a facility 201 (not kept), not 409',
    check: 'state_transitions',
    operations: ['registerBackendServiceClient'],
    effects: () => [
      {
        operationId: 'registerBackendServiceClient',
        readsBody: true,
        response: (answer, request) => {
          if (answer.status !== 409) return;
          const body = (request.body ?? {}) as Data;
          return success(201, {
            clientId: 'pbc_AAAAAAAAAAAAAAAAAAAAAA',
            name: body.name,
            keyIds: ['key-1'],
            scopes: body.scopes,
            createdAt: new Date().toISOString(),
            lastUsedAt: null,
          });
        },
      },
    ],
  },
  // Binary.contentType is 1..1: read where a report's presentedForm points.
  {
    name: 'fhir-binary-without-content-type',
    breaks: "the FHIR API answers a read of a report's Binary without its contentType",
    check: 'response_schema_conformance',
    operations: ['getMyFacilityInterfaces', 'rotateFhirCredential', 'signOutCase'],
    effects: () => [
      {
        outside: { path: /^\/fhir\/R4\/Binary\/[^/]+$/, methods: ['GET'] },
        response: eachResource('Binary', (binary) => delete binary.contentType),
      },
    ],
  },
  // A report's references resolve: its performer is a Practitioner the API reads.
  {
    name: 'fhir-practitioner-not-found',
    breaks: "the FHIR API answers 404 for the Practitioner a report's performer references",
    check: 'links_followed',
    operations: ['getMyFacilityInterfaces', 'rotateFhirCredential', 'signOutCase'],
    effects: () => [
      {
        outside: { path: /^\/fhir\/R4\/Practitioner\/[^/]+$/, methods: ['GET'] },
        answer: () => ({
          status: 404,
          headers: { 'content-type': 'application/fhir+json; charset=utf-8' },
          json: {
            resourceType: 'OperationOutcome',
            issue: [{ severity: 'error', code: 'not-found', diagnostics: 'No such Practitioner.' }],
          },
        }),
      },
    ],
  },
  ...WORDS_BREAKAGES,
];
