/**
 * A fetch of the page's own (slide links, annotations, a download) found the session over: the server answered
 * it with the redirect to /login. Any code may say so here, the kit included; the session watch
 * (features/auth/session-watch.tsx) then ends the session in this tab as spec 4.1 says, once.
 */
import { sessionEndedBy } from '../../contracts/fetch-failures';

export const SESSION_ENDED_EVENT = 'app:session-ended';

export function announceSessionEnded() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** Whether the answer to a fetch of the page's own says the session is over; if so, says it (above). */
export function sessionEndedAnswer(response: { redirected: boolean; url: string; type: string }): boolean {
  if (!sessionEndedBy(response)) return false;
  announceSessionEnded();
  return true;
}
