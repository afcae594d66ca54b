/**
 * Who is asking, checked on the server before any data is read: `requireUser` and `requireAdmin` run first in
 * every guarded loader and action. A session is over when its token's expiry has passed, when it has been idle
 * for the inactivity limit, or when the API says its token is revoked or unknown; ending it revokes the token
 * at the API and clears the cookie, so a copy of the cookie replayed later gets nothing.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { redirect, redirectDocument } from '@remix-run/node';
import { ApiError, MESSAGES, unwrap } from '../contracts';
import { flashCookie } from './flash.server';
import { api } from './api.server';
import { readForm } from './lib/read-form.server';
import { listenForAnswers } from './lib/token-answers.server';
import {
  activityRecordDue,
  adminPageRefusal,
  isExpired,
  isIdle,
  logoutEndsSession,
  sessionEndsOn401,
} from '~/features/auth';
import { LOGIN_PATH, destinationAfterLogin, loginPathFor } from '~/features/auth/return-after-login.server';
import {
  commitSession,
  createFreshSession,
  destroySession,
  getSession,
  type Session,
  type SessionUser,
} from './session.server';

/** How long logout waits for the API to revoke the token before ending the session anyway. */
const REVOKE_TIMEOUT_MS = 5_000;
const TOKEN_CHECK_TIMEOUT_MS = 5_000;

type SessionState =
  | { kind: 'anonymous' }
  | { kind: 'live'; user: SessionUser; session: Session }
  | { kind: 'ended'; token: string | null };

function readUser(session: Session): SessionUser | null {
  const token = session.get('token');
  if (!token) return null;
  return {
    token,
    expiresAt: session.get('expiresAt') ?? '',
    role: session.get('role') ?? '',
    status: session.get('status') ?? '',
    name: session.get('name') ?? '',
    email: session.get('email') ?? '',
    sessionId: session.get('sessionId') ?? '',
  };
}

function stateOf(session: Session, now: number): SessionState {
  const user = readUser(session);
  if (!user) return { kind: 'anonymous' };
  if (isExpired(user.expiresAt, now) || isIdle(session.get('lastActivity'), now)) {
    return { kind: 'ended', token: user.token };
  }
  return { kind: 'live', user, session };
}

/** Revocations under way, by token: the loaders of one request (and a burst of requests) revoke once. */
const revoking = new Map<string, Promise<void>>();

/**
 * The checks of a token under way: the loaders of one request (root, layout, page, all at once) ask the API
 * once between them. Nothing is kept once the answer is in: a logout or a revocation that another instance (or
 * the API itself) made is known to every instance on the next request (decision 087). Remembering a good
 * answer for a minute, as this did, let an instance that had just served a page serve a replayed copy of the
 * cookie after a logout on another instance, on a page that makes no API call of its own.
 */
const checking = new Map<string, Promise<boolean>>();

/** Whether the API still takes this session's token: false only when its 401 says the session is over. */
async function tokenStillValid(user: SessionUser): Promise<boolean> {
  let pending = checking.get(user.token);
  if (!pending) {
    // An API that is down or slow does not log anyone out: the page shows its own error instead.
    pending = checkToken(user).finally(() => checking.delete(user.token));
    checking.set(user.token, pending);
  }
  return pending;
}

/**
 * Asks the API whether it takes the token: through a read of the API that the request's loaders began beside
 * the check (the case lists: `requireUserWhile`), whose answer says so as well as a call of its own would
 * (lib/token-answers.server.ts); else, when there is none or it said nothing of the token (a 5xx),
 * with `GET /api/Users/current`.
 */
async function checkToken(user: SessionUser): Promise<boolean> {
  const listener = listenForAnswers(user.token);
  // The loaders of one request start together: let theirs begin before deciding whether to ask.
  await nextTurn();
  const answer = await listener.answer();
  if (answer) {
    return answer.kind === 'accepted' || !sessionEndsOn401(answer.tokenRejected, user.expiresAt, Date.now());
  }
  return unwrap(
    api(user.token).GET('/api/Users/current', { signal: AbortSignal.timeout(TOKEN_CHECK_TIMEOUT_MS) }),
  ).then(
    () => true,
    (error: unknown) =>
      !(
        error instanceof ApiError &&
        error.status === 401 &&
        sessionEndsOn401(error.tokenRejected, user.expiresAt, Date.now())
      ),
  );
}

/** The user of a live session whose token the API still takes; anything else ends the session. */
async function liveUser(
  state: Extract<SessionState, { kind: 'live' }>,
  request: Request,
): Promise<SessionUser> {
  if (await tokenStillValid(state.user)) return state.user;
  return endSession(state.user.token, { unauthorized: true, request });
}

/** Asks the API to revoke the token. Whatever it answers (or if it does not), the session ends anyway. */
function revokeToken(token: string): Promise<void> {
  let pending = revoking.get(token);
  if (!pending) {
    pending = api(token)
      .POST('/api/auth/logout', { signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS) })
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => revoking.delete(token));
    revoking.set(token, pending);
  }
  return pending;
}

