/**
 * Proof that the conformance checker catches faults: for each deliberate breakage of the mock
 * (./breakages.ts) the checker's run targeted at it (its check and operations, a fixed seed) fails with that
 * check and a curl line that reproduces it (./breakages-caught-*.test.ts, split so the workers share them), and
 * the same runs pass on the healthy mock (here). Each mock is the real express app in-process on an ephemeral
 * port; the checker reaches it over HTTP (./breakage-runs.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { root } from '../../conformance/openapi';
import { CHECK_NAMES, type CheckName } from '../../conformance/types';
import { MAX_EXAMPLES, startMock, TARGETED, TIMEOUT, targeted, withBreakageMocks } from './breakage-runs';
import { BREAKAGES, type Breakage } from './breakages';

withBreakageMocks();

describe('the breakage table', () => {
  it('has at least 20 kinds, named once each, across every check', () => {
    expect(BREAKAGES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(BREAKAGES.map((b) => b.name)).size).toBe(BREAKAGES.length);
    expect([...new Set(BREAKAGES.map((b) => b.check))].sort()).toEqual([...CHECK_NAMES].sort());
  });

  it('is the table of docs/conformance.md', () => {
    const doc = readFileSync(`${root}/docs/conformance.md`, 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)` +\| (.+?) +\| `([a-z_]+)` +\|$/gm)].map((m) => ({
      name: m[1],
      breaks: m[2]!.replaceAll('\\|', '|').replaceAll('`*`', '*'),
      check: m[3],
    }));
    expect(rows).toEqual(BREAKAGES.map(({ name, breaks, check }) => ({ name, breaks, check })));
  });
});

// The same targeted runs on the healthy mock, merged by number of examples: one run holds the checks and the
// operations of every breakage with that number. The checker draws each operation's requests from the seed, the
// operation and the caller, so each targeted run's requests are among the merged run's, judged by more checks.
describe('the healthy mock', () => {
  // One run per number of examples and options (an opt-in check's limit).
  const runs = new Map<
    string,
    { maxExamples: number; options: Breakage['options']; checks: Set<CheckName>; operations: Set<string> }
  >();
  for (const breakage of TARGETED) {
    const maxExamples = breakage.maxExamples ?? MAX_EXAMPLES;
    const key = `${maxExamples} examples${breakage.options ? `, ${JSON.stringify(breakage.options)}` : ''}`;
    const run = runs.get(key) ?? {
      maxExamples,
      options: breakage.options,
      checks: new Set<CheckName>(),
      operations: new Set<string>(),
    };
    run.checks.add(breakage.check);
    for (const operation of breakage.operations) run.operations.add(operation);
    runs.set(key, run);
  }
  it.each([...runs])(
    'passes the targeted runs with %s',
    async (_key, { maxExamples, options, checks, operations }) => {
      const mock = await startMock();
      const report = await targeted(mock.baseUrl, [...checks], [...operations], maxExamples, options);
      await mock.stop();
      expect(report.failures).toEqual([]);
      expect(report.ok).toBe(true);
    },
    // A merged run holds many targeted runs' requests: the one of 3 examples took 50 s at a load of 17.
    4 * TIMEOUT,
  );
});
