/**
 * Spec 4.1's logout on a 401, in the browser: "clears token, role and expiry, broadcasts the logout marker, and
 * after 100 ms redirects to /login. Guards prevent repeated logouts." The server has already ended the session
 * (its token revoked, the cookie holding token and role cleared) when a fetch of the page's own meets the
 * redirect to /login; this clears what the browser keeps, tells the other tabs, and leaves after the delay.
 */
import { beginLogout, clearBrowserSession, readSessionId } from './browser-session';
import { LOGOUT_REDIRECT_DELAY_MS, tabActsOnSessionEnd } from './session-rules';

export interface SessionEndDeps {
  now: () => number;
  schedule: (run: () => void, ms: number) => void;
  goToLogin: () => void;
}

/**
 * One tab's session end: the first call does it and answers true; later calls (several fetches failing at once)
 * do nothing. When another tab's logout is already under way it has told every tab, so this one only leaves.
 * `own` is the session the tab was started with: when the browser has signed in again since (another tab stored
 * a newer session), the answer that ended it is old news, and the tab only leaves, touching nothing the newer
 * session keeps and telling no other tab (/login then takes it to the newer session's landing page).
 */
export function createSessionEnd({ now, schedule, goToLogin }: SessionEndDeps) {
  let ended = false;
  return (own?: string): boolean => {
    if (ended) return false;
    ended = true;
    const at = now();
    if (tabActsOnSessionEnd(own, readSessionId())) clearBrowserSession(at, { broadcast: beginLogout(at) });
    schedule(goToLogin, LOGOUT_REDIRECT_DELAY_MS);
    return true;
  };
}

/** This tab's session end: a document load of /login (which shows why, from the server's flash). */
export const endSessionHere = createSessionEnd({
  now: Date.now,
  schedule: (run, ms) => window.setTimeout(run, ms),
  goToLogin: () => window.location.assign('/login'),
});

/**
 * Arriving at /login after the server ended the session on a 401 (a page load, a form post or a fetcher the
 * server answered with the redirect): tell the other tabs, unless this tab's own session end already did.
 */
export function followServerSessionEnd(now: number) {
  if (beginLogout(now)) clearBrowserSession(now, { broadcast: true });
}
