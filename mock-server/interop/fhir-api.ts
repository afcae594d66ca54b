/**
 * The read-only FHIR R4 API of each facility (decision 106, change 5), under /fhir/R4: the CapabilityStatement
 * (public), the searches (fhir-searchset.ts) and the reads of every resource a report references (the report's PDF
 * as a Binary and a DocumentReference per version: fhir-documents.ts, decision 136), behind a SMART
 * access token with the scope of the read or search (decision 133) or the facility's deprecated API credential,
 * and scoped by the pages' access rules (cases/access.ts): another facility's resource
 * answers 403 and never appears in a search. Every case answers a Task (fhir-task.ts, decision 137), from its order
 * on; orders are posted elsewhere (fhir-transaction.ts, fhir-task-handlers.ts). Resources are a signed-out case's as
 * fhir-report.ts makes them, and before sign-out what its order names (which the Task references); answers are
 * `application/fhir+json`, problems an OperationOutcome.
 */
import { http } from 'msw';
import { canSeeCase } from '../cases/access';
import { findCase } from '../cases/case-index';
import { simulateLatency } from '../http/operation';
import { db, type CaseRecord } from '../store/db';
import { resourcesOf, signedCasesOf, viewerOf } from './fhir-cases';
import { orderStageResources, organization } from './fhir-report';
import { capabilityStatement, READABLE_TYPES, type ReadableType } from './fhir-capability';
import { readDocument } from './fhir-documents';
import { callerOf, fhirAnswer, forbidden, issue, notFound, outcome, scopeRefusal } from './fhir-http';
import { unsupportedFormat } from './fhir-request';
import { SEARCHABLE_TYPES, type SearchableType } from './fhir-search';
import { search } from './fhir-searchset';
import { taskOfCase } from './fhir-task';

const baseOf = (request: Request) => `${new URL(request.url).origin}/fhir/R4`;

/** When the CapabilityStatement last changed: its `date` and its meta.lastUpdated. */
const CAPABILITY_DATE = '2026-11-28';

/** 406 when `_format` asks for what the API cannot write (fhir-request.ts), else null. */
function notAcceptable(request: Request): Response | null {
  const format = unsupportedFormat(new URL(request.url).searchParams);
  return format === null
    ? null
    : outcome(406, [issue('not-supported', `This API answers FHIR JSON only, not "${format}".`, '_format')]);
}

/** The case a resource id belongs to, by the ids fhir-report.ts gives (Practitioner and Organization aside). */
function caseIdOf(type: ReadableType, id: string): string | null {
  const suffix: Partial<Record<ReadableType, RegExp>> = {
    DiagnosticReport: /$/,
    Patient: /-patient$/,
    ServiceRequest: /-order$/,
    Observation: /-obs-\d+$/,
    Specimen: /-S\d+$/,
    Task: /-task$/,
  };
  const pattern = suffix[type];
  return pattern && pattern.test(id) ? id.replace(pattern, '') : null;
}

/** A read: the resource, 403 for another facility's, 404 for none. */
function read(type: ReadableType, id: string, facilityId: string, base: string): Response {
  const viewer = viewerOf(facilityId);
  const withResource = (item: CaseRecord) =>
    // A Task follows the case from its order on (fhir-task.ts); the other resources are its report's, or before
    // the report what its order names (which the Task references).
    type === 'Task'
      ? taskOfCase(item)
      : (resourcesOf(item, base) ?? orderStageResources(item)).find(
          (r) => r.resourceType === type && (r as { id?: string }).id === id,
        );
  const caseId = caseIdOf(type, id);
  if (caseId !== null) {
    const item = findCase(caseId);
    const resource = item && withResource(item);
    if (!item || !resource) return notFound(type, id);
    return canSeeCase(viewer, item) ? fhirAnswer(resource) : forbidden();
  }
  // A signer or the facility itself: theirs when one of the facility's reports names them, as the latest
  // changed of those reports has them.
  const mine = signedCasesOf(facilityId).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  for (const item of mine) {
    const resource = withResource(item);
    if (resource) return fhirAnswer(resource);
  }
  // The caller's own facility, before any report names it: as its account reads now.
  const own = type === 'Organization' && id === facilityId && db.facilities.findFirst((q) => q.where({ id }));
  if (own) return fhirAnswer(organization(own));
  const exists =
    type === 'Organization'
      ? db.facilities.findFirst((q) => q.where({ id }))
      : db.users.findFirst((q) => q.where({ id }));
  return exists ? forbidden() : notFound(type, id);
}

const READABLE = new Set<string>(READABLE_TYPES);
const SEARCHED = new Set<string>(SEARCHABLE_TYPES);

export const fhirApiHandlers = [
  http.get('*/fhir/R4/metadata', async ({ request }) => {
    await simulateLatency();
    const refused = notAcceptable(request);
    if (refused) return refused;
    return fhirAnswer({
      ...capabilityStatement(baseOf(request), CAPABILITY_DATE),
      meta: { lastUpdated: `${CAPABILITY_DATE}T00:00:00Z` },
    });
  }),
  http.all('*/fhir/R4/*', async ({ request }) => {
    await simulateLatency();
    const path = new URL(request.url).pathname.replace(/^.*\/fhir\/R4\//, '').split('/');
    if (request.method !== 'GET')
      return outcome(405, [issue('not-supported', 'The FHIR API is read-only: GET only.')], { Allow: 'GET' });
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const { facility } = caller;
    const refused = notAcceptable(request);
    if (refused) return refused;
    const [type = '', id, ...rest] = path;
    if (!READABLE.has(type) || rest.length)
      return outcome(404, [issue('not-supported', `Not a resource this API serves: ${type || '(none)'}.`)]);
    const searching = id === undefined || id === '';
    const refusal = scopeRefusal(caller, type, searching ? 's' : 'r');
    if (refusal) return refusal;
    if (searching) {
      if (SEARCHED.has(type)) return search(type as SearchableType, request, facility.id, baseOf(request));
      return outcome(404, [
        issue('not-supported', `${type} is read by id; only ${SEARCHABLE_TYPES.join(', ')} are searched.`),
      ]);
    }
    if (!/^[A-Za-z0-9.-]{1,64}$/.test(id))
      return outcome(400, [issue('value', `Not a FHIR resource id: "${decodeURIComponent(id)}".`)]);
    if (type === 'Binary' || type === 'DocumentReference')
      return readDocument(type, id, facility.id, baseOf(request), request);
    return read(type as ReadableType, id, facility.id, baseOf(request));
  }),
];
