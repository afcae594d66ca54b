import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { schemas } from '../../../contracts';
import { FORM_MESSAGES, PASSWORDS_DO_NOT_MATCH, formErrorMap } from '~/components/form';
import {
  CODE_FORMAT_MESSAGE,
  CODE_LENGTH,
  changePasswordForm,
  emailVerificationForm,
  newPasswordWithCodeForm,
  verifyCodeForm,
} from './schemas';

/** Posts `entries` as a form would and parses them as the action does (Conform's coercion, our wording). */
function submit(schema: z.ZodType, entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return parseWithZod(form, { schema, error: formErrorMap });
}

const errorsOf = (schema: z.ZodType, entries: Record<string, string>) => {
  const submission = submit(schema, entries);
  return submission.status === 'error' ? submission.error : null;
};

const valueOf = (schema: z.ZodType, entries: Record<string, string>) => {
  const submission = submit(schema, entries);
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
  return submission.value;
};

const GOOD = 'Slide-review-2027';

describe('the code length comes from the contract', () => {
  it('is the 6 of EmailVerificationSent.codeLength', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(CODE_FORMAT_MESSAGE).toBe('Enter the 6-digit code from the email.');
  });
});

describe('emailVerificationForm (step 1, EmailVerificationRequest)', () => {
  it('takes an email', () => {
    expect(valueOf(emailVerificationForm, { email: 'provider@demo.test' })).toEqual({
      email: 'provider@demo.test',
    });
  });

  it.each([
    [{}, FORM_MESSAGES.required],
    [{ email: '' }, FORM_MESSAGES.required],
    [{ email: 'provider' }, FORM_MESSAGES.email],
    [{ email: 'provider@' }, FORM_MESSAGES.email],
  ])('%o → %s', (entries, message) => {
    expect(errorsOf(emailVerificationForm, entries)).toEqual({ email: [message] });
  });

  it("keeps the contract's 254-character limit", () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.test`;
    expect(long.length).toBeGreaterThan(254);
    expect(errorsOf(emailVerificationForm, { email: long })?.email).toContain(
      'Enter at most 254 characters.',
    );
  });

  it('is the contract schema itself (nothing retyped)', () => {
    expect(emailVerificationForm).toBe(schemas.zEmailVerificationRequest);
  });
});

describe('verifyCodeForm (step 2, VerifyEmailCodeInput.code)', () => {
  it.each([
    ['482913', '482913'],
    ['000000', '000000'],
    [' 482913 ', '482913'],
  ])('takes %o as %o', (code, value) => {
    expect(valueOf(verifyCodeForm, { code })).toEqual({ code: value });
  });

  it.each([
    ['', FORM_MESSAGES.required],
    ['48291', CODE_FORMAT_MESSAGE],
    ['4829134', CODE_FORMAT_MESSAGE],
    ['48a913', CODE_FORMAT_MESSAGE],
    ['482 913', CODE_FORMAT_MESSAGE],
  ])('%o → %s', (code, message) => {
    expect(errorsOf(verifyCodeForm, { code })).toEqual({ code: [message] });
  });

  it("keeps the contract's 12-character limit", () => {
    expect(errorsOf(verifyCodeForm, { code: '1'.repeat(13) })?.code).toEqual([
      'Enter at most 12 characters.',
      CODE_FORMAT_MESSAGE,
    ]);
  });

  it('asks for the code only: the email travels in the sealed flow cookie, not in the form', () => {
    expect(Object.keys(verifyCodeForm.shape)).toEqual(['code']);
  });
});

describe('newPasswordWithCodeForm (step 3, SetPasswordWithCodeInput.newPassword + confirmation)', () => {
  it('takes a new password typed twice', () => {
    expect(valueOf(newPasswordWithCodeForm, { newPassword: GOOD, confirmPassword: GOOD })).toEqual({
      newPassword: GOOD,
      confirmPassword: GOOD,
    });
  });

  it('says what is missing', () => {
    expect(errorsOf(newPasswordWithCodeForm, {})).toEqual({
      newPassword: [FORM_MESSAGES.required],
      confirmPassword: [FORM_MESSAGES.required],
    });
  });

  it.each([
    ['short-1', ['At least 10 characters.']],
    ['abcdefghijk', ['At least one digit.']],
    ['12345678901', ['At least one letter (A-Z).']],
    ['abc', ['At least 10 characters.', 'At least one digit.']],
  ])('names each broken rule: %o', (newPassword, messages) => {
    expect(errorsOf(newPasswordWithCodeForm, { newPassword, confirmPassword: newPassword })).toEqual({
      newPassword: messages,
    });
  });

  it('says when the confirmation differs, even while the new password breaks a rule', () => {
    expect(errorsOf(newPasswordWithCodeForm, { newPassword: GOOD, confirmPassword: `${GOOD}!` })).toEqual({
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
    });
    expect(errorsOf(newPasswordWithCodeForm, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: ['At least 10 characters.', 'At least one digit.'],
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
    });
  });

  it('keeps the contract limits of NewPassword and of the confirmation (256)', () => {
    const long = `a1${'x'.repeat(255)}`;
    expect(errorsOf(newPasswordWithCodeForm, { newPassword: long, confirmPassword: long })).toEqual({
      newPassword: ['Enter at most 256 characters.'],
      confirmPassword: ['Enter at most 256 characters.'],
    });
  });
});

describe('changePasswordForm (/change-password, ChangePasswordInput)', () => {
  const valid = { currentPassword: 'Demo-pass-2026', newPassword: GOOD, confirmPassword: GOOD };

  it('takes the three fields the API needs', () => {
    expect(valueOf(changePasswordForm, valid)).toEqual(valid);
  });

  it('says what is missing', () => {
    expect(errorsOf(changePasswordForm, {})).toEqual({
      currentPassword: [FORM_MESSAGES.required],
      newPassword: [FORM_MESSAGES.required],
      confirmPassword: [FORM_MESSAGES.required],
    });
  });

  it('names the broken rules of the new password', () => {
    expect(
      errorsOf(changePasswordForm, { ...valid, newPassword: 'password', confirmPassword: 'password' }),
    ).toEqual({ newPassword: ['At least 10 characters.', 'At least one digit.'] });
  });

  it('says when the confirmation differs', () => {
    expect(errorsOf(changePasswordForm, { ...valid, confirmPassword: 'Slide-review-2028' })).toEqual({
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
    });
  });

  it('is the contract body: what it parses is what POST /api/auth/change-password takes', () => {
    expect(schemas.zChangePasswordInput.safeParse(valueOf(changePasswordForm, valid)).success).toBe(true);
  });
});
