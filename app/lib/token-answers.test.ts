/** What an API answer says of the token it carried, and the calls under way a token check may take. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listenForAnswers, noteCall, tokenAnswer } from './token-answers.server';

const REVOKED = 'Bearer error="invalid_token", error_description="The token was revoked"';

describe('tokenAnswer', () => {
  it('a read answered 2xx says the token is good; 401 that it is not, and whether as revoked', () => {
    expect(tokenAnswer('GET', 200, null)).toEqual({ kind: 'accepted' });
    expect(tokenAnswer('HEAD', 204, null)).toEqual({ kind: 'accepted' });
    expect(tokenAnswer('GET', 401, REVOKED)).toEqual({ kind: 'unauthorized', tokenRejected: true });
    expect(tokenAnswer('GET', 401, 'Bearer')).toEqual({ kind: 'unauthorized', tokenRejected: false });
  });

  it('a change never speaks for the token (a logout answered 2xx revoked it); nor does any other status', () => {
    const methods = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE');
    fc.assert(
      fc.property(methods, fc.integer({ min: 100, max: 599 }), (method, status) => {
        const answer = tokenAnswer(method, status, REVOKED);
        const read = method === 'GET' || method === 'HEAD';
        if (!read || (status !== 401 && (status < 200 || status > 299))) expect(answer).toBeNull();
        else expect(answer?.kind).toBe(status === 401 ? 'unauthorized' : 'accepted');
      }),
    );
  });
});

/** A response that arrives when `answer` is called. */
function pending() {
  let answer!: (status: number, wwwAuthenticate?: string) => void;
  let fail!: () => void;
  const response = new Promise<Response>((resolve, reject) => {
    answer = (status, wwwAuthenticate) =>
      resolve(
        new Response(null, {
          status,
          headers: wwwAuthenticate ? { 'WWW-Authenticate': wwwAuthenticate } : {},
        }),
      );
    fail = () => reject(new TypeError('fetch failed'));
  });
  return { response, answer, fail };
}

describe('listenForAnswers', () => {
  it('takes the answer of a read begun while it listens, with the same token, even one already answered', async () => {
    const listener = listenForAnswers('token-a');
    const call = pending();
    const returned = noteCall('token-a', 'GET', call.response);
    expect(returned).toBe(call.response);
    call.answer(200);
    await call.response;
    await expect(listener.answer()).resolves.toEqual({ kind: 'accepted' });
  });

  it('ignores calls begun before it listened or after, calls with another token, and changes', async () => {
    const before = pending();
    noteCall('token-b', 'GET', before.response);
    const listener = listenForAnswers('token-b');
    const other = pending();
    noteCall('token-c', 'GET', other.response);
    const logout = pending();
    noteCall('token-b', 'POST', logout.response);
    const answer = listener.answer();
    const after = pending();
    noteCall('token-b', 'GET', after.response);
    for (const call of [before, other, logout, after]) call.answer(200);
    await expect(answer).resolves.toBeNull();
  });

  it('passes on a 401, and says nothing when the reads fail or answer 5xx', async () => {
    const listener = listenForAnswers('token-d');
    const refused = pending();
    noteCall('token-d', 'GET', refused.response);
    refused.answer(401, REVOKED);
    await expect(listener.answer()).resolves.toEqual({ kind: 'unauthorized', tokenRejected: true });

    const again = listenForAnswers('token-d');
    const down = pending();
    const broken = pending();
    noteCall('token-d', 'GET', down.response).catch(() => undefined);
    noteCall('token-d', 'GET', broken.response);
    const nothing = again.answer();
    down.fail();
    broken.answer(503);
    await expect(nothing).resolves.toBeNull();
  });

  it('every check listening hears the same call', async () => {
    const first = listenForAnswers('token-e');
    const second = listenForAnswers('token-e');
    const call = pending();
    noteCall('token-e', 'GET', call.response);
    call.answer(204);
    await expect(Promise.all([first.answer(), second.answer()])).resolves.toEqual([
      { kind: 'accepted' },
      { kind: 'accepted' },
    ]);
  });
});
