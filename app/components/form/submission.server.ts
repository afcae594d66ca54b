/**
 * The server half of every form: parse the posted form with the same schema the browser uses, and turn an API
 * refusal into what the form shows — the field messages of the envelope's `data` map under their fields, and
 * the spec-8 sentence as a toast. Actions return `formReply(...)`; the form component reads it back through
 * `useContractForm`.
 */
import { data } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Submission as ConformSubmission, SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { ApiError, MESSAGES } from '../../../contracts';
import { readForm } from '~/lib/read-form.server';
import { formErrorMap } from './messages';

/** What every form action answers: Conform's result, and an optional sentence for a toast. */
export interface FormReply {
  result: SubmissionResult<string[]>;
  toast?: { kind: 'error' | 'success'; message: string };
  /** The id of the form this answers, when several forms of a page post to one action (the others ignore it). */
  form?: string;
}

/** Parses the request's form with `schema` (URL-encoded or already-read FormData). A request's form is read
 * through `readForm`: a body that is not a readable form is a 400 in words, not a 500 (decision 070). */
export async function parseForm<S extends z.ZodType>(input: Request | FormData, schema: S) {
  const formData = input instanceof Request ? await readForm(input) : input;
  return parseWithZod(formData, { schema, error: formErrorMap });
}

// Any parsed submission: the replies only read its payload and build Conform's result.
type Submission = ConformSubmission<unknown, string[], unknown>;

/** A reply to a submission the schema refused (400), or any reply with the status it deserves (and, when
 * given, headers: a new session cookie). */
export function formReply(reply: FormReply, status = 200, headers?: HeadersInit) {
  return data(reply, { status, headers });
}

export function invalidReply(submission: Submission, options: { form?: string } = {}) {
  return formReply({ result: submission.reply(), form: options.form }, 400);
}

/**
 * The API refused the request. Field messages go under the fields the form has (the envelope names fields by
 * their contract path, e.g. `patientInfo.birthDate`, which is also the form's field name); messages for fields the
 * form does not show, and the catalogue's sentence, go to the form as a whole and to the toast. Anything that is
 * not an API refusal (a programming error) is rethrown for the error boundary.
 */
export function apiErrorReply(
  submission: Submission,
  error: unknown,
  options: { fieldNames?: readonly string[]; hidePassword?: boolean; form?: string } = {},
) {
  if (!(error instanceof ApiError)) throw error;
  const known = new Set(options.fieldNames ?? fieldNamesOf(submission.payload));
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [apiField, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldName(apiField);
    if (known.has(field)) fieldErrors[field] = messages;
    else formErrors.push(...messages);
  }
  // The sentence the catalogue gives for the status (spec 8); for 400/422 the server's own message if any.
  const sentence = error.message || MESSAGES.other;
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 502;
  return formReply(
    {
      result: submission.reply({
        fieldErrors,
        formErrors: formErrors.length ? formErrors : [sentence],
        hideFields: options.hidePassword ? passwordFields(submission) : undefined,
      }),
      toast: { kind: 'error', message: sentence },
      form: options.form,
    },
    status,
  );
}

/** The API names a list item's field `specimens.0.stain`; the form calls it `specimens[0].stain`. */
export const formFieldName = (apiField: string) => apiField.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** Every name the posted form has, nested ones included (`patientInfo.lastName`, `specimens[0].stain`). */
function fieldNamesOf(payload: unknown, prefix = ''): string[] {
  if (payload === null || typeof payload !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(payload)
    ? payload.map((value, index) => [`${prefix}[${index}]`, value] as const)
    : Object.entries(payload).map(([key, value]) => [prefix ? `${prefix}.${key}` : key, value] as const);
  return [...(prefix ? [prefix] : []), ...entries.flatMap(([name, value]) => fieldNamesOf(value, name))];
}

/** Passwords are never sent back to the browser in a reply. */
function passwordFields(submission: Submission): string[] {
  return Object.keys(submission.payload ?? {}).filter((name) => /password/i.test(name));
}
