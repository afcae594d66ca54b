/**
 * Presence per consult view (decisions 109, 147): a participant is away once none of their views of the consult
 * has been open for CONSULT_AWAY_SECONDS; an away participant leaves as by Leave, and an away leader with no one
 * present who could take over (reading the case on their own) ends the consult with LeaderAway.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSULT_AWAY_SECONDS,
  CONSULT_TEXT,
  away,
  invite,
  isAway,
  join,
  leave,
  startConsult,
  type Consult,
} from './consult';

const AT = '2026-11-26T03:00:00.000Z';
const at = (step: number) => new Date(Date.parse(AT) + step * 1000).toISOString();
const USERS = ['u0', 'u1', 'u2', 'u3'] as const;
const user = fc.constantFrom(...USERS);

/** A consult u0 started, then any invitations, joins and leaves. */
const consultArbitrary = fc
  .array(fc.record({ kind: fc.constantFrom('invite', 'join', 'leave'), who: user }), { maxLength: 16 })
  .map((ops) => {
    let consult: Consult = startConsult({
      consultId: 'cns-1',
      caseId: 'case-1',
      caseRecordId: null,
      starter: { userId: 'u0', name: 'Dr u0' },
      at: at(0),
    });
    ops.forEach((op, index) => {
      const by = consult.leaderId ?? 'u0';
      const result =
        op.kind === 'invite'
          ? invite(consult, by, { userId: op.who, name: `Dr ${op.who}` }, at(index + 1))
          : op.kind === 'join'
            ? join(consult, op.who, at(index + 1))
            : leave(consult, op.who, at(index + 1));
      if (result.ok) consult = result.consult;
    });
    return consult;
  });

describe('isAway', () => {
  it('is away exactly when no stream is open and the last closed at least the grace ago', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 3 }),
        fc.option(fc.nat({ max: 1_000_000 }), { nil: null }),
        fc.nat({ max: 1_000_000 }),
        (openViews, goneSince, later) => {
          const now = (goneSince ?? 0) + later;
          const expected = openViews === 0 && goneSince !== null && later >= CONSULT_AWAY_SECONDS * 1000;
          expect(isAway({ openViews, goneSince, now })).toBe(expected);
        },
      ),
    );
  });

  it('has a grace of 30 seconds', () => {
    expect(isAway({ openViews: 0, goneSince: 0, now: 29_999 })).toBe(false);
    expect(isAway({ openViews: 0, goneSince: 0, now: 30_000 })).toBe(true);
  });
});

describe('away', () => {
  it('is Leave for a present participant, but a leader alone ends the consult with LeaderAway', () => {
    fc.assert(
      fc.property(consultArbitrary, user, (consult, who) => {
        const result = away(consult, who, at(99));
        const left = leave(consult, who, at(99));
        const present = consult.participants.find((each) => each.userId === who)?.presence === 'Present';
        if (consult.state === 'Ended' || !present) {
          expect(result).toEqual({ ok: true, consult, change: null });
          return;
        }
        if (!left.ok) throw new Error(left.message);
        if (left.change === 'Ended') {
          expect(result).toEqual({
            ok: true,
            change: 'Ended',
            consult: { ...left.consult, endReason: 'LeaderAway' },
          });
        } else expect(result).toEqual(left);
        if (!result.ok) return;
        // Never leaves the away person present, nor a consult without a present leader while active.
        const after = result.consult;
        expect(after.participants.find((each) => each.userId === who)?.presence).toBe('Left');
        if (after.state === 'Active') {
          const leader = after.participants.find((each) => each.userId === after.leaderId);
          expect(leader?.presence).toBe('Present');
        }
      }),
    );
  });

  it('hands the lead to the next present participant, and says why it ended when no one is', () => {
    const started = startConsult({
      consultId: 'cns-1',
      caseId: 'case-1',
      caseRecordId: null,
      starter: { userId: 'u0', name: 'Dr u0' },
      at: at(0),
    });
    const invited = invite(started, 'u0', { userId: 'u1', name: 'Dr u1' }, at(1));
    if (!invited.ok) throw new Error(invited.message);
    const joined = join(invited.consult, 'u1', at(2));
    if (!joined.ok) throw new Error(joined.message);
    const handed = away(joined.consult, 'u0', at(40));
    expect(handed).toMatchObject({ ok: true, change: 'LeaderChanged', consult: { leaderId: 'u1' } });
    if (!handed.ok) return;
    const ended = away(handed.consult, 'u1', at(80));
    expect(ended).toMatchObject({
      ok: true,
      change: 'Ended',
      consult: { state: 'Ended', endReason: 'LeaderAway', leaderId: null },
    });
    expect(CONSULT_TEXT.endedBecause.LeaderAway).toBe(
      "The consult ended: its leader's connection was lost for 30 seconds and no one else present could take the lead.",
    );
  });

  it('ends with LeaderAway, not a loss of access, when the leader who read the case goes and only invitees stay', () => {
    fc.assert(
      fc.property(consultArbitrary, user, fc.subarray([...USERS]), (consult, who, readers) => {
        const readsOnOwn = (userId: string) => (readers as string[]).includes(userId);
        const result = away(consult, who, at(99), readsOnOwn);
        if (!result.ok) throw new Error(result.message);
        const present = consult.participants.find((each) => each.userId === who)?.presence === 'Present';
        if (consult.state === 'Ended' || !present) {
          expect(result.change).toBeNull();
          return;
        }
        const after = result.consult;
        expect(after.participants.find((each) => each.userId === who)?.presence).toBe('Left');
        const couldLead = consult.participants.some(
          (each) => each.userId !== who && each.presence === 'Present' && readsOnOwn(each.userId),
        );
        if (consult.leaderId === who && !couldLead) {
          // The leader's going ends it, and says so: never NoReader's sentence of lost access.
          expect(result.change).toBe('Ended');
          expect(after).toMatchObject({ state: 'Ended', endReason: 'LeaderAway', leaderId: null });
          expect(after.participants.every((each) => each.presence === 'Left')).toBe(true);
        } else {
          // Otherwise exactly Leave: the lead passes to who asked, else the first present to have joined.
          expect(result).toEqual(leave(consult, who, at(99)));
        }
      }),
    );
  });

  it('keeps who has led: the starter first, each leader once, the one leading now among them', () => {
    fc.assert(
      fc.property(consultArbitrary, user, (consult, who) => {
        const result = away(consult, who, at(99));
        if (!result.ok) throw new Error(result.message);
        for (const each of [consult, result.consult]) {
          expect(each.ledBy[0]).toBe('u0');
          expect(new Set(each.ledBy).size).toBe(each.ledBy.length);
          if (each.leaderId !== null) expect(each.ledBy).toContain(each.leaderId);
        }
        expect(result.consult.ledBy.slice(0, consult.ledBy.length)).toEqual(consult.ledBy);
      }),
    );
  });
});
