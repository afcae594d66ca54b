/**
 * The browser's side of the viewer's JSON relays (`/viewer/annotations`, `/viewer/consult`; their server side is
 * json-relay.server.ts): one call that answers the body or throws a RelayRequestError in the reader's words — the
 * server's sentence, else the fetch path's (spec 8). The session's end on the server (the redirect to /login,
 * followed by hand so /login keeps its flash) is a 401 (spec 4.1).
 */
import { sessionEndedAnswer } from './session-ended';
import { describeFetchStatus } from '../../contracts/fetch-failures';
import { MESSAGES } from '../../contracts/messages';

/** A failed call: `status` null when the request never got an answer (offline). */
export class RelayRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'RelayRequestError';
  }
}

/** The JSON body of a 2xx answer that `complete` accepts; else a RelayRequestError (`offline` when no answer). */
export async function relayRequest<T>(
  url: string,
  init: RequestInit | undefined,
  offline: string,
  complete: (body: T) => boolean = () => true,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new RelayRequestError(offline, null);
  }
  if (sessionEndedAnswer(response)) throw new RelayRequestError(MESSAGES.fetchUnauthorized, 401);
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !body || !complete(body)) {
    throw new RelayRequestError(body?.error ?? describeFetchStatus(response.status), response.status);
  }
  return body;
}
