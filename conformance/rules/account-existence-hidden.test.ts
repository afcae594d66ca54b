/** Who has an account: the answer for an unknown email against an account's (a code asked for, a login held back). */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { sameAnswerVerdict } from './account-existence-hidden';
import { refusalSaid } from './login-failures-judged';

const MESSAGE = 'If an account exists for this email, we sent it a 6-digit code. It expires in 15 minutes.';
const answer = (status: number, message: string, email: string): Exchange =>
  ({
    request: {},
    url: '',
    curl: '',
    response: {
      status,
      headers: {},
      json: { message, data: { email, codeLength: 6, expiresInMinutes: 15, maxAttempts: 5 } },
      text: '',
      size: 1,
      ms: 1,
    },
  }) as unknown as Exchange;

describe('the same answer whether or not the account exists', () => {
  it('passes when only the echoed email differs', () => {
    const known = answer(202, MESSAGE, 'a@example.test');
    expect(sameAnswerVerdict(known, answer(202, MESSAGE, 'b@example.test'))).toEqual({ pass: true });
  });

  it('fails on another message or status, saying both answers', () => {
    const known = answer(202, MESSAGE, 'a@example.test');
    const other = answer(202, 'No account uses this email; nothing was sent.', 'b@example.test');
    expect(sameAnswerVerdict(known, other)).toMatchObject({
      pass: false,
      expected: expect.stringMatching(
        /^the same answer for an email without an account as for an account's: \{"status":202/,
      ),
      seen: expect.stringContaining('"message":"No account uses this email; nothing was sent."'),
    });
    expect(sameAnswerVerdict(known, answer(404, MESSAGE, 'b@example.test'))).toMatchObject({ pass: false });
  });

  it('judges nothing without an answer', () => {
    const known = answer(202, MESSAGE, 'a@example.test');
    expect(sameAnswerVerdict(known, { ...known, response: undefined })).toBeNull();
  });
});

describe("login's refusal past the failures, for an unknown email against an account's", () => {
  const refused = (status: number, message: string, retryAfter?: string): Exchange =>
    ({
      ...answer(status, message, ''),
      response: {
        status,
        headers: retryAfter ? { 'retry-after': retryAfter } : {},
        json: { message, data: null },
        text: '',
        size: 1,
        ms: 1,
      },
    }) as unknown as Exchange;
  const wait = (seconds: number) => `Too many failed attempts. Try again in ${seconds} seconds.`;

  it('passes when only the seconds to wait differ', () => {
    const account = refused(429, wait(900), '900');
    expect(sameAnswerVerdict(account, refused(429, wait(899), '899'), refusalSaid)).toEqual({ pass: true });
  });

  it('fails on a 401 where the account was held back, or a 429 that says no Retry-After', () => {
    const account = refused(429, wait(900), '900');
    expect(sameAnswerVerdict(account, refused(401, 'Invalid email or password.'), refusalSaid)).toMatchObject(
      {
        pass: false,
        seen: expect.stringContaining('"status":401'),
      },
    );
    expect(sameAnswerVerdict(account, refused(429, wait(900)), refusalSaid)).toMatchObject({ pass: false });
  });
});
