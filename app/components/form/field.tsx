/**
 * Fields that carry their own label, hint and errors (after Epic Stack's `forms.tsx`): each takes Conform's field
 * metadata and wires `id`, `name`, `aria-invalid` and `aria-describedby`, so a route only lists its fields.
 */
import type { ReactNode } from 'react';
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';

// Conform's metadata is generic over the form's schema; the fields only read its names, ids and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;

export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  const shown = errors?.filter(Boolean) ?? [];
  if (!shown.length) return null;
  return (
    <ul id={id} className="space-y-1 text-sm text-destructive">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

export interface FieldShellProps {
  meta: AnyField;
  label: ReactNode;
  /** A hint under the label (format, what the value is for). */
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
  /** Labels a group (fieldset + legend) instead of one control. */
  group?: boolean;
  /**
   * The group is one choice (radio buttons): the fieldset becomes a radiogroup, which carries what a radio
   * cannot, that an answer is required and that the group's answer is wrong (its error, by id).
   */
  oneChoice?: boolean;
}

/** The hint's id, for Conform's `getInputProps` (which adds the error's id itself while the field is invalid). */
export const hintId = (meta: AnyField, hasDescription: boolean) =>
  hasDescription ? meta.descriptionId : undefined;

/**
 * `aria-required` for a control the page marks required: the star is hidden from screen readers (it would be
 * read as "star"), and a field whose schema cannot say it (a structured report's item, required by its template)
 * has no native `required` from Conform. Not native `required`: the form validates on its own (noValidate), and
 * a draft may be saved with required items empty.
 */
export const ariaRequired = (required: boolean | undefined) => (required ? true : undefined);

/** Ids a control that Conform does not wire points at with aria-describedby: the hint and the errors. */
export function describedBy(meta: AnyField, hasDescription: boolean): string | undefined {
  const ids = [hasDescription ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldShell({
  meta,
  label,
  description,
  required,
  className,
  children,
  group,
  oneChoice,
}: FieldShellProps) {
  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden className="text-destructive">
          *
        </span>
      ) : null}
    </>
  );
  const hint = description ? (
    <p id={meta.descriptionId} className="text-sm text-muted-foreground">
      {description}
    </p>
  ) : null;
  if (group) {
    const invalid = Boolean(meta.errors?.length);
    return (
      <fieldset
        className={cn('space-y-2', className)}
        role={oneChoice ? 'radiogroup' : undefined}
        aria-labelledby={oneChoice ? `${meta.id}-legend` : undefined}
        aria-required={oneChoice ? ariaRequired(required) : undefined}
        aria-invalid={oneChoice && invalid ? true : undefined}
        aria-errormessage={oneChoice && invalid ? meta.errorId : undefined}
        aria-describedby={describedBy(meta, Boolean(description))}
      >
        <legend id={`${meta.id}-legend`} className="mb-2 flex items-center gap-1 text-sm font-medium">
          {labelContent}
        </legend>
        {hint}
        {children}
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </fieldset>
    );
  }
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={meta.id} className="gap-1">
        {labelContent}
      </Label>
      {hint}
      {children}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

type FieldProps = Omit<FieldShellProps, 'children'>;

export function TextField({
  meta,
  type = 'text',
  inputProps,
  ...shell
}: FieldProps & {
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'search';
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const { key, ...props } = getInputProps(meta, {
    type,
    ariaDescribedBy: hintId(meta, Boolean(shell.description)),
  });
  return (
    <FieldShell meta={meta} required={shell.required ?? meta.required} {...shell}>
      <Input
        key={key}
        {...props}
        aria-required={ariaRequired(shell.required ?? meta.required)}
        {...inputProps}
      />
    </FieldShell>
  );
}

export function NumberField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  return <TextField {...props} type="number" inputProps={{ inputMode: 'decimal', ...props.inputProps }} />;
}

export function TextareaField({ meta, rows = 4, ...shell }: FieldProps & { rows?: number }) {
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: hintId(meta, Boolean(shell.description)),
  });
  return (
    <FieldShell meta={meta} required={shell.required ?? meta.required} {...shell}>
      <textarea
        key={key}
        rows={rows}
        className={CONTROL_CLASS}
        {...props}
        aria-required={ariaRequired(shell.required ?? meta.required)}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
  group?: string | null;
}

/** A native select: works without JavaScript, on every phone, with every screen reader. For short lists
 * (an enumeration); long reference lists use `ComboboxField`. */
export function SelectField({
  meta,
  options,
  placeholder = 'Select…',
  ...shell
}: FieldProps & { options: readonly Option[]; placeholder?: string }) {
  const { key, ...props } = getSelectProps(meta, {
    ariaDescribedBy: hintId(meta, Boolean(shell.description)),
  });
  return (
    <FieldShell meta={meta} required={shell.required ?? meta.required} {...shell}>
      <select
        key={key}
        className={CONTROL_CLASS}
        {...props}
        aria-required={ariaRequired(shell.required ?? meta.required)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Several choices from a short list, as checkboxes in a fieldset; posts one value per checked box. */
export function CheckboxGroupField({
  meta,
  options,
  columns = 2,
  ...shell
}: FieldProps & { options: readonly Option[]; columns?: 1 | 2 | 3 }) {
  const initial = meta.initialValue;
  const checked = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  return (
    <FieldShell meta={meta} group required={shell.required ?? meta.required} {...shell}>
      <div
        className={cn(
          'grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {options.map((option) => {
          const id = `${meta.id}-${option.value}`;
          return (
            <label
              key={`${meta.key ?? ''}${option.value}`}
              htmlFor={id}
              className="flex items-center gap-2 text-sm"
            >
              <input
                id={id}
                type="checkbox"
                name={meta.name}
                form={meta.formId}
                value={option.value}
                defaultChecked={checked.has(option.value)}
                aria-invalid={meta.errors?.length ? true : undefined}
                className="size-4 rounded border-input accent-primary"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </FieldShell>
  );
}

/** One on/off choice: the box beside its label, the hint under the label (wired as its description), any error. */
export function CheckboxField({
  meta,
  label,
  description,
}: {
  meta: AnyField;
  label: ReactNode;
  description?: ReactNode;
}) {
  const { key, ...props } = getInputProps(meta, {
    type: 'checkbox',
    ariaDescribedBy: hintId(meta, Boolean(description)),
  });
  return (
    <div className="flex items-start gap-2">
      <input key={key} {...props} className="mt-0.5 size-4 accent-primary" />
      <div className="text-sm">
        <label htmlFor={meta.id} className="font-medium">
          {label}
        </label>
        {description ? (
          <p id={meta.descriptionId} className="text-muted-foreground">
            {description}
          </p>
        ) : null}
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
    </div>
  );
}

/** The look of a native control (select, textarea) matching `Input`. */
export const CONTROL_CLASS =
  'flex w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none md:text-sm disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-[3px] aria-invalid:ring-destructive/20';
