import { z } from 'zod';

/** The login form, checked in the browser on submit and again by the action: one schema, the server decides. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});

export type LoginFieldErrors = Partial<Record<'email' | 'password', string>>;

export function loginFieldErrors(values: Record<string, unknown>): LoginFieldErrors | null {
  const parsed = loginFormSchema.safeParse({ email: values.email ?? '', password: values.password ?? '' });
  if (parsed.success) return null;
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginFieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The field errors after an edit of `field` (spec 5: "The error clears on any edit of either field. Validation
 * runs on submit and revalidates on change."): every error clears, and once the form has been submitted the
 * edited field is checked again, so emptying it says at once that it is required.
 */
export function fieldErrorsAfterEdit(
  values: Record<string, unknown>,
  field: string,
  submitted: boolean,
): LoginFieldErrors {
  if (!submitted || (field !== 'email' && field !== 'password')) return {};
  const message = loginFieldErrors(values)?.[field];
  return message ? { [field]: message } : {};
}

export const LOGIN_FAILED_TEXT = 'Login failed. Try again.';
/**
 * A login refused because too many are signing in at once (503, decision 072), shed by the app or by the API. The
 * spec has no sentence for it (section 8 names the server's message for a failed login, but a busy server's is
 * about the server, not the login).
 */
export const LOGIN_BUSY_TEXT = 'Too many people are signing in right now. Try again in a few seconds.';
export const STATUS_FETCH_FAILED_TEXT = 'Failed to fetch user details for validation.';
export const STATUS_VALIDATION_ERROR_TEXT = 'Error validating user after login.';
