/**
 * What the breakage tests share (mock-server/qa/breakages*.test.ts): a mock of the real express app in-process on
 * an ephemeral port, broken by one breakage or healthy, and the checker's run targeted at it. The tests are
 * split over files so the unit stage's workers run them side by side: each file calls `withBreakageMocks()`.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { runConformance } from '../../conformance/run';
import type { CheckName } from '../../conformance/types';
import { mockBackend, server as mswServer } from '../../tests/setup/mock-backend';
import { withQuickWaits } from '../../tests/setup/quick-waits';
import { createMockApp } from '../http/app';
import type { ProxyTrust } from '../http/client-address';
import { BREAKAGES, findBreakage, type Breakage } from './breakages';
import { LIMIT_BREAKAGES } from './breakages-limits';
import { EXPOSURE_BREAKAGES } from './breakages-exposure';

const SEED = 13;
export const MAX_EXAMPLES = 3;
// The in-process backend's link secret (tests/setup/mock-backend.ts): the slide links it signs open on these apps.
const LINK_SECRET = 'test-link-secret';
// A run takes about a second here; a loaded machine may take several.
export const TIMEOUT = 30_000;

const servers: Server[] = [];
const restores: (() => void)[] = [];

/** Sets the mock's settings a breakage needs; answers how to put them back. */
function applySettings(settings: Record<string, string> = {}) {
  const before = Object.keys(settings).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, settings);
  return () => {
    for (const [name, value] of before)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
}

/** The hooks of a file of breakage tests: the checker's requests reach the mocks over the network. */
export function withBreakageMocks() {
  // The runs that judge the heartbeat take the mocks' one-second period (`heartbeatSeconds: 1` in their options).
  withQuickWaits();
  beforeEach(() => {
    mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  });
  afterAll(() => {
    for (const restore of restores.splice(0)) restore();
    for (const server of servers) server.closeAllConnections();
    return Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
}

export async function startMock(
  breakage?: string,
  trustProxy?: ProxyTrust,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const restore = applySettings(breakage ? findBreakage(breakage).settings : undefined);
  restores.push(restore);
  const app = createMockApp({ backend: mockBackend, linkSecret: LINK_SECRET, breakage, trustProxy });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      restores.splice(restores.indexOf(restore), 1);
      restore();
      servers.splice(servers.indexOf(server), 1);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const targeted = (
  baseUrl: string,
  checks: CheckName[],
  operations: string[],
  maxExamples: number,
  options: Breakage['options'] = {},
) => runConformance({ baseUrl, checks, operations, maxExamples, seed: SEED, ...options });

/**
 * The breakages whose targeted runs are made alike; the rate limits' runs are ./breakages-limits.test.ts's, the
 * exposures' ./breakages-exposure.test.ts's (which also names the operation caught).
 */
export const TARGETED = BREAKAGES.filter(
  (breakage) => !LIMIT_BREAKAGES.includes(breakage) && !EXPOSURE_BREAKAGES.includes(breakage),
);

/** Part `part` (from 1) of `parts` of TARGETED, taken every `parts`-th so each part mixes the kinds. */
export const breakagesPart = (part: number, parts: number) =>
  TARGETED.filter((_, i) => i % parts === part - 1);

/** One test per breakage: the run targeted at it fails with its check and a curl line that reproduces it. */
export function itIsCaught(breakages: Breakage[]) {
  it.each(breakages)(
    '--break $name is caught by $check, with a reproducer',
    async (breakage: Breakage) => {
      const mock = await startMock(breakage.name);
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
}
