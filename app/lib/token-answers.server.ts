/**
 * What the API's answers to a page's own reads say about the session's token. The API checks the
 * bearer token on every call, so a read it answered 2xx proves the token good at that moment as well as
 * `GET /api/Users/current` would, and a 401 ends the session by the same rule. auth.server.ts's check of a
 * token takes the answer of such a read, when one is under way, instead of asking the API once more: a page
 * whose loaders read the API costs the backend one call less; a page that reads nothing still asks.
 *
 * `api.server.ts` hands every call made with a token to `noteCall`; a check listens (`listenForAnswers`) from
 * its start, so only the reads begun since vouch for it: an answer from before a logout never does.
 */
import { isInvalidTokenChallenge } from '../../contracts';

/** What one answer says of the token it carried: good, refused (and whether as revoked or unknown), or nothing. */
export type TokenAnswer = { kind: 'accepted' } | { kind: 'unauthorized'; tokenRejected: boolean };

/**
 * The rule: only a read (GET, HEAD) speaks for the token, never a change (a logout's 2xx is the token being
 * revoked); 2xx says it is good, 401 that it is not; anything else (403, 404, 5xx) says nothing about it.
 */
export function tokenAnswer(
  method: string,
  status: number,
  wwwAuthenticate: string | null,
): TokenAnswer | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (status >= 200 && status < 300) return { kind: 'accepted' };
  if (status === 401)
    return { kind: 'unauthorized', tokenRejected: isInvalidTokenChallenge(wwwAuthenticate) };
  return null;
}

/** The checks listening, by token: each gathers the answers of the calls begun while it listens. */
const listening = new Map<string, Set<Array<Promise<TokenAnswer | null>>>>();

/** Notes a call made with `token`, whose answer (or failure) `response` is. Returns `response` as it is. */
export function noteCall(token: string, method: string, response: Promise<Response>): Promise<Response> {
  const listeners = listening.get(token);
  if (!listeners) return response;
  const answer = response.then(
    (r) => tokenAnswer(method, r.status, r.headers.get('WWW-Authenticate')),
    () => null,
  );
  for (const answers of listeners) answers.push(answer);
  return response;
}

/**
 * Starts listening for the calls made with `token`; `answer()` stops listening and gives the first answer that
 * speaks for the token among the calls begun meanwhile, or null when there were none or none said anything of
 * it (a 5xx, a network failure).
 */
export function listenForAnswers(token: string): { answer(): Promise<TokenAnswer | null> } {
  const answers: Array<Promise<TokenAnswer | null>> = [];
  let listeners = listening.get(token);
  if (!listeners) listening.set(token, (listeners = new Set()));
  listeners.add(answers);
  return {
    answer() {
      listeners.delete(answers);
      if (listeners.size === 0 && listening.get(token) === listeners) listening.delete(token);
      return firstAnswer(answers);
    },
  };
}

function firstAnswer(answers: Array<Promise<TokenAnswer | null>>): Promise<TokenAnswer | null> {
  if (answers.length === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    let left = answers.length;
    for (const pending of answers) {
      void pending.then((answer) => {
        if (answer) resolve(answer);
        else if (--left === 0) resolve(null);
      });
    }
  });
}
