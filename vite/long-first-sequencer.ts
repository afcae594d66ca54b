/**
 * The unit stage's order: the files that take tens of seconds first, then vitest's own order. On CI's clean
 * clone vitest has no durations cached and orders by project, then by file size, which started these small files
 * late (a whole conformance run is 77 lines): the last minutes then ran one long file beside an idle core.
 * Measured in CI (the JSON report's per-file times); a file missing from the list only starts later.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONG_FIRST = [
  'conformance/harm.server.test.ts',
  'mock-server/qa/breakages-caught-1.test.ts',
  'mock-server/qa/breakages-caught-2.test.ts',
  'mock-server/qa/breakages-recent.test.ts',
  'mock-server/qa/breakages.test.ts',
  'mock-server/qa/breakages-interop.test.ts',
  'mock-server/store/crash.test.ts',
  'mock-server/qa/breakages-limits.test.ts',
  'conformance/ci.server.test.ts',
  'tests/archive/archive-store-failures.test.ts',
  'server/cluster.test.ts',
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return index === -1 ? LONG_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
