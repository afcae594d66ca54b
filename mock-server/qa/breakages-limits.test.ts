/**
 * The documented rate limits (x-rate-limit) as `--probe-limits` provokes them
 * (conformance/rules/rate-limits.ts): each breakage of ./breakages-limits.ts is caught by rate_limit_conformance
 * with a curl line, the healthy mock passes twice in a row without a reset (the throwaway identities leave nothing
 * behind for the next run), and a run without `--probe-limits` stays under every limit. In the style of
 * ./breakages.test.ts, in a file of its own so the two run side by side. The mock trusts the run as its proxy
 * (`MOCK_TRUST_PROXY=loopback`, as `npm start` runs it), so a throwaway X-Forwarded-For is a client of its own.
 */
import { describe, expect, it } from 'vitest';
import { runConformance, type ConformanceOptions } from '../../conformance/run';
import { proxyTrust } from '../http/client-address';
import { startMock, withBreakageMocks } from './breakage-runs';
import { LIMIT_BREAKAGES } from './breakages-limits';

const SEED = 13;
const TIMEOUT = 60_000;
const LIMITED = ['createEnquiry', 'requestEmailVerification', 'uploadRegistrationDocument'];
const PATHS: Record<string, string> = {
  '/api/enquiries': 'createEnquiry',
  '/api/auth/email-verification': 'requestEmailVerification',
  '/api/registration-documents': 'uploadRegistrationDocument',
  '/api/auth/email-verification/verify': 'verifyEmailCode',
  '/api/auth/email-verification/password': 'setPasswordWithCode',
};

withBreakageMocks();

const start = async (breakage?: string, trust = 'loopback') =>
  (await startMock(breakage, proxyTrust(trust))).baseUrl;

interface Sent {
  operationId: string;
  client?: string;
  email?: string;
  status: number;
}

/** The run's fetch, recording each request to a limited operation: who it was from, and what it got. */
function recording() {
  const sent: Sent[] = [];
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    const url = new URL(String(input));
    const operationId = (init?.method ?? 'GET') === 'POST' ? PATHS[url.pathname] : undefined;
    if (operationId) {
      const headers = new Headers(init?.headers);
      let email: string | undefined;
      if (typeof init?.body === 'string') {
        try {
          const value = (JSON.parse(init.body) as { email?: unknown }).email;
          email = typeof value === 'string' ? value : undefined;
        } catch {
          // not JSON: no email
        }
      }
      const client = headers.get('x-forwarded-for') ?? undefined;
      sent.push({ operationId, client, email, status: response.status });
    }
    return response;
  }) as typeof fetch;
  return { sent, fetch: doFetch };
}

const run = (baseUrl: string, options: Partial<ConformanceOptions>) =>
  runConformance({ baseUrl, seed: SEED, maxExamples: 1, ...options });

const SEEN: Record<string, RegExp> = {
  'limit-never-enforced': /^all 4 accepted: the limit is not enforced$/,
  'limit-too-early': /^429 after 2 accepted/,
  'limit-without-retry-after': /^no Retry-After$/,
  'login-device-token-not-trusted': /^429 /,
  'login-unknown-email-never-held': /^401 .*"Invalid email or password\.": /,
};

describe.each(LIMIT_BREAKAGES)('--break $name', (breakage) => {
  it(
    `is caught by ${breakage.check}, naming the operation, with a reproducer`,
    async () => {
      const baseUrl = await start(breakage.name);
      const report = await run(baseUrl, {
        checks: [breakage.check],
        operations: breakage.operations,
        ...breakage.options,
      });
      expect(report.ok).toBe(false);
      const caught = report.failures.filter((f) => f.check === breakage.check);
      expect(caught.map((f) => f.operationId)).toEqual(breakage.operations);
      expect(caught[0]!.seen, breakage.breaks).toMatch(SEEN[breakage.name]!);
      expect(caught[0]!.curl).toMatch(new RegExp(`^curl .* '${baseUrl}/`));
    },
    TIMEOUT,
  );
});

