import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssignmentReasons } from './assignment';
import {
  CONSULT_MAX_HELD,
  CONSULT_MAX_PER_CASE,
  CONSULT_MAX_STEPS,
  CONSULT_TEXT,
  applyInOrder,
  caseLimitRefusal,
  handOver,
  invitationRefusal,
  invite,
  join,
  leave,
  requestLead,
  startConsult,
  stepLimitRefusal,
  type Consult,
  type SequenceState,
} from './consult';

const AT = '2026-11-26T03:00:00.000Z';
const USERS = ['u0', 'u1', 'u2', 'u3'] as const;
const name = (userId: string) => `Dr ${userId}`;
const at = (step: number) => new Date(Date.parse(AT) + step * 1000).toISOString();

const reasons = (subspecialty: boolean, licence: boolean): AssignmentReasons => [
  { rule: 'active', met: true, text: 'Active ✓' },
  subspecialty
    ? { rule: 'subspecialty', met: true, text: 'Dermatopathology ✓' }
    : { rule: 'subspecialty', met: false, text: 'Not Dermatopathology' },
  licence
    ? { rule: 'licence', met: true, text: 'Licensed in TX ✓' }
    : { rule: 'licence', met: false, text: 'Not licensed in TX' },
  { rule: 'caseload', met: false, text: '20 of 20 open: at the cap' },
  { rule: 'away', met: false, text: 'Away until 2026-12-01' },
];

describe('invitationRefusal', () => {
  const facts = { name: 'Dr Lee', isProvider: true, status: 'Active', readsCase: false };
  it('accepts a reader, or an active provider who meets subspecialty and licence (caseload, away aside)', () => {
    expect(invitationRefusal({ ...facts, reasons: reasons(true, true) })).toBeNull();
    expect(invitationRefusal({ ...facts, readsCase: true, reasons: reasons(false, false) })).toBeNull();
  });
  it('names who and why', () => {
    expect(invitationRefusal({ ...facts, reasons: reasons(true, false) })).toBe(
      'Dr Lee cannot see this case: not licensed in TX.',
    );
    expect(invitationRefusal({ ...facts, reasons: reasons(false, false) })).toBe(
      'Dr Lee cannot see this case: not Dermatopathology; not licensed in TX.',
    );
    expect(
      invitationRefusal({ ...facts, status: 'Provisionally Active', reasons: reasons(true, true) }),
    ).toBe('Dr Lee cannot see this case: their account is Provisionally Active.');
    expect(
      invitationRefusal({ ...facts, isProvider: false, readsCase: true, reasons: reasons(true, true) }),
    ).toBe('Dr Lee cannot see this case: only providers take part in a consult.');
  });
  it('refuses exactly when someone who does not read the case breaks status, subspecialty or licence', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (reads, active, sub, lic) => {
        const refusal = invitationRefusal({
          ...facts,
          readsCase: reads,
          status: active ? 'Active' : 'New',
          reasons: reasons(sub, lic),
        });
        expect(refusal === null).toBe(reads || (active && sub && lic));
        if (refusal) expect(refusal.startsWith('Dr Lee cannot see this case: ')).toBe(true);
      }),
    );
  });
});

type Op =
  | { kind: 'invite'; by: string; who: string }
  | { kind: 'join'; who: string }
  | { kind: 'leave'; who: string }
  | { kind: 'request'; who: string }
  | { kind: 'handOver'; by: string; who: string };

const user = fc.constantFrom(...USERS);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('invite' as const), by: user, who: user }),
  fc.record({ kind: fc.constant('join' as const), who: user }),
  fc.record({ kind: fc.constant('leave' as const), who: user }),
  fc.record({ kind: fc.constant('request' as const), who: user }),
  fc.record({ kind: fc.constant('handOver' as const), by: user, who: user }),
);

function run(consult: Consult, each: Op, step: number) {
  switch (each.kind) {
    case 'invite':
      return invite(consult, each.by, { userId: each.who, name: name(each.who) }, at(step));
    case 'join':
      return join(consult, each.who, at(step));
    case 'leave':
      return leave(consult, each.who, at(step));
    case 'request':
      return requestLead(consult, each.who);
    case 'handOver':
      return handOver(consult, each.by, each.who);
  }
}

