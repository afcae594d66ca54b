/**
 * The login flow of spec 4.1 on the server: check the form, log in, fetch the status, decide where to go.
 * Returns what the page should show; creating the session is the route's job.
 */
import { ApiError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import type { SessionUser } from '~/session.server';
import {
  LOGIN_BUSY_TEXT,
  LOGIN_FAILED_TEXT,
  STATUS_FETCH_FAILED_TEXT,
  STATUS_VALIDATION_ERROR_TEXT,
  loginFieldErrors,
  type LoginFieldErrors,
} from './login-schema';
import { normalizeRole, normalizeStatus } from './roles';
import { resolveTokenExpiry } from './session-rules';
import { deviceCookies, deviceTokenFor } from './device-cookie.server';

export type LoginOutcome =
  | { kind: 'invalid'; fieldErrors: LoginFieldErrors }
  /**
   * `status`: a refusal the page passes on with its own status and Retry-After (429 held back, 503 busy).
   * `email` as it was sent, so a page rendered on the server (no JavaScript) keeps it in the form.
   */
  | { kind: 'refused'; formError: string; status?: 429 | 503; retryAfterSeconds?: number; email?: string }
  | { kind: 'status-failed'; toast: string }
  /** `cookies`: Set-Cookie values to send with the session's (the account's device cookie). */
  | { kind: 'ok'; user: SessionUser; banner: string | null; cookies: string[] };

/** What a backend shedding load says ('The server is busy…', mock-server/http/load-shed.ts): a login says its own. */
const API_BUSY = /^The server is busy\b/;

/** Seconds a shed login is asked to wait when the API did not say (server/load-shed.js answers the same). */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A login the app server itself sheds (decision 072): the route answers it without asking the API. The server
 * renders this answer once through the route (server/login-refusal.js, which writes each refused e-mail into
 * its copy of the page), flagged in the load context, which only the server sets.
 */
export const SHED_LOGIN: Extract<LoginOutcome, { kind: 'refused' }> = {
  kind: 'refused',
  formError: LOGIN_BUSY_TEXT,
  status: 503,
  retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
};
export const isShedLogin = (context: unknown) =>
  (context as { loginShed?: unknown } | null | undefined)?.loginShed === true;

/**
 * `clientAddress` is the browser's (the load context's): the API throttles failed logins per account and client
 * and slows a client's failures down (decision 064), so it must see who is trying, not this server.
 * `cookieHeader` is the browser's Cookie header: the account's device token in it goes with the login, so the
 * API judges this browser on its own failures only (./device-cookie.server.ts). `signal` is the browser
 * request's: a login whose browser has left is not sent to the API, or is cancelled there, so a spike's abandoned
 * logins do not queue before the next one (decision 072).
 */
export async function attemptLogin(
  form: FormData,
  clientAddress?: string | null,
  cookieHeader?: string | null,
  signal?: AbortSignal,
): Promise<LoginOutcome> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const fieldErrors = loginFieldErrors({ email, password });
  if (fieldErrors) return { kind: 'invalid', fieldErrors };

  let login;
  try {
    const headers = clientAddress ? { 'X-Forwarded-For': clientAddress } : undefined;
    const deviceToken = deviceTokenFor(cookieHeader, email);
    const body = deviceToken ? { email, password, deviceToken } : { email, password };
    login = await unwrap(api().POST('/api/users/login', { body, headers, signal }));
  } catch (error) {
    // A busy API (503, decision 072): the login's own sentence, and when to come back, passed on with a 503. A
    // 503 that says something else (a login the server could not save, decision 071) keeps its own sentence.
    if (error instanceof ApiError && error.status === 503)
      return {
        kind: 'refused',
        formError:
          error.serverMessage && !API_BUSY.test(error.serverMessage) ? error.serverMessage : LOGIN_BUSY_TEXT,
        status: 503,
        retryAfterSeconds: error.retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS,
        email,
      };
    // The server's own sentence when it gave one (wrong password, deactivated, too many failures); ours otherwise.
    const message = error instanceof ApiError && error.status !== null ? error.serverMessage : undefined;
    return { kind: 'refused', formError: message ?? LOGIN_FAILED_TEXT, ...heldBack(error), email };
  }

  const { token, tokenExpiry, role, message: banner, deviceToken } = login.data;
  let current;
  try {
    current = await unwrap(api(token).GET('/api/Users/current', { signal }));
  } catch (error) {
    // The server answered but refused: the status could not be fetched. Anything else (no answer, an answer
    // that breaks the contract) is an error while validating.
    const answered = error instanceof ApiError && error.status !== null;
    return {
      kind: 'status-failed',
      toast: answered ? STATUS_FETCH_FAILED_TEXT : STATUS_VALIDATION_ERROR_TEXT,
    };
  }

  // Whatever spelling the backend used (spec 3.2, 3.6: physician, PROVIDER, provisionally active…), the session
  // keeps the contract's own, so every later comparison sees one value (decision 066).
  const { firstName, lastName, email: userEmail } = current.data;
  const sessionRole = normalizeRole(role);
  const status = normalizeStatus(current.data.status);
  if (!sessionRole || !status) return { kind: 'status-failed', toast: STATUS_VALIDATION_ERROR_TEXT };
  return {
    kind: 'ok',
    banner: banner ?? null,
    cookies: deviceToken ? deviceCookies(cookieHeader, email, deviceToken) : [],
    user: {
      token,
      role: sessionRole,
      status,
      expiresAt: resolveTokenExpiry(tokenExpiry, Date.now()),
      name: `${firstName} ${lastName}`.trim(),
      email: userEmail,
    },
  };
}

/** Too many failed logins (429, decision 064): passed on with the Retry-After the API gave. */
function heldBack(
  error: unknown,
): Pick<Extract<LoginOutcome, { kind: 'refused' }>, 'status' | 'retryAfterSeconds'> {
  if (!(error instanceof ApiError) || error.status !== 429) return {};
  const after = error.retryAfterSeconds;
  return { status: 429, ...(after !== null ? { retryAfterSeconds: after } : {}) };
}

/** The status and headers the login page answers an outcome with (an 'ok' becomes the session's redirect). */
export function loginAnswer(outcome: Exclude<LoginOutcome, { kind: 'ok' }>): ResponseInit {
  if (outcome.kind === 'invalid') return { status: 400 };
  if (outcome.kind === 'status-failed') return { status: 502 };
  if (!outcome.status) return { status: 401 };
  const after = outcome.retryAfterSeconds;
  return {
    status: outcome.status,
    ...(after !== undefined ? { headers: { 'Retry-After': String(after) } } : {}),
  };
}
