/**
 * The checks that judge an answer by what was asked: valid data accepted, broken data refused, a missing header
 * or token refused, an undocumented method answered 405, a created resource there, a deleted one gone.
 * Each is a pure function of the answer; 429 and 5xx say nothing here (not_a_server_error speaks to 5xx).
 */
import { describeResponse } from './response';
import type { Exchange, Verdict } from '../types';

/**
 * Refusals valid data may meet for reasons a schema cannot express: permission (403), a resource this caller
 * cannot see (404), the resource's state (409), a rule across fields or records (422). Anything else in 4xx
 * (400, 401, 405, 406, 413, 415…) says the server refused data the contract allows.
 */
export const STATE_REFUSALS = [403, 404, 409, 422];

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

export function positiveDataAcceptance(exchange: Exchange, alsoAccepted: number[] = []): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status < 300) return { pass: true };
  if ([...STATE_REFUSALS, ...alsoAccepted].includes(response.status)) return { pass: true };
  return {
    pass: false,
    expected: `2xx for data the schema allows (or a refusal by state: ${[...STATE_REFUSALS, ...alsoAccepted].join(', ')})`,
    seen: describeResponse(response),
  };
}

export function negativeDataRejection(exchange: Exchange, mutation: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status >= 400) return { pass: true };
  return { pass: false, expected: `a 4xx refusing it (${mutation})`, seen: describeResponse(response) };
}

export function missingRequiredHeader(exchange: Exchange, header: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status >= 400) return { pass: true };
  return {
    pass: false,
    expected: `a 4xx without the required ${header} header`,
    seen: describeResponse(response),
  };
}

/**
 * Without a token, or with one the server never issued: 401. For a token sent that the server does not take, the
 * contract's Unauthorized response names the challenge the 401 carries (`x-invalid-token-challenge`).
 */
export function ignoredAuthentication(
  exchange: Exchange,
  how: string,
  challenge?: { header: string; contains: string },
): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status !== 401)
    return { pass: false, expected: `401 ${how}`, seen: describeResponse(response) };
  const value = challenge && response.headers[challenge.header.toLowerCase()];
  if (!challenge || value?.includes(challenge.contains)) return { pass: true };
  return {
    pass: false,
    expected: `401 ${how}, with ${challenge.header} naming ${challenge.contains}`,
    seen: `401 with ${challenge.header}: ${value ?? '(none)'}`,
  };
}

/**
 * As a role the contract's x-roles leaves out: refused with 403 (or 404, for a server that hides what exists).
 * A success is the failure this is for; 401 too (the token is valid); and 409, a refusal for the stored state
 * of what the request names: a server that answers it judged the records before the caller's role, and tells a
 * caller who may not use the operation how they stand (a facility's archive not set, to an Admin). A refusal of
 * the request itself (400, 422: a body judged before the role) says nothing stored, and is left unjudged.
 * `from`: the allowed role the same request succeeded for (the failure says so).
 */
export function ignoredRole(exchange: Exchange, role: string, roles: string[], from?: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status === 403 || response.status === 404) return { pass: true };
  if (response.status >= 400 && response.status !== 401 && response.status !== 409) return null;
  const sent = from ? `, for the request that succeeded as ${from}` : '';
  return {
    pass: false,
    expected: `403 for role ${role} (x-roles: ${roles.join(', ')})${sent}`,
    seen: describeResponse(response),
  };
}

/** A signed URL with its signature changed: refused (403, or 401), never answered as if it were signed. */
export function ignoredSignature(exchange: Exchange): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status === 403 || response.status === 401) return { pass: true };
  if (response.status >= 400) return null;
  return {
    pass: false,
    expected: '403 for a signature the server did not make',
    seen: describeResponse(response),
  };
}

/** A header TRACE carries: an answer that holds it echoed the request (and would echo a token or cookie). */
export const TRACE_MARKER_HEADER = 'x-conformance-trace';
export const TRACE_MARKER = 'conformance-trace-echo';

/** HTTP's own methods, which an OPTIONS answer may name beside the documented ones. */
const HTTP_OWN = ['HEAD', 'OPTIONS'];

