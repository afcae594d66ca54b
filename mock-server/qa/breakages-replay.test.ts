/**
 * The replays' breakages (./breakages-replay.ts) caught by the command, each failure naming the operation and
 * what the contract promised; the healthy mock passes the same runs (the Location followed to getCase, the other
 * body refused 422).
 */
import { describe, expect, it } from 'vitest';
import { MAX_EXAMPLES, startMock, targeted, TIMEOUT, withBreakageMocks } from './breakage-runs';
import { REPLAY_BREAKAGES } from './breakages-replay';

withBreakageMocks();

const breakage = (name: string) => REPLAY_BREAKAGES.find((b) => b.name === name)!;

async function run(name: string, broken: boolean) {
  const { check, operations } = breakage(name);
  const mock = await startMock(broken ? name : undefined);
  const report = await targeted(mock.baseUrl, [check], operations, MAX_EXAMPLES);
  await mock.stop();
  return report;
}

describe('idempotency-ignores-body', () => {
  it(
    'fails createCase: the same key with another body answered 201, not the documented 422',
    async () => {
      const report = await run('idempotency-ignores-body', true);
      expect(report.ok).toBe(false);
      expect(report.failures.map((f) => [f.check, f.operationId, f.role])).toEqual([
        ['idempotent_replay', 'createCase', 'MedicalFacility'],
      ]);
      expect(report.failures[0]!.expected).toBe(
        "422 'This Idempotency-Key was already used for case …' and nothing created, for the same Idempotency-Key with another body",
      );
      expect(report.failures[0]!.seen).toMatch(/^201 \(application\/json\) "Case created\."/);
      expect(report.failures[0]!.curl).toMatch(/-H 'Idempotency-Key: conformance-[0-9a-f-]{36}'/);
    },
    TIMEOUT,
  );

  it(
    'passes on the healthy mock: both replays judged',
    async () => {
      const report = await run('idempotency-ignores-body', false);
      expect(report.failures).toEqual([]);
      const createCase = report.operations.find((op) => op.operationId === 'createCase')!;
      // The sequence's replay, and the rule's three (the same body, another body, two at once).
      expect(createCase.checks.idempotent_replay).toEqual({ passed: 4, failed: 0 });
    },
    TIMEOUT,
  );
});

describe('idempotency-races', () => {
  it(
    'fails createCase: two requests at once with one key made two cases',
    async () => {
      const report = await run('idempotency-races', true);
      expect(report.ok).toBe(false);
      expect(report.failures.map((f) => [f.check, f.operationId, f.role])).toEqual([
        ['idempotent_replay', 'createCase', 'MedicalFacility'],
      ]);
      expect(report.failures[0]!.expected).toBe(
        "each answer the one resource made or 409 'A request with this Idempotency-Key is still being processed. Try again in a moment.', and exactly one record more, for two requests at once with the same Idempotency-Key and body",
      );
      expect(report.failures[0]!.seen).toMatch(
        /^two resources made: caseID case-[\w-]+ and case-[\w-]+; listCases counted (\d+) before and \d+ after$/,
      );
      const [, before, after] = /counted (\d+) before and (\d+) after/.exec(report.failures[0]!.seen)!;
      expect(Number(after) - Number(before)).toBe(2);
    },
    TIMEOUT,
  );
});

describe('location-points-nowhere', () => {
  it(
    'fails createOrder: its Location reaches no GET of the contract, not getCase',
    async () => {
      const report = await run('location-points-nowhere', true);
      expect(report.ok).toBe(false);
      const failure = report.failures.find((f) => f.check === 'links_followed')!;
      expect([failure.operationId, failure.role]).toEqual(['createOrder', 'throwaway-facility']);
      expect(failure.expected).toBe(
        '2xx from getCase with a body its schema takes, for GET of its Location header (createOrder as throwaway-facility-system)',
      );
      expect(failure.seen).toMatch(/\/api\/interop\/orders\/case-[\w-]+ reaches no GET of the contract; 404/);
    },
    TIMEOUT,
  );

  it(
    'passes on the healthy mock: the Location followed as the facility user, to getCase',
    async () => {
      const report = await run('location-points-nowhere', false);
      expect(report.failures).toEqual([]);
      const createOrder = report.operations.find((op) => op.operationId === 'createOrder')!;
      expect(createOrder.checks.links_followed).toEqual({ passed: 1, failed: 0 });
    },
    TIMEOUT,
  );
});
