/**
 * Logout, the forgot-password flow (email verification codes) and password changes while logged in, plus the
 * mock-only outbox QA reads codes from: GET /__mock/outbox?email=… (not part of openapi.yaml).
 */
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { BUSY, checkPassword, hashPassword } from './passwords';
import { busyAnswer } from '../http/load-shed';

import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, checkCode, hashCode, newCode } from './codes';
import { passwordProblems } from '../users/rules';
import { CODES_PER_EMAIL, rateLimiter, tooManyRequests } from '../http/rate-limit';
import { loginAttempts } from './login-attempts';
import { sameStatus, SENTENCES } from '../../contracts';

const normalise = (email: string) => email.trim().toLowerCase();
/** Code requests per email, counted whether or not the account exists (so a 429 reveals nothing either). */
const codeRequests = rateLimiter(CODES_PER_EMAIL);
const latestCode = (email: string) =>
  db.emailCodes.findMany((q) => q.where({ email })).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

function sessionsOf(userId: string) {
  return db.sessions.findMany((q) => q.where({ userId }));
}

/** Ends the user's sessions (except `keepToken`), answering how many ended. */
function endSessions(userId: string, keepToken?: string): number {
  const ended = sessionsOf(userId).filter((s) => s.token !== keepToken);
  for (const session of ended) db.sessions.delete((q) => q.where({ token: session.token }));
  return ended.length;
}

function weakPassword(field: string, password: string) {
  const problems = passwordProblems(password);
  return problems.length
    ? fail(422, 'Choose a stronger password.', { fieldErrors: { [field]: problems } })
    : null;
}

async function setPassword(userId: string, password: string) {
  await db.users.update((q) => q.where({ id: userId }), {
    data(draft) {
      draft.passwordHash = hashPassword(password);
    },
  });
}

/** Checks the current password and the new one (the logged-in flows); a Response when something is wrong. */
async function checkChange(
  passwordHash: string,
  input: { currentPassword: string; newPassword: string },
): Promise<Response | null> {
  const verified = await checkPassword(input.currentPassword, passwordHash);
  if (verified === BUSY) return busyAnswer();
  if (!verified) {
    return fail(422, 'The current password is not correct.', {
      fieldErrors: { currentPassword: ['The current password is not correct.'] },
    });
  }
  const weak = weakPassword('newPassword', input.newPassword);
  if (weak) return weak;
  if (input.newPassword === input.currentPassword) {
    return fail(422, 'Choose a password different from your current one.', {
      fieldErrors: { newPassword: ['Choose a password different from your current one.'] },
    });
  }
  return null;
}

