/**
 * One choice from a short list, as radio buttons in a fieldset (the legend is the label), each with an optional
 * hint under it (or side by side, `inline`); posts the chosen value. Works without JavaScript. The fieldset is
 * the radiogroup that says the answer is required; while the group's answer is wrong each radio is described by
 * the error too, so a screen reader on any radio hears why (the group's own description is read on entering it
 * only, and not by every reader).
 */
import type { ReactNode } from 'react';
import { FieldShell, type AnyField } from './field';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

export function RadioGroupField({
  meta,
  options,
  label,
  description,
  required,
  className,
  inline = false,
}: {
  meta: AnyField;
  options: readonly RadioOption[];
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  /** The options side by side, wrapping on a narrow screen (short labels without hints). */
  inline?: boolean;
}) {
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : undefined;
  const invalid = Boolean(meta.errors?.length);
  return (
    <FieldShell
      meta={meta}
      group
      oneChoice
      label={label}
      description={description}
      required={required ?? meta.required}
      className={className}
    >
      <div className={inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'grid gap-2'}>
        {options.map((option) => {
          const id = `${meta.id}-${option.value}`;
          const describedBy = [option.hint ? `${id}-hint` : null, invalid ? meta.errorId : null]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={`${meta.key ?? ''}${option.value}`} className="flex items-start gap-2">
              <input
                id={id}
                type="radio"
                name={meta.name}
                form={meta.formId}
                value={option.value}
                defaultChecked={initial === option.value}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy || undefined}
                className="mt-0.5 size-4 accent-primary"
              />
              <div className="text-sm">
                <label htmlFor={id} className="font-medium">
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={`${id}-hint`} className="text-muted-foreground">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
