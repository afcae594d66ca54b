/**
 * The server-side session: a signed, httpOnly cookie holding the API token, role, status, expiry and banner.
 * The browser cannot read it (httpOnly), so the API token never reaches page scripts.
 */
import { createCookieSessionStorage } from '@remix-run/node';

const isProduction = process.env.NODE_ENV === 'production';

function sessionSecrets(): string[] {
  const secrets = (process.env.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length) return secrets;
  if (isProduction) throw new Error('SESSION_SECRET must be set in production (comma-separated to rotate).');
  return ['development-only-session-secret'];
}

export interface SessionUser {
  token: string;
  role: string;
  status: string;
  expiresAt: string;
  name: string;
  email: string;
}

interface SessionData extends SessionUser {
  banner: string | null;
}

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: '__session',
    httpOnly: true,
    path: '/',
    // Lax: the cookie goes with top-level navigations from other sites (links into the app) but not with
    // their cross-site POSTs, which is what protects the actions from CSRF.
    sameSite: 'lax',
    secure: process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === 'true' : isProduction,
    secrets: sessionSecrets(),
  },
});

export const getSession = (request: Request) => sessionStorage.getSession(request.headers.get('Cookie'));
export type Session = Awaited<ReturnType<typeof getSession>>;
