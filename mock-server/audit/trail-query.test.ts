/**
 * GET /api/admin/audit's queries over the trail's table (./trail-query.ts) give exactly what the pure rule
 * (./filter.ts `matchesAuditFilter`) lets through, newest first, cut into the page `pageOf` cuts: over random
 * trails (ids and names in mixed letter case, non-ASCII letters among them, which SQLite's own lower() would
 * not fold) and random filters. The once-per-session check and the highest seq answer what a scan answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../contracts';
import { pageOf } from '../http/lists';
import { db } from '../store/db';
import { matchesAuditFilter, type AuditFilter } from './filter';
import type { AuditActor } from './rules';
import { hasDedupeKey, highestSeq, listAuditPage } from './trail-query';
import type { StoredAuditEvent } from './trail-table';

const ACTIONS = schemas.zAuditAction.options;
const OUTCOMES = schemas.zAuditOutcome.options;
const ROLES = ['Admin', 'Provider', 'MedicalFacility', 'Facility_NP'] as const;

/** Few values, so filters hit: ids and names differing in letter case and in accents. */
const CASES = ['case-0013', 'CASE-0013', 'case-0200', 'Çase-0200'];
const RECORDS = ['CUG-2026-0013', 'cug-2026-0013', 'Ünit-7', 'case-0200'];
const NAMES = ['Ada Admin', 'ADA ADMIN', 'Émile Zola', 'Maya Okafor'];
const EMAILS = ['admin@demo.test', 'Admin@Demo.Test', 'émile@x.test', 'maya@providers.demo.test'];
const DAYS = ['2026-11-01', '2026-11-02', '2026-11-15', '2026-12-31'];
const NEEDLES = ['ada', 'ADMIN', 'émile', 'ÉMILE', 'demo', 'usr-1', 'USR-2', '  maya ', ' ', 'x.test', 'zz'];

const actor: fc.Arbitrary<AuditActor | null> = fc.option(
  fc.record({
    userId: fc.constantFrom('usr-1', 'USR-1', 'usr-2'),
    name: fc.constantFrom(...NAMES),
    email: fc.constantFrom(...EMAILS),
    role: fc.constantFrom(...ROLES),
  }),
);

const draft = fc.record({
  actor,
  attemptedEmail: fc.option(fc.constantFrom(...EMAILS, 'stranger@else.test')),
  action: fc.constantFrom(...ACTIONS),
  caseId: fc.option(fc.constantFrom(...CASES)),
  caseRecordId: fc.option(fc.constantFrom(...RECORDS)),
  outcome: fc.constantFrom(...OUTCOMES),
  day: fc.constantFrom(...DAYS),
  dedupe: fc.option(fc.constantFrom('s1:slide-a', 's2:slide-b')),
});

const filter: fc.Arbitrary<AuditFilter & { page: number; pageSize: number }> = fc.record(
  {
    user: fc.constantFrom(...NEEDLES),
    caseId: fc.constantFrom(...CASES, ...RECORDS, 'CUG-2026-0013'.toLowerCase(), 'ÇASE-0200'),
    action: fc.constantFrom(...ACTIONS),
    outcome: fc.constantFrom(...OUTCOMES),
    from: fc.constantFrom(...DAYS),
    to: fc.constantFrom(...DAYS),
    page: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.integer({ min: 1, max: 7 }),
  },
  { requiredKeys: ['page', 'pageSize'] },
);

type Draft = typeof draft extends fc.Arbitrary<infer D> ? D : never;

/** A trail of these drafts, seq 1 on, its times within each day in order. */
function trailOf(drafts: Array<Draft>) {
  return drafts.map((d, i): StoredAuditEvent => ({
    id: `aud-${String(i + 1).padStart(8, '0')}`,
    at: `${d.day}T10:00:${String(i % 60).padStart(2, '0')}.000Z`,
    actor: d.actor,
    attemptedEmail: d.attemptedEmail,
    action: d.action,
    target: { type: 'Case', id: d.caseId },
    caseId: d.caseId,
    caseRecordId: d.caseRecordId,
    outcome: d.outcome,
    status: 200,
    clientAddress: '10.0.0.1',
    detail: null,
    seq: i + 1,
    sessionKey: d.dedupe ? 'session' : null,
    dedupeKey: d.dedupe,
  }));
}

describe("the trail's queries", () => {
  it('give the records matchesAuditFilter lets through, newest first, paged as pageOf pages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(draft, { maxLength: 30 }), filter, async (drafts, wanted) => {
        db.auditEvents.clear();
        const trail = trailOf(drafts);
        for (const record of trail) await db.auditEvents.create(record);
        const expected = pageOf(
          trail.filter((record) => matchesAuditFilter(record, wanted)).reverse(),
          wanted.page,
          wanted.pageSize,
        );
        // A user's page found among the newest records (the window the whole trail) or by the user's seqs (none).
        expect(listAuditPage(wanted)).toEqual(expected);
        expect(listAuditPage(wanted, 0)).toEqual(expected);
        expect(listAuditPage(wanted, 10)).toEqual(expected);
        expect(highestSeq()).toBe(trail.length);
        for (const key of ['s1:slide-a', 's2:slide-b'])
          expect(hasDedupeKey(key)).toBe(trail.some((record) => record.dedupeKey === key));
      }),
      { numRuns: 150 },
    );
    db.auditEvents.clear();
  });

  it("count a user's records as the trail keeps them, the same as the rule counts them", async () => {
    const byUser = fc.record({
      user: fc.constantFrom(...NEEDLES),
      page: fc.integer({ min: 1, max: 3 }),
      pageSize: fc.integer({ min: 1, max: 7 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(draft, { maxLength: 30 }), byUser, async (drafts, wanted) => {
        db.auditEvents.clear();
        const trail = trailOf(drafts);
        // Half in one bulk insert (a seed's), half one by one (the recorder's): the counts are kept either way.
        db.auditEvents.insertMany(trail.slice(0, trail.length >> 1));
        for (const record of trail.slice(trail.length >> 1)) await db.auditEvents.create(record);
        const matching = trail.filter((record) => matchesAuditFilter(record, wanted)).reverse();
        expect(listAuditPage(wanted)).toEqual(pageOf(matching, wanted.page, wanted.pageSize));
      }),
      { numRuns: 100 },
    );
    db.auditEvents.clear();
  });

  it('read back every record as it was appended, in the contract order of its fields', async () => {
    db.auditEvents.clear();
    const [record] = trailOf([
      {
        actor: { role: 'Admin', email: 'admin@demo.test', name: 'Ada Admin', userId: 'usr-1' },
        attemptedEmail: null,
        action: 'CaseViewed',
        caseId: 'case-0013',
        caseRecordId: 'CUG-2026-0013',
        outcome: 'Succeeded',
        day: '2026-11-02',
        dedupe: null,
      },
    ]);
    await db.auditEvents.create(record);
    const [read] = listAuditPage({}).items;
    expect(read).toEqual(record);
    expect(Object.keys(read!)).toEqual(
      Object.keys(schemas.zAuditEvent.shape).concat('seq', 'sessionKey', 'dedupeKey'),
    );
    expect(Object.keys(read!.actor!)).toEqual(['userId', 'name', 'email', 'role']);
    expect(db.auditEvents.get(1)).toEqual(record);
    expect(db.auditEvents.count()).toBe(1);
    db.auditEvents.clear();
    expect(highestSeq()).toBe(0);
  });
});