describe('the healthy mock', () => {
  it(
    'passes each limit provoked, twice in a row without a reset, under throwaway identities only',
    async () => {
      const baseUrl = await start();
      const runs = [];
      for (let i = 0; i < 2; i++) {
        const { sent, fetch } = recording();
        const report = await run(baseUrl, {
          checks: ['rate_limit_conformance'],
          operations: LIMITED,
          probeLimits: true,
          fetch,
        });
        expect(report.failures).toEqual([]);
        expect(report.warnings).toEqual([]);
        for (const id of LIMITED) {
          const tally = report.operations.find((op) => op.operationId === id)!.checks.rate_limit_conformance;
          // The limit, the Retry-After and the body of its 429.
          expect(tally?.passed, id).toBe(3);
        }
        runs.push(sent);
      }
      for (const sent of runs) {
        // Each operation's limit and one more from one identity, then one request from a fresh identity.
        const count = (id: string) => sent.filter((s) => s.operationId === id).length;
        expect(LIMITED.map(count)).toEqual([5 + 2, 3 + 2, 20 + 2]);
        expect(sent.filter((s) => s.status === 429).length).toBe(3);
        for (const s of sent) {
          if (s.operationId === 'requestEmailVerification')
            expect(s.email).toMatch(/^conformance\.limit\.13\.[0-9a-f]{8}\.[12]@example\.test$/);
          else expect(s.client).toMatch(/^198\.1[89]\.\d+\.\d+$/);
        }
      }
      // No identity of the first run is the second's.
      const identities = (sent: Sent[]) =>
        new Set(sent.map((s) => (s.operationId === 'requestEmailVerification' ? s.email : s.client)));
      const first = identities(runs[0]!);
      expect([...identities(runs[1]!)].filter((id) => first.has(id))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "judges login's failures per device token and counts an unknown email like an account, twice in a row",
    async () => {
      const baseUrl = await start();
      for (let i = 0; i < 2; i++) {
        const report = await run(baseUrl, {
          checks: ['rate_limit_conformance'],
          operations: ['login'],
          probeLimits: true,
        });
        expect(report.failures).toEqual([]);
        const tally = report.operations.find((op) => op.operationId === 'login')!.checks
          .rate_limit_conformance;
        // The account's token locked, taken without it, held back, its new token taken, and the unknown email's
        // 429 alike.
        expect(tally, `run ${i + 1}`).toEqual({ passed: 5, failed: 0 });
      }
    },
    TIMEOUT,
  );

  it(
    'is sent nothing past a limit without --probe-limits',
    async () => {
      const baseUrl = await start();
      const { sent, fetch } = recording();
      const report = await run(baseUrl, { operations: LIMITED, maxExamples: 5, fetch });
      expect(report.failures).toEqual([]);
      expect(Object.keys(report.summary)).not.toContain('rate_limit_conformance');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((s) => s.status === 429 || s.client !== undefined)).toEqual([]);
      expect(sent.filter((s) => s.email?.startsWith('conformance.limit.'))).toEqual([]);
      // Under each limit: enquiries accepted per client, codes asked per email, uploads tried per client.
      expect(
        sent.filter((s) => s.operationId === 'createEnquiry' && s.status === 201).length,
      ).toBeLessThanOrEqual(5);
      const perEmail = new Map<string, number>();
      for (const s of sent.filter((s) => s.operationId === 'requestEmailVerification'))
        perEmail.set(s.email ?? '', (perEmail.get(s.email ?? '') ?? 0) + 1);
      expect(
        Math.max(0, ...[...perEmail.entries()].filter(([email]) => email).map(([, n]) => n)),
      ).toBeLessThanOrEqual(3);
      expect(sent.filter((s) => s.operationId === 'uploadRegistrationDocument').length).toBeLessThanOrEqual(
        20,
      );
    },
    TIMEOUT,
  );

  it(
    'default runs in a row send the per-email operations for an address of their own, never the example one, so none answers 429',
    async () => {
      const baseUrl = await start();
      const PER_EMAIL = ['requestEmailVerification', 'verifyEmailCode', 'setPasswordWithCode'];
      const runs: Sent[][] = [];
      for (let i = 0; i < 2; i++) {
        const { sent, fetch } = recording();
        const report = await run(baseUrl, { operations: PER_EMAIL, maxExamples: 2, fetch });
        expect(report.failures).toEqual([]);
        expect(report.warnings.filter((w) => w.startsWith('rate limited'))).toEqual([]);
        expect(sent.filter((s) => s.status === 429)).toEqual([]);
        runs.push(sent);
      }
      // Each run's valid requests (all answered but 400) name addresses of its own: the one its checks send all
      // three operations for, and the two the account-existence rule asks one code each for (a user of the run's
      // and an address never registered). The two runs' differ.
      const emails = runs.map(
        (sent) => new Set(sent.filter((s) => s.status !== 400 && s.email).map((s) => s.email!)),
      );
      const checksAddress = (own: Set<string>) =>
        [...own].find((email) => email.startsWith('conformance.code.'));
      for (const [i, own] of emails.entries()) {
        expect([...own].sort(), `run ${i + 1}`).toEqual([
          expect.stringMatching(/^conformance\.account\.13-[0-9a-f]{8}@example\.test$/),
          expect.stringMatching(/^conformance\.code\.13\.[0-9a-f]{8}@example\.test$/),
          expect.stringMatching(/^conformance\.nobody\.13-[0-9a-f]{8}@example\.test$/),
        ]);
        const address = checksAddress(own);
        const operations = new Set(runs[i]!.filter((s) => s.email === address).map((s) => s.operationId));
        expect([...operations].sort()).toEqual([...PER_EMAIL].sort());
      }
      expect(checksAddress(emails[0]!)).not.toBe(checksAddress(emails[1]!));
    },
    TIMEOUT,
  );

  it(
    "warns, and judges no early refusal, when the server counts the run's address, not the throwaway client",
    async () => {
      const baseUrl = await start(undefined, 'none');
      const options = { checks: ['rate_limit_conformance' as const], probeLimits: true };
      // The mock counts every probe against the run's own address, not the throwaway client: each run fills it and
      // warns. Each run sends its enquiries from a loopback address of its own (conformance/client-address.ts), so
      // the second finds the limit whole too (an early refusal left unjudged: conformance/rules/rate-limit-judge.test.ts).
      const first = await run(baseUrl, { ...options, operations: ['createEnquiry'], maxExamples: 1 });
      const second = await run(baseUrl, { ...options, operations: ['createEnquiry'], maxExamples: 1 });
      for (const report of [first, second]) {
        expect(report.failures).toEqual([]);
        expect(report.warnings).toEqual([
          "createEnquiry: rate_limit_conformance: a fresh throwaway identity was refused too (429): the server does not count the probe's X-Forwarded-For but the run's own address, limited now for PT10M; its count may hold the run's other requests, so a refusal before the limit is not judged",
        ]);
      }
      // Both runs' limits came where documented (3 verdicts each).
      const passed = (report: typeof first) =>
        report.operations.find((op) => op.operationId === 'createEnquiry')!.checks.rate_limit_conformance
          ?.passed;
      expect([passed(first), passed(second)]).toEqual([3, 3]);
    },
    TIMEOUT,
  );

  it('refuses rate_limit_conformance asked for without --probe-limits', async () => {
    await expect(
      runConformance({ baseUrl: 'http://127.0.0.1:9', checks: ['rate_limit_conformance'] }),
    ).rejects.toThrow('rate_limit_conformance provokes the limits: --probe-limits');
  });
});
