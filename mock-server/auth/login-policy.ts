/**
 * The login throttle's rules (decision 064, docs/mock-server.md), as pure functions of the times of past
 * failures. The in-memory state they read is ./login-attempts.ts; the handler is ./handlers.ts.
 *
 * - **Per account and address**: the 6th failure for one email from one address within 15 minutes holds that
 *   address back on that email (429, even for the right password: a guesser learns nothing), until the window
 *   slides or a login from there succeeds.
 * - **Per account, across addresses**: failures for one email count in two buckets, from its familiar addresses
 *   (a successful login from there within 30 days) and from elsewhere; a bucket holding 10 failures within 15
 *   minutes, or 100 within 24 hours, holds back the addresses of that bucket on that email. A stranger failing
 *   elsewhere therefore never holds the owner back at their usual sites.
 * - **Per address**: never refused. Past 20 failures within 15 minutes, whatever the emails, each failure is
 *   answered after a delay doubling from 250 ms to at most 5 s; a right password is answered at once.
 * - **Per trusted device** (OWASP's device cookies, ./device-tokens.ts): an attempt with a valid device token for
 *   the email is judged on that token's own failures only, 5 within 15 minutes or 100 within 24 hours lock that
 *   token out (and nothing else), and its failures count nowhere else. The rules above are for untrusted clients:
 *   no token, or one that is forged, altered, expired or another account's.
 *
 * Every 429 says what the person can do: wait (Retry-After, in the sentence as minutes or hours), or reset the
 * password with Forgot Password, which proves ownership and clears the account's failures.
 */

export interface Window {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LOGIN_POLICY = {
  perAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE } satisfies Window,
  perAccount: [
    { limit: 10, windowMs: 15 * MINUTE },
    { limit: 100, windowMs: 24 * HOUR },
  ] satisfies Window[],
  perAddress: { after: 20, windowMs: 15 * MINUTE, firstDelayMs: 250, maxDelayMs: 5_000 },
  perDevice: [
    { limit: 5, windowMs: 15 * MINUTE },
    { limit: 100, windowMs: 24 * HOUR },
  ] satisfies Window[],
  /** How long a successful login keeps an address familiar for that account. */
  familiarForMs: 30 * 24 * HOUR,
  /** The most recent familiar addresses kept per account. */
  familiarPerAccount: 8,
} as const;

/** Times of failures, oldest first. */
export type Times = readonly number[];

/** The times still inside a window ending now. */
export function within(times: Times, windowMs: number, now: number): Times {
  return times.filter((at) => at <= now && now - at < windowMs);
}

/**
 * Seconds until one more attempt is allowed under `window` (0: allowed now): the window frees a place when the
 * oldest failure that keeps it full leaves it.
 */
export function waitSeconds(times: Times, window: Window, now: number): number {
  const kept = within(times, window.windowMs, now);
  if (kept.length < window.limit) return 0;
  return Math.max(1, Math.ceil((kept[kept.length - window.limit]! + window.windowMs - now) / 1000));
}

/** `times` with a failure at `now`, keeping only what any of `windows` can still need. */
export function withFailure(times: Times, now: number, windows: readonly Window[]): number[] {
  const longest = Math.max(...windows.map((w) => w.windowMs));
  const keep = Math.max(...windows.map((w) => w.limit));
  return [...within(times, longest, now), now].slice(-keep);
}

/** What an address has lately: failures for this email from it, and this email's bucket for it. */
export interface Attempt {
  /** Failures for this email from this address. */
  pair: Times;
  /** Failures for this email from the bucket this address falls in (familiar, or elsewhere). */
  bucket: Times;
}

/** Seconds this attempt must wait before the password is even checked; 0 when it may go ahead. */
export function loginWait({ pair, bucket }: Attempt, now: number): number {
  return Math.max(
    waitSeconds(pair, LOGIN_POLICY.perAccountAndAddress, now),
    ...LOGIN_POLICY.perAccount.map((window) => waitSeconds(bucket, window, now)),
  );
}

/**
 * Seconds a trusted device (a valid device token) must wait, from its own failures only: nobody else's count,
 * whatever the address or the account's state, so the owner's browser gets in while guesses elsewhere are held
 * back; a token its own failures lock out waits like anyone.
 */
export function deviceWait(device: Times, now: number): number {
  return Math.max(...LOGIN_POLICY.perDevice.map((window) => waitSeconds(device, window, now)));
}

/** The times to keep per address: enough to count past the threshold until the delay stops growing. */
export const ADDRESS_TIMES_KEPT = (() => {
  const { after, firstDelayMs, maxDelayMs } = LOGIN_POLICY.perAddress;
  return after + Math.ceil(Math.log2(maxDelayMs / firstDelayMs)) + 1;
})();

/**
 * How long to hold back a failure's answer, given the address's failures including this one: nothing up to the
 * threshold, then 250 ms doubling with each further failure, at most 5 s.
 */
export function failureDelayMs(addressFailures: Times, now: number): number {
  const { after, windowMs, firstDelayMs, maxDelayMs } = LOGIN_POLICY.perAddress;
  const past = within(addressFailures, windowMs, now).length - after;
  if (past <= 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(past - 1, 30));
}

/** Familiar addresses of an account: address → time of its last successful login from there. */
export type Familiar = ReadonlyMap<string, number>;

export function isFamiliar(familiar: Familiar | undefined, address: string, now: number): boolean {
  const at = familiar?.get(address);
  return at !== undefined && at <= now && now - at < LOGIN_POLICY.familiarForMs;
}

/** The familiar addresses after a successful login from `address`: the most recent first, bounded, none expired. */
export function withSuccess(
  familiar: Familiar | undefined,
  address: string,
  now: number,
): Map<string, number> {
  const kept = [...(familiar ?? new Map<string, number>())].filter(
    ([other, at]) => other !== address && at <= now && now - at < LOGIN_POLICY.familiarForMs,
  );
  return new Map([[address, now] as const, ...kept].slice(0, LOGIN_POLICY.familiarPerAccount));
}

/** "N minutes" up to an hour and a half, then "N hours". */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** The 429's sentence: what happened and what the person can do. */
export function tooManyLoginsMessage(seconds: number): string {
  return (
    `Too many failed logins for this email. Try again in ${waitInWords(seconds)}, ` +
    'or reset your password with Forgot Password.'
  );
}
