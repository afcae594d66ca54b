/**
 * Billing records (admins only): the status lifecycle and what may change in which status.
 *
 *   Draft ──► Invoiced ──► Paid
 *     │          │
 *     └──────────┴──► Void (needs a reason)
 *
 * Paid and Void are final. Amount, currency, component, payer, CPT codes and service date change only while
 * Draft; notes change any time.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';

export type BillingRecord = z.infer<typeof schemas.zBillingRecord>;
export type BillingStatus = BillingRecord['status'];

const NEXT: Record<BillingStatus, readonly BillingStatus[]> = {
  Draft: ['Invoiced', 'Void'],
  Invoiced: ['Paid', 'Void'],
  Paid: [],
  Void: [],
};

/** null when the change is allowed (or no change), else the 409 message. */
export function billingTransitionError(from: BillingStatus, to: BillingStatus): string | null {
  if (from === to || NEXT[from].includes(to)) return null;
  return `A billing record in status ${from} cannot become ${to}.`;
}

export const FINANCIAL_FIELDS = [
  'billingComponent',
  'amountCents',
  'currency',
  'payerId',
  'cptCodes',
  'serviceDate',
] as const;

/** The date `days` after an ISO date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
