/**
 * The billing records as listBillingRecords reads them (../store/indexes.ts): by id, filed by status
 * and facility, kept in each order the list sorts by, with the search keys made once per write, and the running
 * totals of each status and facility (./totals.ts).
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { indexCollection, type Candidates, type Entry } from '../store/record-index';
import { db } from '../store/db';
import { searchKeys, searchNeedle, searchTest } from '../http/lists';
import type { BillingRecord } from './rules';
import { runningTotals, totalsOf } from './totals';

type ListQuery = z.infer<typeof schemas.zListBillingRecordsQuery>;
type BillingEntry = Entry<BillingRecord, { search: string }>;

export const SORT_KEYS: Record<NonNullable<ListQuery['sort']>, (b: BillingRecord) => string | number> = {
  createdAt: (b) => b.createdAt,
  updatedAt: (b) => b.updatedAt,
  serviceDate: (b) => b.serviceDate,
  amountCents: (b) => b.amountCents,
  status: (b) => b.status,
  invoiceNumber: (b) => b.invoiceNumber,
  facilityName: (b) => b.facility.name.toLowerCase(),
};

/** What a search of the billing records looks in. */
const searchTexts = (b: BillingRecord) => [
  b.invoiceNumber,
  b.case.caseRecordId,
  b.patientName,
  b.facility.name,
  b.payer?.name,
];

const totals = runningTotals();

export const billingIndex = indexCollection(db.billingRecords, {
  id: (b: BillingRecord) => b.id,
  derive: (b) => ({ search: searchKeys(...searchTexts(b)) }),
  postings: { status: (b) => b.status, facility: (b) => b.facility.id },
  sorts: SORT_KEYS,
  tally: totals,
});

/**
 * A page of the records that meet the query, and the filter's totals: running ones for a status and a facility
 * (or none), added up from every matching record for any other filter.
 */
export function listBillingPage(query: ListQuery) {
  const needle = searchNeedle(query.search);
  const searched = searchTest(query.search, searchTexts);
  const sets: Array<Candidates<BillingEntry>> = [];
  if (query.status) sets.push({ entries: billingIndex.posting('status', query.status), exact: true });
  if (query.facilityId)
    sets.push({ entries: billingIndex.posting('facility', query.facilityId), exact: true });
  const others = query.billingComponent !== undefined || Boolean(query.payerId || needle);
  const found = billingIndex.select(
    sets,
    others,
    ({ record: b, derived }) =>
      (!query.status || b.status === query.status) &&
      (!query.facilityId || b.facility.id === query.facilityId) &&
      (query.billingComponent === undefined || b.billingComponent === query.billingComponent) &&
      (!query.payerId || b.payer?.id === query.payerId) &&
      searched(derived.search, b),
  );
  const page = billingIndex.page(query.sort ?? 'createdAt', found, query);
  if (!others) return { page, totals: totals.of({ status: query.status, facilityId: query.facilityId }) };
  return { page, totals: totalsOf([...(found ?? billingIndex.entries())].map((entry) => entry.record)) };
}
