/** Which device cookies a browser keeps (./device-cookies.ts): at most the newest few, never one unreadable. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devicesToForget, type DeviceCookie } from './device-cookies';

const cookies = fc
  .uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.option(fc.nat(1_000), { nil: null })), {
    selector: ([name]) => name,
    maxLength: 20,
  })
  .map((list) => list.map(([name, at]): DeviceCookie => ({ name, at })));

describe('devicesToForget', () => {
  it('leaves at most `keep`, the newest readable ones, and forgets every unreadable one', () => {
    fc.assert(
      fc.property(cookies, fc.nat(10), (list, keep) => {
        const forgotten = new Set(devicesToForget(list, keep));
        const kept = list.filter((cookie) => !forgotten.has(cookie.name));
        expect(kept.length).toBeLessThanOrEqual(keep);
        expect(kept.every((cookie) => cookie.at !== null)).toBe(true);
        const readable = list.filter((cookie) => cookie.at !== null);
        expect(kept.length).toBe(Math.min(keep, readable.length));
        for (const gone of readable.filter((cookie) => forgotten.has(cookie.name)))
          for (const stays of kept) expect(stays.at!).toBeGreaterThanOrEqual(gone.at!);
      }),
    );
  });
});
