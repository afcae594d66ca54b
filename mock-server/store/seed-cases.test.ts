/** `--seed-cases N` (store/seed-cases.ts): what `npm run mock` and `npm start` accept, and the words of a refusal. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEED_CASES,
  MIN_SEED_CASES,
  SeedCasesError,
  parseSeedCases,
  seedHeapMb,
  seedHeapProblem,
} from './seed-cases';

const RULE = '--seed-cases takes a whole number of cases from 400 to 250,000 (e.g. --seed-cases 100000)';

describe('--seed-cases', () => {
  it('is absent unless given', () => {
    expect(parseSeedCases([])).toBeNull();
    expect(parseSeedCases(['--reset', '--break', 'x'])).toBeNull();
  });

  it('takes a whole number from the seed’s 400 to 250,000, as the next argument or after =', () => {
    expect(parseSeedCases(['--seed-cases', '400'])).toBe(400);
    expect(parseSeedCases(['--reset', '--seed-cases', '100000'])).toBe(100_000);
    expect(parseSeedCases(['--seed-cases=250000'])).toBe(250_000);
    fc.assert(
      fc.property(fc.integer({ min: MIN_SEED_CASES, max: MAX_SEED_CASES }), (n) => {
        expect(parseSeedCases(['--seed-cases', String(n)])).toBe(n);
      }),
    );
  });

  it.each([
    [['--seed-cases', '399'], `${RULE}, not "399".`],
    [['--seed-cases', '250001'], `${RULE}, not "250001".`],
    [['--seed-cases', '0'], `${RULE}, not "0".`],
    [['--seed-cases', '-1000'], `${RULE}, not "-1000".`],
    [['--seed-cases', '2000.5'], `${RULE}, not "2000.5".`],
    [['--seed-cases', '1e5'], `${RULE}, not "1e5".`],
    [['--seed-cases', '100,000'], `${RULE}, not "100,000".`],
    [['--seed-cases', '100_000'], `${RULE}, not "100_000".`],
    [['--seed-cases', 'many'], `${RULE}, not "many".`],
    [['--seed-cases='], `${RULE}, not "".`],
    [['--seed-cases', '--reset'], `${RULE}, not "--reset".`],
    [['--seed-cases'], `${RULE}; none was given.`],
  ])('refuses %j', (args, message) => {
    expect(() => parseSeedCases(args)).toThrow(new SeedCasesError(message));
  });

  it('refuses every whole number outside the range', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: MIN_SEED_CASES - 1 }),
          fc.integer({ min: MAX_SEED_CASES + 1, max: 10 ** 12 }),
        ),
        (n) => {
          expect(() => parseSeedCases([`--seed-cases=${n}`])).toThrow(SeedCasesError);
        },
      ),
    );
  });
});

describe('the heap a scale seed needs', () => {
  const GB = 2 ** 30;

  it('is refused up front when the process cannot hold it, saying how to give it more', () => {
    expect(seedHeapProblem(100_000, 4 * GB)).toBeNull();
    expect(seedHeapProblem(200_000, 4 * GB)).toBe(
      '--seed-cases 200000 needs a heap of about 5.6 GB, and this process may use 4.0 GB. ' +
        'Give it more: NODE_OPTIONS=--max-old-space-size=11445 (npm start does).',
    );
  });

  it('is what npm start gives the mock: enough for the seed it asks for, at least 4 GB', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_SEED_CASES, max: MAX_SEED_CASES }), (n) => {
        expect(seedHeapMb(n)).toBeGreaterThanOrEqual(4096);
        expect(seedHeapProblem(n, seedHeapMb(n) * 2 ** 20)).toBeNull();
      }),
    );
  });
});
