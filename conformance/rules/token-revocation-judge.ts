/**
 * The pure parts of token_revocation: reading `x-revokes-tokens` (which sessions an operation ends, and the body
 * fields of a password change) and `x-creates-login` (a public operation that makes a user who logs in with the
 * password sent), building their bodies, and judging what a session's token answers afterwards.
 */
import { describeResponse } from '../checks/response';
import type { Exchange, Verdict } from '../types';
import { carriesChallenge, isRecord, stringFields, type Challenge } from './extension';

export const REVOKES_EXTENSION = 'x-revokes-tokens';
export const CREATES_LOGIN_EXTENSION = 'x-creates-login';

/** Which of the user's sessions the operation ends: the one it is sent with, the others, or all of them. */
export type Sessions = 'this' | 'others' | 'all';
const SESSIONS: Sessions[] = ['this', 'others', 'all'];

export interface Revocation {
  sessions: Sessions;
  /** A password change: the body field for the current password, and those that take the new one. */
  password?: { current: string; next: string[] };
}

export function readRevocation(raw: unknown): Revocation | string {
  if (!isRecord(raw)) return `${REVOKES_EXTENSION} is not an object`;
  const sessions = raw.sessions as Sessions;
  if (!SESSIONS.includes(sessions))
    return `${REVOKES_EXTENSION}.sessions is not one of ${SESSIONS.join(', ')}`;
  if (raw.currentPassword === undefined && raw.newPassword === undefined) return { sessions };
  const next = raw.newPassword;
  if (typeof raw.currentPassword !== 'string' || !Array.isArray(next) || !next.length)
    return `${REVOKES_EXTENSION}: currentPassword (a field) and newPassword (a list of fields) go together`;
  if (!next.every((field): field is string => typeof field === 'string' && !!field))
    return `${REVOKES_EXTENSION}.newPassword names a field that is not a string`;
  return { sessions, password: { current: raw.currentPassword, next } };
}

/** Whether the caller's session and the user's other sessions end. */
export const ends = (sessions: Sessions) => ({
  caller: sessions === 'this' || sessions === 'all',
  others: sessions === 'others' || sessions === 'all',
});

export interface CreatesLogin {
  email: string;
  password: string;
}

export function readCreatesLogin(raw: unknown): CreatesLogin | string {
  return stringFields(raw, ['email', 'password'] as const, CREATES_LOGIN_EXTENSION);
}

/** A password change's body: the contract's example (when it has one) with the passwords set. */
export function passwordBody(
  example: unknown,
  password: NonNullable<Revocation['password']>,
  current: string,
  next: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = isRecord(example) ? { ...example } : {};
  body[password.current] = current;
  for (const field of password.next) body[field] = next;
  return body;
}

/**
 * A throwaway password the contract's NewPassword allows (10+ characters, a letter and a digit), different for
 * each `n` and each run.
 */
export const throwawayPassword = (tag: string, n: number) => `Revoked-${tag}-${n}x9`;

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

/**
 * A token the operation ended: 401 (with the challenge the contract's Unauthorized response names) when it is
 * sent again. `what` says whose token and after what, for the report.
 */
export function revokedVerdict(exchange: Exchange, what: string, challenge?: Challenge): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  const expected = `401 for ${what}${challenge ? `, with ${challenge.header} naming ${challenge.contains}` : ''}`;
  if (response.status !== 401) return { pass: false, expected, seen: describeResponse(response) };
  if (!challenge || carriesChallenge(response, challenge)) return { pass: true };
  const value = response.headers[challenge.header.toLowerCase()];
  return { pass: false, expected, seen: `401 with ${challenge.header}: ${value ?? '(none)'}` };
}

/** A token the operation leaves alone: still taken (2xx). A 401 is the failure; other refusals say nothing. */
export function keptVerdict(exchange: Exchange, what: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status < 300) return { pass: true };
  if (response.status !== 401) return null;
  return {
    pass: false,
    expected: `2xx for ${what} (the contract keeps that session)`,
    seen: describeResponse(response),
  };
}
