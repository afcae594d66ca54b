/**
 * The live view's coalescing (decision 109), over any timeline of pushes and answer delays: sends are at least
 * the interval apart, never more in flight than allowed, in the order pushed, and the last value pushed is
 * always sent; a value is never held longer than the interval while nothing is in flight.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCoalescer, nextSendAt, type CoalescerTimers } from './coalesce';

/** A simulated clock: callbacks run in time order when `run` says so. */
function simulatedClock() {
  let now = 0;
  let order = 0;
  const due: Array<{ at: number; order: number; fn: () => void }> = [];
  const timers: CoalescerTimers = {
    now: () => now,
    set: (fn, ms) => {
      const entry = { at: now + ms, order: order++, fn };
      due.push(entry);
      return entry;
    },
    clear: (handle) => {
      const index = due.indexOf(handle as (typeof due)[number]);
      if (index >= 0) due.splice(index, 1);
    },
  };
  return {
    timers,
    now: () => now,
    /** Runs every callback due up to `until` (all of them without it), letting promises settle between. */
    async run(until = Infinity) {
      for (;;) {
        await Promise.resolve();
        await Promise.resolve();
        due.sort((a, b) => a.at - b.at || a.order - b.order);
        const next = due[0];
        if (!next || next.at > until) break;
        due.shift();
        now = Math.max(now, next.at);
        next.fn();
      }
      if (until !== Infinity) now = Math.max(now, until);
    },
  };
}

const timeline = fc.record({
  intervalMs: fc.integer({ min: 1, max: 100 }),
  maxInFlight: fc.integer({ min: 1, max: 4 }),
  // Gaps between pushes and how long each send's answer takes.
  gaps: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 60 }),
  answers: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 20 }),
});

async function simulate({
  intervalMs,
  maxInFlight,
  gaps,
  answers,
}: typeof timeline extends fc.Arbitrary<infer T> ? T : never) {
  const clock = simulatedClock();
  const sent: Array<{ value: number; at: number }> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const coalescer = createCoalescer<number>({
    intervalMs,
    maxInFlight,
    timers: clock.timers,
    send: (value) => {
      sent.push({ value, at: clock.now() });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const delay = answers[sent.length % answers.length]!;
      return new Promise<void>((resolve) =>
        clock.timers.set(() => {
          inFlight -= 1;
          resolve();
        }, delay),
      );
    },
  });
  let at = 0;
  for (const [value, gap] of gaps.entries()) {
    at += gap;
    await clock.run(at);
    coalescer.push(value);
  }
  await clock.run();
  return { sent, mostInFlight };
}

describe('nextSendAt', () => {
  it('is now for the first send and never earlier than the interval after the last', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (last, now, interval) => {
          const at = nextSendAt(last, now, interval);
          expect(at).toBeGreaterThanOrEqual(now);
          if (last === null) expect(at).toBe(now);
          else expect(at).toBe(Math.max(now, last + interval));
        },
      ),
    );
  });
});

describe('createCoalescer', () => {
  it('spaces sends by the interval, bounds those in flight, keeps their order and always sends the last', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (input) => {
        const { sent, mostInFlight } = await simulate(input);
        expect(sent.at(-1)?.value).toBe(input.gaps.length - 1);
        for (let i = 1; i < sent.length; i++) {
          expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(input.intervalMs);
          expect(sent[i]!.value).toBeGreaterThan(sent[i - 1]!.value);
        }
        expect(mostInFlight).toBeLessThanOrEqual(input.maxInFlight);
        expect(sent.length).toBeLessThanOrEqual(input.gaps.length);
      }),
    );
  });

  it('sends a value within the interval when the answers are instant', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (input) => {
        const { sent } = await simulate({ ...input, answers: [0] });
        // Every push is sent, or replaced by a newer one that is, within the interval of being pushed.
        let at = 0;
        for (const [value, gap] of input.gaps.entries()) {
          at += gap;
          const covering = sent.find((each) => each.value >= value);
          expect(covering).toBeDefined();
          expect(covering!.at - at).toBeLessThanOrEqual(input.intervalMs);
        }
      }),
    );
  });

  it('sends nothing after stop', async () => {
    const clock = simulatedClock();
    const sent: number[] = [];
    const coalescer = createCoalescer<number>({
      timers: clock.timers,
      intervalMs: 50,
      send: async (value) => void sent.push(value),
    });
    coalescer.push(1);
    coalescer.push(2);
    coalescer.stop();
    coalescer.push(3);
    await clock.run();
    expect(sent).toEqual([1]);
  });
});
