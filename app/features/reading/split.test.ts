import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_SPLIT, clampSplit, readSplit, splitAfterKey, splitAt } from './split';

const { min, max, initial, step } = READING_SPLIT;

describe('the reading workspace’s split (decision 104)', () => {
  it('always leaves each side its room, whatever the number', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const share = clampSplit(value);
        expect(share).toBeGreaterThanOrEqual(min);
        expect(share).toBeLessThanOrEqual(max);
      }),
    );
    expect(clampSplit(Number.NaN)).toBe(initial);
    expect(clampSplit(Infinity)).toBe(initial);
  });

  it('follows the pointer across the row, bounded at both ends', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 1, max: 4000, noNaN: true }),
        (x, left, width) => {
          const share = splitAt(x, left, width);
          const raw = ((x - left) / width) * 100;
          if (raw >= min && raw <= max) expect(Math.abs(share - raw)).toBeLessThanOrEqual(0.05);
          else expect(share).toBe(raw < min ? min : max);
        },
      ),
    );
    expect(splitAt(100, 0, 0)).toBe(initial);
  });

  it('steps by the arrow keys and jumps with Home and End; other keys are not its own', () => {
    fc.assert(
      fc.property(fc.double({ min, max, noNaN: true }), (value) => {
        expect(splitAfterKey(value, 'ArrowRight')).toBe(clampSplit(value + step));
        expect(splitAfterKey(value, 'ArrowLeft')).toBe(clampSplit(value - step));
        expect(splitAfterKey(value, 'Home')).toBe(min);
        expect(splitAfterKey(value, 'End')).toBe(max);
        expect(splitAfterKey(value, 'a')).toBeNull();
        expect(splitAfterKey(value, 'Enter')).toBeNull();
      }),
    );
  });

  it('reads a stored share back, and a missing or corrupt one as the initial share', () => {
    expect(readSplit(null)).toBe(initial);
    expect(readSplit('')).toBe(initial);
    expect(readSplit('wide')).toBe(initial);
    expect(readSplit('42.5')).toBe(42.5);
    expect(readSplit('99')).toBe(max);
    fc.assert(
      fc.property(fc.double({ min, max, noNaN: true }), (value) => {
        expect(readSplit(String(clampSplit(value)))).toBe(clampSplit(value));
      }),
    );
  });
});
