/**
 * Forgot password (/email-verification, spec 2.1; decision 019): 1. the email gets a 6-digit code, 2. the code
 * is checked, 3. a new password is set and the person logs in with it. One page, one action; which step shows is
 * read from the sealed flow cookie (forgot-password-flow.server.ts), so a reload keeps the step and the code never
 * appears in a URL or a page. Every step is a plain form post that ends in a redirect (no resubmission on reload)
 * or, when refused, in the form with what to do.
 */
import { data, redirect } from '@remix-run/node';
import { getOptionalUser } from '~/auth.server';
import { api } from '~/api.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie, takeFlash } from '~/flash.server';
import { ApiError, unwrap } from '../../../contracts';
import { clearFlowCookie, flowCookie, readFlow, stepOf, type Flow } from './forgot-password-flow.server';
import {
  FORGOT_PASSWORD_FORMS as FORMS,
  FORGOT_PASSWORD_PATH,
  FORGOT_PASSWORD_TEXT as TEXT,
} from './forgot-password-steps';
import { emailVerificationForm, newPasswordWithCodeForm, resendCodeForm, verifyCodeForm } from './schemas';
import { readForm } from '~/lib/read-form.server';

/** A logged-in person changes their password from Account Settings (they can; they are logged in). */
export const SIGNED_IN_DESTINATION = '/reset-password';

async function sendSignedInUsersAway(request: Request) {
  const { user } = await getOptionalUser(request);
  if (user) throw redirect(SIGNED_IN_DESTINATION);
}

/** Back to the page (it shows the step the cookie now holds), setting these cookies on the way. */
function toPage(path: string, ...cookies: string[]) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(path, { headers });
}

/** The step a visitor is at and the message carried to it (the flash cookie's clearing in `headers`). */
export function forgotPasswordState(request: Request) {
  const { flash, headers } = takeFlash(request);
  return { step: stepOf(readFlow(request)), flash, headers };
}

export async function loadForgotPassword(request: Request) {
  await sendSignedInUsersAway(request);
  const { step, flash, headers } = forgotPasswordState(request);
  return data({ step, flash }, { headers });
}

/**
 * The flow's action, on the page it was posted from: /email-verification, or /change-password for a visitor
 * (decision 066); each step comes back to `path`, the last goes to /login.
 */
export async function forgotPasswordAction(request: Request, path: string = FORGOT_PASSWORD_PATH) {
  await sendSignedInUsersAway(request);
  const form = await readForm(request);
  const flow = readFlow(request);
  switch (form.get('intent')) {
    case FORMS.request:
      return requestCode(form, path);
    case FORMS.verify:
      return flow ? verifyCode(form, flow, path) : flowExpired(path);
    case FORMS.resend:
      return flow ? resendCode(form, flow, path) : flowExpired(path);
    case FORMS.password:
      if (flow?.stage === 'password') return setPassword(form, flow, path);
      // Another tab moved on, or the code was never verified here: show the step the flow is at.
      return flow ? toPage(path) : flowExpired(path);
    case FORMS.restart:
      return toPage(path, clearFlowCookie());
    default:
      return toPage(path);
  }
}

function flowExpired(path: string) {
  return toPage(path, clearFlowCookie(), flashCookie({ kind: 'error', message: TEXT.flowExpired }));
}

/** POST /api/auth/email-verification for `email`: the API's sentence, the same whether or not it has an account. */
async function sendCode(email: string) {
  const answer = await unwrap(api().POST('/api/auth/email-verification', { body: { email } }));
  return { email: answer.data.email, sent: answer.message?.trim() || TEXT.sent };
}

/** Step 1. */
async function requestCode(form: FormData, path: string) {
  const submission = await parseForm(form, emailVerificationForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: FORMS.request });
  let code;
  try {
    code = await sendCode(submission.value.email);
  } catch (error) {
    return apiErrorReply(submission, error, { form: FORMS.request });
  }
  return toPage(path, flowCookie({ stage: 'code', ...code }));
}

/** 'Send a new code' (step 2, or a code that can no longer be used): to the flow's email, no typing again. */
async function resendCode(form: FormData, flow: Flow, path: string) {
  const submission = await parseForm(form, resendCodeForm);
  let code;
  try {
    code = await sendCode(flow.email);
  } catch (error) {
    return apiErrorReply(submission, error, { form: FORMS.resend });
  }
  return toPage(
    path,
    flowCookie({ stage: 'code', ...code }),
    flashCookie({ kind: 'success', message: code.sent }),
  );
}

/** Step 2: a wrong code says how many attempts are left (the API's field message), a used-up one what to do. */
async function verifyCode(form: FormData, flow: Flow, path: string) {
  const submission = await parseForm(form, verifyCodeForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: FORMS.verify });
  const { code } = submission.value;
  let answer;
  try {
    answer = await unwrap(
      api().POST('/api/auth/email-verification/verify', { body: { email: flow.email, code } }),
    );
  } catch (error) {
    return apiErrorReply(submission, error, { form: FORMS.verify });
  }
  return toPage(
    path,
    flowCookie({
      stage: 'password',
      email: flow.email,
      sent: flow.sent,
      code,
      validUntil: answer.data.validUntil,
    }),
    flashCookie({ kind: 'success', message: answer.message?.trim() || TEXT.verified }),
  );
}

/** Step 3: the new password; then every session of the account has ended, and the person logs in with it. */
async function setPassword(form: FormData, flow: Extract<Flow, { stage: 'password' }>, path: string) {
  const submission = await parseForm(form, newPasswordWithCodeForm);
  if (submission.status !== 'success') {
    return invalidReply(submission, { form: FORMS.password });
  }
  let answer;
  try {
    answer = await unwrap(
      api().POST('/api/auth/email-verification/password', {
        body: { email: flow.email, code: flow.code, newPassword: submission.value.newPassword },
      }),
    );
  } catch (error) {
    // The code itself is refused (expired, replaced, used): nothing on this step can fix that, so back to the
    // code step, saying why, with 'Send a new code' at hand.
    const codeProblem = error instanceof ApiError ? error.fieldErrors.code?.[0] : undefined;
    if (codeProblem) {
      return toPage(
        path,
        flowCookie({ stage: 'code', email: flow.email, sent: flow.sent }),
        flashCookie({ kind: 'error', message: codeProblem }),
      );
    }
    return apiErrorReply(submission, error, { form: FORMS.password, hidePassword: true });
  }
  return toPage(
    '/login',
    clearFlowCookie(),
    flashCookie({ kind: 'success', message: answer.message?.trim() || TEXT.passwordChanged }),
  );
}
