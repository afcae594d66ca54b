/**
 * The slide files' byte breakages (./breakages-bytes.ts) caught by the command, each failure naming getSlideFile
 * and what its description promises; the healthy mock passes the same runs (206, 416 and 304 each judged).
 */
import { describe, expect, it } from 'vitest';
import { MAX_EXAMPLES, startMock, targeted, TIMEOUT, withBreakageMocks } from './breakage-runs';
import { BYTES_BREAKAGES } from './breakages-bytes';

withBreakageMocks();

async function run(name: string | undefined) {
  const { check, operations } = BYTES_BREAKAGES.find((b) => b.name === (name ?? 'range-ignored'))!;
  const mock = await startMock(name);
  const report = await targeted(mock.baseUrl, [check], operations, MAX_EXAMPLES);
  await mock.stop();
  return report;
}

const failuresOf = (report: Awaited<ReturnType<typeof run>>) =>
  report.failures.map((f) => [f.check, f.operationId, f.expected, f.seen.replace(/\d+ bytes/, 'N bytes')]);

describe('the slide file checked for Range and If-None-Match', () => {
  it(
    'fails getSlideFile when Range is ignored: 200 with the whole file, where 206 was promised',
    async () => {
      const report = await run('range-ignored');
      expect(report.ok).toBe(false);
      const failures = failuresOf(report);
      // No size was named, so no Range past the end is sent: the file is not fetched whole a second time.
      expect(failures).toEqual([
        [
          'links_followed',
          'getSlideFile',
          '206 with Content-Range bytes 0-1023/size (or up to the last byte of a shorter file) and that many bytes, for Range: bytes=0-1023',
          expect.stringMatching(/^200 \([\w/-]+, N bytes\), no Content-Range$/),
        ],
      ]);
      expect(report.failures[0]!.curl).toContain("-H 'Range: bytes=0-1023'");
    },
    TIMEOUT,
  );

  it(
    'fails getSlideFile when its ETag never matches: the bytes again, not 304',
    async () => {
      const report = await run('etag-never-matches');
      expect(report.ok).toBe(false);
      const failures = failuresOf(report);
      expect(failures).toEqual([
        [
          'links_followed',
          'getSlideFile',
          expect.stringMatching(
            /^304 with no body, for If-None-Match: (W\/)?"[^"]+" \(the ETag it answered\)$/,
          ),
          expect.stringMatching(/^206 \([\w/-]+, N bytes\)$/),
        ],
      ]);
      expect(report.failures[0]!.curl).toMatch(/-H 'If-None-Match: (W\/)?"[^"]+"'/);
    },
    TIMEOUT,
  );

  it(
    'passes on the healthy mock: 206, 416 past the end and 304, each judged',
    async () => {
      const report = await run(undefined);
      expect(report.failures).toEqual([]);
      const file = report.operations.find((op) => op.operationId === 'getSlideFile')!;
      expect(file.checks.links_followed).toEqual({ passed: 3, failed: 0 });
    },
    TIMEOUT,
  );
});