/**
 * OPTIONS or TRACE on a path that does not document it (the coverage phase). TRACE: refused, 404 or 405, never a
 * 2xx. OPTIONS: the same, or a 2xx that is a CORS preflight or an Allow answer naming no method beyond the
 * documented ones (and HEAD, OPTIONS): HTTP's own, which a browser viewer on another origin needs. Neither may
 * answer with the request's own header (a TRACE echo, which would hand back a token or cookie).
 */
export function undeclaredMethodRefused(exchange: Exchange, documented: string[]): Verdict {
  if (!exchange.response || exchange.response.status === 429) return null;
  const response = exchange.response;
  const method = exchange.request.method;
  if ((response.text ?? '').toLowerCase().includes(TRACE_MARKER))
    return {
      pass: false,
      expected: `${method} refused, not echoed`,
      seen: `${response.status} echoing the request`,
    };
  if (response.status === 404 || response.status === 405) return { pass: true };
  const named = `${response.headers.allow ?? ''},${response.headers['access-control-allow-methods'] ?? ''}`
    .split(',')
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean);
  const beyond = named.filter((m) => !documented.includes(m) && !HTTP_OWN.includes(m));
  if (method === 'OPTIONS' && response.status >= 200 && response.status < 300 && !beyond.length)
    return { pass: true };
  const expected =
    method === 'OPTIONS'
      ? `404 or 405, or a 2xx naming only ${[...documented, ...HTTP_OWN].join(', ')}`
      : `404 or 405 for ${method}`;
  const seen = beyond.length ? `${response.status} naming ${beyond.join(', ')}` : describeResponse(response);
  return { pass: false, expected, seen };
}

/** An undocumented method on a documented path: 405 with an Allow header naming the documented ones. */
export function unsupportedMethod(exchange: Exchange, documented: string[]): Verdict {
  if (!exchange.response || exchange.response.status === 429) return null;
  const response = exchange.response;
  const expected = `405 with Allow: ${documented.join(', ')}`;
  if (response.status !== 405) return { pass: false, expected, seen: describeResponse(response) };
  const allow = (response.headers.allow ?? '').split(',').map((m) => m.trim().toUpperCase());
  const missing = documented.filter((method) => !allow.includes(method));
  if (!response.headers.allow || missing.length) {
    return { pass: false, expected, seen: `405 with Allow: ${response.headers.allow ?? '(none)'}` };
  }
  return { pass: true };
}

/** After a successful delete the resource is gone: 404 (or 410), never a 2xx. */
export function usedAfterFree(exchange: Exchange, deleted: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status === 404 || response.status === 410) return { pass: true };
  if (response.status < 300) {
    return { pass: false, expected: `404 after ${deleted} succeeded`, seen: describeResponse(response) };
  }
  return null;
}

/** After a successful create the resource is there: not a 404. */
export function ensureResourceAvailability(exchange: Exchange, created: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status === 404) {
    return {
      pass: false,
      expected: `the resource ${created} made to be found`,
      seen: describeResponse(response),
    };
  }
  return response.status < 300 ? { pass: true } : null;
}

/**
 * A right password after many failed logins for other emails from the same address: 200. Any refusal, a 429
 * above all, is the lockout of a whole site behind one address that the contract rules out.
 */
export function rightPasswordAfterOthersFailed(exchange: Exchange, failures: number): Verdict {
  if (!exchange.response || exchange.response.status >= 500) return null;
  if (exchange.response.status === 200) return { pass: true };
  return {
    pass: false,
    expected: `200 for a right password after ${failures} failed logins for other emails from this address`,
    seen: describeResponse(exchange.response),
  };
}

/**
 * A create sent again with its Idempotency-Key and body (idempotent_replay): the same resource, not a second
 * one. `firstId` is the id the first answer gave; `idOf` reads it from the repeat's data.
 */
export function idempotentReplay(
  exchange: Exchange,
  firstId: string,
  idOf: (data: Record<string, unknown>) => string | undefined,
): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  const data = (response.json as { data?: Record<string, unknown> } | undefined)?.data;
  const id = response.status < 300 && data ? idOf(data) : undefined;
  if (id === firstId) return { pass: true };
  return {
    pass: false,
    expected: `the resource the first request made (${firstId}), for the same Idempotency-Key and body`,
    seen:
      id === undefined ? describeResponse(response) : `${describeResponse(response)}, a new resource ${id}`,
  };
}