function expectInvariants(consult: Consult) {
  const present = consult.participants.filter((each) => each.presence === 'Present');
  const ids = consult.participants.map((each) => each.userId);
  expect(new Set(ids).size).toBe(ids.length);
  if (consult.state === 'Active') {
    expect(present.map((each) => each.userId)).toContain(consult.leaderId);
    expect(consult.endedAt).toBeNull();
    if (consult.leadRequestedBy !== null) {
      expect(present.map((each) => each.userId)).toContain(consult.leadRequestedBy);
      expect(consult.leadRequestedBy).not.toBe(consult.leaderId);
    }
  } else {
    expect(consult.leaderId).toBeNull();
    expect(present).toEqual([]);
    expect(consult.endedAt).not.toBeNull();
  }
}

/** A consult u0 has just started on case-1. */
const fresh = (startedAt: string) =>
  startConsult({
    consultId: 'cns-1',
    caseId: 'case-1',
    caseRecordId: null,
    starter: { userId: 'u0', name: name('u0') },
    at: startedAt,
  });

describe('presence and lead, for any sequence of actions', () => {
  it('keeps one present leader while active; ended means nobody leads or is present, for good', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let consult = fresh(AT);
        ops.forEach((each, index) => {
          const before = consult;
          const result = run(consult, each, index + 1);
          if (result.ok) consult = result.consult;
          expectInvariants(consult);
          if (before.state === 'Ended') {
            // Nothing brings an ended consult back.
            expect(consult).toBe(before);
          }
          if (result.ok && result.change === null) expect(consult).toBe(before);
        });
      }),
    );
  });

  it("the leader's leaving hands on to who asked, else the first to join; alone, it ends", () => {
    let consult = fresh(at(0));
    for (const [index, who] of ['u1', 'u2'].entries()) {
      const invited = invite(consult, 'u0', { userId: who, name: name(who) }, at(index + 1));
      if (!invited.ok) throw new Error(invited.message);
      const joined = join(invited.consult, who, at(index + 3));
      if (!joined.ok) throw new Error(joined.message);
      consult = joined.consult;
    }
    const asked = requestLead(consult, 'u2');
    if (!asked.ok) throw new Error(asked.message);
    const handed = leave(asked.consult, 'u0', at(9));
    expect(handed).toMatchObject({ ok: true, change: 'LeaderChanged', consult: { leaderId: 'u2' } });
    if (!handed.ok) return;
    const next = leave(handed.consult, 'u2', at(10));
    expect(next).toMatchObject({ ok: true, consult: { leaderId: 'u1', state: 'Active' } });
    if (!next.ok) return;
    expect(leave(next.consult, 'u1', at(11))).toMatchObject({
      ok: true,
      change: 'Ended',
      consult: { state: 'Ended', leaderId: null },
    });
  });

  it('refuses with the right status and words', () => {
    const consult = fresh(AT);
    expect(join(consult, 'u9', AT)).toEqual({
      ok: false,
      status: 403,
      message: 'You are not part of this consult.',
    });
    const invited = invite(consult, 'u0', { userId: 'u1', name: 'Dr Lee' }, AT);
    if (!invited.ok) throw new Error(invited.message);
    expect(handOver(invited.consult, 'u0', 'u1')).toEqual({
      ok: false,
      status: 422,
      message: 'Dr Lee is not present.',
    });
    expect(handOver(invited.consult, 'u1', 'u0')).toMatchObject({ ok: false, status: 403 });
    expect(requestLead(consult, 'u0')).toMatchObject({ ok: false, status: 409 });
  });
});

