/**
 * The interop set (./breakages-interop.ts) judged as a held-out set is: a run targeted at each breakage's
 * operations with every default check, caught only when a failure of the breakage's check names its first
 * operation (for the FHIR API, the operation that hands its URL out); the healthy mock passes the same runs.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../conformance/run';
import { MAX_EXAMPLES, startMock, TIMEOUT, withBreakageMocks } from './breakage-runs';
import { INTEROP_BREAKAGES } from './breakages-interop';

withBreakageMocks();

const run = (baseUrl: string, operations: string[]) =>
  runConformance({ baseUrl, operations, maxExamples: MAX_EXAMPLES, seed: 13 });

describe('the interop set', () => {
  it.each(INTEROP_BREAKAGES)(
    '--break $name fails a default run: $check names its operation',
    async (breakage) => {
      const mock = await startMock(breakage.name);
      const report = await run(mock.baseUrl, breakage.operations);
      await mock.stop();
      const named = report.failures.filter(
        (f) => f.operationId === breakage.operations[0] && f.check === breakage.check,
      );
      expect(named.length, `${breakage.name}: ${breakage.breaks}`).toBeGreaterThan(0);
      expect(named[0]!.curl).toMatch(new RegExp(`^curl .* '${mock.baseUrl}/`));
    },
    TIMEOUT * 2,
  );

  it(
    'passes on the healthy mock, the same operations',
    async () => {
      const mock = await startMock();
      const operations = [...new Set(INTEROP_BREAKAGES.flatMap((b) => b.operations))];
      const report = await run(mock.baseUrl, operations);
      await mock.stop();
      expect(report.failures).toEqual([]);
    },
    TIMEOUT * 4,
  );
});
