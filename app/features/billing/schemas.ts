/**
 * The billing form's schema (decision 039): one set of fields derived from the contract's BillingRecordInput and
 * BillingRecordUpdateInput, and one table (`BILLING_FORM_MODES`) saying which fields each form asks and requires:
 * Create Billing (the case, the money fields, notes), Edit Billing of a Draft (the money fields and notes) and of
 * a record past Draft (notes only; the rest is shown disabled). The amount is typed in dollars and travels in
 * cents; CPT codes are typed as a list and checked one by one against the contract's CptCode. The lifecycle's
 * actions (invoice, mark paid, void with a reason) have their own small schema.
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { toUsDate, usDateSchema } from '~/components/form';
import type { BillingRecord, BillingStatus } from './labels';

const input = schemas.zBillingRecordInput.shape;
const update = schemas.zBillingRecordUpdateInput.shape;

const CENTS = input.amountCents;
const MAX_CENTS = CENTS.maxValue ?? 100_000_000;
const CPT_LIST = input.cptCodes.unwrap();
const CPT_CODE = schemas.zCptCode;
const MAX_CODES =
  (CPT_LIST.def.checks ?? [])
    .map((check) => (check._zod.def as { maximum?: number }).maximum)
    .find((max): max is number => typeof max === 'number') ?? 20;
const NOTES_MAX = input.notes.unwrap().unwrap().maxLength ?? 2000;
export const VOID_REASON_MAX = update.voidReason.unwrap().unwrap().maxLength ?? 500;

export const BILLING_MESSAGES = {
  amountFormat: 'Enter the amount in dollars, like 1,234.56.',
  amountMax: `Enter an amount of at most ${(MAX_CENTS / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}.`,
  cptCode: (code: string) =>
    `${code} is not a CPT code: five characters, four digits then a digit or F, T or U (like 88305 or 0001U).`,
  cptCount: `Enter at most ${MAX_CODES} CPT codes.`,
  voidReason: 'Give the reason for voiding this record.',
  case: 'Choose the signed-out case to bill.',
} as const;

// --- Money ------------------------------------------------------------------------------------------------------

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** '1,234.56', '$1234.5', '12' → cents (123456, 123450, 1200); null for anything else (negative, 3 decimals). */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a form's dollars: 123456 → '1234.56', 1200 → '12.00'. */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

const amountField = z
  .string()
  .transform((text, ctx) => {
    const cents = dollarsToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.amountFormat });
      return z.NEVER;
    }
    if (cents > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.amountMax });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(CENTS);

// --- CPT codes -------------------------------------------------------------------------------------------------

/** '88305, 88342 0001u' → ['88305', '88342', '0001U']: commas, spaces or lines between; repeats dropped. */
export const splitCptCodes = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
];

const cptCodesField = z
  .string()
  .transform((text, ctx) => {
    const codes = splitCptCodes(text);
    const wrong = codes.filter((code) => !CPT_CODE.safeParse(code).success);
    for (const code of wrong) ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.cptCode(code) });
    if (codes.length > MAX_CODES) ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.cptCount });
    return wrong.length || codes.length > MAX_CODES ? z.NEVER : codes;
  })
  .pipe(CPT_LIST);

// --- The one form ------------------------------------------------------------------------------------------------

type BillingComponent = z.output<typeof schemas.zBillingComponent>;
/** The billing component as the select posts it ('0', '1', '2'), then the contract's number (not piped into the
 * contract's union of literals, which would make the browser require it even where the form leaves it out). */
const componentField = z
  .enum(['0', '1', '2'])
  .transform((value) => schemas.zBillingComponent.parse(Number(value)) as BillingComponent);

/** Every field the billing form can have, each as the contract's rule (required; a mode makes it optional). */
const FIELDS = {
  caseId: input.caseId,
  billingComponent: componentField,
  currency: schemas.zBillingCurrency,
  amount: amountField,
  payerId: z.string().max(input.payerId.unwrap().unwrap().maxLength ?? 64),
  cptCodes: cptCodesField,
  serviceDate: usDateSchema,
  notes: z.string().max(NOTES_MAX),
};
export type BillingFieldName = keyof typeof FIELDS;

export type BillingFormMode = 'create' | 'draft' | 'locked';

/** The money fields: changed only while Draft (BillingRecordUpdateInput; 409 otherwise). */
export const DRAFT_ONLY_FIELDS = [
  'billingComponent',
  'currency',
  'amount',
  'payerId',
  'cptCodes',
  'serviceDate',
] as const satisfies readonly BillingFieldName[];

/** The one config of the create and edit forms: what each asks for and what it requires. */
export const BILLING_FORM_MODES: Record<
  BillingFormMode,
  { asks: readonly BillingFieldName[]; requires: readonly BillingFieldName[] }
