/**
 * The FHIR API's reads (`links_followed`, under getMyFacilityInterfaces, which hands the API's URL out): a run is
 * answered a search and the CapabilityStatement, so the resources a report references went unread and unvalidated.
 * With the throwaway facility system's credential (the ways in made it; last in the run, before it is rotated
 * away), the facility's newest DiagnosticReport, DocumentReference and Task are searched, and each is read, with every reference they and the
 * resources they lead to hold (`Patient/…`, `Specimen/…`, `Observation/…`, a `presentedForm`'s or an attachment's
 * URL on the API) is read once, up to MAX_READS: each must answer 200 with the resource it names. Every answer is
 * also validated as R4 by ../fhir-answers.ts (`response_schema_conformance`).
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec, Verdict } from '../types';
import { describeResponse } from '../checks/response';
import { THROWAWAY_FACILITY_SYSTEM } from '../way';
import type { Rule } from './index';

const CHECK = 'links_followed';
/** Reads at most: a report, its patient, specimens, observations, practitioner, documents and their PDFs. */
export const MAX_READS = 24;
const SEARCHES = ['DiagnosticReport?_count=1', 'DocumentReference?_count=1', 'Task?_count=1'];

type Data = Record<string, unknown>;

/** Every `reference` and attachment `url` in a resource, as absolute URLs under `base` (others are not followed). */
export function referencesIn(resource: unknown, base: string): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => visit(v, k));
    else if (typeof value === 'string' && (key === 'reference' || key === 'url')) {
      if (/^[A-Z][A-Za-z]+\/[A-Za-z0-9.-]{1,64}$/.test(value)) found.add(`${base}/${value}`);
      else if (value.startsWith(`${base}/`)) found.add(value);
    }
  };
  visit(resource);
  return [...found];
}

/** A read of `url` answers 200 with a resource of the type its path names. */
export function readVerdict(url: string, base: string, exchange: Pick<Exchange, 'response'>): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const type = url.slice(base.length + 1).split('/')[0];
  const resourceType = (response.json as { resourceType?: unknown } | undefined)?.resourceType;
  if (response.status === 200 && resourceType === type) return { pass: true };
  return {
    pass: false,
    expected: `200 with a ${type}: a reference the FHIR API answered resolves (${url.slice(base.length + 1)})`,
    seen: `${describeResponse(response)}${typeof resourceType === 'string' ? `, a ${resourceType}` : ''}`,
  };
}

const get = (url: URL): RequestSpec => ({
  method: 'GET',
  template: url.pathname,
  pathParams: {},
  query: Object.fromEntries(url.searchParams),
  headers: { Accept: 'application/fhir+json' },
  auth: { role: THROWAWAY_FACILITY_SYSTEM },
});

export const fhirReferencesRead: Rule = {
  check: CHECK,
  phase: 'last',
  writes: false,
  async run(context) {
    const handsOut = context.operations.find((o) => o.operationId === 'getMyFacilityInterfaces');
    if (!handsOut || !context.results.operations.has(handsOut.operationId)) return;
    const base = context.surfaces?.fhirBase;
    if (!base || !context.client.tokens.has(THROWAWAY_FACILITY_SYSTEM))
      return context.results.skip(
        handsOut.operationId,
        CHECK,
        'no FHIR API, or no credential of the run for it',
      );
    await followReferences(context, handsOut, base);
  },
};

async function followReferences(context: RunContext, handsOut: OperationInfo, base: string) {
  const queue: string[] = [];
  const seen = new Set<string>();
  const enqueue = (resource: unknown) => {
    for (const url of referencesIn(resource, base))
      if (!seen.has(url)) {
        seen.add(url);
        queue.push(url);
      }
  };
  for (const search of SEARCHES) {
    const answer = await context.client.send(get(new URL(`${base}/${search}`)));
    for (const entry of ((answer.response?.json as Data | undefined)?.entry as Data[] | undefined) ?? [])
      if (entry.resource) {
        const { resourceType, id } = entry.resource as Data;
        // The resource itself is read too: a read and a search are two interactions.
        enqueue({ reference: `${String(resourceType)}/${String(id)}` });
        enqueue(entry.resource);
      }
  }
  for (let reads = 0; queue.length && reads < MAX_READS; reads++) {
    const url = queue.shift()!;
    const exchange = await context.client.send(get(new URL(url)));
    context.results.record(handsOut, CHECK, readVerdict(url, base, exchange), exchange);
    if (exchange.response?.status === 200) enqueue(exchange.response.json);
  }
}
