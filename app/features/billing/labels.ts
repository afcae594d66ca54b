/**
 * The billing records' words and paths: the statuses and their tones, the billing component labels of spec 3.3
 * (from the contract's BillingComponentLabel), the field names every screen uses, money in dollars, and what
 * each status allows (the contract's BillingStatus lifecycle).
 */
import { statusTones } from '~/components/detail';
import type { Option } from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import type { components } from '../../../contracts';

export type BillingRecord = components['schemas']['BillingRecord'];
export type BillingStatus = components['schemas']['BillingStatus'];
export type BillingCurrency = components['schemas']['BillingCurrency'];
export type BillingTotal = components['schemas']['BillingTotal'];

/** The answer of a lifecycle action that did not happen: a toast in the API's words. */
export interface BillingActionReply {
  toast: { kind: 'error' | 'success'; message: string };
}

/** What the billing form chooses from (options.server.ts). */
export interface BillingFormChoices {
  /** Signed-out cases (Create Billing only). */
  cases: Option[];
  payers: Option[];
  /** Sentences for the lists that could not be read. */
  problems: string[];
}

export const BILLING_LIST_PATH = '/billings';
export const CREATE_BILLING_PATH = '/create-billing';
export const billingDetailHref = (id: string) => `/billing-detail/${encodeURIComponent(id)}`;
export const billingEditHref = (id: string) => `/edit-billing/${encodeURIComponent(id)}`;
export const createBillingHref = (caseId: string) =>
  `${CREATE_BILLING_PATH}?caseId=${encodeURIComponent(caseId)}`;
/** The admins' case page. */
export const caseHref = (caseId: string) => `/case/${encodeURIComponent(caseId)}`;

/** The field names, as the list, the detail page and the form say them. */
export const BILLING_FIELD_LABELS = {
  invoiceNumber: 'Invoice number',
  case: 'Case',
  facility: 'Facility',
  patientName: 'Patient',
  billingComponent: 'Billing component',
  cptCodes: 'CPT codes',
  payer: 'Payer',
  amount: 'Amount',
  currency: 'Currency',
  status: 'Status',
  serviceDate: 'Service date',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  paidAt: 'Paid',
  voidedAt: 'Voided',
  voidReason: 'Reason for voiding',
  notes: 'Notes',
  createdBy: 'Created by',
  createdAt: 'Created',
  updatedAt: 'Last changed',
} as const;

export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  Draft: 'Draft',
  Invoiced: 'Invoiced',
  Paid: 'Paid',
  Void: 'Void',
};

export const BILLING_TONES = statusTones<BillingStatus>({
  Draft: 'neutral',
  Invoiced: 'info',
  Paid: 'success',
  Void: 'danger',
});

/** '0' → 'Professional Component (PC)', … (spec 3.3). */
export const BILLING_COMPONENT_LABELS: Record<string, string> = Object.fromEntries(
  ENUM_OPTIONS.billingComponent.map((o) => [o.value, o.label]),
);

export const CURRENCY_OPTIONS: { value: BillingCurrency; label: string }[] = [
  { value: 'USD', label: 'US dollars (USD)' },
  { value: 'CAD', label: 'Canadian dollars (CAD)' },
];

/** Cents in the record's currency: 123456 USD → '$1,234.56', CAD → 'CA$1,234.56'. */
export function formatMoney(cents: number, currency: BillingCurrency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** The lifecycle (BillingStatus): Draft → Invoiced → Paid; Draft or Invoiced → Void; Paid and Void final. */
export const NEXT_STATUSES: Record<BillingStatus, readonly BillingStatus[]> = {
  Draft: ['Invoiced', 'Void'],
  Invoiced: ['Paid', 'Void'],
  Paid: [],
  Void: [],
};

/** Amount, currency, component, payer, CPT codes and service date change only while Draft. */
export const isDraft = (record: Pick<BillingRecord, 'status'>) => record.status === 'Draft';

export const LOCKED_REASON = (status: BillingStatus) =>
  `This record is ${status}: its amount, currency, component, payer, CPT codes and service date were fixed when it left Draft. Only the notes can change.`;
