/**
 * Fault set 5 (./breakages-recent.ts) judged as a held-out set is: a run targeted at each breakage's operations
 * with every default check, caught only when a failure of the breakage's check names the broken operation. The
 * one promise no run can see without a running image archive is named among the report's unchecked promises
 * instead; the healthy mock passes the same runs.
 */
import { describe, expect, it } from 'vitest';
import { UNCHECKED_PROMISES } from '../../conformance/promises';
import { runConformance } from '../../conformance/run';
import { MAX_EXAMPLES, startMock, TIMEOUT, withBreakageMocks } from './breakage-runs';
import { RECENT_BREAKAGES } from './breakages-recent';

withBreakageMocks();

/** Breakages of a promise the run cannot see (its reason in conformance/promises.ts), with the words naming it. */
const UNSEEN: Record<string, string> = {
  'archive-attach-unknown-subsection':
    'attachArchiveSeries answers 404 for a subsection the case does not have',
};

const run = (baseUrl: string, operations: string[]) =>
  runConformance({ baseUrl, operations, maxExamples: MAX_EXAMPLES, seed: 13 });

describe('fault set 5', () => {
  it.each(RECENT_BREAKAGES.filter((b) => !UNSEEN[b.name]))(
    '--break $name fails a default run: $check names its operation',
    async (breakage) => {
      const mock = await startMock(breakage.name);
      const report = await run(mock.baseUrl, breakage.operations);
      await mock.stop();
      const named = report.failures.filter(
        (f) => f.operationId === breakage.operations[0] && f.check === breakage.check,
      );
      expect(named.length, `${breakage.name}: ${breakage.breaks}`).toBeGreaterThan(0);
      expect(named[0]!.curl).toMatch(new RegExp(`^curl .* '${mock.baseUrl}/api/`));
    },
    TIMEOUT * 2,
  );

  it('names what it cannot see among the unchecked promises', () => {
    for (const [name, words] of Object.entries(UNSEEN)) {
      expect(RECENT_BREAKAGES.map((b) => b.name)).toContain(name);
      expect(UNCHECKED_PROMISES.some((promise) => promise.includes(words))).toBe(true);
    }
  });

  it(
    'passes on the healthy mock, the same operations',
    async () => {
      const mock = await startMock();
      const operations = [...new Set(RECENT_BREAKAGES.flatMap((b) => b.operations))];
      const report = await run(mock.baseUrl, operations);
      await mock.stop();
      expect(report.failures).toEqual([]);
    },
    TIMEOUT * 4,
  );
});
