import { getInputProps } from '@conform-to/react';
import { Input } from '~/components/ui/input';
import { ariaRequired, FieldShell, hintId, type AnyField } from './field';
import { formatDateAsTyped } from './date';

/** A date typed as MM/DD/YYYY (spec 5), slashes added as it is typed; the schema (`usDateSchema`) parses it. */
export function DateField({
  meta,
  label,
  description = 'MM/DD/YYYY',
  required,
}: {
  meta: AnyField;
  label: string;
  description?: string;
  required?: boolean;
}) {
  const { key, ...props } = getInputProps(meta, {
    type: 'text',
    ariaDescribedBy: hintId(meta, Boolean(description)),
  });
  return (
    <FieldShell meta={meta} label={label} description={description} required={required ?? meta.required}>
      <Input
        key={key}
        {...props}
        aria-required={ariaRequired(required ?? meta.required)}
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        onInputCapture={(event) => {
          const input = event.currentTarget;
          if (input.selectionStart !== input.value.length) return;
          const formatted = formatDateAsTyped(input.value);
          if (formatted !== input.value) input.value = formatted;
        }}
      />
    </FieldShell>
  );
}
