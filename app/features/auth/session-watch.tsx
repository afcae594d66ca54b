/**
 * The browser half of the session rules (spec 4.1): follow a logout in another tab, re-check the session when
 * the tab becomes visible again, and log out after 10 minutes without activity in any tab (with a warning one
 * minute before). The server remains the authority: every check ends in a request it answers.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator, useSubmit } from '@remix-run/react';
import { toast } from '~/components/ui/sonner';
import {
  STORAGE_KEYS,
  beginLogout,
  clearBrowserSession,
  readLastActivity,
  readTokenExpiry,
  writeLastActivity,
  writeTokenExpiry,
} from './browser-session';
import {
  INACTIVITY_WARNING_TEXT,
  LOGOUT_REDIRECT_DELAY_MS,
  inactivityState,
  isExpired,
} from './session-rules';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
const ACTIVITY_WRITE_INTERVAL_MS = 1_000;
const INACTIVITY_CHECK_INTERVAL_MS = 1_000;
const WARNING_TOAST_ID = 'inactivity-warning';

/** Logs this tab out: clears the browser's session data, tells other tabs (unless following one), ends the
 * server session. Repeated calls while one is under way do nothing. */
export function useLogout() {
  const submit = useSubmit();
  const inFlight = useRef(false);
  return useCallback(
    ({ broadcast = true }: { broadcast?: boolean } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const now = Date.now();
      if (broadcast) beginLogout(now);
      clearBrowserSession(now, { broadcast });
      toast.dismiss(WARNING_TOAST_ID);
      submit(null, { method: 'post', action: '/logout', navigate: true, replace: true });
    },
    [submit],
  );
}

export function SessionWatch({ expiresAt }: { expiresAt: string }) {
  const logout = useLogout();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    writeTokenExpiry(expiresAt);
  }, [expiresAt]);

  // Another tab logged out: follow it (after the spec's short delay) without broadcasting again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.logout && event.newValue) {
        setTimeout(() => logout({ broadcast: false }), LOGOUT_REDIRECT_DELAY_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout]);

  // The tab is visible again: log out at once if the expiry has passed, else ask the server to re-check.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (isExpired(readTokenExpiry(), Date.now())) logout();
      else revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [logout, revalidate]);

  // Inactivity, shared by every tab through the stored last-activity time.
  useEffect(() => {
    let warned = false;
    let lastWrite = 0;

    const check = () => {
      const state = inactivityState(Date.now(), readLastActivity());
      if (state === 'expired') {
        logout();
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
      if (warned) check();
    };

    // Returning to a tab after the limit logs out; otherwise arriving on a page counts as activity.
    if (inactivityState(Date.now(), readLastActivity()) === 'expired') logout();
    else writeLastActivity(Date.now());

    const interval = window.setInterval(check, INACTIVITY_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', check);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [logout]);

  return null;
}
