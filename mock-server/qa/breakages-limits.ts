/**
 * Breakages of the rate limits the contract documents (`x-rate-limit`): a limit never enforced, one
 * lower than documented, and a refusal without the `Retry-After` a client waits by; and of the failed-login
 * limits login states in words (device tokens, unknown emails). rate_limit_conformance, with
 * `--probe-limits`, provokes each limit under a throwaway identity and catches them
 * (./breakages-limits.test.ts, apart from ./breakages.test.ts so the two run side by side).
 */
import { db } from '../store/db';
import { envelope, type Breakage, type BrokenRequest, type Data } from './breakage-hook';

/** The client as a proxy in front of the mock names it (the first X-Forwarded-For address), else the peer. */
const clientOf = (request: BrokenRequest) =>
  request.headers['x-forwarded-for']?.split(',')[0]?.trim() || 'direct';

export const LIMIT_BREAKAGES: Breakage[] = [
  {
    name: 'limit-never-enforced',
    breaks: 'requestEmailVerification answers 202 (a code sent) past its 3 requests per email in 10 minutes',
    check: 'rate_limit_conformance',
    operations: ['requestEmailVerification'],
    options: { probeLimits: true },
    effects: () => [
      {
        operationId: 'requestEmailVerification',
        // Read the body, so the answer can name the email.
        request: () => {},
        response: (answer, request) => {
          if (answer.status !== 429) return;
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return {
            status: 202,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            json: {
              isSuccess: true,
              message:
                'If an account exists for this email, we sent it a 6-digit code. It expires in 15 minutes.',
              data: { email, codeLength: 6, expiresInMinutes: 15, maxAttempts: 5 },
              error: null,
              details: null,
            },
          };
        },
      },
    ],
  },
  {
    name: 'limit-too-early',
    breaks: "createEnquiry refuses a client's third enquiry within 10 minutes (429), not its sixth",
    check: 'rate_limit_conformance',
    operations: ['createEnquiry'],
    options: { probeLimits: true },
    effects: () => {
      const seen = new Map<string, number>();
      return [
        {
          operationId: 'createEnquiry',
          when: (request) => {
            const client = clientOf(request);
            const count = seen.get(client) ?? 0;
            seen.set(client, count + 1);
            return count >= 2;
          },
          answer: () =>
            envelope(429, 'Too many enquiries from this address. Try again in 10 minutes.', {
              'retry-after': '600',
            }),
        },
      ];
    },
  },
  {
    name: 'limit-without-retry-after',
    breaks:
      'uploadRegistrationDocument refuses the 21st upload of a client with a 429 that has no Retry-After',
    check: 'rate_limit_conformance',
    operations: ['uploadRegistrationDocument'],
    options: { probeLimits: true },
    effects: () => [
      {
        operationId: 'uploadRegistrationDocument',
        response: (answer) => {
          if (answer.status !== 429) return;
          const { 'retry-after': _dropped, ...headers } = answer.headers;
          return { ...answer, headers };
        },
      },
    ],
  },
  // login: "a login with a valid device token for its email is judged on that token's failures only".
  {
    name: 'login-device-token-not-trusted',
    breaks:
      "login hands out device tokens but judges a login that brings one as any client's (the token's failures hold its client back)",
    check: 'rate_limit_conformance',
    operations: ['login'],
    options: { probeLimits: true },
    effects: () => [
      {
        operationId: 'login',
        request: (request) => {
          if (request.body && typeof request.body === 'object') delete (request.body as Data).deviceToken;
        },
      },
    ],
  },
  // login: "an unknown email is counted like an account, so a 429 tells nothing of which exist".
  {
    name: 'login-unknown-email-never-held',
    breaks:
      'login never holds back an email no one has (401 for ever), so its 429 tells which emails have accounts',
    check: 'rate_limit_conformance',
    operations: ['login'],
    options: { probeLimits: true },
    effects: () => [
      {
        operationId: 'login',
        readsBody: true,
        response: (answer, request) => {
          const email = String((request.body as Data | undefined)?.email ?? '').toLowerCase();
          if (answer.status === 429 && !db.users.findFirst((q) => q.where({ email })))
            return envelope(401, 'Invalid email or password.');
        },
      },
    ],
  },
];
