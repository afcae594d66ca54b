/**
 * The browser half of the session rules (spec 4.1, 9): follow a logout in another tab, re-check the session
 * when the tab becomes visible again, log out after 10 minutes without activity in any tab (with a warning one
 * minute before), end a session whose stored last activity is older than 30 minutes on arrival, and tell the
 * server that the person is active (its own 10-minute clock counts only what reaches it). The server remains
 * the authority: every check ends in a request it answers.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator, useSubmit } from '@remix-run/react';
import { toast } from '~/components/ui/sonner';
import { SESSION_ENDED_EVENT } from '~/lib/session-ended';
import { endSessionHere } from './session-end';
import {
  STORAGE_KEYS,
  beginLogout,
  clearBrowserSession,
  readLastActivity,
  readSessionId,
  readTokenExpiry,
  writeLastActivity,
  writeSessionId,
  writeTokenExpiry,
} from './browser-session';
import {
  INACTIVITY_WARNING_TEXT,
  LOGOUT_REDIRECT_DELAY_MS,
  inactivityState,
  isExpired,
  storedActivityExpired,
  tabActsOnSessionEnd,
} from './session-rules';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
const ACTIVITY_WRITE_INTERVAL_MS = 1_000;
const INACTIVITY_CHECK_INTERVAL_MS = 1_000;
const WARNING_TOAST_ID = 'inactivity-warning';
/** The most often the browser reports activity to the server; the last activity is always reported within it. */
export const ACTIVITY_REPORT_INTERVAL_MS = 60_000;
export const ACTIVITY_REPORT_URL = '/session/activity';

/**
 * Reports activity to the server at most once per interval, the last of a burst included (a trailing report),
 * so the server's last activity is never more than a minute behind the person's. The page load that mounted
 * the watch already counted. A session the server has ended sends this tab to /login.
 */
function activityReporter(onSessionOver: () => void) {
  let lastReport = Date.now();
  let timer: number | undefined;
  const send = () => {
    timer = undefined;
    lastReport = Date.now();
    fetch(ACTIVITY_REPORT_URL, { method: 'POST', credentials: 'same-origin', redirect: 'manual' })
      .then((response) => {
        if (response.type === 'opaqueredirect' || response.status === 401) onSessionOver();
      })
      // Offline or the server restarting: the next report (or page) will tell.
      .catch(() => undefined);
  };
  return {
    report() {
      if (timer !== undefined) return;
      const wait = lastReport + ACTIVITY_REPORT_INTERVAL_MS - Date.now();
      if (wait <= 0) send();
      else timer = window.setTimeout(send, wait);
    },
    stop() {
      window.clearTimeout(timer);
    },
  };
}

/**
 * Logs this tab out: clears the browser's session data, tells other tabs (unless following one), ends the
 * server session. Repeated calls while one is under way do nothing. With `session` (the id the tab was started
 * with: every logout but the user menu's) it ends that session only: when the browser has signed in again
 * since, the tab leaves for /login without touching the newer session (nor its stored data, nor other tabs), and
 * the server, told which session is meant, leaves a newer one in the cookie alone (docs/auth-and-session.md).
 */
export function useLogout() {
  const submit = useSubmit();
  const inFlight = useRef(false);
  return useCallback(
    ({ broadcast = true, session }: { broadcast?: boolean; session?: string } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      toast.dismiss(WARNING_TOAST_ID);
      if (!tabActsOnSessionEnd(session, readSessionId())) {
        window.location.assign('/login');
        return;
      }
      const now = Date.now();
      if (broadcast) beginLogout(now);
      clearBrowserSession(now, { broadcast });
      submit(session ? { session } : null, {
        method: 'post',
        action: '/logout',
        navigate: true,
        replace: true,
      });
    },
    [submit],
  );
}

export function SessionWatch({ expiresAt, sessionId }: { expiresAt: string; sessionId?: string }) {
  const logout = useLogout();
  const { revalidate } = useRevalidator();
  // Every logout this watch starts is of the session the page was served with, not of whichever is newest.
  const session = sessionId || undefined;

  useEffect(() => {
    writeTokenExpiry(expiresAt);
    writeSessionId(session);
  }, [expiresAt, session]);

  // Another tab logged out: follow it (after the spec's short delay) without broadcasting again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.logout && event.newValue) {
        setTimeout(() => logout({ broadcast: false, session }), LOGOUT_REDIRECT_DELAY_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout, session]);

  // A fetch of the page's own met the end of the session on the server (spec 4.1's 401): end it here too.
  useEffect(() => {
    const onEnded = () => {
      toast.dismiss(WARNING_TOAST_ID);
      endSessionHere(session);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [session]);

  // The tab is visible again: log out at once if the expiry has passed, else ask the server to re-check.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (isExpired(readTokenExpiry(), Date.now())) logout({ session });
      else revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [logout, revalidate, session]);

  // Inactivity, shared by every tab through the stored last-activity time.
  useEffect(() => {
    let warned = false;
    let lastWrite = 0;
    // A report the server answered with /login: it has ended the session (idle, or its token refused).
    const reporter = activityReporter(() => endSessionHere(session));

    const check = () => {
      const state = inactivityState(Date.now(), readLastActivity());
      if (state === 'expired') {
        logout({ session });
      } else if (state === 'warning' && !warned) {
        warned = true;
        toast(INACTIVITY_WARNING_TEXT, { id: WARNING_TOAST_ID, duration: 10_000 });
      } else if (state === 'active' && warned) {
        warned = false;
        toast.dismiss(WARNING_TOAST_ID);
      }
    };

    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
      // Activity after the limit does not revive the session: the check decides first.
      if (inactivityState(now, readLastActivity()) === 'expired') return check();
      lastWrite = now;
      writeLastActivity(now);
      reporter.report();
      if (warned) check();
    };

    // Spec 9's stored-activity check on arrival: a last activity stored more than 30 minutes ago (a browser
    // closed, a machine asleep) ends the session at once; otherwise arriving counts as activity, and from here
    // the 10-minute timer runs (the server has already applied its own 10 minutes to this page's request).
    if (storedActivityExpired(Date.now(), readLastActivity())) logout({ session });
    else writeLastActivity(Date.now());

    const interval = window.setInterval(check, INACTIVITY_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearInterval(interval);
      reporter.stop();
      window.removeEventListener('focus', check);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [logout, session]);

  return null;
}
