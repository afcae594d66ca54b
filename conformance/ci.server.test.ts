/**
 * The conformance command as a backend team's CI runs it: the bin from another directory with the
 * contract named by --spec and an HTML report; one login per role (a fresh one only for each logout); the login
 * operation's probes within the contract's failed-login limits; and the report's warning when a 429 stopped a
 * check. Against the mock in-process (real HTTP), a fetch in between where a rate limit is played.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../tests/setup/mock-http-server';
import { DEFAULT_ACCOUNTS, DEFAULT_OTHER_FACILITY, DEMO_PASSWORD, HAZARDS } from './config';
import { root } from './openapi';
import { runConformance } from './run';

let mock: MockHttpServer;
let elsewhere: string;
beforeAll(async () => {
  mock = await startMockHttpServer('ci-secret');
  elsewhere = mkdtempSync(path.join(tmpdir(), 'conformance-ci-'));
});
beforeEach(() => mock.passThrough());
afterAll(async () => {
  await mock.close();
  rmSync(elsewhere, { recursive: true, force: true });
});

interface Login {
  email: string;
  password: string;
  status: number;
  /** The client the run named in X-Forwarded-For (a throwaway one of its own), if any. */
  client?: string;
}

/** The fetch the run uses, recording each login; `answer` may answer in the server's place. */
function recording(answer?: (url: string, init?: RequestInit) => Response | undefined) {
  const logins: Login[] = [];
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const own = answer?.(url, init);
    const response = own ?? (await fetch(input, init));
    if (url.endsWith('/api/users/login') && typeof init?.body === 'string') {
      try {
        const { email, password } = JSON.parse(init.body) as Login;
        const client = new Headers(init.headers).get('x-forwarded-for') ?? undefined;
        logins.push({ email, password, status: response.status, client });
      } catch {
        // a body that is not JSON: not a login anyone could make
      }
    }
    return response;
  }) as typeof fetch;
  return { logins, fetch: doFetch };
}

const rightPassword = (logins: Login[], email: string) =>
  logins.filter((l) => l.email === email && l.password === DEMO_PASSWORD);
const emails = Object.values(DEFAULT_ACCOUNTS);

describe('logins', { timeout: 120_000 }, () => {
  it('once per role (and once as another facility, for its probes), in a run without login and logout', async () => {
    const { logins, fetch } = recording();
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['getBanner', 'listCountries', 'getCase'],
      seed: 3,
      maxExamples: 1,
      fetch,
    });
    expect(report.ok).toBe(true);
    // getCase succeeded for the facility roles: another facility's account is sent it (ignored_auth).
    expect(logins.map((l) => l.email).sort()).toEqual([...emails, DEFAULT_OTHER_FACILITY].sort());
  });

  it("a fresh one per logout sent; by default the login operation's probes send no failed login", async () => {
    const { logins, fetch } = recording();
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['login', 'logout', 'getCurrentUser'],
      seed: 4,
      maxExamples: 5,
      fetch,
    });
    expect(report.failures).toEqual([]);
    expect(report.warnings).toEqual([]);
    const perLogout = HAZARDS.logout!.maxExamples!;
    for (const email of emails) {
      // The role's own, a fresh one per logout, and the login operation's valid probes (right credentials).
      expect(rightPassword(logins, email).length, email).toBeLessThanOrEqual(1 + perLogout + 4);
    }
    // No failed login at all (401, 429): only broken requests, refused 400 before any password is tried.
    expect(logins.filter((l) => l.status === 401 || l.status === 429)).toEqual([]);
    expect(report.skips.map((s) => `${s.operationId}: ${s.what}`)).toContain(
      'login: the shared-address login check and wrong passwords',
    );
  });

  it('--probe-limits: wrong passwords for throwaway emails only, then the shared address', async () => {
    const { logins, fetch } = recording();
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['login', 'getCurrentUser'],
      seed: 5,
      maxExamples: 5,
      probeLimits: true,
      fetch,
    });
    expect(report.failures).toEqual([]);
    expect(report.warnings).toEqual([]);
    for (const email of emails)
      expect(
        logins.filter((l) => l.email === email && l.status !== 200),
        email,
      ).toEqual([]);
    expect(logins.filter((l) => l.status !== 200 && !String(l.email).startsWith('conformance.'))).toEqual(
      logins.filter((l) => l.status === 400 && !String(l.email).startsWith('conformance.')),
    );
    // Before the shared-address check (which crosses it on purpose), the failures from the run's address stay
    // under the 20 per client; the failed-login rule sends its own from a throwaway client.
    const shared = logins.findIndex((l) => String(l.email).startsWith('conformance.throwaway.'));
    expect(shared).toBeGreaterThan(0);
    const before = logins.slice(0, shared).filter((l) => l.status !== 200);
    expect(before.filter((l) => !l.client).length).toBeLessThan(20);
    expect(before.filter((l) => l.client).map((l) => l.email)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^conformance\.device\./),
        expect.stringMatching(/^conformance\.nobody-logs-in\./),
      ]),
    );
  });
});

