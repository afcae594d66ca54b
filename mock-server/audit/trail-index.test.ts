/**
 * GET /api/admin/audit through the trail's index (./trail-index.ts) answers what scanning and sorting the whole
 * trail answered before it: for random trails (records appended, now and then out of order or deleted, read in
 * between), every filter (user, case, action, outcome, days) alone and together, and any page.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemas } from '../../contracts';
import { pageOf } from '../http/lists';
import { db } from '../store/db';
import { matchesAuditFilter } from './filter';
import { hasDedupeKey, highestSeq, listAuditPage } from './trail-index';

type Query = z.infer<typeof schemas.zListAuditEventsQuery>;

/** The trail's page before the index: every record filtered, sorted newest first, cut (the oracle). */
function scanPage(query: Query) {
  const matches = db.auditEvents
    .findMany()
    .filter((event) => matchesAuditFilter(event, query))
    .sort((a, b) => b.seq - a.seq);
  return pageOf(matches, query.page, query.pageSize);
}

const ACTORS = [
  { userId: 'usr-admin', name: 'Ada Admin', email: 'admin@demo.test', role: 'Admin' as const },
  { userId: 'usr-provider', name: 'Paul Provider', email: 'provider@demo.test', role: 'Provider' as const },
  // The same user renamed: a record keeps the name it was made with.
  { userId: 'usr-provider', name: 'Paula Provider', email: 'paula@demo.test', role: 'Provider' as const },
  { userId: 'usr-np', name: 'Nina Np', email: 'np@demo.test', role: 'Facility_NP' as const },
];
const CASES = [
  { caseId: 'case-0001', caseRecordId: 'CUG-2026-0001' },
  { caseId: 'case-0002', caseRecordId: 'LUMC-2026-0002' },
  { caseId: 'case-0003', caseRecordId: null },
  { caseId: null, caseRecordId: null },
];
const DAYS = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];

const event = fc.record({
  seqGap: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
    fc.integer({ min: -6, max: -1 }),
  ),
  actor: fc.option(fc.constantFrom(...ACTORS), { nil: null }),
  attemptedEmail: fc.option(fc.constantFrom('Admin@Demo.test', 'stranger@else.test', 'np@demo.test'), {
    nil: null,
  }),
  action: fc.constantFrom(
    'CaseViewed' as const,
    'LoginFailed' as const,
    'SlideOpened' as const,
    'CaseChanged' as const,
  ),
  outcome: fc.constantFrom(...schemas.zAuditOutcome.options),
  case: fc.constantFrom(...CASES),
  day: fc.constantFrom(...DAYS),
  dedupeKey: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: null }),
});

const step = fc.oneof(
  { weight: 8, arbitrary: event.map((e) => ({ kind: 'append' as const, event: e })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'read' as const }) },
  { weight: 1, arbitrary: fc.nat().map((nth) => ({ kind: 'delete' as const, nth })) },
);

const FILTERS = {
  user: fc.constantFrom('  ', 'ADMIN', 'usr-provider', 'paula', 'demo.test', 'else', 'x'),
  caseId: fc.constantFrom(
    'case-0001',
    'CUG-2026-0001',
    'cug-2026-0001',
    'lumc-2026-0002',
    'case-0003',
    'nope',
  ),
  action: fc.constantFrom('CaseViewed' as const, 'LoginFailed' as const, 'SlideOpened' as const),
  outcome: fc.constantFrom(...schemas.zAuditOutcome.options),
  from: fc.constantFrom(...DAYS),
  to: fc.constantFrom(...DAYS),
};

/** A query as the handler gets it: up to three filters, any page. */
const query = fc
  .tuple(
    fc
      .subarray(Object.keys(FILTERS) as Array<keyof typeof FILTERS>, { maxLength: 3 })
      .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, FILTERS[key]])))),
    fc.record({ page: fc.integer({ min: 1, max: 8 }), pageSize: fc.integer({ min: 1, max: 9 }) }),
  )
  .map(([filters, page]) => schemas.zListAuditEventsQuery.parse({ ...filters, ...page }));

async function append(seq: number, day: string) {
  await db.auditEvents.create({
    id: `aud-${String(seq).padStart(8, '0')}`,
    seq,
    at: `${day}T12:00:00.000Z`,
    actor: null,
    attemptedEmail: null,
    action: 'CaseViewed',
    target: { type: 'Case', id: 'case-0001' },
    caseId: 'case-0001',
    caseRecordId: null,
    outcome: 'Succeeded',
    status: 200,
    clientAddress: '10.0.0.1',
    detail: null,
    sessionKey: null,
    dedupeKey: null,
  });
}

describe('the audit trail through its index', () => {
  it('pages a range of days day by day, newest first, across the days', async () => {
    db.auditEvents.clear();
    for (let seq = 1; seq <= 9; seq++) await append(seq, DAYS[Math.floor((seq - 1) / 3)]!);
    const seqs = (page: number) =>
      listAuditPage({ from: DAYS[0], to: DAYS[2], page, pageSize: 3 }).items.map((e) => e.seq);
    expect([seqs(1), seqs(2), seqs(3), seqs(4)]).toEqual([[9, 8, 7], [6, 5, 4], [3, 2, 1], []]);
    expect(
      listAuditPage({ from: DAYS[0], to: DAYS[2], page: 2, pageSize: 4 }).items.map((e) => e.seq),
    ).toEqual([5, 4, 3, 2]);
  });

  it('answers what the scan of the whole trail answered, for any trail and query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 20, maxLength: 120 }),
        fc.array(query, { minLength: 1, maxLength: 8 }),
        // Days that follow the seq (as a clock does), or any day (a clock moved back).
        fc.boolean(),
        async (steps, queries, daysInOrder) => {
          db.auditEvents.clear();
          let seq = 1000;
          for (const s of steps) {
            if (s.kind === 'read') {
              listAuditPage({ caseId: 'case-0001', user: 'a', from: DAYS[0] });
              hasDedupeKey('k1');
            } else if (s.kind === 'delete') {
              const all = db.auditEvents.all();
              if (all.length) db.auditEvents.delete((q) => q.where({ id: all[s.nth % all.length]!.id }));
            } else {
              const e = s.event;
              seq += e.seqGap;
              if (db.auditEvents.all().some((r) => r.seq === seq)) continue;
              await db.auditEvents.create({
                id: `aud-${String(seq).padStart(8, '0')}`,
                seq,
                at: `${daysInOrder ? DAYS[Math.max(0, Math.min(3, Math.floor((seq - 1000) / 25)))] : e.day}T${String(seq % 24).padStart(2, '0')}:00:00.000Z`,
                actor: e.actor,
                attemptedEmail: e.attemptedEmail,
                action: e.action,
                target: { type: 'Case', id: e.case.caseId },
                caseId: e.case.caseId,
                caseRecordId: e.case.caseRecordId,
                outcome: e.outcome,
                status: 200,
                clientAddress: '10.0.0.1',
                detail: null,
                sessionKey: null,
                dedupeKey: e.dedupeKey,
              });
            }
          }
          for (const q of queries) expect(listAuditPage(q)).toEqual(scanPage(q));
          const all = db.auditEvents.all();
          expect(highestSeq()).toBe(all.reduce((max, e) => Math.max(max, e.seq), 0));
          for (const key of ['k1', 'k2', 'k3'])
            expect(hasDedupeKey(key)).toBe(all.some((e) => e.dedupeKey === key));
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