describe('applyInOrder, for steps arriving in any order and any number of times', () => {
  const delivery = fc
    .integer({ min: 0, max: 40 })
    .chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.shuffledSubarray(
          [...Array.from({ length: n }, (_, i) => i + 1), ...Array.from({ length: n }, (_, i) => i + 1)],
          { minLength: 2 * n, maxLength: 2 * n },
        ),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 20 }),
      ),
    );

  it('applies each step exactly once, in order, once every step has come', () => {
    fc.assert(
      fc.property(delivery, ([n, order, sizes]) => {
        let state: SequenceState<{ seq: number; copy: number }> = { lastSeq: 0, held: [] };
        const applied: { seq: number; copy: number }[] = [];
        const seen = new Map<number, number>();
        const steps = order.map((seq) => {
          const copy = (seen.get(seq) ?? 0) + 1;
          seen.set(seq, copy);
          return { seq, copy };
        });
        let index = 0;
        let batch = 0;
        while (index < steps.length) {
          const size = sizes[batch++ % sizes.length]!;
          const result = applyInOrder(state, steps.slice(index, index + size));
          index += size;
          // Whatever came so far: a prefix 1..lastSeq is applied, nothing twice.
          applied.push(...result.applied);
          state = result.state;
          expect(applied.map((step) => step.seq)).toEqual(
            Array.from({ length: state.lastSeq }, (_, i) => i + 1),
          );
          expect(state.held.every((step) => step.seq > state.lastSeq + 1)).toBe(true);
        }
        expect(state).toEqual({ lastSeq: n, held: [] });
        // The first copy to arrive is the one applied.
        for (const step of applied) {
          const firstCopy = steps.find((each) => each.seq === step.seq)!;
          expect(step).toBe(firstCopy);
        }
      }),
    );
  });

  it('drops steps too far ahead of the gap', () => {
    const result = applyInOrder({ lastSeq: 0, held: [] }, [{ seq: 5 }, { seq: 2 }], 2);
    expect(result.dropped).toEqual([{ seq: 5 }]);
    expect(result.state).toEqual({ lastSeq: 0, held: [{ seq: 2 }] });
  });
});

describe('the bounds (decision 098)', () => {
  it('say the limit and what to do', () => {
    expect(CONSULT_TEXT.stepLimit).toBe(
      'This consult has reached its limit of 20,000 viewer steps. Leave it and start a new one to go on.',
    );
    expect(CONSULT_TEXT.caseLimit).toBe(
      'This case has reached its limit of 50 consults, so no new one can be started on it. Join one in progress, or replay a past one.',
    );
  });

  it('refuse a batch exactly when a step in it is numbered past the log bound', () => {
    const seq = fc.integer({ min: 1, max: CONSULT_MAX_STEPS + 2000 });
    fc.assert(
      fc.property(
        fc.array(
          seq.map((n) => ({ seq: n })),
          { minLength: 1, maxLength: 200 },
        ),
        (steps) => {
          const past = steps.some((step) => step.seq > CONSULT_MAX_STEPS);
          expect(stepLimitRefusal(steps)).toBe(past ? CONSULT_TEXT.stepLimit : null);
        },
      ),
    );
  });

  it('keep every log within the bound: the accepted batches never take lastSeq past it', () => {
    const near = fc.integer({ min: CONSULT_MAX_STEPS - 30, max: CONSULT_MAX_STEPS + 30 });
    fc.assert(
      fc.property(fc.array(fc.array(near, { minLength: 1, maxLength: 8 }), { maxLength: 30 }), (batches) => {
        let state: SequenceState<{ seq: number }> = { lastSeq: CONSULT_MAX_STEPS - 31, held: [] };
        for (const batch of batches) {
          const steps = batch.map((n) => ({ seq: n }));
          if (stepLimitRefusal(steps)) continue;
          state = applyInOrder(state, steps, CONSULT_MAX_HELD).state;
          expect(state.lastSeq).toBeLessThanOrEqual(CONSULT_MAX_STEPS);
          expect(state.held.every((step) => step.seq <= CONSULT_MAX_STEPS)).toBe(true);
        }
      }),
    );
  });

  it('refuse a new consult exactly when the case holds the most already', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 * CONSULT_MAX_PER_CASE }), (held) => {
        expect(caseLimitRefusal(held)).toBe(held >= CONSULT_MAX_PER_CASE ? CONSULT_TEXT.caseLimit : null);
      }),
    );
  });
});
