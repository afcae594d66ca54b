/** POST /api/users/login and GET /api/Users/current. */
import { randomBytes } from 'node:crypto';
import { schemas, sameStatus } from '../../contracts';
import { db } from '../store/db';
import { authenticate, fail, ok, readBody, route, simulateLatency } from '../http/operation';
import { BUSY, checkPassword, verifyWithoutAccount } from './passwords';
import { busyAnswer } from '../http/load-shed';
import { oneAtATime } from '../http/one-at-a-time';
import { requestSignal } from '../http/request-signal';
import { boundSessions } from './session-bound';

import { clientKey } from '../http/rate-limit';
import { loginAttempts } from './login-attempts';
import { tooManyLoginsMessage } from './login-policy';
import type { DeviceTokens } from './device-tokens';

/** Token lifetime; QA can shorten it (MOCK_TOKEN_TTL_SECONDS) to watch sessions expire. */
const tokenLifetimeMs = () => Number(process.env.MOCK_TOKEN_TTL_SECONDS ?? 24 * 60 * 60) * 1000;

/** A failure's hold-back: over at `ms`, or at once when the caller has left (nobody waits for the answer). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** The logins of one email, one after another (keyed by the email). */
const loginTurns = oneAtATime<string>();

/** `deviceTokens`: signs and checks the device tokens a login gives and takes (./device-tokens.ts). */
export const authHandlers = (deviceTokens: DeviceTokens) => [
  route('login', async ({ request }) => {
    await simulateLatency();
    const body = await readBody(request, schemas.zLoginRequest, {
      email: 'Email is required',
      password: 'Password is required',
    });
    if (body instanceof Response) return body;

    // The login throttle (./login-policy.ts, decision 064): only this email's failures can hold a login back,
    // so other accounts' failures from a shared address never refuse a right password; an address's failures
    // only slow its wrong passwords down. The password is checked off the event loop (./passwords.ts), so the
    // logins of one email take turns: check, verify and count run as one step, and no guess slips in between.
    // A valid device token for this email (OWASP's device cookies) makes the attempt a trusted device's, judged
    // on that device's own failures only; anything else (none, forged, altered, another account's) is untrusted.
    const email = body.email.trim().toLowerCase();
    const address = clientKey(request);
    // A login whose caller has left (a spike's clients giving up) is never checked: its turn and its place in
    // the password checks' queue go to the next (../http/request-signal.ts, decision 072).
    const signal = requestSignal(request);
    const outcome = await loginTurns.run(
      email,
      async () => {
        const now = Date.now();
        const device = deviceTokens.check(body.deviceToken, email, now);
        const waitSeconds = loginAttempts.wait(email, address, now, device);
        if (waitSeconds > 0) return { kind: 'wait', waitSeconds } as const;
        const user = db.users.findFirst((q) => q.where({ email }));
        const verified = user
          ? await checkPassword(body.password, user.passwordHash, undefined, signal)
          : await verifyWithoutAccount(body.password, undefined, signal);
        if (verified === BUSY) return BUSY;
        if (!user || !verified) {
          const holdBackMs = loginAttempts.failed(email, address, now, Boolean(user), device);
          return { kind: 'failed', holdBackMs } as const;
        }
        if (!sameStatus(user.status, 'Deactivated')) loginAttempts.succeeded(email, address, now, device);
        return { kind: 'verified', user, now } as const;
      },
      signal,
    );
    // Too many checks waiting, for this email or in all (or the caller left): refused at once, nothing checked
    // or counted.
    if (outcome === BUSY || outcome === null) return busyAnswer();
    if (outcome.kind === 'wait') {
      return fail(429, tooManyLoginsMessage(outcome.waitSeconds), {
        headers: { 'Retry-After': String(outcome.waitSeconds) },
      });
    }
    if (outcome.kind === 'failed') {
      if (outcome.holdBackMs > 0) await pause(outcome.holdBackMs, signal);
      return fail(401, 'Invalid email or password.');
    }
    const { user, now } = outcome;
    if (sameStatus(user.status, 'Deactivated')) {
      return fail(403, 'This account has been deactivated. Please contact support to restore access.');
    }

    const token = randomBytes(24).toString('base64url');
    const tokenExpiry = new Date(now + tokenLifetimeMs()).toISOString();
    await db.sessions.create({ token, userId: user.id, expiresAt: tokenExpiry });
    boundSessions(user.id, now);
    // A new device token at each successful login: the browser keeps it and sends it with its next logins.
    const deviceToken = deviceTokens.issue(email, now);
    return ok(
      'login',
      { token, tokenExpiry, role: user.role, message: user.bannerMessage, deviceToken },
      { message: 'Login successful.' },
    );
  }),

  route('getCurrentUser', async ({ request }) => {
    await simulateLatency();
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const { id, email, firstName, lastName, role, status, timeZone } = auth.user;
    return ok('getCurrentUser', { id, email, firstName, lastName, role, status, timeZone: timeZone ?? null });
  }),
];
