/**
 * The probes of ignored_auth on records that exist: a DELETE sent by a role outside x-roles and by
 * another facility while its record is there, and another facility's ids in a body or a query. Each breakage of
 * ./breakages-authz.ts (AUTHZ_PROBE_BREAKAGES) is caught by its targeted run, with a failure naming the
 * operation and the caller and a curl line; the same runs pass on the healthy mock, and leave its records as
 * they were. Kept out of ./breakages.test.ts, the unit stage's longest file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { root } from '../../conformance/openapi';
import { runConformance } from '../../conformance/run';
import { db } from '../store/db';
import { startMock, withBreakageMocks } from './breakage-runs';
import { AUTHZ_PROBE_BREAKAGES } from './breakages-authz';
import type { Breakage } from './breakage-hook';

const SEED = 13;
const TIMEOUT = 60_000;

withBreakageMocks();

const start = async (breakage?: string) => (await startMock(breakage)).baseUrl;

const CALLER: Record<string, RegExp> = {
  'delete-role-unchecked': /^(Provider|MedicalFacility|Facility_NP)$/,
};

// use_after_free too: its sequences delete a group and an attachment first, as in a default run, so the delete
// ignored_auth repeats for other callers is one whose record is gone (the probe these breakages slipped past).
const targeted = (baseUrl: string, operations: string[]) =>
  runConformance({
    baseUrl,
    checks: ['ignored_auth', 'use_after_free'],
    operations,
    maxExamples: 2,
    seed: SEED,
  });

describe('the probes on records that exist', () => {
  it('list their breakages in docs/conformance.md', () => {
    const doc = readFileSync(`${root}/docs/conformance.md`, 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)` +\| (.+?) +\| `([a-z_]+)`, on its own +\|$/gm)].map(
      (m) => ({ name: m[1], breaks: m[2], check: m[3] }),
    );
    expect(rows).toEqual(AUTHZ_PROBE_BREAKAGES.map(({ name, breaks, check }) => ({ name, breaks, check })));
  });

  it.each(AUTHZ_PROBE_BREAKAGES)(
    'catch --break $name, naming the operation and the caller',
    async (breakage: Breakage) => {
      const baseUrl = await start(breakage.name);
      const report = await targeted(baseUrl, breakage.operations);
      expect(report.ok).toBe(false);
      const caught = report.failures.filter(
        (f) => f.check === 'ignored_auth' && f.operationId === breakage.operations[0],
      );
      expect(caught.length, `${breakage.name}: ${breakage.breaks}`).toBeGreaterThan(0);
      // The failure names who was wrongly answered: a role outside x-roles, or the other facility's account.
      expect(caught[0]!.role).toMatch(CALLER[breakage.name] ?? /^OtherFacility$/);
      expect(caught[0]!.curl).toMatch(new RegExp(`^curl .* '${baseUrl}/`));
    },
    TIMEOUT,
  );

  it(
    'pass on the healthy mock, and leave its groups and attachments as they were',
    async () => {
      const baseUrl = await start();
      const groups = db.groups.count();
      const report = await targeted(baseUrl, [
        ...new Set(AUTHZ_PROBE_BREAKAGES.flatMap((b) => b.operations)),
        'clearBanner',
        'listDeliveries',
      ]);
      expect(report.failures).toEqual([]);
      expect(report.ok).toBe(true);
      const judged = (id: string) =>
        report.operations.find((op) => op.operationId === id)?.checks.ignored_auth?.passed ?? 0;
      for (const id of ['deleteGroup', 'deleteCaseAttachment', 'clearBanner', 'createTask', 'listCases'])
        expect(judged(id), id).toBeGreaterThan(0);
      expect(db.groups.count()).toBe(groups);
    },
    TIMEOUT,
  );
});
