/**
 * cors_as_declared, the pure part: what a server may answer a request that names a foreign `Origin` (a page on
 * another site, as a browser sends it). The contract's `/api` operations declare no CORS header ("the `/api`
 * operations send no CORS headers: the web application's server calls them, never a browser", the
 * Access-Control-Allow-Origin header's description), so there any `Access-Control-Allow-Origin` or
 * `Access-Control-Allow-Credentials: true` lets another site's script read what a signed-in user may. The routes
 * that declare `Access-Control-Allow-Origin` (the slide routes) are open on purpose, and judged against the same
 * description: `*` without credentials, or the request's own Origin back with `Access-Control-Allow-Credentials:
 * true` and `Vary: Origin` (so a cache never hands one site's answer to another).
 */
import { deref, type OperationInfo } from '../openapi';
import type { RequestSpec, Verdict } from '../types';

/** The foreign origin the probes send: a documentation domain (RFC 2606) no server may trust. */
export const FOREIGN_ORIGIN = 'https://attacker.example';

const ALLOW_ORIGIN = 'access-control-allow-origin';
const ALLOW_CREDENTIALS = 'access-control-allow-credentials';

/** Whether an operation's contract declares `Access-Control-Allow-Origin` on any of its answers (CORS-open). */
export function corsOpen(doc: unknown, operation: Pick<OperationInfo, 'responses'>): boolean {
  return Object.values(operation.responses).some(({ response }) =>
    Object.keys(deref(doc, response, '').node.headers ?? {}).some(
      (name) => name.toLowerCase() === ALLOW_ORIGIN,
    ),
  );
}

/** The `Origin` a request named, if any (header names in any case). */
export function requestOrigin(request: Pick<RequestSpec, 'headers'>): string | undefined {
  return Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'origin')?.[1];
}

/**
 * Whether a declared `Access-Control-Allow-Origin` carries the request's own Origin back, as the header's
 * description says a CORS-open route answers a request that names one (its schema's `*` is the answer to a
 * request without). response_headers_conformance leaves that value to cors_as_declared.
 */
export function echoesRequestOrigin(
  name: string,
  value: string,
  request: Pick<RequestSpec, 'headers'>,
): boolean {
  return name.toLowerCase() === ALLOW_ORIGIN && value === requestOrigin(request);
}

/** Whether a comma-separated header names a token (any case). */
const names = (header: string | undefined, token: string) =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .includes(token.toLowerCase());

/**
 * What a route's contract allows another origin: `false` nothing (the `/api` operations, the FHIR API and its token
 * endpoint), `true` the slide routes' rule above, `'public'` any origin without credentials (the tus upload URLs:
 * "answered for any origin… No cookies", createSlideUpload).
 */
export type CorsRule = boolean | 'public';

/** The verdict on one answer to a request that named `origin`, on a route whose rule is `open`. Headers by lower-cased name. */
export function judgeCors(origin: string, open: CorsRule, headers: Record<string, string>): Verdict {
  const allowOrigin = headers[ALLOW_ORIGIN]?.trim();
  const credentials = headers[ALLOW_CREDENTIALS]?.trim().toLowerCase() === 'true';
  const seen = [
    allowOrigin !== undefined && `Access-Control-Allow-Origin: ${allowOrigin}`,
    headers[ALLOW_CREDENTIALS] !== undefined &&
      `Access-Control-Allow-Credentials: ${headers[ALLOW_CREDENTIALS]}`,
    headers.vary !== undefined && `Vary: ${headers.vary}`,
  ]
    .filter(Boolean)
    .join(', ');
  const fail = (expected: string): Verdict => ({
    pass: false,
    expected,
    seen: `${seen} (Origin: ${origin})`,
  });
  if (!open) {
    if (allowOrigin !== undefined || credentials)
      return fail('no CORS header: the contract opens this answer to no other origin');
    return { pass: true };
  }
  if (open === 'public') {
    if (credentials) return fail('any origin, without credentials (no cookies)');
    if (allowOrigin === undefined) return fail("`*` or the request's own Origin: any origin is answered");
  }
  if (allowOrigin === '*' && credentials) return fail('`*` without credentials (a browser refuses both)');
  if (allowOrigin === origin) {
    if (!names(headers.vary, 'origin')) return fail('Vary: Origin with the Origin named back');
    return { pass: true };
  }
  if (credentials) return fail('credentials allowed only with the Origin named back');
  if (allowOrigin !== undefined && allowOrigin !== '*')
    return fail("`*` or the request's own Origin, never another one");
  return { pass: true };
}
