/**
 * Create Billing and Edit Billing (decision 039): one form, its fields and rules from one config
 * (`BILLING_FORM_MODES`). A new record chooses its signed-out case (searchable; `?caseId=` preselects it); the
 * money fields (component, currency, amount in dollars, payer, CPT codes, service date) are editable while the
 * record is a Draft and shown disabled with the reason afterwards, when only the notes can change.
 */
import { useId, useMemo } from 'react';
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import {
  ComboboxField,
  DateField,
  ErrorList,
  LeaveGuard,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import {
  BILLING_FIELD_LABELS as L,
  BILLING_LIST_PATH,
  CURRENCY_OPTIONS,
  LOCKED_REASON,
  billingDetailHref,
  type BillingFormChoices,
  type BillingRecord,
} from './labels';
import { billingFormSchema, type BillingFormMode } from './schemas';

export interface BillingFormData {
  mode: BillingFormMode;
  /** null for a new record. */
  record: BillingRecord | null;
  initial: Record<string, string>;
  choices: BillingFormChoices;
}

const GRID = 'grid gap-5 sm:grid-cols-2';
const CPT_HINT =
  'Separate codes with commas or spaces, like 88305, 88342. Each is five characters: four digits, then a digit or F, T or U.';

function Problems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}

export function BillingFormView({ mode, record, initial, choices }: BillingFormData) {
  const reply = useActionData<FormReply>();
  const schema = useMemo(() => billingFormSchema(mode), [mode]);
  const [form, fields] = useContractForm(schema, {
    id: record ? `edit-billing-${record.id}` : 'create-billing',
    reply,
    defaultValue: initial,
  });
  const lockedId = useId();
  const creating = mode === 'create';
  const locked = mode === 'locked';
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>{creating ? 'Create Billing' : 'Edit Billing'}</PageHeading>
        <p className="mt-1 text-muted-foreground">
          {record
            ? `${record.invoiceNumber} · case ${record.case.caseRecordId} · ${record.facility.name} · ${record.patientName}`
            : 'A new billing record starts as a Draft for a signed-out case.'}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <Problems problems={choices.problems} />
        {creating ? (
          <ComboboxField
            meta={fields.caseId}
            label="Signed-out case"
            options={choices.cases}
            placeholder="Choose a signed-out case"
            searchPlaceholder="Search by case record ID, patient or facility…"
            required
          />
        ) : null}
        <fieldset
          disabled={locked}
          aria-describedby={locked ? lockedId : undefined}
          className="space-y-4 rounded-lg border p-4 sm:p-6"
        >
          <legend className="px-1 text-lg font-semibold">Billing</legend>
          {locked && record ? (
            <p id={lockedId} className="rounded-md bg-muted px-3 py-2 text-sm">
              {LOCKED_REASON(record.status)}
            </p>
          ) : null}
          <div className={GRID}>
            <SelectField
              meta={fields.billingComponent}
              label={L.billingComponent}
              options={ENUM_OPTIONS.billingComponent}
              placeholder={creating ? 'As on the case' : 'Choose a component…'}
            />
            <SelectField
              meta={fields.currency}
              label={L.currency}
              options={CURRENCY_OPTIONS}
              placeholder={creating ? 'As the facility’s country' : 'Choose a currency…'}
            />
            <TextField
              meta={fields.amount}
              label={`${L.amount} (dollars)`}
              description="Like 1,234.56."
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
            />
            <ComboboxField
              meta={fields.payerId}
              label={L.payer}
              options={choices.payers}
              placeholder="None (self-pay)"
              searchPlaceholder="Search payers…"
            />
            <div className="sm:col-span-2">
              <TextField
                meta={fields.cptCodes}
                label={L.cptCodes}
                description={CPT_HINT}
                inputProps={{ autoComplete: 'off' }}
              />
            </div>
            <DateField
              meta={fields.serviceDate}
              label={L.serviceDate}
              description={creating ? 'MM/DD/YYYY; empty for the sign-out date.' : 'MM/DD/YYYY'}
            />
          </div>
        </fieldset>
        <TextareaField meta={fields.notes} label={L.notes} rows={4} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="ghost">
            <Link to={record ? billingDetailHref(record.id) : BILLING_LIST_PATH}>Cancel</Link>
          </Button>
          <SubmitButton>{creating ? 'Create billing record' : 'Save changes'}</SubmitButton>
        </div>
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}
