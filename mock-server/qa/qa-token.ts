/**
 * The QA routes (`/__mock/*`: reset, faults, outbox) change or reveal everything, so they answer only to a
 * caller that shows the QA token in the X-Mock-Token header: 401 in the envelope without it, 403 with a wrong
 * one. The token is MOCK_QA_TOKEN, else one made at start (printed by `npm run mock` and by `npm start`'s
 * banner). `GET /__mock/health` stays open: it tells nothing but that the server is up, and start scripts
 * wait on it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { http } from 'msw';
import { fail } from '../http/operation';

export const QA_TOKEN_HEADER = 'X-Mock-Token';

let generated: string | undefined;

/** MOCK_QA_TOKEN, else a random token made once per process. */
export function resolveQaToken(): string {
  const configured = process.env.MOCK_QA_TOKEN?.trim();
  if (configured) return configured;
  generated ??= randomBytes(18).toString('base64url');
  return generated;
}

/** The header a QA call carries (tests and fixtures). */
export const qaHeaders = (token = resolveQaToken()) => ({ [QA_TOKEN_HEADER]: token });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (of equal-length digests), so the answer's timing says nothing of the token. */
export function qaTokenMatches(presented: string | null, token: string): boolean {
  return presented !== null && timingSafeEqual(digest(presented), digest(token));
}

/** First among the handlers: refuses a QA call without the token; otherwise falls through. */
export function qaGuardHandlers(token: string) {
  return [
    http.all('*/__mock/*', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/__mock/health') && request.method === 'GET') return undefined;
      const presented = request.headers.get(QA_TOKEN_HEADER);
      if (presented === null)
        return fail(401, `The QA routes need the QA token in the ${QA_TOKEN_HEADER} header.`, {
          headers: { 'WWW-Authenticate': QA_TOKEN_HEADER },
        });
      if (!qaTokenMatches(presented, token)) return fail(403, 'The QA token is not valid.');
      return undefined;
    }),
  ];
}
