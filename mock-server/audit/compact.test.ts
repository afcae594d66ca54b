/**
 * The trail's compactor (./compact.ts, decisions 101 and 107): a record kept holds the values it was given, and
 * shares its actor and target with the first equal one kept since the last forget (a user not renamed since).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditCompactor } from './compact';
import type { AuditActor } from './rules';

type Kept = {
  actor: AuditActor | null;
  target: { type: string; id: string | null };
  caseId: string | null;
  caseRecordId: string | null;
  clientAddress: string;
  sessionKey: string | null;
};

const user = fc.constantFrom('usr-a', 'usr-b', 'usr-c');
const actor: fc.Arbitrary<AuditActor | null> = fc.option(
  fc.record({
    userId: user,
    // Renamed users and changed roles: an actor is shared only with an equal one.
    name: fc.constantFrom('Ada', 'Ada B.', 'Ben'),
    email: fc.constantFrom('a@demo.test', 'b@demo.test'),
    role: fc.constantFrom('Admin', 'Provider'),
  }),
  { freq: 5 },
);
const caseId = fc.option(fc.constantFrom('case-0001', 'case-0002', 'case-0003'), { freq: 4 });
const record: fc.Arbitrary<Kept> = fc
  .record({
    actor,
    caseId,
    caseRecordId: fc.option(fc.constantFrom('CUG-2026-0001', 'CUG-2026-0002'), { freq: 4 }),
    targetType: fc.constantFrom('Case', 'Case', 'Attachment', 'User'),
    otherId: fc.option(fc.constantFrom('att-1', 'usr-a'), { freq: 3 }),
    clientAddress: fc.constantFrom('10.0.0.1', '10.0.0.2'),
    sessionKey: fc.option(fc.constantFrom('s1', 's2', 's3'), { freq: 4 }),
  })
  .map(({ targetType, otherId, ...rest }) => ({
    ...rest,
    target: { type: targetType, id: targetType === 'Case' ? rest.caseId : otherId },
  }));

/** A fresh copy, every string a new one (as JSON.parse makes them). */
const fresh = (value: Kept): Kept => JSON.parse(JSON.stringify(value)) as Kept;

/** The same, each user always under one name, e-mail and role (no one renamed). */
const steady = (value: Kept): Kept =>
  value.actor
    ? {
        ...value,
        actor: {
          ...value.actor,
          name: `Name ${value.actor.userId}`,
          email: `${value.actor.userId}@demo.test`,
          role: 'Provider',
        },
      }
    : value;

describe('the audit trail compactor', () => {
  it('keeps every value as given, a user renamed or not', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (records) => {
        const compactor = auditCompactor();
        for (const value of records) expect(compactor.keep(fresh(value))).toEqual(value);
      }),
    );
  });

  it('shares each actor and target with the first equal one kept since the last forget, frozen', () => {
    fc.assert(
      fc.property(fc.array(record.map(steady), { maxLength: 60 }), fc.nat(60), (records, forgetAt) => {
        const compactor = auditCompactor();
        const firsts = new Map<string, unknown>();
        records.forEach((value, i) => {
          if (i === forgetAt) {
            compactor.forget();
            firsts.clear();
          }
          const kept = compactor.keep(fresh(value));
          expect(kept).toEqual(value);
          for (const [part, got] of Object.entries({ actor: kept.actor, target: kept.target })) {
            if (got === null) continue;
            const key = `${part}:${JSON.stringify(got)}`;
            if (!firsts.has(key)) firsts.set(key, got);
            expect(got).toBe(firsts.get(key));
            expect(Object.isFrozen(got)).toBe(true);
          }
        });
      }),
    );
  });
});
