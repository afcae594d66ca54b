/**
 * The consult's access rule (decision 097): property tests of `consultVerdict` and `settleConsult`
 * over any consult, any case status, any facts about its people.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSULT_IDLE_MINUTES,
  consultVerdict,
  settleConsult,
  type Consult,
  type ConsultPersonFacts,
} from './consult';

const NOW = '2026-11-26T12:00:00.000Z';
const USERS = ['u0', 'u1', 'u2', 'u3', 'u4'] as const;
const STATUSES = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'] as const;

const factsArb = fc.record({ usable: fc.boolean(), ownAccess: fc.boolean(), invitable: fc.boolean() });
const presenceArb = fc.constantFrom('Invited', 'Present', 'Left') as fc.Arbitrary<
  'Invited' | 'Present' | 'Left'
>;

/** An active consult: its participants, someone present leading, last active 0–30 minutes ago. */
const consultArb = fc
  .record({
    people: fc.uniqueArray(fc.constantFrom(...USERS), { minLength: 1, maxLength: USERS.length }),
    presence: fc.array(presenceArb, { minLength: USERS.length, maxLength: USERS.length }),
    idleSeconds: fc.integer({ min: 0, max: 30 * 60 }),
  })
  .map(({ people, presence, idleSeconds }): Consult => {
    const participants = people.map((userId, index) => ({
      userId,
      name: userId,
      presence: index === 0 ? ('Present' as const) : presence[index]!,
      invitedAt: NOW,
      joinedAt: NOW,
      leftAt: null,
      lostAccess: false,
    }));
    return {
      consultId: 'cns-1',
      caseId: 'case-1',
      caseRecordId: null,
      state: 'Active',
      leaderId: people[0]!,
      ledBy: [people[0]!],
      leadRequestedBy: null,
      participants,
      lastSeq: 0,
      startedAt: NOW,
      endedAt: null,
      endReason: null,
      lastActiveAt: new Date(Date.parse(NOW) - idleSeconds * 1000).toISOString(),
    };
  });

const worldArb = fc.record({
  consult: consultArb,
  caseStatus: fc.constantFrom(...STATUSES),
  facts: fc.array(factsArb, { minLength: USERS.length, maxLength: USERS.length }),
});

type World = { consult: Consult; caseStatus: string; facts: ConsultPersonFacts[] };
const personOf = (world: World) => (userId: string) => world.facts[USERS.indexOf(userId as never)]!;
const verdictOf = (world: World) =>
  consultVerdict({ consult: world.consult, caseStatus: world.caseStatus, now: NOW, person: personOf(world) });
const attending = (consult: Consult) => consult.participants.filter((each) => each.presence !== 'Left');

describe('consultVerdict', () => {
  it('lends the case only to an attending participant who reads it on their own or would be invited now', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const person = personOf(world);
        const attendingIds = attending(world.consult).map((each) => each.userId);
        for (const reader of verdictOf(world).readers) {
          expect(attendingIds).toContain(reader);
          expect(person(reader).usable).toBe(true);
          expect(person(reader).ownAccess || person(reader).invitable).toBe(true);
        }
      }),
    );
  });

  it('lends nothing once it must end, and ends without a present participant who reads the case on their own', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const verdict = verdictOf(world);
        if (verdict.end) expect(verdict.readers).toEqual([]);
        const person = personOf(world);
        const hosted = world.consult.participants.some(
          (each) =>
            each.presence === 'Present' && person(each.userId).usable && person(each.userId).ownAccess,
        );
        if (!hosted) expect(verdict.end).not.toBeNull();
      }),
    );
  });

  it('ends with the case signed out or cancelled, and after the idle time', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const verdict = verdictOf(world);
        if (world.caseStatus === 'SignOutCompleted') expect(verdict.end).toBe('SignedOut');
        if (world.caseStatus === 'Cancelled' || world.caseStatus === 'Draft')
          expect(verdict.end).toBe('Cancelled');
        const idleMs = Date.parse(NOW) - Date.parse(world.consult.lastActiveAt);
        if (verdict.end === 'Idle') expect(idleMs).toBeGreaterThanOrEqual(CONSULT_IDLE_MINUTES * 60_000);
        if (idleMs >= CONSULT_IDLE_MINUTES * 60_000) expect(verdict.end).not.toBeNull();
      }),
    );
  });

  it('splits an open consult: every attending participant is a reader or removed, never both', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const verdict = verdictOf(world);
        if (verdict.end) return;
        const ids = attending(world.consult).map((each) => each.userId);
        expect([...verdict.readers, ...verdict.removed].sort()).toEqual([...ids].sort());
      }),
    );
  });

  it('never lends more when someone loses their own access (monotone)', () => {
    fc.assert(
      fc.property(worldArb, fc.integer({ min: 0, max: USERS.length - 1 }), (world, index) => {
        const fewer = {
          ...world,
          facts: world.facts.map((each, i) => (i === index ? { ...each, ownAccess: false } : each)),
        };
        const before = new Set(verdictOf(world).readers);
        for (const reader of verdictOf(fewer).readers) expect(before.has(reader)).toBe(true);
      }),
    );
  });

  it('lends nothing for an ended consult', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const ended = { ...world, consult: { ...world.consult, state: 'Ended' as const } };
        expect(verdictOf(ended)).toEqual({ end: null, readers: [], removed: [] });
      }),
    );
  });
});

describe('settleConsult', () => {
  it('ends with the reason, or takes out the removed and keeps a present leader, or changes nothing', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const verdict = verdictOf(world);
        const settled = settleConsult(world.consult, verdict, NOW);
        if (verdict.end) {
          expect(settled?.change).toBe('Ended');
          expect(settled?.consult).toMatchObject({ state: 'Ended', endReason: verdict.end, leaderId: null });
          expect(settled!.consult.participants.every((each) => each.presence === 'Left')).toBe(true);
          return;
        }
        if (!verdict.removed.length) {
          expect(settled).toBeNull();
          return;
        }
        const after = settled!.consult;
        for (const each of after.participants) {
          const removed = verdict.removed.includes(each.userId);
          expect(each.lostAccess).toBe(removed);
          if (removed) expect(each.presence).toBe('Left');
        }
        if (after.state === 'Active') {
          const leader = after.participants.find((each) => each.userId === after.leaderId);
          expect(leader?.presence).toBe('Present');
          expect(verdict.readers).toContain(after.leaderId);
        }
      }),
    );
  });

  it('after settling, the consult lends the case to exactly the same readers and removes no one more', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const verdict = verdictOf(world);
        const settled = settleConsult(world.consult, verdict, NOW);
        if (!settled || settled.consult.state !== 'Active') return;
        const again = verdictOf({ ...world, consult: settled.consult });
        expect(again.removed).toEqual([]);
        expect(again.readers.sort()).toEqual([...verdict.readers].sort());
      }),
    );
  });
});
