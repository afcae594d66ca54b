/**
 * The login flow of spec 4.1 on the server: check the form, log in, fetch the status, decide where to go.
 * Returns what the page should show; creating the session is the route's job.
 */
import { ApiError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import type { SessionUser } from '~/session.server';
import {
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
  /** `status`: a refusal the page passes on with its own status and Retry-After (429 held back, 503 busy). */
  | { kind: 'refused'; formError: string; status?: 429 | 503; retryAfterSeconds?: number }
  | { kind: 'status-failed'; toast: string }
  /** `cookies`: Set-Cookie values to send with the session's (the account's device cookie). */
  | { kind: 'ok'; user: SessionUser; banner: string | null; cookies: string[] };

/**
 * `clientAddress` is the browser's (the load context's): the API throttles failed logins per account and client
 * and slows a client's failures down (decision 064), so it must see who is trying, not this server.
 * `cookieHeader` is the browser's Cookie header: the account's device token in it goes with the login, so the
 * API judges this browser on its own failures only (./device-cookie.server.ts).
 */
export async function attemptLogin(
  form: FormData,
  clientAddress?: string | null,
  cookieHeader?: string | null,
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
    login = await unwrap(api().POST('/api/users/login', { body, headers }));
  } catch (error) {
    // The server's own sentence when it gave one (wrong password, deactivated, too many failures); ours otherwise.
    const message = error instanceof ApiError && error.status !== null ? error.serverMessage : undefined;
    return { kind: 'refused', formError: message ?? LOGIN_FAILED_TEXT, ...passedOn(error) };
  }

  const { token, tokenExpiry, role, message: banner, deviceToken } = login.data;
  let current;
  try {
    current = await unwrap(api(token).GET('/api/Users/current'));
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

/**
 * The API's refusals the page passes on with their status and when to come back: too many failed logins (429,
 * decision 064: its Retry-After as the API gave it) and a busy API (503, decision 072: 2 s when it named none).
 */
function passedOn(
  error: unknown,
): Pick<Extract<LoginOutcome, { kind: 'refused' }>, 'status' | 'retryAfterSeconds'> {
  if (!(error instanceof ApiError)) return {};
  const after = error.retryAfterSeconds;
  if (error.status === 429) return { status: 429, ...(after !== null ? { retryAfterSeconds: after } : {}) };
  if (error.status === 503) return { status: 503, retryAfterSeconds: after ?? 2 };
  return {};
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
