/**
 * listBillingRecords through the billing index (./billing-index.ts) answers what scanning every record answered
 * before it, byte for byte, the filter's totals included (running ones for a status and a facility), for random
 * queries after random changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemas } from '../../contracts';
import { matchesSearch, paginate } from '../http/lists';
import { db } from '../store/db';
import { SORT_KEYS, billingIndex, listBillingPage } from './billing-index';
import { totalsOf } from './totals';

type Query = z.infer<typeof schemas.zListBillingRecordsQuery>;

/** listBillingRecords before the index (the oracle). */
function scanAnswer(query: Query) {
  const matches = db.billingRecords
    .findMany()
    .filter(
      (b) =>
        (!query.status || b.status === query.status) &&
        (!query.facilityId || b.facility.id === query.facilityId) &&
        (query.billingComponent === undefined || b.billingComponent === query.billingComponent) &&
        (!query.payerId || b.payer?.id === query.payerId) &&
        matchesSearch(
          query.search,
          b.invoiceNumber,
          b.case.caseRecordId,
          b.patientName,
          b.facility.name,
          b.payer?.name,
        ),
    );
  return { ...paginate(matches, SORT_KEYS[query.sort ?? 'createdAt'], query), totals: totalsOf(matches) };
}

function queries() {
  const records = db.billingRecords.all();
  const filters = {
    status: fc.constantFrom(...schemas.zBillingStatus.options),
    facilityId: fc.constantFrom(...new Set(records.slice(0, 40).map((b) => b.facility.id))),
    billingComponent: fc.constantFrom(0, 1, 2),
    payerId: fc.constantFrom(...new Set(records.slice(0, 40).flatMap((b) => (b.payer ? [b.payer.id] : [])))),
    search: fc.constantFrom(' ', 'inv-2026', 'cug', 'a', 'MED'),
  };
  return fc
    .tuple(
      fc
        .subarray(Object.keys(filters) as Array<keyof typeof filters>, { maxLength: 3 })
        .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, filters[key]])))),
      fc.record(
        {
          sort: fc.constantFrom(...schemas.zListBillingRecordsQuery.shape.sort.unwrap().options),
          order: fc.constantFrom('asc' as const, 'desc' as const),
          page: fc.integer({ min: 1, max: 8 }),
          pageSize: fc.constantFrom(1, 5, 20),
        },
        { requiredKeys: ['page', 'pageSize'] },
      ),
    )
    .map(([some, page]) => schemas.zListBillingRecordsQuery.parse({ ...some, ...page }));
}

const change = fc.record({
  nth: fc.nat(),
  status: fc.option(fc.constantFrom(...schemas.zBillingStatus.options), { nil: undefined }),
  amountCents: fc.option(fc.nat(500_000), { nil: undefined }),
  currency: fc.option(fc.constantFrom('USD' as const, 'CAD' as const), { nil: undefined }),
  patientName: fc.option(fc.constantFrom('Ada Zed', 'émile a'), { nil: undefined }),
});

describe('listBillingRecords through the billing index', () => {
  it('answers what the scan of every record answered, for any query and changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 6 }),
        fc.array(queries(), { minLength: 1, maxLength: 8 }),
        async (changes, list) => {
          for (const c of changes) {
            const record = db.billingRecords.all()[c.nth % db.billingRecords.count()]!;
            await db.billingRecords.update((q) => q.where({ id: record.id }), {
              data(draft) {
                if (c.status) draft.status = c.status;
                if (c.amountCents !== undefined) draft.amountCents = c.amountCents;
                if (c.currency) draft.currency = c.currency;
                if (c.patientName) draft.patientName = c.patientName;
              },
            });
          }
          for (const query of list) {
            const { page, totals } = listBillingPage(query);
            const answer = { ...page, totals };
            expect(JSON.stringify(answer)).toBe(JSON.stringify(scanAnswer(query)));
          }
          expect(billingIndex.size).toBe(db.billingRecords.count());
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
