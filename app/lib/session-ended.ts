/**
 * A fetch of the page's own (slide links, annotations, a download) found the session over: the server answered
 * it with the redirect to /login. Any code may say so here, the kit included; the session watch
 * (features/auth/session-watch.tsx) then ends the session in this tab as spec 4.1 says, once.
 */
export const SESSION_ENDED_EVENT = 'app:session-ended';

export function announceSessionEnded() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