const tooMany = () =>
  new Response(
    JSON.stringify({
      isSuccess: false,
      message: 'Too many requests.',
      data: null,
      error: null,
      details: null,
    }),
    { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '900' } },
  );

describe('a 429 that stops a check', { timeout: 120_000 }, () => {
  it('is a warning naming the check and the operation', async () => {
    const { fetch } = recording((url, init) =>
      url.includes('/api/reference/countries') && (init?.method ?? 'GET') === 'GET' ? tooMany() : undefined,
    );
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['listCountries'],
      checks: ['positive_data_acceptance', 'status_code_conformance'],
      seed: 5,
      maxExamples: 1,
      fetch,
    });
    expect(report.warnings).toContainEqual(
      expect.stringMatching(
        /^rate limited: positive_data_acceptance on listCountries: \d+ requests? answered 429 \(Retry-After 900\)/,
      ),
    );
    expect(report.operations[0]!.checks.positive_data_acceptance!.skipped).toBe(
      'stopped by the rate limit (429)',
    );
  });

  it("keeps a logout from ending the role's own session when its fresh login is refused", async () => {
    let allowed = emails.length;
    const { fetch } = recording((url) =>
      url.endsWith('/api/users/login') && allowed-- <= 0 ? tooMany() : undefined,
    );
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['logout', 'getCurrentUser'],
      checks: ['positive_data_acceptance'],
      seed: 6,
      maxExamples: 1,
      fetch,
    });
    expect(report.warnings).toContainEqual(
      expect.stringMatching(
        /^logout: not sent as Admin: could not log in as Admin .*429 \(Retry-After 900\)/,
      ),
    );
    expect(report.warnings).toContainEqual(
      expect.stringMatching(/^rate limited: positive_data_acceptance on logout/),
    );
    // The roles' own sessions were never sent to logout: getCurrentUser still answers each of them.
    expect(
      report.operations.find((o) => o.operationId === 'getCurrentUser')!.statuses['401'],
    ).toBeUndefined();
  });
});

/** The bin, run by node from another directory. */
function bin(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'conformance', 'bin.mjs'), ...args], {
      cwd: elsewhere,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('npx pathbridge-conformance (the bin), from another directory', { timeout: 120_000 }, () => {
  it('checks the server against the --spec it is given and writes the HTML report', async () => {
    const spec = path.join(root, 'openapi.yaml');
    const run = await bin([
      '--spec',
      spec,
      '--base-url',
      mock.base,
      '--operation',
      'getBanner',
      '--seed',
      '1',
      '--max-examples',
      '1',
      '--quiet',
      '--report-html',
      'out/report.html',
    ]);
    expect(run.output).toContain(`Conformance of ${mock.base} to ${spec}`);
    expect(run.code).toBe(0);
    const page = readFileSync(path.join(elsewhere, 'out', 'report.html'), 'utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<p class="verdict passed">PASSED</p>');
  });

  it('exits 2 when the server does not answer (nothing was checked)', async () => {
    const run = await bin(['--base-url', 'http://127.0.0.1:9', '--quiet']);
    expect(run.output).toContain('the server at http://127.0.0.1:9 did not answer');
    expect(run.code).toBe(2);
  });

  it('exits 2 when the --spec file is not there', async () => {
    const run = await bin(['--spec', 'openapi.yaml', '--base-url', mock.base]);
    expect(run.code).toBe(2);
    expect(run.output).toContain(`--spec openapi.yaml: no such file (from ${elsewhere})`);
    expect(existsSync(path.join(elsewhere, 'openapi.yaml'))).toBe(false);
  });
});
