/**
 * The trail in columns (./columns.ts, ../store/append-only.ts, decision 113) reads back every record exactly as it
 * was given, and its index of seqs (../store/indexes.ts `indexTrail`) answers what a scan of the records answers:
 * after any sequence of appends (seqs now and then out of order; times and ids the columns cannot make again),
 * deletes (the last record, or any), clears and loads from disk (a JSON record a row of the trail's table), with
 * reads in between.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../contracts';
import { z } from 'zod';
import { AppendOnlyCollection } from '../store/append-only';
import { indexTrail } from '../store/indexes';
import { AuditRows, canonicalMs, type StoredAuditEvent } from './columns';

function setup() {
  const collection = new AppendOnlyCollection({
    schema: schemas.zAuditEvent.extend({
      seq: z.int().positive(),
      sessionKey: z.string().nullable(),
      dedupeKey: z.string().nullable(),
    }),
    rows: new AuditRows(),
  });
  const { rows } = collection;
  const trail = indexTrail(collection, {
    postings: {
      action: (row) => rows.action(row),
      actor: (row) => (rows.actorPlace(row) < 0 ? null : rows.actorPlace(row)),
      case: (row) =>
        [rows.lower(row, 'caseId'), rows.lower(row, 'caseRecordId')].filter((key) => key !== null),
      day: (row) => rows.day(row),
      dedupe: (row) => rows.text(row, 'dedupeKey'),
    },
  });
  return { collection, trail };
}

const ACTORS = [
  { userId: 'usr-a', name: 'Ada Admin', email: 'ada@demo.test', role: 'Admin' as const },
  // The same user renamed, and with another role: three actors.
  { userId: 'usr-a', name: 'Ada B.', email: 'ada@demo.test', role: 'Admin' as const },
  { userId: 'usr-a', name: 'Ada B.', email: 'ada@demo.test', role: 'Provider' as const },
  { userId: 'usr-p', name: 'Paul', email: 'paul@demo.test', role: 'Provider' as const },
];
const AT = fc.oneof(
  // As the recorder writes it, and as the schema allows it otherwise (no milliseconds, more digits).
  { weight: 6, arbitrary: fc.integer({ min: 1.7e12, max: 1.8e12 }).map((ms) => new Date(ms).toISOString()) },
  fc.constantFrom(
    '2026-10-31T23:59:59Z',
    '2026-11-01T00:00:00.123456Z',
    '2026-11-02T08:00:00.1Z',
    '2024-02-29T23:59:59.999Z',
  ),
);

const event = fc.record({
  seqGap: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
    fc.integer({ min: -5, max: -1 }),
  ),
  // Now and then an id the columns do not make from the seq (more digits).
  oddId: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  at: AT,
  actor: fc.option(fc.constantFrom(...ACTORS), { nil: null }),
  attemptedEmail: fc.option(fc.constantFrom('Ada@Demo.test', 'x@else.test'), { nil: null }),
  action: fc.constantFrom('CaseViewed' as const, 'SlideOpened' as const, 'LoginFailed' as const),
  target: fc.constantFrom('Case' as const, 'Slide' as const, 'User' as const),
  targetId: fc.option(fc.constantFrom('case-0001', 'slide-1', 'usr-a'), { nil: null }),
  case: fc.constantFrom(
    { caseId: 'case-0001', caseRecordId: 'CUG-2026-0001' },
    { caseId: 'case-0002', caseRecordId: null },
    { caseId: null, caseRecordId: null },
  ),
  outcome: fc.constantFrom(...schemas.zAuditOutcome.options),
  status: fc.constantFrom(200, 201, 403, 404, 503),
  clientAddress: fc.constantFrom('10.0.0.1', 'unknown', ''),
  detail: fc.option(fc.constantFrom('Refused', 'With report', 'Hand-over to Ada (usr-a)'), { nil: null }),
  sessionKey: fc.option(fc.constantFrom('s1', 's2'), { nil: null }),
  // The rule's two forms (session:slide, session:action:target) when they fit the record's fields, or any other.
  dedupeKey: fc.option(
    fc.constantFrom(
      's1:slide-1',
      's2:slide-1',
      's1:',
      's1:CaseViewed:case-0001',
      's2:SlideOpened:case case-0002',
    ),
    { nil: null },
  ),
});

const step = fc.oneof(
  { weight: 10, arbitrary: event.map((e) => ({ kind: 'append' as const, event: e })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'read' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'deleteLast' as const }) },
  { weight: 1, arbitrary: fc.nat().map((nth) => ({ kind: 'delete' as const, nth })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

function toRecord(e: typeof event extends fc.Arbitrary<infer T> ? T : never, seq: number): StoredAuditEvent {
  return {
    id: e.oddId ? `aud-${String(seq).padStart(12, '0')}` : `aud-${String(seq).padStart(8, '0')}`,
    at: e.at,
    actor: e.actor,
    attemptedEmail: e.attemptedEmail,
    action: e.action,
    target: { type: e.target, id: e.target === 'Case' ? e.case.caseId : e.targetId },
    caseId: e.case.caseId,
    caseRecordId: e.case.caseRecordId,
    outcome: e.outcome,
    status: e.status,
    clientAddress: e.clientAddress,
    detail: e.detail,
    seq,
    sessionKey: e.sessionKey,
    dedupeKey: e.dedupeKey,
  };
}

/** The seqs of `records` that pass `test`, ascending (the scan the index replaces). */
const seqsWhere = (records: StoredAuditEvent[], test: (record: StoredAuditEvent) => boolean) =>
  records
    .filter(test)
    .map((record) => record.seq)
    .sort((a, b) => a - b);

