/**
 * The server-side session: an encrypted, httpOnly cookie (docs/decisions/013) holding the API token, role,
 * status, expiry, name, email, banner and the time of the last activity. The browser holds only ciphertext, so
 * neither page scripts nor anyone who copies the cookie can read the token or who it belongs to; the app keeps
 * no session state of its own, so any number of instances agree on who is logged in.
 */
import { randomUUID } from 'node:crypto';
import { createSession, type Session as RemixSession } from '@remix-run/node';
import { createSealer } from './session-seal.server';

const isProduction = process.env.NODE_ENV === 'production';

export const SESSION_COOKIE = '__session';

export function sessionSecrets(): string[] {
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
  /**
   * This session's own id, made at login and never reused (not a secret: it names the session, it opens
   * nothing). The page gets it so that a tab acts only on the session it was started with (docs/auth-and-session.md,
   * 'A stale tab'); a cookie from before ids has none.
   */
  sessionId?: string;
}

export interface SessionData extends SessionUser {
  banner: string | null;
  /** The key of the admins' global banner this session dismissed (decision 037); a newer banner shows again. */
  dismissedAnnouncement?: string | null;
  /** Epoch milliseconds of the last request that counted as activity (docs/auth-and-session.md). */
  lastActivity: number;
  /**
   * When this session last changed what an instance keeps for a few seconds (its unread count; the global
   * banner, for an admin), in epoch milliseconds: for a while after, every instance reads it afresh for this
   * session, so the user never sees the old value from an instance that did not make the change (decision 087).
   */
  unreadChangedAt?: number;
  announcementChangedAt?: number;
}

export type Session = RemixSession<Partial<SessionData>>;

const secure = process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === 'true' : isProduction;
const sealer = createSealer(sessionSecrets(), SESSION_COOKIE);

/**
 * The cookie's attributes. Lax: the cookie goes with top-level navigations from other sites (links into the
 * app) but not with their POSTs; the origin check in front of every action does the rest (decision 018).
 * Every other cookie the app writes (the flash message, the forgot-password flow) uses the same attributes.
 */
export function cookieAttributes(expires: Date | null): string {
  const parts = ['Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  return parts.join('; ');
}

/** The raw value of our cookie in a Cookie header, or null. */
export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === SESSION_COOKIE) return part.slice(index + 1).trim();
  }
  return null;
}

/** The session carried by a Cookie header; an absent, forged or undecipherable cookie is an empty session. */
export function sessionFromCookie(cookieHeader: string | null | undefined): Session {
  const raw = readSessionCookie(cookieHeader);
  const data = raw ? sealer.unseal(raw) : null;
  const valid = data !== null && typeof data === 'object' && !Array.isArray(data);
  return createSession<Partial<SessionData>>(valid ? (data as Partial<SessionData>) : {});
}

export const getSession = (request: Request) => sessionFromCookie(request.headers.get('Cookie'));

/** A new session holding only this data, with an id of its own (a login never carries over what an earlier
 * cookie held). */
export const createFreshSession = (data: Omit<SessionData, 'lastActivity' | 'sessionId'>): Session =>
  createSession<Partial<SessionData>>({ ...data, sessionId: randomUUID() });

/**
 * The Set-Cookie value that stores this session, valid until `expires` (the token's expiry). Only activity
 * commits a session (a login, a dismissed banner, a request that counts), so committing stamps it as the last.
 */
export function commitSession(session: Session, expires: Date | null, now = Date.now()): string {
  session.set('lastActivity', now);
  return `${SESSION_COOKIE}=${sealer.seal(session.data)}; ${cookieAttributes(expires)}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function destroySession(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(new Date(0))}; Max-Age=0`;
}

/** Whether a response already sets or clears the session cookie (then nothing else may overwrite it). */
export function setsSessionCookie(headers: Headers): boolean {
  const cookies = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** Remix's session-storage shape, for code and tests written against it. */
export const sessionStorage = {
  getSession: async (cookieHeader?: string | null) => sessionFromCookie(cookieHeader),
  commitSession: async (session: Session, options?: { expires?: Date }) =>
    commitSession(session, options?.expires ?? null),
  destroySession: async (_session?: Session) => destroySession(),
};
