import { execFileSync } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { LARGE_HEAP_BYTES, LARGE_HEAP_GROWTH_PERCENT, MOCK_PROCESS_ENV, collectLoadGarbage } from './memory';

/** A child node that checks passwords as logins do (scrypt at the mock's cost, four at once) and prints its growth. */
const SCRYPT_ROUNDS = `
const { scrypt } = require('node:crypto');
const rss = () => process.memoryUsage().rss / 2 ** 20;
const check = () => new Promise((done) => scrypt('Demo-pass-2026', 'salt', 32, { N: 16384 }, done));
(async () => {
  await Promise.all([check(), check(), check(), check()]);
  const before = rss();
  for (let round = 0; round < 3; round++) await Promise.all([check(), check(), check(), check()]);
  console.log(JSON.stringify({ growth: rss() - before }));
})();
`;

const glibc = Boolean(
  (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
    ?.glibcVersionRuntime,
);

describe("the mock process's memory (docs/performance.md)", () => {
  it.runIf(glibc)(
    "started with MOCK_PROCESS_ENV, logins' password checks leave no 16 MB block per thread behind",
    () => {
      const output = execFileSync(process.execPath, ['-e', SCRYPT_ROUNDS], {
        env: { ...process.env, ...MOCK_PROCESS_ENV },
        encoding: 'utf8',
      });
      const { growth } = JSON.parse(output) as { growth: number };
      // Without it glibc keeps scrypt's 16 MB on each of libuv's four threads once freed (+48 to +64 MB here).
      expect(growth).toBeLessThan(16);
    },
  );

  it('collects the garbage once, gc kept from the mock itself', () => {
    const flags: string[] = [];
    collectLoadGarbage(
      (given) => {
        flags.push(given);
        setFlagsFromString(given);
      },
      () => 0,
    );
    expect(flags).toEqual(['--expose-gc']);
    expect('gc' in globalThis).toBe(false);
  });

  it('bounds how far a large heap grows before the next full collection, and leaves a small one alone', () => {
    const flags: string[] = [];
    const keep = (given: string) => {
      flags.push(given);
      if (given === '--expose-gc') setFlagsFromString(given);
    };
    collectLoadGarbage(keep, () => LARGE_HEAP_BYTES - 1);
    expect(flags).toEqual(['--expose-gc']);
    collectLoadGarbage(keep, () => LARGE_HEAP_BYTES);
    expect(flags.at(-1)).toBe(`--heap-growing-percent=${LARGE_HEAP_GROWTH_PERCENT}`);
  });
});
