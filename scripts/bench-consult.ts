/**
 * `npm run bench:consult`: a live consult's delay in headless Chromium against the production build and a fresh
 * mock backend (decision 086). Two browser contexts: the demo provider leads a consult on their Assigned case
 * (case-0013), a colleague follows it (joined from the invitation's link). The leader changes the field of view
 * (zoom in, zoom out, by keyboard) `--changes` times (≥ 50); for each change:
 *
 *   consult:follower   the leader's change (the step made) → the follower's next frame after applying it
 *   single viewer      the same change → the leader's own next frame (the change in a single viewer)
 *
 * p50 and p95 of each, printed, never asserted (the target: the follower's p95 ≤ 250 ms on this machine).
 * Both pages run in one browser, so the two pages' clocks (timeOrigin + User Timing marks) are one clock.
 *
 *   npx remix vite:build --logLevel error && npm run bench:consult -- --changes 60
 *
 * Options: --changes (60), --gap ms between changes (400), --mock-port (4730), --app-port (3730).
 */
import type { Page } from '@playwright/test';
import { CONSULT_MARKS } from '../app/features/viewer/consult/stream';
import { CONSULT_CASE, numberArg, openConsultPair } from './consult-bench-setup';
import { quantile } from './lib';

const changes = Math.max(50, numberArg('changes', 60));
const gap = numberArg('gap', 400);
const mockPort = numberArg('mock-port', 4730);
const appPort = numberArg('app-port', 3730);

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

async function main() {
  const { browser, leader, follower } = await openConsultPair('bench-consult', {
    app: appPort,
    mock: mockPort,
  });
  try {
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
    console.log(`\nbench:consult — ${changes} field-of-view changes, ${gap} ms apart (case ${CONSULT_CASE})`);
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
