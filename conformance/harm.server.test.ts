/**
 * Default runs in a row on one mock (never reset in between), as a team repeats `npm run conformance` on its
 * server: each green, and the demo data the run found unharmed (decision 141). No seeded case is cancelled or
 * signed out, no seeded facility's FHIR credential, HL7 endpoint or deliveries change; what a record did change is
 * named under CLEAN-UP. Two runs here (npm test's budget); `npm run bench:conformance-runs -- --runs 8 --check-demo`
 * makes eight.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../tests/setup/mock-http-server';
import { QUICK_HEARTBEAT_SECONDS, withQuickWaits } from '../tests/setup/quick-waits';
import { db } from '../mock-server/store/db';
import { runConformance } from './run';

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('harm-secret');
});
beforeEach(() => mock.passThrough());
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

describe('default runs in a row on one mock', { timeout: 300_000 }, () => {
  it('each passes, and leaves the demo data it found as it was', async () => {
    const before = demoData();
    const runs = [];
    // The same seed twice: a CI job repeats its seed, and the run's values must still be its own.
    for (const seed of [2026, 2026]) {
      const report = await runConformance({
        baseUrl: mock.base,
        seed,
        maxExamples: 2,
        heartbeatSeconds: QUICK_HEARTBEAT_SECONDS,
      });
      runs.push(report);
      expect(report.failures.map((f) => `${f.check} ${f.operationId}: ${f.expected} / ${f.seen}`)).toEqual(
        [],
      );
      expect(report.ok).toBe(true);
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
