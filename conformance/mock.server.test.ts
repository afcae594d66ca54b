/**
 * The conformance checker against the healthy mock in targeted runs (why a way in was not sent), then the CLI
 * itself, for its exit codes and its JSON and JUnit files. The whole default run is ./harm.server.test.ts's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../tests/setup/mock-http-server';
import { withQuickWaits } from '../tests/setup/quick-waits';
import { root } from './openapi';
import type { Report } from './report';
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

// The whole default run against the healthy mock is judged in ./harm.server.test.ts (the first of its runs in a
// row), so npm test makes it once.
describe('npm run conformance against the mock', { timeout: 120_000 }, () => {
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
