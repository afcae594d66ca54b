/**
 * The billing list's totals (the filter's amounts per currency, every page): added up from the matching records,
 * or, for the list unfiltered or filtered by status and facility alone (the billing page's first view and its
 * common filters), read from running totals kept as records are written: a page then costs what it
 * shows, not every record.
 */
import type { BillingRecord } from './rules';

export type BillingTotal = { currency: BillingRecord['currency']; records: number; amountCents: number };

const CURRENCY_ORDER: readonly BillingRecord['currency'][] = ['USD', 'CAD'];

/** The filter's amounts added up per currency (every page), USD first; none for an empty filter. */
export function totalsOf(records: readonly BillingRecord[]): BillingTotal[] {
  return CURRENCY_ORDER.flatMap((currency) => {
    const mine = records.filter((b) => b.currency === currency);
    if (!mine.length) return [];
    return [{ currency, records: mine.length, amountCents: mine.reduce((sum, b) => sum + b.amountCents, 0) }];
  });
}

type Filter = { status?: string | null; facilityId?: string | null };
type Counted = Pick<BillingRecord, 'status' | 'currency' | 'amountCents'> & { facility: { id: string } };

/** The running totals' key of a filter by status and facility (either may be absent) and a currency. */
const keyOf = ({ status, facilityId }: Filter, currency: string) =>
  `${status ?? ''}\u0000${facilityId ?? ''}\u0000${currency}`;

/**
 * Running totals per (status or none, facility or none, currency): what the billing index files each record
 * under (./billing-index.ts, its `tally`), told of each record in and out.
 */
export function runningTotals() {
  const totals = new Map<string, { records: number; amountCents: number }>();
  const count = (key: string, amountCents: number, sign: 1 | -1) => {
    const total = totals.get(key) ?? { records: 0, amountCents: 0 };
    total.records += sign;
    total.amountCents += sign * amountCents;
    if (total.records === 0) totals.delete(key);
    else totals.set(key, total);
  };
  return {
    file(record: Counted, out: boolean) {
      const sign = out ? -1 : 1;
      for (const status of [null, record.status])
        for (const facilityId of [null, record.facility.id])
          count(keyOf({ status, facilityId }, record.currency), record.amountCents, sign);
    },
    reset() {
      totals.clear();
    },
    /** The totals of the records of that status and facility (each when given), as totalsOf adds them up. */
    of(filter: Filter): BillingTotal[] {
      return CURRENCY_ORDER.flatMap((currency) => {
        const total = totals.get(keyOf(filter, currency));
        return total ? [{ currency, ...total }] : [];
      });
    },
  };
}
