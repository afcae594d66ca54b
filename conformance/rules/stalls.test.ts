/** The checker's own stalls left out of a quiet it measures (./stalls.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quietOutside, type Stall, watchStalls } from './stalls';

describe('quietOutside', () => {
  it('leaves out the part of a span the checker stood still', () => {
    expect(quietOutside(1_000, 4_100, [])).toBe(3_100);
    // Busy from 1.9 s to 3.9 s of a 3.1 s quiet: 1.1 s is the server's.
    expect(quietOutside(1_000, 4_100, [{ from: 1_900, to: 3_900 }])).toBe(1_100);
    expect(quietOutside(1_000, 4_100, [{ from: 0, to: 9_000 }])).toBe(0);
    expect(quietOutside(1_000, 4_100, [{ from: 5_000, to: 9_000 }])).toBe(3_100);
  });

  it('for any stalls: the milliseconds of the span no stall covers', () => {
    const stall = fc
      .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 100 }))
      .map(([from, length]): Stall => ({ from, to: from + length }));
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), fc.array(stall, { maxLength: 6 }), (a, b, stalls) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        let free = 0;
        for (let ms = from; ms < to; ms++) if (!stalls.some((s) => s.from <= ms && ms < s.to)) free++;
        expect(quietOutside(from, to, stalls)).toBe(free);
      }),
    );
  });
});

describe('watchStalls', () => {
  it('notes a time the process ran nothing', async () => {
    const watch = watchStalls(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const blockedFrom = Date.now();
    while (Date.now() - blockedFrom < 300); // the process busy, its timers held
    const blockedTo = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    watch.stop();
    // At most a tick and the threshold of the busy time is not counted as a stall.
    expect(quietOutside(blockedFrom, blockedTo, watch.stalls)).toBeLessThanOrEqual(60);
  });
});