export const passwordHandlers = [
  operation('logout', async ({ auth }) => {
    db.sessions.delete((q) => q.where({ token: auth.token }));
    return ok('logout', { loggedOutAt: new Date().toISOString() }, { message: 'You have been logged out.' });
  }),

  operation(
    'requestEmailVerification',
    async ({ body }) => {
      const email = normalise(body.email);
      const waitSeconds = codeRequests.retryAfter(email);
      if (waitSeconds > 0) return tooManyRequests('Too many codes requested for this email', waitSeconds);
      codeRequests.record(email);
      const user = db.users.findFirst((q) => q.where({ email }));
      if (user && !sameStatus(user.status, 'Deactivated')) {
        const now = new Date();
        const code = newCode();
        // A new code replaces every earlier one.
        for (const old of db.emailCodes.findMany((q) => q.where({ email }))) {
          if (!old.usedAt)
            await db.emailCodes.update((q) => q.where({ id: old.id }), {
              data(draft) {
                draft.usedAt = now.toISOString();
              },
            });
        }
        await db.emailCodes.create({
          id: randomUUID(),
          email,
          codeHash: hashCode(email, code),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString(),
          attempts: 0,
          verifiedAt: null,
          usedAt: null,
        });
        await db.outbox.create({
          id: randomUUID(),
          to: email,
          subject: 'Your verification code',
          body: `Your verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
          code,
          sentAt: now.toISOString(),
        });
      }
      return ok(
        'requestEmailVerification',
        {
          email,
          codeLength: CODE_LENGTH,
          expiresInMinutes: CODE_TTL_MINUTES,
          maxAttempts: CODE_MAX_ATTEMPTS,
        },
        {
          status: 202,
          message: `If an account exists for this email, we sent it a ${CODE_LENGTH}-digit code. It expires in ${CODE_TTL_MINUTES} minutes.`,
        },
      );
    },
    { requiredMessages: { email: 'Email is required' } },
  ),

  operation(
    'verifyEmailCode',
    async ({ body }) => {
      const email = normalise(body.email);
      const stored = await usableCode(email, body.code);
      if (stored instanceof Response) return stored;
      const now = new Date().toISOString();
      await db.emailCodes.update((q) => q.where({ id: stored.id }), {
        data(draft) {
          draft.verifiedAt ??= now;
        },
      });
      return ok(
        'verifyEmailCode',
        { email, verified: true, validUntil: stored.expiresAt },
        { message: SENTENCES.password.codeVerified },
      );
    },
    { requiredMessages: { email: 'Email is required', code: 'Code is required' } },
  ),

  operation(
    'setPasswordWithCode',
    async ({ body }) => {
      const email = normalise(body.email);
      const stored = await usableCode(email, body.code);
      if (stored instanceof Response) return stored;
      if (!stored.verifiedAt) {
        const message = 'Verify the code before choosing a new password.';
        return fail(422, message, { fieldErrors: { code: [message] } });
      }
      const weak = weakPassword('newPassword', body.newPassword);
      if (weak) return weak;
      const user = db.users.findFirst((q) => q.where({ email }));
      if (!user) return fail(422, 'This code is not valid. Request a new code.');
      const now = new Date().toISOString();
      await setPassword(user.id, body.newPassword);
      await db.emailCodes.update((q) => q.where({ id: stored.id }), {
        data(draft) {
          draft.usedAt = now;
        },
      });
      const sessionsEnded = endSessions(user.id);
      // The emailed code proved ownership: the account's failed logins no longer hold anyone back (decision 064).
      loginAttempts.passwordReset(email);
      return ok(
        'setPasswordWithCode',
        { changedAt: now, sessionsEnded, signInAgain: true },
        { message: SENTENCES.password.changed },
      );
    },
    { requiredMessages: { email: 'Email is required', code: 'Code is required' } },
  ),

  operation('resetPassword', async ({ auth, body }) => {
    const problem = await checkChange(auth.user.passwordHash, body);
    if (problem) return problem;
    const now = new Date().toISOString();
    await setPassword(auth.user.id, body.newPassword);
    const sessionsEnded = endSessions(auth.user.id, auth.token);
    return ok(
      'resetPassword',
      { changedAt: now, sessionsEnded, signInAgain: false },
      { message: 'Your password has been changed.' },
    );
  }),

  operation('changePassword', async ({ auth, body }) => {
    if (body.confirmPassword !== body.newPassword) {
      return fail(422, SENTENCES.password.mismatch, {
        fieldErrors: { confirmPassword: [SENTENCES.password.mismatch] },
      });
    }
    const problem = await checkChange(auth.user.passwordHash, body);
    if (problem) return problem;
    const now = new Date().toISOString();
    await setPassword(auth.user.id, body.newPassword);
    const sessionsEnded = endSessions(auth.user.id);
    return ok(
      'changePassword',
      { changedAt: now, sessionsEnded, signInAgain: true },
      { message: SENTENCES.password.changed },
    );
  }),

  // Mock only (QA): the last email sent to an address, with its code. Not part of openapi.yaml.
  http.get('*/__mock/outbox', ({ request }) => {
    const email = normalise(new URL(request.url).searchParams.get('email') ?? '');
    const mail = db.outbox
      .findMany((q) => q.where({ to: email }))
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    if (!mail)
      return HttpResponse.json(
        { isSuccess: false, message: 'No email sent to this address.', data: null },
        { status: 404 },
      );
    return HttpResponse.json({ isSuccess: true, message: null, data: mail });
  }),
];

/** The latest code for the email if `code` matches it; otherwise the refusal (a wrong guess counts an attempt). */
async function usableCode(email: string, code: string) {
  const stored = latestCode(email);
  const check = checkCode(stored, email, code.trim(), Date.now());
  if (check.ok) return stored!;
  if (check.countsAttempt) await countAttempt(stored!.id);
  // A used-up code is refused until it expires (the contract's 429 carries Retry-After); a new code works at once.
  const headers =
    check.status === 429 && stored ? { 'Retry-After': String(secondsLeft(stored.expiresAt)) } : undefined;
  return fail(check.status, check.message, { fieldErrors: { code: [check.message] }, headers });
}

/** Whole seconds until `expiresAt`, within the contract's Retry-After range (0 … 86,400). */
const secondsLeft = (expiresAt: string) =>
  Math.min(86_400, Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)));

async function countAttempt(id: string) {
  await db.emailCodes.update((q) => q.where({ id }), {
    data(draft) {
      draft.attempts += 1;
    },
  });
}
