/**
 * A run leaves the server's data as it found it (decision 105, ./hygiene.ts): what it changes on records it
 * found it puts back, what it creates and the contract can delete it removes, and it deletes nothing it found.
 * Against the mock in-process (real HTTP).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../tests/setup/mock-http-server';
import { DEMO_PASSWORD } from './config';
import { runConformance } from './run';

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('hygiene-secret');
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

async function as(email: string) {
  const answer = await fetch(`${mock.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await answer.json()) as { data: { token: string } }).data.token;
  return async (path: string) => {
    const response = await fetch(`${mock.base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: unknown }).data;
  };
}

describe('a run leaves the data as it found it', { timeout: 120_000 }, () => {
  it("puts back the facility's own account, which the update with no id in its path changed", async () => {
    const facility = await as('facility@demo.test');
    const before = await facility('/api/me/facility-account');
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['updateMyFacilityAccount'],
      seed: 8,
      maxExamples: 1,
    });
    expect(report.ok).toBe(true);
    expect(report.hygiene?.restored).toContain('MedicalFacility /api/me/facility-account');
    const after = (await facility('/api/me/facility-account')) as Record<string, unknown>;
    expect({ ...after, updatedAt: undefined }).toEqual({ ...(before as object), updatedAt: undefined });
  });

  it('puts back the admin settings it changed, and deletes no group it found', async () => {
    const admin = await as('admin@demo.test');
    const settings = await admin('/api/admin/assignment');
    const groups = (await admin('/api/groups?pageSize=100')) as { items: { id: string }[] };
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['updateAssignmentSettings', 'deleteGroup', 'createGroup', 'getGroup'],
      seed: 9,
      maxExamples: 1,
    });
    expect(report.ok).toBe(true);
    const {
      updatedAt: _a,
      updatedBy: _c,
      ...now
    } = (await admin('/api/admin/assignment')) as Record<string, unknown>;
    const { updatedAt: _b, updatedBy: _d, ...was } = settings as Record<string, unknown>;
    expect(now).toEqual(was);
    const after = (await admin('/api/groups?pageSize=100')) as { items: { id: string }[] };
    expect(after.items.map((g) => g.id).sort()).toEqual(groups.items.map((g) => g.id).sort());
  });
});
