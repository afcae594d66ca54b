/**
 * How a form says what is wrong, in words a person reads under a field. The contract's generated zod schemas
 * carry the rules (required, lengths, formats, enumerations) but zod's default wording is for developers
 * ("Too small: expected string to have >=1 characters"); this error map words every issue the generated schemas
 * can raise. A rule with its own sentence (the spec's phone messages, the password rules) sets it on the issue,
 * and that sentence wins.
 */
import type { z } from 'zod';

export const FORM_MESSAGES = {
  required: 'This field is required.',
  chooseOne: 'Choose one of the options.',
  chooseAtLeastOne: 'Choose at least one.',
  email: 'Enter a valid email address, like name@example.com.',
  format: 'Enter a value in the expected format.',
  number: 'Enter a number.',
  date: 'Enter a real date as MM/DD/YYYY.',
  invalid: 'Check this value.',
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return FORM_MESSAGES.required;
      return issue.expected === 'number' ? FORM_MESSAGES.number : FORM_MESSAGES.invalid;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? FORM_MESSAGES.required : `Enter at least ${min} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1 ? FORM_MESSAGES.chooseAtLeastOne : `Choose at least ${min}.`;
      }
      return `Enter ${min} or more.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Enter at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${max}.`;
      return `Enter ${max} or less.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? FORM_MESSAGES.email : FORM_MESSAGES.format;
    case 'invalid_value':
      return isBlank(issue.input) ? FORM_MESSAGES.required : FORM_MESSAGES.chooseOne;
    default:
      return undefined;
  }
};
