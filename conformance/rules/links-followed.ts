/**
 * links_followed: every URL a response hands the client (./links.ts: `format: uri` fields, `x-link`) is used once,
 * as the contract says, and its answer judged. Run last, over the answers the run saw succeed
 * (`RunContext.succeeded`): for each selected operation and each link field its answers held, the first URL is
 * sent once — a GET (with `Range: bytes=0-1023` where the operation it reaches declares 206; as the contract's
 * operation when the URL reaches one, so the response checks judge it too), or for a tus creation endpoint a
 * `POST` with `Tus-Resumable: 1.0.0` and the `Upload-Length` the grant was asked for, whose upload is then
 * terminated (`DELETE` at its Location). A URL on another origin than the run's is listed, not sent.
 */
import { callersOf, type RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec } from '../types';
import { plainRequest } from './extension';
import { linkFields, linksIn, linkVerdict, operationAt, type LinkUse } from './links';

const CHECK = 'links_followed';

/** A request to a URL of the server's origin that no operation of the contract names. */
const rawRequest = (url: URL, method: string, headers: Record<string, string>): RequestSpec => ({
  method,
  template: url.pathname,
  pathParams: {},
  query: Object.fromEntries(url.searchParams),
  headers,
  auth: { none: true },
});

async function followGet(context: RunContext, url: URL, role: string | undefined): Promise<Exchange> {
  const reached = operationAt(context.operations, url);
  if (!reached) return context.client.send(rawRequest(url, 'GET', {}));
  const { operation, path } = reached;
  const auth = operation.secured && role ? { role } : { none: true as const };
  const request = plainRequest(operation, auth, { path, query: Object.fromEntries(url.searchParams) });
  if (operation.responses['206']) request.headers = { Range: 'bytes=0-1023' };
  return context.client.send(request);
}

async function followTus(context: RunContext, url: URL, issued: Exchange): Promise<Exchange | string> {
  const body = issued.request.body?.kind === 'json' ? issued.request.body.value : undefined;
  const size = (body as { sizeBytes?: unknown } | undefined)?.sizeBytes;
  if (typeof size !== 'number') return 'the grant was asked for no sizeBytes';
  const tus = { 'Tus-Resumable': '1.0.0' };
  const created = await context.client.send(
    rawRequest(url, 'POST', { ...tus, 'Upload-Length': String(size) }),
  );
  const location = created.response?.headers.location;
  // The upload it began, ended (a tus termination); a failure there is the server's to explain, not judged here.
  if (created.response?.status === 201 && location)
    await context.client.send(rawRequest(new URL(location, url), 'DELETE', tus));
  return created;
}

async function followLinks(context: RunContext, operation: OperationInfo, fields: Map<string, LinkUse>) {
  const { results } = context;
  const origin = new URL(context.client.baseUrl).origin;
  const done = new Set<string>();
  const unjudged = new Map<string, string>();
  for (const [role, issued] of context.succeeded?.get(operation.operationId) ?? []) {
    if (!callersOf(context, operation).includes(role)) continue;
    for (const [field, link] of linksIn(issued.response?.json, fields)) {
      if (done.has(field)) continue;
      const use = fields.get(field)!;
      const what = `${field} (${operation.operationId} as ${role})`;
      const url = new URL(link);
      if (url.origin !== origin) {
        results.skipped(operation.operationId, `${CHECK}: ${field}`, `on another origin (${url.origin})`);
        continue;
      }
      if (use.method === 'POST' && context.readOnly) {
        results.skipped(operation.operationId, `${CHECK}: ${field}`, 'a read-only run begins no upload');
        continue;
      }
      const exchange =
        use.method === 'GET' ? await followGet(context, url, role) : await followTus(context, url, issued);
      if (typeof exchange === 'string') {
        results.skipped(operation.operationId, `${CHECK}: ${field}`, exchange);
        continue;
      }
      // A tus upload the case no longer takes (409: it moved on since the grant) says nothing of the URL: the
      // next role's grant, if any, is tried.
      const verdict =
        use.method === 'POST' && exchange.response?.status === 409 ? null : linkVerdict(exchange, use, what);
      results.record(operation, CHECK, verdict, exchange);
      if (verdict) done.add(field);
      else unjudged.set(field, `answered ${exchange.response?.status}`);
    }
  }
  for (const [field, why] of unjudged)
    if (!done.has(field)) results.skipped(operation.operationId, `${CHECK}: ${field}`, why);
}

export const linksFollowed = {
  check: CHECK,
  phase: 'last',
  // It begins a tus upload and ends it, unless the run is read-only (then GETs only).
  writes: false,
  run: async (context: RunContext) => {
    const fields = linkFields(context.doc);
    for (const operation of context.operations)
      if (context.results.operations.has(operation.operationId))
        await followLinks(context, operation, fields);
  },
} as const;
