/**
 * Who is asking, checked on the server before any data is read: `requireUser` and `requireAdmin` run first in
 * every guarded loader and action.
 */
import { redirect } from '@remix-run/node';
import { ApiError } from '../contracts';
import { isAdminRole, isExpired, postLoginDestination, shouldLogoutOn401 } from '~/features/auth';
import { getSession, sessionStorage, type Session, type SessionUser } from './session.server';

function readUser(session: Session): SessionUser | null {
  const token = session.get('token');
  const expiresAt = session.get('expiresAt');
  if (!token || !expiresAt) return null;
  return {
    token,
    expiresAt,
    role: session.get('role') ?? '',
    status: session.get('status') ?? '',
    name: session.get('name') ?? '',
    email: session.get('email') ?? '',
  };
}

/** The logged-in user, or null when logged out or the session has expired. */
export async function getOptionalUser(request: Request) {
  const session = await getSession(request);
  const user = readUser(session);
  const live = user && !isExpired(user.expiresAt, Date.now()) ? user : null;
  return { user: live, banner: live ? (session.get('banner') ?? null) : null };
}

/** Ends the session and sends the browser to /login. */
export async function logout(request: Request): Promise<never> {
  const session = await getSession(request);
  throw redirect('/login', { headers: { 'Set-Cookie': await sessionStorage.destroySession(session) } });
}

/** The logged-in user; a logged-out visitor or an expired session is sent to /login (and logged out). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const session = await getSession(request);
  const user = readUser(session);
  if (user && !isExpired(user.expiresAt, Date.now())) return user;
  if (user) return logout(request);
  throw redirect('/login');
}

/** An admin; other roles are sent to '/'. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdminRole(user.role)) throw redirect('/');
  return user;
}

export async function createUserSession(
  request: Request,
  user: SessionUser,
  banner: string | null,
): Promise<never> {
  const session = await getSession(request);
  for (const [key, value] of Object.entries(user)) session.set(key as keyof SessionUser, value);
  session.set('banner', banner);
  throw redirect(postLoginDestination(user.role, user.status), {
    headers: {
      'Set-Cookie': await sessionStorage.commitSession(session, { expires: new Date(user.expiresAt) }),
    },
  });
}

export async function clearBanner(request: Request) {
  const session = await getSession(request);
  session.set('banner', null);
  const expiresAt = session.get('expiresAt');
  return sessionStorage.commitSession(session, expiresAt ? { expires: new Date(expiresAt) } : undefined);
}

/**
 * What a loader does with a failed API call: a 401 while the session's expiry is missing or past logs out;
 * any other failure is rethrown for the route's error boundary (a 401 with a valid expiry does not log out).
 */
export async function handleApiFailure(request: Request, user: SessionUser, error: unknown): Promise<never> {
  if (error instanceof ApiError && error.status === 401 && shouldLogoutOn401(user.expiresAt, Date.now())) {
    return logout(request);
  }
  throw error;
}
