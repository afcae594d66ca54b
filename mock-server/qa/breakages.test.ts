/**
 * Proof that the conformance checker catches faults (issue 13 §1): for each deliberate breakage of the mock
 * (./breakages.ts) the checker's run targeted at it (its check and operations, a fixed seed) fails with that
 * check and a curl line that reproduces it, and the same runs pass on the healthy mock. Each mock is the real
 * express app in-process on an ephemeral port; the checker reaches it over HTTP.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { root } from '../../conformance/openapi';
import { runConformance } from '../../conformance/run';
import { CHECK_NAMES, type CheckName } from '../../conformance/types';
import { mockBackend, server as mswServer } from '../../tests/setup/mock-backend';
import { createMockApp } from '../http/app';
import { BREAKAGES, type Breakage } from './breakages';
import { LIMIT_BREAKAGES } from './breakages-limits';

// The rate limits' breakages run in ./breakages-limits.test.ts, beside this file (the unit stage's long pole).
const SERIAL = BREAKAGES.filter((breakage) => !LIMIT_BREAKAGES.includes(breakage));

const SEED = 13;
const MAX_EXAMPLES = 3;
// The in-process backend's link secret (tests/setup/mock-backend.ts): the slide links it signs open on these apps.
const LINK_SECRET = 'test-link-secret';
// A run takes about a second here; a loaded machine may take several.
const TIMEOUT = 30_000;

// The mocks' event streams beat every second, and the runs that judge the heartbeat take that period
// (`heartbeatSeconds: 1` in the breakages' options), not the contract's 15 s.
process.env.MOCK_LIVE_HEARTBEAT_MS = '1000';

// The checker's requests go over the network to the app below, not to the in-process handlers.
beforeEach(() => mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.closeAllConnections();
  return Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(breakage?: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const app = createMockApp({ backend: mockBackend, linkSecret: LINK_SECRET, breakage });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      servers.splice(servers.indexOf(server), 1);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const targeted = (
  baseUrl: string,
  checks: CheckName[],
  operations: string[],
  maxExamples: number,
  options: Breakage['options'] = {},
) => runConformance({ baseUrl, checks, operations, maxExamples, seed: SEED, ...options });

describe('the breakage table', () => {
  it('has at least 20 kinds, named once each, across every check', () => {
    expect(BREAKAGES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(BREAKAGES.map((b) => b.name)).size).toBe(BREAKAGES.length);
    expect([...new Set(BREAKAGES.map((b) => b.check))].sort()).toEqual([...CHECK_NAMES].sort());
  });

  it('is the table of docs/conformance.md', () => {
    const doc = readFileSync(`${root}/docs/conformance.md`, 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)` +\| (.+?) +\| `([a-z_]+)` +\|$/gm)].map((m) => ({
      name: m[1],
      breaks: m[2]!.replaceAll('\\|', '|').replaceAll('`*`', '*'),
      check: m[3],
    }));
    expect(rows).toEqual(BREAKAGES.map(({ name, breaks, check }) => ({ name, breaks, check })));
  });
});

describe.each(SERIAL)('--break $name', (breakage: Breakage) => {
  it(
    `is caught by ${breakage.check}, with a reproducer`,
    async () => {
      const mock = await start(breakage.name);
      const report = await targeted(
        mock.baseUrl,
        [breakage.check],
        breakage.operations,
        breakage.maxExamples ?? MAX_EXAMPLES,
        breakage.options,
      );
      await mock.stop();
      expect(report.ok).toBe(false);
      const caught = report.failures.filter((f) => f.check === breakage.check);
      expect(caught.length, `${breakage.name}: ${breakage.breaks}`).toBeGreaterThan(0);
      expect(caught[0]!.curl).toMatch(new RegExp(`^curl .* '${mock.baseUrl}/`));
    },
    TIMEOUT,
  );
});

// The same targeted runs on the healthy mock, merged by number of examples: one run holds the checks and the
// operations of every breakage with that number. The checker draws each operation's requests from the seed, the
// operation and the caller, so each targeted run's requests are among the merged run's, judged by more checks.
describe('the healthy mock', () => {
  // One run per number of examples and options (an opt-in check's limit).
  const runs = new Map<
    string,
    { maxExamples: number; options: Breakage['options']; checks: Set<CheckName>; operations: Set<string> }
  >();
  for (const breakage of SERIAL) {
    const maxExamples = breakage.maxExamples ?? MAX_EXAMPLES;
    const key = `${maxExamples} examples${breakage.options ? `, ${JSON.stringify(breakage.options)}` : ''}`;
    const run = runs.get(key) ?? {
      maxExamples,
      options: breakage.options,
      checks: new Set<CheckName>(),
      operations: new Set<string>(),
    };
    run.checks.add(breakage.check);
    for (const operation of breakage.operations) run.operations.add(operation);
    runs.set(key, run);
  }
  it.each([...runs])(
    'passes the targeted runs with %s',
    async (_key, { maxExamples, options, checks, operations }) => {
      const mock = await start();
      const report = await targeted(mock.baseUrl, [...checks], [...operations], maxExamples, options);
      await mock.stop();
      expect(report.failures).toEqual([]);
      expect(report.ok).toBe(true);
    },
    TIMEOUT,
  );
});
