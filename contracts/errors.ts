/**
 * The error catalogue of spec section 8, as one pure function from a failed request to the sentence shown to
 * the person. Every string here is the spec's, to the letter; tests pin each one.
 */
import { zErrorEnvelope } from './generated/zod.gen';
import { describeFetchStatus } from './fetch-failures';
import { EXCEPTION_MESSAGES, MESSAGES, statusCatalogueSentence } from './messages';

export { MESSAGES };

/** What went wrong with one request, before any wording is chosen. */
export type RequestFailure =
  /** The browser knows it has no network (navigator.onLine is false). */
  | { kind: 'offline' }
  /** The request was sent but nothing came back (connection dropped, refused or reset mid-way). */
  | { kind: 'no-response' }
  /** The request could not be sent at all (DNS, TLS, CORS). */
  | { kind: 'network' }
  /** Our own time-out fired before the server answered. */
  | { kind: 'timeout' }
  /** The server answered with a status that is not 2xx, with whatever body it sent (and, for a 401, its
   * `WWW-Authenticate` challenge; for a 429 or 503, its `Retry-After` header as sent). */
  | {
      kind: 'http';
      status: number;
      body?: unknown;
      wwwAuthenticate?: string | null;
      retryAfter?: string | null;
    }
  /** A programming error surfaced while handling the request. */
  | { kind: 'exception'; name: string; message: string };

/**
 * Which caller's wording applies. `api` is the typed client used for every contract call; `fetch` is the plain
 * fetch path the viewer uses for slide bytes and tiles; `helper` is the small GET helper of spec section 7.
 */
export type FailureChannel = 'api' | 'fetch' | 'helper';

export interface ErrorBody {
  message?: string;
  error?: string | null;
  details?: string | null;
  fieldMessages: string[];
}

/** Reads whatever the server sent into the parts the catalogue uses; tolerant of bodies outside the contract. */
export function readErrorBody(body: unknown): ErrorBody {
  const parsed = zErrorEnvelope.safeParse(body);
  const raw = (parsed.success ? parsed.data : body) as Record<string, unknown> | null | undefined;
  if (!raw || typeof raw !== 'object') return { fieldMessages: [] };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return {
    message: text(raw.message),
    error: text(raw.error),
    details: text(raw.details),
    fieldMessages: flattenFieldMessages(raw.data),
  };
}

/** A data map of field messages, flattened and de-duplicated (spec section 8). */
export function flattenFieldMessages(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const out = new Set<string>();
  for (const value of Object.values(data)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item.trim()) out.add(item.trim());
    }
  }
  return [...out];
}

/** The one sentence for a failed request. */
export function describeFailure(failure: RequestFailure, channel: FailureChannel = 'api'): string {
  switch (failure.kind) {
    case 'offline':
      return MESSAGES.offline;
    case 'no-response':
      return MESSAGES.noResponse;
    case 'network':
      return MESSAGES.network;
    case 'timeout':
      return MESSAGES.fetchTimeout;
    case 'exception':
      return EXCEPTION_MESSAGES[failure.name] ?? failure.message ?? MESSAGES.other;
    case 'http':
      if (channel === 'fetch') return describeFetchStatus(failure.status);
      if (channel === 'helper') return describeHelperStatus(failure.status, readErrorBody(failure.body));
      return describeApiStatus(failure.status, readErrorBody(failure.body), failure.retryAfter);
  }
}

function describeApiStatus(status: number, body: ErrorBody, retryAfter?: string | null): string {
  // A details string or an error string says more than any generic sentence; field messages next.
  const specific =
    body.details ?? body.error ?? (body.fieldMessages.length ? body.fieldMessages.join(', ') : undefined);
  if (specific) return specific;
  if (status === 429) {
    // When to try again is what the person needs; the header says it whatever the body's wording.
    const wait = parseRetryAfter(retryAfter);
    if (wait !== null) return `${MESSAGES.fetchTooManyRequests}. ${tryAgainIn(wait)}`;
  }
  // The answer's own sentence where it can say more than the status (not for 401, 403, 405 or an unknown 4xx).
  const ownSentence = [400, 404, 422, 429].includes(status) || status >= 500;
  return (ownSentence ? body.message : undefined) ?? statusCatalogueSentence(status);
}

function describeHelperStatus(status: number, body: ErrorBody): string {
  if (status === 401) return MESSAGES.helperUnauthorized;
  if (status >= 500) return MESSAGES.helperServerError;
  return describeApiStatus(status, body);
}

/**
 * Seconds to wait from a `Retry-After` header (RFC 9110 section 10.2.3): a number of seconds, or an HTTP date
 * (then counted from `now`, at least 1). Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Sun, 22 Nov 2026 09:07:00 GMT'); Date.parse alone takes '-5' too.
  if (!/[a-z]{3}/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** 'Try again in 7 minutes.' (whole minutes, rounded up), or in seconds under a minute. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `Try again in ${s} second${s === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Whether a 401's `WWW-Authenticate` challenge says the bearer token itself is no good: revoked, unknown or
 * expired at the server (RFC 6750 section 3.1, `Bearer error="invalid_token"`). A bare `Bearer` challenge (no
 * token sent) or any other error code does not.
 */
export function isInvalidTokenChallenge(challenge: string | null | undefined): boolean {
  if (!challenge) return false;
  return /\bbearer\b[^]*?\berror\s*=\s*"?invalid_token"?/i.test(challenge);
}

/** A failed contract call, carrying the catalogue's sentence and what the server said in detail. */
export class ApiError extends Error {
  readonly failure: RequestFailure;
  readonly status: number | null;
  /**
   * A 401 whose challenge says the token is revoked or unknown: the session it came from is over whatever its
   * stored expiry says. Any other 401 follows spec 4.1 (see docs/auth-and-session.md).
   */
  readonly tokenRejected: boolean;
  readonly fieldErrors: Record<string, string[]>;
  readonly serverMessage: string | undefined;
  /** Seconds to wait before trying again, from the answer's `Retry-After` header (a 429 or 503); else null. */
  readonly retryAfterSeconds: number | null;

  constructor(failure: RequestFailure, channel: FailureChannel = 'api') {
    super(describeFailure(failure, channel));
    this.name = 'ApiError';
    this.failure = failure;
    this.status = failure.kind === 'http' ? failure.status : null;
    this.tokenRejected =
      failure.kind === 'http' && failure.status === 401 && isInvalidTokenChallenge(failure.wwwAuthenticate);
    const parsed = failure.kind === 'http' ? zErrorEnvelope.safeParse(failure.body) : null;
    this.fieldErrors = parsed?.success && parsed.data.data ? parsed.data.data : {};
    this.serverMessage = failure.kind === 'http' ? readErrorBody(failure.body).message : undefined;
    this.retryAfterSeconds = failure.kind === 'http' ? parseRetryAfter(failure.retryAfter) : null;
  }
}

/** The server answered 2xx, but the body breaks the contract: a backend bug, never the user's fault. */
export class ContractViolationError extends Error {
  constructor(operation: string, issues: string) {
    super(`The server's answer to ${operation} does not match the contract: ${issues}`);
    this.name = 'ContractViolationError';
  }
}
