/**
 * Sliding-window rate limits (429 with Retry-After): at most `limit` counted events per key within the last
 * `windowMs`. The numbers each operation uses are the ones docs/mock-server.md and openapi.yaml state:
 *
 *   login                     its own rules, per account and address, per account and per address (slowed down,
 *                             never refused): mock-server/auth/login-policy.ts, decision 064
 *   createEnquiry             5 enquiries per client per 10 minutes
 *   requestEmailVerification  3 code requests per email per 10 minutes
 *   uploadRegistrationDocument 20 uploads per client per 10 minutes (refused ones count too)
 *
 * State is in memory only; POST /__mock/reset clears every limiter.
 */
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { fail } from './operation';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export const ENQUIRIES_PER_CLIENT: RateLimit = { limit: 5, windowMs: 10 * 60_000 };
export const CODES_PER_EMAIL: RateLimit = { limit: 3, windowMs: 10 * 60_000 };
export const UPLOADS_PER_CLIENT: RateLimit = { limit: 20, windowMs: 10 * 60_000 };

const limiters = new Set<Map<string, number[]>>();
/** State of limiters with rules of their own (the login throttle), cleared with the others. */
const otherStates = new Set<() => void>();

export function registerRateLimitState(clear: () => void) {
  otherStates.add(clear);
}

export function rateLimiter({ limit, windowMs }: RateLimit) {
  /** Per key, the times of the events still inside the window, oldest first. */
  const events = new Map<string, number[]>();
  limiters.add(events);
  const recent = (key: string, now: number) => {
    const kept = (events.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length) events.set(key, kept);
    else events.delete(key);
    return kept;
  };
  return {
    /** Seconds until `key` may act again; 0 when it may act now. */
    retryAfter(key: string, now = Date.now()): number {
      const kept = recent(key, now);
      if (kept.length < limit) return 0;
      // The window frees a place when the oldest event that keeps it full leaves it.
      return Math.max(1, Math.ceil((kept[kept.length - limit]! + windowMs - now) / 1000));
    },
    /** Counts one event for `key`. */
    record(key: string, now = Date.now()) {
      events.set(key, [...recent(key, now), now]);
    },
  };
}

export function clearRateLimits() {
  for (const events of limiters) events.clear();
  for (const clear of otherStates) clear();
}

/** The 429 answer in the envelope: "{what}. Try again in N minutes." with Retry-After in seconds. */
export function tooManyRequests(what: string, retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return fail(429, `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * Who is asking, for per-client limits: the address the HTTP app worked out from the connection
 * (./client-address.ts: the socket's, X-Forwarded-For only from a proxy MOCK_TRUST_PROXY trusts). In-process
 * tests have no connection: there the first X-Forwarded-For address stands for the client, else 'unknown'.
 */
export function clientKey(request: Request): string {
  return (
    request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'unknown'
  );
}
