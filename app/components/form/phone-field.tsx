import { getInputProps } from '@conform-to/react';
import { Input } from '~/components/ui/input';
import { ariaRequired, FieldShell, hintId, type AnyField } from './field';
import { formatPhoneAsTyped } from './phone';

/** Rewrites the input's text in place, keeping it uncontrolled so Conform reads it like any other input. */
function reformat(input: HTMLInputElement, onlyAtEnd: boolean) {
  if (onlyAtEnd && input.selectionStart !== input.value.length) return;
  const formatted = formatPhoneAsTyped(input.value);
  if (formatted !== input.value) input.value = formatted;
}

/**
 * A phone number (spec 5): a leading + added and the number laid out as it is typed (only while the caret is at
 * the end, so an edit in the middle is never scrambled). Without JavaScript it is a plain `tel` input and the
 * server adds the + and judges the same rule.
 */
export function PhoneField({
  meta,
  label,
  description = 'With the country code, e.g. +1 (555) 010-2001.',
  required,
}: {
  meta: AnyField;
  label: string;
  description?: string;
  required?: boolean;
}) {
  const { key, ...props } = getInputProps(meta, {
    type: 'tel',
    ariaDescribedBy: hintId(meta, Boolean(description)),
  });
  return (
    <FieldShell meta={meta} label={label} description={description} required={required ?? meta.required}>
      <Input
        key={key}
        {...props}
        aria-required={ariaRequired(required ?? meta.required)}
        // The rule's own sentences say more than the browser's "match the requested format".
        pattern={undefined}
        autoComplete="tel"
        inputMode="tel"
        // Capture phase: the text is laid out before the form's validation reads it.
        onInputCapture={(event) => reformat(event.currentTarget, true)}
        onBlurCapture={(event) => reformat(event.currentTarget, false)}
      />
    </FieldShell>
  );
}
