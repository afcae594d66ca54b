/**
 * The read-only FHIR R4 API of each facility (decision 106, change 5), under /fhir/R4: the CapabilityStatement
 * (public), the search of DiagnosticReports and the reads of every resource a report references, behind a SMART
 * access token with the scope of the read or search (decision 133) or the facility's API credential, and scoped by the pages' access rules (cases/access.ts): another facility's resource
 * answers 403 and never appears in a search. Resources are a signed-out case's as fhir-report.ts makes them;
 * answers are `application/fhir+json`, problems an OperationOutcome.
 */
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { http } from 'msw';
import { canSeeCase } from '../cases/access';
import { caseIndex, findCase } from '../cases/case-index';
import { simulateLatency } from '../http/operation';
import { absoluteLink } from '../notifications/public-url';
import { clockNow } from '../qa/clock';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { db, type CaseRecord } from '../store/db';
import { capabilityStatement, READABLE_TYPES, type ReadableType } from './fhir-capability';
import { callerOf, fhirAnswer, issue, outcome, scopeRefusal } from './fhir-http';
import { fhirReportBundle } from './fhir-report';
import { readReportSearch } from './fhir-search';

const baseOf = (request: Request) => `${new URL(request.url).origin}/fhir/R4`;

/** The viewer the pages' rules judge: a user of the credential's facility. */
const viewerOf = (facilityId: string) =>
  ({ id: `fhir-${facilityId}`, role: 'MedicalFacility', status: 'Active', facilityId }) as const;

/** The time a report was last issued (its sign-out or last addendum), which _lastUpdated searches. */
const issuedAt = (item: CaseRecord) =>
  item.finalReport?.addenda.at(-1)?.addedAt ?? item.finalReport?.signedOutAt ?? item.updatedAt;

/** The case's report as resources (null before its sign-out); the report's time as its meta.lastUpdated. */
function resourcesOf(item: CaseRecord, base: string): Resource[] | null {
  const bundle = fhirReportBundle({
    item,
    templates: SYNOPTIC_TEMPLATES,
    pdfUrl: absoluteLink(
      `/final-report/${encodeURIComponent(item.caseID)}/pdf?version=${item.finalReport?.version ?? 1}`,
    ),
    fhirBase: base,
  });
  if (!bundle) return null;
  return bundle.entry!.map(({ resource }) =>
    resource!.resourceType === 'DiagnosticReport'
      ? { ...resource!, meta: { lastUpdated: issuedAt(item) } }
      : resource!,
  );
}

/** The case a resource id belongs to, by the ids fhir-report.ts gives (Practitioner and Organization aside). */
function caseIdOf(type: ReadableType, id: string): string | null {
  const suffix: Partial<Record<ReadableType, RegExp>> = {
    DiagnosticReport: /$/,
    Patient: /-patient$/,
    ServiceRequest: /-order$/,
    Observation: /-obs-\d+$/,
    Specimen: /-S\d+$/,
  };
  const pattern = suffix[type];
  return pattern && pattern.test(id) ? id.replace(pattern, '') : null;
}

const notFound = (type: string, id: string) =>
  outcome(404, [issue('not-found', `${type}/${id} is not known.`)]);
const forbidden = () =>
  outcome(403, [issue('forbidden', 'This resource belongs to another facility’s case.')]);

