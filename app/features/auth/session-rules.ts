/** Session timing rules of spec sections 4.1 and 9, as pure functions of "now". */
export const INACTIVITY_LIMIT_MS = 10 * 60 * 1000;
export const INACTIVITY_WARNING_MS = INACTIVITY_LIMIT_MS - 60 * 1000;
/** Spec 9's stored-activity check: a last activity stored longer ago than this ends the session on start. */
export const STORED_ACTIVITY_LIMIT_MS = 30 * 60 * 1000;
export const DEFAULT_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const LOGOUT_REDIRECT_DELAY_MS = 100;
export const INACTIVITY_WARNING_TEXT = 'Your session will time out in 1 minute due to inactivity.';

/** An expiry that is missing, unreadable or past means the session is over. */
export function isExpired(expiresAt: string | number | null | undefined, now: number): boolean {
  if (expiresAt === null || expiresAt === undefined || expiresAt === '') return true;
  const time = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return !Number.isFinite(time) || time <= now;
}

/** A 401 logs out only when the expiry is missing or past; with a valid expiry it is some other problem. */
export function shouldLogoutOn401(expiresAt: string | number | null | undefined, now: number): boolean {
  return isExpired(expiresAt, now);
}

/**
 * Whether a 401 from the API ends the session. When the API says the token itself is revoked or unknown
 * (`WWW-Authenticate: Bearer error="invalid_token"`), always; for every other 401, spec 4.1's rule: only when
 * the expiry is missing or past.
 */
export function sessionEndsOn401(
  tokenRejected: boolean,
  expiresAt: string | number | null | undefined,
  now: number,
): boolean {
  return tokenRejected || shouldLogoutOn401(expiresAt, now);
}

/**
 * How finely the server records activity: a page load or a post rewrites the session cookie at most once per
 * this interval (fewer rewritten cookies in flight to overwrite one another), so the recorded time may be up to
 * this much older than the request that last counted. The browser's own activity report is recorded exactly.
 */
export const ACTIVITY_RECORD_INTERVAL_MS = 60 * 1000;

/**
 * The server's inactivity rule: a session whose recorded last activity is unknown, or older than the limit
 * plus the recording interval, is over. The allowance means the server never ends a session before the
 * browser's own 10-minute timer would (docs/auth-and-session.md).
 */
export function isIdle(lastActivity: number | null | undefined, now: number): boolean {
  if (typeof lastActivity !== 'number' || !Number.isFinite(lastActivity)) return true;
  return now - lastActivity >= INACTIVITY_LIMIT_MS + ACTIVITY_RECORD_INTERVAL_MS;
}

/** Whether a request that counts as activity should rewrite the cookie (the recorded time is due). */
export function activityRecordDue(lastActivity: number | null | undefined, now: number): boolean {
  return typeof lastActivity !== 'number' || now - lastActivity >= ACTIVITY_RECORD_INTERVAL_MS;
}

/** The login response's expiry, or the default lifetime when the server gives none or an unreadable one. */
export function resolveTokenExpiry(tokenExpiry: string | null | undefined, now: number): string {
  const time = tokenExpiry ? Date.parse(tokenExpiry) : NaN;
  return new Date(Number.isFinite(time) ? time : now + DEFAULT_TOKEN_LIFETIME_MS).toISOString();
}

/** Spec 9's stored-activity check: a stored last activity at least 30 minutes old ends the session. */
export function storedActivityExpired(now: number, lastActivity: number | null): boolean {
  return lastActivity !== null && now - lastActivity >= STORED_ACTIVITY_LIMIT_MS;
}

export type InactivityState = 'active' | 'warning' | 'expired';

export function inactivityState(now: number, lastActivity: number | null): InactivityState {
  if (lastActivity === null) return 'active';
  const idle = now - lastActivity;
  if (idle >= INACTIVITY_LIMIT_MS) return 'expired';
  if (idle >= INACTIVITY_WARNING_MS) return 'warning';
  return 'active';
}

/**
 * Whether the page frame reads the session again after an action (its loader runs after every navigation, so an
 * expired session is noticed at once): not after an action refused as busy (503, decision 072), which changed
 * nothing, when a server shedding load would only refuse the reading too and replace the page (a shed login's
 * form and sentence) with an error.
 */
export const sessionReadAfterAction = (actionStatus: number | undefined) => actionStatus !== 503;

/**
 * A tab acts on the end of the session it was started with, never on a newer one: when
 * the browser has signed in again since (another tab stored a different session id), this tab's timer, its
 * "session ended" answer or an old logout marker it wakes up to must not end the newer session. `own` is the
 * id the tab's page was served with, `stored` the id the latest signed-in page stored; either may be unknown
 * (a session from before ids, a browser without storage), and then the tab acts as before.
 */
export function tabActsOnSessionEnd(
  own: string | null | undefined,
  stored: string | null | undefined,
): boolean {
  return !own || !stored || own === stored;
}

/**
 * Whether `POST /logout` ends the session its cookie holds. A tab that names the session it ends (`asked`, the
 * id it was served with) ends only that one: when the cookie holds another (the browser signed in again
 * meanwhile), the tab's own session is over already and the newer one is left alone. A logout that names none
 * (the user menu's, a form without JavaScript) ends whatever session the cookie holds.
 */
export function logoutEndsSession(
  asked: string | null | undefined,
  current: string | null | undefined,
): boolean {
  return !asked || !current || asked === current;
}