describe('the audit trail in columns', () => {
  it('reads back what it was given, and its index of seqs answers what a scan answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 80 }), async (steps) => {
        const { collection, trail } = setup();
        let model: StoredAuditEvent[] = [];
        let seq = 100;
        for (const s of steps) {
          if (s.kind === 'append') {
            seq += s.event.seqGap;
            if (model.some((record) => record.seq === seq)) continue;
            const record = toRecord(s.event, seq);
            expect(await collection.create(structuredClone(record))).toEqual(record);
            model.push(record);
          } else if (s.kind === 'read') {
            trail.posting('action', 'CaseViewed');
            trail.posting('case', 'cug-2026-0001');
            trail.postings('day');
            trail.postings('actor');
            trail.posting('dedupe', 's1:slide-1');
          } else if (s.kind === 'deleteLast' && model.length) {
            const { id } = model.at(-1)!;
            expect(collection.delete((q) => q.where({ id }))).toEqual(model.pop());
          } else if (s.kind === 'delete' && model.length) {
            const [gone] = model.splice(s.nth % model.length, 1);
            expect(collection.delete(gone!)).toEqual(gone);
          } else if (s.kind === 'reload') {
            // As a start loads the trail's table (../store/persistence.ts): each record put in as parsed, then told.
            const lines = collection.all().map((record) => JSON.stringify(record));
            collection.clear();
            for (const line of lines) collection.load(JSON.parse(line), true);
            collection.endLoad();
          } else if (s.kind === 'clear') {
            collection.clear();
            model = [];
          }
        }
        expect(collection.count()).toBe(model.length);
        expect(collection.all()).toEqual(model);
        for (const record of model) expect(collection.get(record.seq)).toEqual(record);
        expect(collection.get(seq + 1000)).toBeUndefined();
        expect(Array.from(trail.all())).toEqual(seqsWhere(model, () => true));
        for (const action of ['CaseViewed', 'SlideOpened', 'LoginFailed'])
          expect(trail.posting('action', action)).toEqual(seqsWhere(model, (r) => r.action === action));
        for (const key of ['case-0001', 'cug-2026-0001', 'case-0002'])
          expect(trail.posting('case', key)).toEqual(
            seqsWhere(model, (r) => r.caseId === key || r.caseRecordId?.toLowerCase() === key),
          );
        for (const key of ['s1:slide-1', 's2:slide-1', 's1:', 's1:CaseViewed:case-0001'])
          expect(trail.posting('dedupe', key)).toEqual(seqsWhere(model, (r) => r.dedupeKey === key));
        const days = [...trail.postings('day')].map(([day, seqs]) => [day, [...seqs]]);
        expect(new Map(days as Array<[string, number[]]>)).toEqual(
          new Map(
            [...new Set(model.map((r) => r.at.slice(0, 10)))].map((day) => [
              day,
              seqsWhere(model, (r) => r.at.slice(0, 10) === day),
            ]),
          ),
        );
        // An actor's posting holds the records of exactly one actor (name, e-mail and role as they were).
        for (const seqs of trail.postings('actor').values()) {
          const actors = new Set(seqs.map((s) => JSON.stringify(collection.get(s)!.actor)));
          expect(actors.size).toBe(1);
        }
        expect([...trail.postings('actor').values()].flat().sort((a, b) => a - b)).toEqual(
          seqsWhere(model, (r) => r.actor !== null),
        );
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('reads a time by hand exactly when toISOString would write it so', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30610224000000, max: 253402300799999 }), (ms) => {
        expect(canonicalMs(new Date(ms).toISOString())).toBe(ms);
      }),
    );
    const digit = fc.constantFrom(...'0123456789');
    // Any string of the form's shape: read as a time only when it is the one toISOString makes of that time.
    const shaped = fc
      .tuple(fc.array(digit, { minLength: 17, maxLength: 17 }), fc.boolean())
      .map(
        ([d, z]) =>
          `${d.slice(0, 4).join('')}-${d[4]}${d[5]}-${d[6]}${d[7]}T${d[8]}${d[9]}:${d[10]}${d[11]}:${d[12]}${d[13]}.${d[14]}${d[15]}${d[16]}${z ? 'Z' : '+'}`,
      );
    fc.assert(
      fc.property(shaped, (at) => {
        const ms = canonicalMs(at);
        if (!Number.isNaN(ms)) expect(new Date(ms).toISOString()).toBe(at);
        else
          expect(
            Number.isNaN(Date.parse(at)) ||
              new Date(Date.parse(at)).toISOString() !== at ||
              Date.parse(at) < -30610224000000,
          ).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