/** A read: the resource, 403 for another facility's, 404 for none. */
function read(type: ReadableType, id: string, facilityId: string, base: string): Response {
  const viewer = viewerOf(facilityId);
  const withResource = (item: CaseRecord) =>
    resourcesOf(item, base)?.find((r) => r.resourceType === type && (r as { id?: string }).id === id);
  const caseId = caseIdOf(type, id);
  if (caseId !== null) {
    const item = findCase(caseId);
    const resource = item && withResource(item);
    if (!item || !resource) return notFound(type, id);
    return canSeeCase(viewer, item) ? fhirAnswer(resource) : forbidden();
  }
  // A signer or the facility itself: theirs when one of the facility's reports names them.
  caseIndex.ready();
  const mine = [...caseIndex.posting('facility', facilityId)]
    .map((entry) => entry.record)
    .filter((item) => item.finalReport && canSeeCase(viewer, item));
  for (const item of mine) {
    const resource = withResource(item);
    if (resource) return fhirAnswer(resource);
  }
  const exists =
    type === 'Organization'
      ? db.facilities.findFirst((q) => q.where({ id }))
      : db.users.findFirst((q) => q.where({ id }));
  return exists ? forbidden() : notFound(type, id);
}

/** The search: the facility's signed-out reports that match, newest first, a page at a time. */
function search(request: Request, facilityId: string, base: string): Response {
  const url = new URL(request.url);
  const asked = readReportSearch(url.searchParams);
  if (!asked.ok) return outcome(400, asked.problems);
  const { patient, updated, count, offset } = asked.search;
  const viewer = viewerOf(facilityId);
  caseIndex.ready();
  const matches = [...caseIndex.posting('facility', facilityId)]
    .map((entry) => entry.record)
    .filter((item) => item.finalReport && canSeeCase(viewer, item))
    .filter((item) => !patient || `${item.caseID}-patient` === patient)
    .filter((item) => updated.every((test) => test(Date.parse(issuedAt(item)))))
    .sort((a, b) => issuedAt(b).localeCompare(issuedAt(a)) || a.caseID.localeCompare(b.caseID));
  const page = matches.slice(offset, offset + count);
  const self = new URL(`${base}/DiagnosticReport`);
  url.searchParams.forEach((value, name) => self.searchParams.append(name, value));
  const next = new URL(self);
  next.searchParams.set('_offset', String(offset + count));
  const bundle: Bundle = {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: clockNow().toISOString(),
    total: matches.length,
    link: [
      { relation: 'self', url: self.toString() },
      ...(offset + count < matches.length ? [{ relation: 'next', url: next.toString() }] : []),
    ],
    entry: page.map((item) => {
      const report = resourcesOf(item, base)!.find((r) => r.resourceType === 'DiagnosticReport')!;
      return {
        fullUrl: `${base}/DiagnosticReport/${item.caseID}`,
        resource: report,
        search: { mode: 'match' as const },
      };
    }),
  };
  return fhirAnswer(bundle);
}

const READABLE = new Set<string>(READABLE_TYPES);

export const fhirApiHandlers = [
  http.get('*/fhir/R4/metadata', async ({ request }) => {
    await simulateLatency();
    return fhirAnswer(capabilityStatement(baseOf(request), '2026-11-27'));
  }),
  http.all('*/fhir/R4/*', async ({ request }) => {
    await simulateLatency();
    const path = new URL(request.url).pathname.replace(/^.*\/fhir\/R4\//, '').split('/');
    if (request.method !== 'GET')
      return outcome(405, [issue('not-supported', 'The FHIR API is read-only: GET only.')], { Allow: 'GET' });
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const { facility } = caller;
    const [type = '', id, ...rest] = path;
    if (!READABLE.has(type) || rest.length)
      return outcome(404, [issue('not-supported', `Not a resource this API serves: ${type || '(none)'}.`)]);
    const searching = id === undefined || id === '';
    const refusal = scopeRefusal(caller, type, searching ? 's' : 'r');
    if (refusal) return refusal;
    if (searching) {
      if (type === 'DiagnosticReport') return search(request, facility.id, baseOf(request));
      return outcome(404, [
        issue('not-supported', `${type} is read by id; only DiagnosticReport is searched.`),
      ]);
    }
    if (!/^[A-Za-z0-9.-]{1,64}$/.test(id))
      return outcome(400, [issue('value', `Not a FHIR resource id: "${decodeURIComponent(id)}".`)]);
    return read(type as ReadableType, id, facility.id, baseOf(request));
  }),
];
