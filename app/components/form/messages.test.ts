import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import { schemas } from '../../../contracts';
import { FORM_MESSAGES, formErrorMap } from './messages';
import { newPasswordSchema } from './password';

function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  const submission = parseWithZod(form, { schema, error: formErrorMap });
  return submission.status === 'error' ? submission.error : null;
}

describe('formErrorMap over the contract’s own schemas', () => {
  it('words missing, too long, bad email and unknown choices for people', () => {
    const schema = schemas.zOtherRegistrationInput;
    const errors = errorsOf(schema, {
      firstName: '',
      lastName: 'x'.repeat(101),
      email: 'not-an-email',
      phone: '+1 (555) 010-2001',
      organisationName: 'Org',
      country: 'Mars',
    });
    expect(errors).toEqual({
      firstName: [FORM_MESSAGES.required],
      lastName: ['Enter at most 100 characters.'],
      email: [FORM_MESSAGES.email],
      country: [FORM_MESSAGES.chooseOne],
    });
  });

  it('treats an empty choice as missing', () => {
    expect(errorsOf(schemas.zEmailVerificationRequest, { email: '' })).toEqual({
      email: [FORM_MESSAGES.required],
    });
  });
});

describe('newPasswordSchema', () => {
  it('lists every rule the password breaks', () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'At least 10 characters.',
      'At least one digit.',
    ]);
    expect(newPasswordSchema.safeParse('Slide-review-2027').success).toBe(true);
    expect(newPasswordSchema.safeParse('1234567890').success).toBe(false);
  });
});
