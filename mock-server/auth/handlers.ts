/** POST /api/users/login and GET /api/Users/current. */
import { randomBytes } from 'node:crypto';
import { schemas, sameStatus } from '../../contracts';
import { db } from '../store/db';
import { authenticate, fail, ok, readBody, route, simulateLatency } from '../http/operation';
import { verifyPassword, verifyWithoutAccount } from './passwords';
import { persist } from '../store/persistence';
import { clientKey } from '../http/rate-limit';
import { loginAttempts } from './login-attempts';
import { tooManyLoginsMessage } from './login-policy';

/** Token lifetime; QA can shorten it (MOCK_TOKEN_TTL_SECONDS) to watch sessions expire. */
const tokenLifetimeMs = () => Number(process.env.MOCK_TOKEN_TTL_SECONDS ?? 24 * 60 * 60) * 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const authHandlers = [
  route('login', async ({ request }) => {
    await simulateLatency();
    const body = await readBody(request, schemas.zLoginRequest, {
      email: 'Email is required',
      password: 'Password is required',
    });
    if (body instanceof Response) return body;

    // The login throttle (./login-policy.ts, decision 064): only this email's failures can hold a login back,
    // so other accounts' failures from a shared address never refuse a right password; an address's failures
    // only slow its wrong passwords down. Check, verify and count run in one turn: no guess slips in between.
    const now = Date.now();
    const email = body.email.trim().toLowerCase();
    const address = clientKey(request);
    const waitSeconds = loginAttempts.wait(email, address, now);
    if (waitSeconds > 0) {
      return fail(429, tooManyLoginsMessage(waitSeconds), {
        headers: { 'Retry-After': String(waitSeconds) },
      });
    }

    const user = db.users.findFirst((q) => q.where({ email }));
    const verified = user
      ? verifyPassword(body.password, user.passwordHash)
      : verifyWithoutAccount(body.password);
    if (!user || !verified) {
      const holdBackMs = loginAttempts.failed(email, address, now, Boolean(user));
      if (holdBackMs > 0) await pause(holdBackMs);
      return fail(401, 'Invalid email or password.');
    }
    if (sameStatus(user.status, 'Deactivated')) {
      return fail(403, 'This account has been deactivated. Please contact support to restore access.');
    }
    loginAttempts.succeeded(email, address, now);

    const token = randomBytes(24).toString('base64url');
    const tokenExpiry = new Date(now + tokenLifetimeMs()).toISOString();
    await db.sessions.create({ token, userId: user.id, expiresAt: tokenExpiry });
    await persist();
    return ok(
      'login',
      { token, tokenExpiry, role: user.role, message: user.bannerMessage },
      { message: 'Login successful.' },
    );
  }),

  route('getCurrentUser', async ({ request }) => {
    await simulateLatency();
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const { id, email, firstName, lastName, role, status } = auth.user;
    return ok('getCurrentUser', { id, email, firstName, lastName, role, status });
  }),
];
