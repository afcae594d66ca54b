/**
 * A network's year (store/seed-scale.ts): `--seed-cases 1200` seeds 1,200 cases and their network, the same
 * database on every run, every record consistent with the ones it names. The test puts the seed back itself
 * (with ~12,000 audit records, @msw/data's clear() takes a while: docs/mock-server.md, 'A network's year').
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../tests/setup/mock-backend';
import { resolveSlidesDir } from '../slides/store';
import { withoutLiveEvents } from '../live/quiet';
import { pendingEscalations } from '../notifications/sweep';
import { db } from './db';
import { seedDatabase } from './seed';
import { DAY, SEED_NOW } from './seed-generate';

const CASES = 1200;
/** Seeding twice and checking every record; under a loaded machine's CPU this is no quick test. */
const SLOW = 120_000;

/** Every collection's records, as one hash. */
function databaseHash() {
  const hash = createHash('sha256');
  for (const [name, collection] of Object.entries(db))
    hash.update(`${name}:${JSON.stringify((collection as { all(): unknown[] }).all())}\n`);
  return hash.digest('hex');
}

const seedNetwork = () =>
  withoutLiveEvents(() => seedDatabase({ slidesDir: resolveSlidesDir(), cases: CASES }));

describe('--seed-cases 2000', () => {
  // The escalations recorded as sent are those due at the start: the same start, the same database.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await mockBackend.reset();
  }, SLOW);

  it(
    'seeds the same database on every run, every record consistent with those it names',
    async () => {
      await seedNetwork();
      const first = databaseHash();
      await seedNetwork();
      expect(databaseHash()).toBe(first);

      const cases = db.cases.all();
      expect(cases).toHaveLength(CASES);
      // A facility per 400 further cases, a provider per 150, beside the seed's 12 and 40.
      expect(db.facilities.count()).toBe(12 + 2);
      expect(db.users.all().filter((u) => u.id.startsWith('usr-prv-'))).toHaveLength(37 + 6);

      // No id twice, in any collection; no e-mail twice.
      const own: Record<string, string[]> = {
        cases: ['caseID', 'caseRecordId'],
        userProfiles: ['userId'],
        accountProfiles: ['facilityId'],
        consults: ['consultId'],
      };
      for (const [name, collection] of Object.entries(db)) {
        const records = (collection as { all(): Array<Record<string, unknown>> }).all();
        for (const key of ['id', 'taskNumber', 'invoiceNumber', 'seq', ...(own[name] ?? [])]) {
          const values = records.map((record) => record[key]).filter((value) => value !== undefined);
          expect(new Set(values).size, `${name}.${key}`).toBe(values.length);
        }
      }
      const emails = db.users.all().map((u) => u.email);
      expect(new Set(emails).size).toBe(emails.length);

      const facilities = new Set(db.facilities.all().map((f) => f.id));
      const users = new Map(db.users.all().map((u) => [u.id, u]));
      const caseIds = new Set(cases.map((c) => c.caseID));
      const billed = new Set(db.billingRecords.all().map((b) => b.case.caseID));
      for (const item of cases) {
        expect(facilities.has(item.facility.id), item.caseID).toBe(true);
        if (item.assignedProvider) expect(users.has(item.assignedProvider.id), item.caseID).toBe(true);
        if (item.status === 'Draft') expect(item.dueAt, item.caseID).toBeNull();
        if (item.status === 'Available' || item.status === 'Assigned')
          expect(item.dueAt, item.caseID).not.toBeNull();
        // Statuses follow the stage times, each stage after the one before, none after the start: the seed's date,
        // or for the seed's open STAT and Rush cases the clock it started at (seed-urgent.ts).
        const times = [item.createdAt, item.sentOutAt, item.assignedAt, item.finalReport?.signedOutAt]
          .filter((time): time is string => Boolean(time))
          .map(Date.parse);
        expect(
          [...times].sort((a, b) => a - b),
          item.caseID,
        ).toEqual(times);
        const urgentNow = item.priority !== 'Routine' && Number(item.caseID.slice(5)) <= 400;
        expect(Math.max(...times), item.caseID).toBeLessThanOrEqual(urgentNow ? Date.now() : SEED_NOW);
        const shape = {
          Draft: [false, false, false, false],
          Available: [true, false, false, false],
          Assigned: [true, true, false, false],
          SignOutCompleted: [true, true, true, false],
          Cancelled: [true, false, false, true],
        }[item.status];
        expect(
          [item.sentOutAt, item.assignedAt, item.finalReport, item.cancelledAt].map((v) => v !== null),
          `${item.caseID} ${item.status}`,
        ).toEqual(shape);
        if (item.finalReport) {
          expect(users.has(item.finalReport.signedOutBy.id)).toBe(true);
          expect(billed.has(item.caseID), `${item.caseID} billed`).toBe(true);
        }
      }
      // The further cases spread over the year: those over a month old are done with.
      const further = cases.filter((c) => Number(c.caseID.slice(5)) > 400);
      const old = further.filter((c) => Date.parse(c.createdAt) < SEED_NOW - 31 * DAY);
      expect(old.length).toBeGreaterThan(further.length * 0.8);
      expect(old.every((c) => c.status === 'SignOutCompleted' || c.status === 'Cancelled')).toBe(true);
      expect(Math.min(...further.map((c) => Date.parse(c.createdAt)))).toBeLessThan(SEED_NOW - 330 * DAY);

      for (const task of db.tasks.all()) {
        if (task.case) expect(caseIds.has(task.case.caseID), task.id).toBe(true);
        if (task.assignee) expect(users.has(task.assignee.id), task.id).toBe(true);
      }
      for (const record of db.billingRecords.all()) expect(caseIds.has(record.case.caseID)).toBe(true);
      for (const sample of db.qaSamples.all()) expect(caseIds.has(sample.caseId)).toBe(true);
      for (const each of [...db.notifications.all(), ...db.escalations.all(), ...db.consults.all()])
        expect(caseIds.has('caseId' in each ? each.caseId! : each.caseID)).toBe(true);
      expect(db.consults.count()).toBeGreaterThan(1);

      // The late cases' escalations are recorded as sent: a fresh start sends none.
      expect(pendingEscalations()).toEqual([]);

      // About ten reads a case, in the order they happened.
      const trail = db.auditEvents.all();
      expect(trail.length / CASES).toBeGreaterThan(8);
      expect(trail.length / CASES).toBeLessThan(12);
      trail.forEach((event, i) => {
        expect(event.seq).toBe(i + 1);
        if (i) expect(event.at >= trail[i - 1]!.at).toBe(true);
        expect(caseIds.has(event.caseId!)).toBe(true);
        expect(users.has(event.actor!.userId)).toBe(true);
      });
    },
    SLOW,
  );
});