> = {
  // The component defaults to the case's, the currency to the facility's, the service date to the sign-out's.
  create: { asks: ['caseId', ...DRAFT_ONLY_FIELDS, 'notes'], requires: ['caseId', 'amount'] },
  draft: {
    asks: [...DRAFT_ONLY_FIELDS, 'notes'],
    requires: ['billingComponent', 'currency', 'amount', 'serviceDate'],
  },
  locked: { asks: ['notes'], requires: [] },
};

const optionalShape = {
  caseId: FIELDS.caseId.optional(),
  billingComponent: FIELDS.billingComponent.optional(),
  currency: FIELDS.currency.optional(),
  amount: FIELDS.amount.optional(),
  payerId: FIELDS.payerId.optional(),
  cptCodes: FIELDS.cptCodes.optional(),
  serviceDate: FIELDS.serviceDate.optional(),
  notes: FIELDS.notes.optional(),
};
type AnyBillingForm = z.ZodObject<typeof optionalShape>;
export type BillingFormValue = z.output<AnyBillingForm>;

/** The form's schema for a mode: the fields it requires as the contract's rules, every other field optional. */
export function billingFormSchema(mode: BillingFormMode): AnyBillingForm {
  const { requires } = BILLING_FORM_MODES[mode];
  const shape: Record<string, z.ZodType> = { ...optionalShape };
  for (const name of requires) shape[name] = FIELDS[name];
  return z.object(shape) as unknown as AnyBillingForm;
}

/** The mode of the edit form for a record. */
export const editModeOf = (record: Pick<BillingRecord, 'status'>): BillingFormMode =>
  record.status === 'Draft' ? 'draft' : 'locked';

type BillingInput = z.input<typeof schemas.zBillingRecordInput>;
type BillingUpdate = z.input<typeof schemas.zBillingRecordUpdateInput>;

const notesOf = (notes: string | undefined) => (notes?.trim() ? notes.trim() : null);

/** createBillingRecord's body: what the form gave; the API fills in what it left out (component, currency). */
export function createBodyOf(value: BillingFormValue): BillingInput {
  return {
    caseId: value.caseId!,
    amountCents: value.amount!,
    ...(value.billingComponent !== undefined ? { billingComponent: value.billingComponent } : {}),
    ...(value.currency ? { currency: value.currency } : {}),
    payerId: value.payerId || null,
    cptCodes: value.cptCodes ?? [],
    ...(value.serviceDate ? { serviceDate: value.serviceDate } : {}),
    notes: notesOf(value.notes),
  };
}

/** updateBillingRecord's body: a Draft's every field; past Draft only the notes (the API refuses the rest). */
export function updateBodyOf(value: BillingFormValue, mode: BillingFormMode): BillingUpdate {
  if (mode !== 'draft') return { notes: notesOf(value.notes) };
  return {
    billingComponent: value.billingComponent,
    currency: value.currency,
    amountCents: value.amount,
    payerId: value.payerId || null,
    cptCodes: value.cptCodes ?? [],
    serviceDate: value.serviceDate,
    notes: notesOf(value.notes),
  };
}

/** The edit form's first values, from the record. */
export const editInitialOf = (record: BillingRecord): Record<string, string> => ({
  billingComponent: String(record.billingComponent),
  currency: record.currency,
  amount: centsToDollars(record.amountCents),
  payerId: record.payer?.id ?? '',
  cptCodes: record.cptCodes.join(', '),
  serviceDate: toUsDate(record.serviceDate),
  notes: record.notes ?? '',
});

/** An API field's name on the form (amountCents → amount; cptCodes.2 → cptCodes). */
export const formFieldOf = (apiField: string) =>
  apiField === 'amountCents' ? 'amount' : apiField.replace(/^cptCodes\.\d+$/, 'cptCodes');

// --- The lifecycle's actions -------------------------------------------------------------------------------------

/** A status change from the detail page: the target, and for Void the reason (required here and by the API). */
export const statusChangeForm = z
  .object({
    intent: z.literal('status'),
    status: schemas.zBillingStatus,
    voidReason: z.string().trim().max(VOID_REASON_MAX).optional(),
  })
  .refine((value) => value.status !== 'Void' || Boolean(value.voidReason), {
    path: ['voidReason'],
    message: BILLING_MESSAGES.voidReason,
  });

export const statusChangedMessage = (invoiceNumber: string, status: BillingStatus) =>
  ({
    Draft: `${invoiceNumber} is a draft again.`,
    Invoiced: `${invoiceNumber} was invoiced.`,
    Paid: `${invoiceNumber} was marked paid.`,
    Void: `${invoiceNumber} was voided.`,
  })[status];
