/**
 * `npm run bench:consult`: a live consult's delay in headless Chromium against the production build and a fresh
 * mock backend (decision 086). Two browser contexts: the demo provider leads a consult on their Assigned case
 * (case-0013), a colleague follows it (joined from the invitation's link). The leader changes the field of view
 * (zoom in, zoom out, by keyboard) `--changes` times (≥ 50); for each change:
 *
 *   consult:follower   the leader's change (the step made) → the follower's next frame after applying it
 *   single viewer      the same change → the leader's own next frame (the change in a single viewer)
 *
 * p50 and p95 of each, printed, never asserted (issue 30's target: the follower's p95 ≤ 250 ms on this machine).
 * Both pages run in one browser, so the two pages' clocks (timeOrigin + User Timing marks) are one clock.
 *
 *   npx remix vite:build --logLevel error && npm run bench:consult -- --changes 60
 *
 * Options: --changes (60), --gap ms between changes (400), --mock-port (4730), --app-port (3730).
 */
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { CONSULT_MARKS } from '../app/features/consult/stream';
import { mockCall, mockToken, quantile, startBenchServers, waitForUrl } from './lib';
import { loggedInPage } from './viewer-bench-page';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const changes = Math.max(50, arg('changes', 60));
const gap = arg('gap', 400);
const mockPort = arg('mock-port', 4730);
const appPort = arg('app-port', 3730);

const CASE = 'case-0013';
const LEADER = 'provider@demo.test';
const FOLLOWER = 'esther.dubois.4@providers.demo.test';

const { appOrigin: app, mockOrigin: api } = startBenchServers('bench-consult', {
  app: appPort,
  mock: mockPort,
});
const call = (token: string, method: string, route: string, body?: unknown) =>
  mockCall(api, method, route, token, body);
const tokenOf = (email: string) => mockToken(api, email, DEMO_PASSWORD);

/** The epoch time of each mark of this name on the page, by the step's seq. */
async function marks(page: Page, name: string): Promise<Map<number, number>> {
  const entries = await page.evaluate(
    (mark) =>
      performance
        .getEntriesByName(mark, 'mark')
        .map((entry) => [
          (entry as PerformanceMark).detail.seq as number,
          performance.timeOrigin + entry.startTime,
        ]),
    name,
  );
  return new Map(entries as Array<[number, number]>);
}

async function viewerReady(page: Page) {
  await page.waitForSelector('[data-testid="viewer"][data-loading="false"][data-source]', {
    timeout: 60_000,
  });
}

async function main() {
  await Promise.all([waitForUrl(`${api}/__mock/health`, 180_000), waitForUrl(`${app}/login`, 60_000)]);
  const leaderToken = await tokenOf(LEADER);
  const consult = (await call(leaderToken, 'POST', `/api/cases/${CASE}/consults`)) as { consultId: string };
  const candidates = (await call(leaderToken, 'GET', `/api/cases/${CASE}/consult-candidates`)) as Array<{
    userId: string;
    name: string;
  }>;
  const colleague = candidates.find((each) => each.name === 'Esther Dubois')!;
  await call(leaderToken, 'POST', `/api/cases/${CASE}/consults/${consult.consultId}/invitations`, {
    userId: colleague.userId,
  });

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const leader = await loggedInPage(browser, app, LEADER);
    const follower = await loggedInPage(browser, app, FOLLOWER);
    await leader.goto(`${app}/viewer?caseId=${CASE}`);
    await viewerReady(leader);
    await leader.waitForSelector('[data-testid="viewer"][data-consult-role="leader"]');
    await follower.goto(`${app}/viewer?caseId=${CASE}&consult=${consult.consultId}`);
    await viewerReady(follower);
    await follower.waitForSelector('[data-testid="viewer"][data-consult-role="follower"]');
    await leader.getByTestId('viewer').click({ position: { x: 5, y: 5 } });

    const first = (await marks(leader, CONSULT_MARKS.made)).size + 1;
    for (let i = 0; i < changes; i++) {
      await leader.keyboard.press(i % 2 === 0 ? '+' : '-');
      await leader.waitForTimeout(gap);
    }
    const last = first + changes - 1;
    await follower.waitForFunction(
      ([mark, seq]) =>
        performance
          .getEntriesByName(mark as string, 'mark')
          .some((e) => (e as PerformanceMark).detail.seq >= (seq as number)),
      [CONSULT_MARKS.followerFrame, last] as const,
      { timeout: 30_000 },
    );
    const made = await marks(leader, CONSULT_MARKS.made);
    const own = await marks(leader, CONSULT_MARKS.leaderFrame);
    const shown = await marks(follower, CONSULT_MARKS.followerFrame);
    const remote: number[] = [];
    const single: number[] = [];
    for (let seq = first; seq <= last; seq++) {
      const start = made.get(seq);
      if (start === undefined) continue;
      if (shown.has(seq)) remote.push(shown.get(seq)! - start);
      if (own.has(seq)) single.push(own.get(seq)! - start);
    }
    const appends = (await leader.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.endsWith('/viewer/consult') &&
            (entry as PerformanceResourceTiming).initiatorType === 'fetch',
        )
        .map((entry) => entry.duration),
    )) as number[];
    const row = (label: string, values: number[]) =>
      `${label.padEnd(36)} n=${String(values.length).padStart(3)}  p50 ${quantile(values, 0.5).toFixed(1).padStart(7)} ms  p95 ${quantile(values, 0.95).toFixed(1).padStart(7)} ms`;
    console.log(`\nbench:consult — ${changes} field-of-view changes, ${gap} ms apart (case ${CASE})`);
    console.log(row('consult: leader change → follower', remote));
    console.log(row('single viewer: change → own frame', single));
    console.log(row("of which the leader's append request", appends));
    console.log('target: the follower p95 ≤ 250 ms\n');
  } finally {
    await browser.close();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
