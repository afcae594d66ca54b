/**
 * The `--seed-cases N` option of `npm run mock` and `npm start` (docs/mock-server.md, 'A network's year'): a
 * network of N cases instead of the seed's 400 (mock-server/store/seed-scale.ts). Pure: the start script reads
 * it too, before it starts anything.
 */
import { CASE_COUNT } from './seed-generate';

export const SEED_CASES_OPTION = '--seed-cases';
export const MIN_SEED_CASES = CASE_COUNT;
export const MAX_SEED_CASES = 250_000;

const grouped = (n: number) => n.toLocaleString('en-US');

/** Why the value was refused, in the words the command prints before it exits with code 2. */
export class SeedCasesError extends Error {}

/**
 * The number `--seed-cases N` (or `--seed-cases=N`) asks for among `args`, or null without the option. Throws
 * SeedCasesError unless N is a whole number from MIN_SEED_CASES to MAX_SEED_CASES (digits only; `100_000`,
 * `1e5` and `100,000` are refused rather than guessed at).
 */
export function parseSeedCases(args: readonly string[]): number | null {
  const at = args.findIndex((arg) => arg === SEED_CASES_OPTION || arg.startsWith(`${SEED_CASES_OPTION}=`));
  if (at < 0) return null;
  const arg = args[at]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
  const n = value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= MIN_SEED_CASES && n <= MAX_SEED_CASES))
    throw new SeedCasesError(
      `${SEED_CASES_OPTION} takes a whole number of cases from ${grouped(MIN_SEED_CASES)} to ${grouped(MAX_SEED_CASES)} (e.g. ${SEED_CASES_OPTION} 100000)${value === undefined ? '; none was given' : `, not ${JSON.stringify(value)}`}.`,
    );
  return n;
}

/**
 * What a scale seed holds in the heap, a case: measured 2.1 GB after seeding 100,000 cases, half of it their
 * ~960,000 audit records (@msw/data keeps each record with a Map and a primary key of its own).
 */
export const SEED_HEAP_BYTES_PER_CASE = 24_000;

/** Why this process cannot hold the seed of `cases` (its heap limit `heapLimit` bytes), or null when it can. */
export function seedHeapProblem(cases: number, heapLimit: number): string | null {
  const need = cases * SEED_HEAP_BYTES_PER_CASE;
  if (need <= heapLimit * 0.8) return null;
  const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GB`;
  return (
    `${SEED_CASES_OPTION} ${cases} needs a heap of about ${gb(need / 0.8)}, and this process may use ${gb(heapLimit)}. ` +
    `Give it more: NODE_OPTIONS=--max-old-space-size=${seedHeapMb(cases)} (npm start does).`
  );
}

/** The heap (MB) `npm start` gives a mock seeding `cases`: the seed, and room to save it (at least 4 GB). */
export const seedHeapMb = (cases: number) =>
  Math.max(4096, Math.ceil((cases * 2.5 * SEED_HEAP_BYTES_PER_CASE) / 2 ** 20));
