/**
 * The conformance checker against the healthy mock, as `npm run conformance` runs it: every operation, every
 * check, a fixed seed and a small budget (npm test's bounded run); then the CLI itself, for its exit codes and
 * its JSON and JUnit files.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../tests/setup/mock-http-server';
import { QUICK_HEARTBEAT_SECONDS, withQuickWaits } from '../tests/setup/quick-waits';
import { resolveQaToken } from '../mock-server/qa/qa-token';
import { listOperations, loadOpenapi, root } from './openapi';
import type { Report } from './report';
import { unreachableReason } from './rules/success-reached';
import { runConformance } from './run';

let mock: MockHttpServer;
let output: string;
beforeAll(async () => {
  mock = await startMockHttpServer('conformance-secret');
  output = mkdtempSync(path.join(tmpdir(), 'conformance-'));
});
beforeEach(() => mock.passThrough());
withQuickWaits();
afterAll(async () => {
  await mock.close();
  rmSync(output, { recursive: true, force: true });
});

/** Runs the CLI in a process of its own; its exit code and what it printed. */
function cli(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['conformance/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

// A whole run: about a minute on a quiet two-core machine, over two under heavy load. The bound is for a hung run.
describe('npm run conformance against the mock', { timeout: 240_000 }, () => {
  it('passes every check on every operation of openapi.yaml', async () => {
    const lines: string[] = [];
    const report = await runConformance({
      baseUrl: mock.base,
      seed: 2026,
      maxExamples: 2,
      heartbeatSeconds: QUICK_HEARTBEAT_SECONDS,
      // The ways in read the code of the forgot-password flow from the mock's outbox with it.
      mockToken: resolveQaToken(),
      log: (line) => lines.push(line),
    });
    expect(report.failures.map((f) => `${f.check} ${f.operationId}: ${f.expected} / ${f.seen}`)).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.ok).toBe(true);
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
  });

  it('says why a way in was not sent: without the mock token, and in a read-only run', async () => {
    const run = (readOnly: boolean) =>
      runConformance({
        baseUrl: mock.base,
        seed: 7,
        maxExamples: 1,
        checks: ['positive_data_acceptance'],
        operations: ['verifyEmailCode', 'changeUserStatus', 'registerProvider'],
        readOnly,
      });
    const statuses = (report: Report, id: string) =>
      Object.keys(report.operations.find((op) => op.operationId === id)!.statuses);
    const reasons = (report: Report, id: string) =>
      report.skips.filter((s) => s.operationId === id && /way in/.test(s.what)).map((s) => s.reason);
    const noToken = await run(false);
    expect(reasons(noToken, 'verifyEmailCode')).toEqual([
      "no --mock-token: the code it emails cannot be read from the mock's outbox",
    ]);
    // The throwaway provider's status changes without the token: the run chose its password itself.
    expect(statuses(noToken, 'changeUserStatus')).toContain('200');
    const readOnly = await run(true);
    expect(reasons(readOnly, 'changeUserStatus')).toEqual(['a read-only run creates nothing']);
    expect(statuses(readOnly, 'registerProvider').filter((s) => s.startsWith('2'))).toEqual([]);
  });

  it('the CLI exits 0 with a JSON report and JUnit XML on the healthy mock', async () => {
    const json = path.join(output, 'report.json');
    const junit = path.join(output, 'junit.xml');
    const run = await cli([
      '--base-url',
      mock.base,
      '--operation',
      'getBanner,listCountries',
      '--operation',
      'getCase',
      '--seed',
      '7',
      '--max-examples',
      '1',
      '--quiet',
      '--report-json',
      json,
      '--junit',
      junit,
    ]);
    expect(run.stdout).toContain('PASSED');
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.operations.map((o) => o.operationId)).toEqual(['getCase', 'getBanner', 'listCountries']);
    expect(report.seed).toBe(7);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="conformance" tests="36" failures="0" skipped="0" time="\d+\.\d{3}">/,
    );
    expect(xml).toContain('<testsuite name="getCase (GET /api/cases/{caseId})"');
  });
});

describe('npm run conformance against a server that breaks the contract', { timeout: 60_000 }, () => {
  let broken: Server;
  let base: string;
  beforeAll(async () => {
    // Answers everything with a 500 HTML page.
    broken = createServer((_req, res) =>
      res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>oops</h1>'),
    );
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

  it('exits 1 and prints each failure with what was expected and seen and a curl line', async () => {
    const run = await cli(['--base-url', base, '--operation', 'listCountries', '--seed', '1', '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'not_a_server_error: listCountries (GET /api/reference/countries) as (no token)',
    );
    expect(run.stdout).toContain('expected: a status below 500');
    expect(run.stdout).toContain('content_type_conformance: listCountries');
    expect(run.stdout).toContain(`curl -sS -i -X GET '${base}/api/reference/countries'`);
    expect(run.stdout).toMatch(/WARNING: could not log in as Admin/);
  });
});
