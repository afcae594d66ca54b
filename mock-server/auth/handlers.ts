/** POST /api/users/login and GET /api/Users/current. */
import { randomBytes } from 'node:crypto';
import { schemas, sameStatus } from '../../contracts';
import { db } from '../store/db';
import { authenticate, fail, ok, readBody, route, simulateLatency } from '../http/operation';
import { verifyPassword } from './passwords';
import { persist } from '../store/persistence';
import {
  clientKey,
  LOGIN_FAILURES,
  LOGIN_FAILURES_PER_CLIENT,
  rateLimiter,
  tooManyRequests,
} from '../http/rate-limit';

/** Token lifetime; QA can shorten it (MOCK_TOKEN_TTL_SECONDS) to watch sessions expire. */
const tokenLifetimeMs = () => Number(process.env.MOCK_TOKEN_TTL_SECONDS ?? 24 * 60 * 60) * 1000;

/**
 * Failed logins (mock-server/http/rate-limit.ts, policy in docs/mock-server.md): per client and email, the sixth
 * within 15 minutes answers 429 to that client only, so a stranger's guesses never lock the owner out from
 * where they log in; per client, whatever the emails, the 21st. Both windows slide: nothing lasts for ever.
 */
const failedLogins = rateLimiter(LOGIN_FAILURES);
const failedLoginsPerClient = rateLimiter(LOGIN_FAILURES_PER_CLIENT);

export const authHandlers = [
  route('login', async ({ request }) => {
    await simulateLatency();
    const body = await readBody(request, schemas.zLoginRequest, {
      email: 'Email is required',
      password: 'Password is required',
    });
    if (body instanceof Response) return body;

    const now = Date.now();
    const email = body.email.trim().toLowerCase();
    const client = clientKey(request);
    const account = `${client} ${email}`;
    const clientWait = failedLoginsPerClient.retryAfter(client, now);
    if (clientWait > 0) return tooManyRequests('Too many login attempts from this address', clientWait);
    const waitSeconds = failedLogins.retryAfter(account, now);
    if (waitSeconds > 0) return tooManyRequests('Too many login attempts', waitSeconds);

    const user = db.users.findFirst((q) => q.where({ email }));
    if (!user || !verifyPassword(body.password, user.passwordHash)) {
      failedLogins.record(account, now);
      failedLoginsPerClient.record(client, now);
      return fail(401, 'Invalid email or password.');
    }
    if (sameStatus(user.status, 'Deactivated')) {
      return fail(403, 'This account has been deactivated. Please contact support to restore access.');
    }
    failedLogins.forget(account);

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
