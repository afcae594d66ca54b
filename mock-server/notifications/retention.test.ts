import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RETENTION_DAYS,
  closureOf,
  expiredHistory,
  keepsEscalation,
  keepsNotification,
  type CaseClosure,
} from './retention';

const DAY = 86_400_000;
const NOW = new Date('2027-03-01T08:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

/** A time within two retentions either side of NOW, to the millisecond. */
const time = fc
  .integer({ min: -2 * RETENTION_DAYS * DAY, max: 2 * RETENTION_DAYS * DAY })
  .map((offset) => ago(offset));
const notification = fc.record({ id: fc.uuid(), readAt: fc.option(time, { nil: null }) });
const closure: fc.Arbitrary<CaseClosure> = fc.record({ closedAt: fc.option(time, { nil: null }) });
const later = fc.integer({ min: 0, max: 3 * RETENTION_DAYS * DAY });

describe('notification retention', () => {
  it('keeps an unread notification, however old and whenever asked', () => {
    fc.assert(
      fc.property(later, (ms) => {
        expect(keepsNotification({ readAt: null }, new Date(NOW.getTime() + ms))).toBe(true);
      }),
    );
  });

  it(`keeps a read one for ${RETENTION_DAYS} days after it was read, then drops it`, () => {
    expect(keepsNotification({ readAt: ago(RETENTION_DAYS * DAY) }, NOW)).toBe(true);
    expect(keepsNotification({ readAt: ago(RETENTION_DAYS * DAY + 1) }, NOW)).toBe(false);
    fc.assert(
      fc.property(time, (readAt) => {
        const age = NOW.getTime() - Date.parse(readAt);
        expect(keepsNotification({ readAt }, NOW)).toBe(age <= RETENTION_DAYS * DAY);
      }),
    );
  });

  it('never keeps again what it dropped as the clock goes on', () => {
    fc.assert(
      fc.property(notification, later, (item, ms) => {
        if (!keepsNotification(item, NOW)) {
          expect(keepsNotification(item, new Date(NOW.getTime() + ms))).toBe(false);
        }
      }),
    );
  });
});

describe('escalation retention', () => {
  it(`keeps an open case's escalations; a closed case's for ${RETENTION_DAYS} days after it closed; none of a case gone`, () => {
    fc.assert(
      fc.property(fc.option(closure, { nil: undefined }), (facts) => {
        const expected =
          facts === undefined
            ? false
            : facts.closedAt === null || NOW.getTime() - Date.parse(facts.closedAt) <= RETENTION_DAYS * DAY;
        expect(keepsEscalation(facts, NOW)).toBe(expected);
      }),
    );
    expect(keepsEscalation({ closedAt: ago(RETENTION_DAYS * DAY) }, NOW)).toBe(true);
    expect(keepsEscalation({ closedAt: ago(RETENTION_DAYS * DAY + 1) }, NOW)).toBe(false);
  });

  it('dates a case closed by its sign-out or its cancellation, and an open one not at all', () => {
    const item = { cancelledAt: null, updatedAt: ago(DAY), finalReport: null };
    expect(closureOf({ ...item, status: 'Assigned' })).toEqual({ closedAt: null });
    expect(closureOf({ ...item, status: 'Draft' })).toEqual({ closedAt: null });
    expect(
      closureOf({ ...item, status: 'SignOutCompleted', finalReport: { signedOutAt: ago(3 * DAY) } }),
    ).toEqual({ closedAt: ago(3 * DAY) });
    expect(closureOf({ ...item, status: 'Cancelled', cancelledAt: ago(2 * DAY) })).toEqual({
      closedAt: ago(2 * DAY),
    });
    // A record missing its own time falls back on its last change.
    expect(closureOf({ ...item, status: 'Cancelled' })).toEqual({ closedAt: ago(DAY) });
  });
});

describe('expiredHistory', () => {
  it('lists exactly the records past their retention, in the order given, never an unread one', () => {
    const cases = fc.dictionary(fc.constantFrom('c1', 'c2', 'c3', 'c4'), closure);
    const escalation = fc.record({ id: fc.uuid(), caseID: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5') });
    fc.assert(
      fc.property(
        fc.array(notification, { maxLength: 30 }),
        fc.array(escalation, { maxLength: 30 }),
        cases,
        (notifications, escalations, byCase) => {
          const closures = new Map(Object.entries(byCase));
          const expired = expiredHistory({ notifications, escalations, closures, now: NOW });
          expect(expired.notifications).toEqual(notifications.filter((n) => !keepsNotification(n, NOW)));
          expect(expired.escalations).toEqual(
            escalations.filter((e) => !keepsEscalation(closures.get(e.caseID), NOW)),
          );
          expect(expired.notifications.every((n) => n.readAt !== null)).toBe(true);
          // The very records given, so the prune deletes them without looking them up again.
          for (const record of expired.notifications) expect(notifications).toContain(record);
        },
      ),
    );
  });
});