/**
 * Ends the session: revokes its token, clears the cookie, sends the browser to /login: with the page `request`
 * asked for when it was a page's document (`loginPathFor`, decision 124); a logout, which names no request, to
 * the plain login page. When the API's 401 ended it (`unauthorized`), /login is told so in a flash: it says
 * 'Error 401: Unauthorized. Please log in again.' and writes the logout marker other tabs follow (spec 4.1;
 * docs/auth-and-session.md).
 */
async function endSession(
  token: string | null,
  { unauthorized = false, request }: { unauthorized?: boolean; request?: Request } = {},
): Promise<never> {
  if (token) await revokeToken(token);
  const headers = new Headers({ 'Set-Cookie': destroySession() });
  if (unauthorized) {
    headers.append(
      'Set-Cookie',
      flashCookie({ kind: 'error', message: MESSAGES.unauthorized, sessionEnded: true }),
    );
  }
  throw redirect(request ? loginPathFor(request) : LOGIN_PATH, { headers });
}

/** A visitor's request to a page behind the guard: to /login, with the page when it was its document. */
const toLogin = (request: Request) => redirect(loginPathFor(request));

/**
 * Ends the session of this request (POST /logout, and any API answer that says the session is over). A tab that
 * names the session it means (`session`, the id its page was served with) ends only that one: when the cookie
 * holds a newer session (the browser signed in again in another tab meanwhile), that session is left alone and
 * the tab is sent to /login as a document load, which takes it to the newer session's landing page.
 */
export async function logout(request: Request): Promise<never> {
  const session = getSession(request);
  // A body that cannot be read names no session: the logout ends the cookie's, as the user menu's does.
  const asked = (await readForm(request).catch(() => null))?.get('session');
  if (!logoutEndsSession(typeof asked === 'string' ? asked : null, session.get('sessionId')))
    throw redirectDocument(LOGIN_PATH);
  return endSession(session.get('token') ?? null);
}

/** The logged-in user, or null for a visitor; a session that is over is ended here (→ /login). */
export async function getOptionalUser(request: Request) {
  const session = getSession(request);
  const state = stateOf(session, Date.now());
  if (state.kind === 'ended') return endSession(state.token, { request });
  if (state.kind === 'anonymous') {
    return {
      user: null,
      banner: null,
      dismissedAnnouncement: null,
      unreadChangedAt: null,
      announcementChangedAt: null,
    };
  }
  return {
    user: await liveUser(state, request),
    banner: session.get('banner') ?? null,
    dismissedAnnouncement: session.get('dismissedAnnouncement') ?? null,
    unreadChangedAt: session.get('unreadChangedAt') ?? null,
    announcementChangedAt: session.get('announcementChangedAt') ?? null,
  };
}

/**
 * The logged-in user; a visitor is sent to /login, a session that is over is ended (→ /login). A page's document
 * carries itself to the login, which comes back to it (`loginPathFor`, decision 124).
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const state = stateOf(getSession(request), Date.now());
  if (state.kind === 'live') return liveUser(state, request);
  if (state.kind === 'ended') return endSession(state.token, { request });
  throw toLogin(request);
}

/**
 * The signed-in user, as `requireUser`, with `work` started beside the check of the token instead of after it,
 * for a page that must answer fast and whose own API calls carry the token (the viewer: decision 089). The
 * result is returned only once the check has passed; a session the check finds over ends as with requireUser,
 * and what `work` read is dropped. The API checks the token and the user's access on each of `work`'s calls.
 */
export async function requireUserWhile<T>(
  request: Request,
  work: (user: SessionUser) => Promise<T>,
): Promise<{ user: SessionUser; result: T }> {
  const state = stateOf(getSession(request), Date.now());
  if (state.kind === 'ended') return endSession(state.token, { request });
  if (state.kind === 'anonymous') throw toLogin(request);
  const [user, result] = await Promise.all([liveUser(state, request), work(state.user)]);
  return { user, result };
}

/**
 * The signed-in user once the token check alone has passed, with `work` started beside it and handed back as
 * it is, not waited for: a page that streams what `work` reads after its head (the viewer: decision 110). The
 * check takes the first answer that speaks for the token (lib/token-answers.server.ts): `work`'s own reads, or
 * `GET /api/Users/current`, asked first and at once beside them so that a long read (a case) does not hold the
 * head back (a backend that answers one request at a time, as the mock does, answers the check first).
 * A session the check finds over ends as with requireUser, and `work`'s result is dropped.
 */
