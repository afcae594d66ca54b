/**
 * Default runs in a row on one mock (never reset in between), as a team repeats `npm run conformance` on its
 * server: the first passes every check on every operation of openapi.yaml (npm test's whole run, with a fixed
 * seed and a small budget), each is green, and the demo data the runs found is unharmed (decision 141). No
 * seeded case is cancelled or signed out, no seeded facility's FHIR credential, HL7 endpoint or deliveries change;
 * what a record did change is named under CLEAN-UP. Two runs here (npm test's budget);
 * `npm run bench:conformance-runs -- --runs 8 --check-demo` makes eight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outsideInterception,
  startMockHttpServer,
  type MockHttpServer,
} from '../tests/setup/mock-http-server';
import { QUICK_HEARTBEAT_SECONDS, withQuickWaits } from '../tests/setup/quick-waits';
import { resolveQaToken } from '../mock-server/qa/qa-token';
import { db } from '../mock-server/store/db';
import { listOperations, loadOpenapi } from './openapi';
import type { Report } from './report';
import { unreachableReason } from './rules/success-reached';
import { runConformance } from './run';

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('harm-secret');
});
outsideInterception();
withQuickWaits();
afterAll(() => mock.close());

/** What a run must never do to the seeded records: by id, the parts an irreversible operation changes. */
function demoData() {
  return {
    cases: new Map(db.cases.all().map((c) => [c.caseID, c.status])),
    interfaces: new Map(db.facilityInterfaces.all().map((f) => [f.facilityId, JSON.stringify(f)])),
    deliveries: new Map(db.deliveries.all().map((d) => [d.id, `${d.status} ${JSON.stringify(d.history)}`])),
  };
}

/** The seeded records of `before` that differ in `after` (a record `after` lacks counts as changed). */
function changed(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  return [...before]
    .filter(([id, value]) => after.get(id) !== value)
    .map(([id, value]) => `${id}: ${String(value)} → ${String(after.get(id))}`);
}

/** What a whole run on the healthy mock must have judged: every operation, every check, every way in. */
function expectWholeRun(report: Report, lines: string[]) {
  expect(report.warnings).toEqual([]);
  // And another facility's account, for ignored_auth's tenant probes (decision 116).
  expect(report.roles.map((r) => r.role)).toEqual([
    'Admin',
    'Provider',
    'MedicalFacility',
    'Facility_NP',
    'OtherFacility',
  ]);
  // Every operation of the contract had a success answer judged: the ways in (conformance/ways.ts) reach those
  // the generated requests do not. A new operation that nothing makes succeed fails here. Those the contract
  // marks x-conformance-unreachable go unreached, each skipped by success_reached with the contract's reason.
  const doc = loadOpenapi();
  const marked = listOperations(doc).flatMap((op) => {
    const why = unreachableReason(doc, op);
    return why ? [`${op.operationId}: the contract: ${why}`] : [];
  });
  expect(marked.length).toBeGreaterThan(0);
  const unreached = report.operations.filter(
    (op) => !Object.keys(op.statuses).some((s) => /^2\d\d$/.test(s)),
  );
  expect(
    unreached.map(
      (op) => `${op.operationId}: ${op.checks.success_reached?.skipped ?? JSON.stringify(op.statuses)}`,
    ),
  ).toEqual(marked);
  expect(report.operations).toHaveLength(listOperations(doc).length);
  expect(lines.filter((line) => line.startsWith('way in') && !line.includes('2xx from'))).toEqual([]);
  // Every check judged something; the stateful ones ran their sequences.
  for (const [check, row] of Object.entries(report.summary)) expect(row.passed, check).toBeGreaterThan(0);
  expect(report.summary.use_after_free!.passed).toBeGreaterThanOrEqual(5);
  // A default run sends no failed login (the shared-address check is --probe-limits's: ci.server.test.ts), and
  // puts back what it changed (decision 105).
  const login = report.operations.find((op) => op.operationId === 'login')!;
  expect(Object.keys(login.statuses).filter((s) => s === '401' || s === '429')).toEqual([]);
  expect(lines).toContainEqual(expect.stringMatching(/^clean-up: [1-9]\d* put back, [1-9]\d* removed/));
  // What is not sent on a live server, by design, is listed.
  expect(report.skips.map((s) => s.operationId)).toEqual(
    expect.arrayContaining(['changePassword', 'resetPassword']),
  );
}

// A whole run: under a minute on a quiet two-core machine, about two under heavy load. The bound is for a hung run.
describe('default runs in a row on one mock', { timeout: 300_000 }, () => {
  it('the first passes every check on every operation; each passes, and leaves the demo data it found as it was', async () => {
    const before = demoData();
    const runs = [];
    // The same seed twice: a CI job repeats its seed, and the run's values must still be its own. The first run
    // has the mock's QA token, with which the ways in read the forgot-password flow's code from the mock's outbox.
    for (const [index, seed] of [2026, 2026].entries()) {
      const lines: string[] = [];
      const report = await runConformance({
        baseUrl: mock.base,
        seed,
        maxExamples: 2,
        heartbeatSeconds: QUICK_HEARTBEAT_SECONDS,
        ...(index === 0 ? { mockToken: resolveQaToken() } : {}),
        log: (line) => lines.push(line),
      });
      runs.push(report);
      expect(report.failures.map((f) => `${f.check} ${f.operationId}: ${f.expected} / ${f.seen}`)).toEqual(
        [],
      );
      expect(report.ok).toBe(true);
      if (index === 0) expectWholeRun(report, lines);
      // The irreversible operations reached their success answers on what the run made, and say what they left.
      const left = report.hygiene?.left ?? [];
      for (const operationId of ['rotateFhirCredential', 'sendInterfaceTestMessage', 'cancelCase'])
        expect(left.some((line) => line.startsWith(`${operationId}: `))).toBe(true);
      // The registration sequences' bodies keep the password rule (the pattern), and the facility's runs again
      // with values of the run's own (its example's name and email taken by the first run).
      const sequences = report.skips.filter((s) => /registration sequence/.test(s.what));
      expect(sequences.filter((s) => /password/.test(s.reason))).toEqual([]);
      expect(sequences.filter((s) => s.operationId === 'registerFacility')).toEqual([]);
    }
    const after = demoData();
    // A seeded case whose state a run moved (a pick-up, a release) is named under CLEAN-UP; none is cancelled,
    // signed out or sent out (x-irreversible).
    const left = runs.flatMap((report) => report.hygiene?.left ?? []).join('\n');
    const moved = changed(before.cases, after.cases);
    expect(moved.filter((line) => !left.includes(line.split(':')[0]!))).toEqual([]);
    expect(moved.filter((line) => /Cancelled|SignOutCompleted|^\S+: Draft/.test(line))).toEqual([]);
    expect(changed(before.interfaces, after.interfaces)).toEqual([]);
    expect(changed(before.deliveries, after.deliveries)).toEqual([]);
    // New deliveries only for the facilities the runs made (none to a seeded facility's endpoint).
    const seededFacilities = new Set(before.interfaces.keys());
    const queued = db.deliveries.all().filter((d) => !before.deliveries.has(d.id));
    expect(queued.filter((d) => seededFacilities.has(d.facility.id)).map((d) => d.id)).toEqual([]);
    // Found records an irreversible operation names are not sent, and the report says why.
    const held = runs[1]!.skips.filter((s) => s.what === 'requests to what the run did not make');
    expect(held.map((s) => s.operationId)).toEqual(
      expect.arrayContaining(['cancelCase', 'rotateFhirCredential']),
    );
  });
});
