/**
 * The shell every registration form shares: Conform over the mode's schema (creating as the person, creating as
 * an admin, editing), the values an edit started from, the form's errors, the submit button with its spinner, and
 * the question before leaving with unsaved changes. A kind's form lists its sections inside.
 */
import { useMemo, type ReactNode } from 'react';
import { Form } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import type { z } from 'zod';
import {
  ErrorList,
  LeaveGuard,
  SubmitButton,
  regionCodesOf,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { InitialValuesField, type Fields, type FormMode } from './form-parts';
import type { InitialValues, ReferenceCodes, RegistrationKind } from './schemas';
import type { RegistrationLists } from './types';

// Each mode's schema has its own fields; the shell and the sections read them by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = z.ZodType<any, Record<string, any>>;

const SUBMIT_LABELS: Record<FormMode, string> = {
  self: 'Register',
  admin: 'Create registration',
  edit: 'Save changes',
};

export function useReferenceCodes(lists: RegistrationLists): ReferenceCodes {
  return useMemo(
    () => ({
      regions: regionCodesOf(lists.regions),
      subspecialties: lists.subspecialties.map((o) => o.value),
    }),
    [lists],
  );
}

export function RegistrationForm({
  kind,
  mode,
  schema,
  reply,
  initial,
  formKey,
  encType,
  children,
}: {
  kind: RegistrationKind;
  mode: FormMode;
  schema: AnySchema;
  reply?: FormReply | null;
  /** An edit's starting values (also sent back, so only what changed is saved). */
  initial?: InitialValues;
  /** Distinguishes one record's edit form from another's (field ids derive from it). */
  formKey?: string;
  /** multipart/form-data for a form with file slots (their files travel with it without JavaScript). */
  encType?: 'multipart/form-data';
  children: (fields: Fields) => ReactNode;
}) {
  const [form, fields] = useContractForm(schema, {
    id: `${kind}-registration${mode === 'edit' ? `-edit-${formKey ?? ''}` : ''}`,
    reply,
    defaultValue: initial,
  });
  return (
    <Form method="post" encType={encType} {...getFormProps(form)} className="max-w-3xl space-y-6">
      {initial ? <InitialValuesField initial={initial} /> : null}
      {children(fields as unknown as Fields)}
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton>{SUBMIT_LABELS[mode]}</SubmitButton>
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}