export async function requireUserAhead<T>(
  request: Request,
  work: (user: SessionUser) => Promise<T>,
): Promise<{ user: SessionUser; result: Promise<T> }> {
  const state = stateOf(getSession(request), Date.now());
  if (state.kind === 'ended') return endSession(state.token, { request });
  if (state.kind === 'anonymous') throw toLogin(request);
  // Listening from here: the calls below answer it.
  const checked = liveUser(state, request);
  // The check's own call first: the API answers it before `work`'s reads, which it would otherwise queue behind.
  api(state.user.token)
    .GET('/api/Users/current', { signal: AbortSignal.timeout(TOKEN_CHECK_TIMEOUT_MS) })
    .catch(() => undefined);
  const result = work(state.user);
  // Dropped when the check fails: its failure then belongs to nobody.
  result.catch(() => undefined);
  return { user: await checked, result };
}

/**
 * An admin. Any other role is sent to their own landing page (where the login sends them), which says in a flash
 * 'That page is for admins.'; a visitor goes to /login.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  return adminOnly(await requireUser(request));
}

/** The signed-in user if an admin; anyone else is sent away as `requireAdmin` sends them. */
export function adminOnly(user: SessionUser): SessionUser {
  const refusal = adminPageRefusal(user.role, user.status);
  if (!refusal) return user;
  throw redirect(refusal.to, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'error', message: refusal.message }) },
  });
}

/**
 * Starts a session for a user who just logged in (never reusing what the cookie held before), and goes where the
 * login goes: the page asked for (the login's `returnTo`) or spec 4.1's landing page (`destinationAfterLogin`).
 */
export async function createUserSession(
  request: Request,
  user: SessionUser,
  banner: string | null,
  /** More Set-Cookie values to send with the session's (a login's device cookie). */
  cookies: readonly string[] = [],
): Promise<never> {
  const session = createFreshSession({ ...user, banner });
  const headers = new Headers({ 'Set-Cookie': commitSession(session, new Date(user.expiresAt)) });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  throw redirect(destinationAfterLogin(user.role, user.status, returnTo), { headers });
}

/** The Set-Cookie value of the session without its banner (dismissing it is activity too). */
export async function clearBanner(request: Request): Promise<string> {
  const state = stateOf(getSession(request), Date.now());
  if (state.kind !== 'live')
    return state.kind === 'ended' ? endSession(state.token, { request }) : destroySession();
  state.session.set('banner', null);
  return commitSession(state.session, new Date(state.user.expiresAt));
}

/**
 * The Set-Cookie value of the session with a new banner or display name (after a facility account is submitted
 * for review, after the user renames themself), or null when the request carries no live session.
 */
export function updateSessionDetails(
  request: Request,
  changes: {
    banner?: string | null;
    name?: string;
    dismissedAnnouncement?: string;
    /** This session changed its unread count, or the global banner, just now (SessionData). */
    unreadChanged?: true;
    announcementChanged?: true;
  },
  now = Date.now(),
): string | null {
  const state = stateOf(getSession(request), now);
  if (state.kind !== 'live') return null;
  if (changes.unreadChanged) state.session.set('unreadChangedAt', now);
  if (changes.announcementChanged) state.session.set('announcementChangedAt', now);
  if (changes.banner !== undefined) state.session.set('banner', changes.banner);
  if (changes.dismissedAnnouncement !== undefined)
    state.session.set('dismissedAnnouncement', changes.dismissedAnnouncement);
  if (changes.name !== undefined) state.session.set('name', changes.name);
  return commitSession(state.session, new Date(state.user.expiresAt), now);
}

/**
 * The Set-Cookie value that records this request as activity (the rolling part of the session), or null when
 * the request carries no live session or the recorded time is less than a minute old. Never revives a session
 * that is over: that is decided first.
 */
export function refreshSession(request: Request, now = Date.now()): string | null {
  const state = stateOf(getSession(request), now);
  if (state.kind !== 'live' || !activityRecordDue(state.session.get('lastActivity'), now)) return null;
  return commitSession(state.session, new Date(state.user.expiresAt), now);
}

/** The browser's activity report (POST /session/activity): a live session is refreshed, any other ended. */
export async function recordActivity(request: Request): Promise<string> {
  const state = stateOf(getSession(request), Date.now());
  if (state.kind === 'live') {
    await liveUser(state, request);
    return commitSession(state.session, new Date(state.user.expiresAt));
  }
  if (state.kind === 'ended') return endSession(state.token, { request });
  throw toLogin(request);
}

/**
 * The one place that decides whether a failed API call ends the session: a 401 whose challenge says the token
 * is revoked or unknown always does; any other 401 only when the session's expiry is missing or past (spec
 * 4.1). When it does, this throws the redirect to /login; otherwise it returns and the caller handles the
 * failure its own way (an error on the page, a message in a form).
 */
export async function endSessionOnUnauthorized(
  request: Request,
  user: SessionUser,
  error: unknown,
): Promise<void> {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (sessionEndsOn401(error.tokenRejected, user.expiresAt, Date.now())) {
    await endSession(getSession(request).get('token') ?? user.token, { unauthorized: true, request });
  }
}
