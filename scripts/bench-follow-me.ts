/**
 * `npm run bench:follow-me`: how far a consult follower's view trails the leader's during a real drag
 * (decision 109), in headless Chromium (CHROMIUM_LAUNCH) against the production build and a fresh mock backend
 * (the two-browser set-up of consult-bench-setup.ts). The leader's mouse drags the slide (page.mouse down, moves
 * a few pixels a frame, up: no programmatic view change) `--drags` times, left and right in turn; both pages
 * sample the centre their main pane shows (`data-center`) on every animation frame, on one clock (both pages'
 * timeOrigin + now, one browser).
 *
 * The trail at a follower's frame is how long ago the leader's view was where the follower's is now: for each
 * frame of the follower while it moves, the time since the leader's view first reached that centre (a drag is
 * monotonic, so "reached" is well defined). p50 and p95 over every such frame, and the load (`uptime`) before
 * and after, printed, never asserted. Target: p95 ≤ 150 ms.
 *
 * Then the live views' stages (live-trace.ts; the mock's side from a stream the bench opens to it as the
 * follower): the leader's view made → its request sent (the coalescer) → written on the mock's stream (the app's
 * relay and the mock) → received by the follower's page (the app's stream relay) → applied → the next frame; and
 * what the follower showed at the frames that trailed more than the target (the last live view applied, or a
 * view something else moved it to).
 *
 *   npx remix vite:build --logLevel error && npm run bench:follow-me -- --drags 8
 *
 * Options: --drags (8), --mock-port (4740), --app-port (3740), --debug (each drag's figures).
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { LiveTraceEntry } from '../app/features/viewer/consult/live-trace';
import { CONSULT_CASE, numberArg, openConsultPair } from './consult-bench-setup';
import { quantile } from './lib';

const drags = Math.max(2, numberArg('drags', 8));
const mockPort = numberArg('mock-port', 4740);
const appPort = numberArg('app-port', 3740);
const debug = process.argv.includes('--debug');

/** One drag: this many mouse moves of STEP_PX, one a frame (~1 s at 60 Hz). */
const MOVES = 60;
const STEP_PX = 6;
const TARGET_MS = 150;

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

type Sample = [time: number, x: number];

/**
 * Both pages keep the live view's stages (live-trace.ts) and sample the main pane's centre x on every frame
 * (epoch ms). A string, so tsx's helpers (`__name`) do not reach the page.
 */
const INIT = `window.__consultLiveTrace = []; performance.setResourceTimingBufferSize(100000);`;
const startSampling = (page: Page) =>
  page.evaluate(`(() => {
    const samples = [];
    window.__samples = samples;
    const pane = document.querySelector('[data-testid="main-pane"]');
    const frame = () => {
      const x = Number((pane.getAttribute('data-center') ?? 'NaN,').split(',')[0]);
      samples.push([performance.timeOrigin + performance.now(), x]);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);

const samplesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samples: Array<[number, number]> }).__samples.splice(0));
const traceOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __consultLiveTrace: LiveTraceEntry[] }).__consultLiveTrace.splice(0),
  ) as Promise<LiveTraceEntry[]>;

/** When the leader's centre first reached `x`, moving in `sign`'s direction (interpolated between frames). */
function reachedAt(leader: Sample[], x: number, sign: number): number | null {
  for (let i = 0; i < leader.length; i++) {
    const [t, lx] = leader[i]!;
    if (sign * (lx - x) < -1e-7) continue;
    if (i === 0) return t;
    const [t0, x0] = leader[i - 1]!;
    return x0 === lx ? t : t0 + ((t - t0) * (x - x0)) / (lx - x0);
  }
  return null;
}

interface Trail {
  t: number;
  x: number;
  trail: number;
}

/** The follower's trail behind the leader at each of its frames while it moves in one drag. */
function trails(leader: Sample[], follower: Sample[]): Trail[] {
  const start = leader[0]![1];
  const end = leader[leader.length - 1]![1];
  const sign = Math.sign(end - start);
  if (!sign) return [];
  const out: Trail[] = [];
  for (const [t, x] of follower) {
    if (sign * (x - start) <= 1e-7) continue; // not moved yet
    const at = reachedAt(leader, x, sign);
    if (at === null) continue;
    out.push({ t, x, trail: Math.max(0, t - at) });
    // Caught up (within a fraction of a screen pixel: the movement's stored step is not re-applied closer):
    // its later frames are rest, not trail.
    if (Math.abs(x - end) < 2e-4) break;
  }
  return out;
}

/** The epoch time each `consult.view` reached a stream opened straight on the mock as the follower, by n. */
function watchMockStream(api: string, token: string) {
  const written = new Map<number, number>();
  const controller = new AbortController();
  void (async () => {
    const response = await fetch(`${api}/api/me/events`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      const at = Date.now();
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.includes('event: consult.view')) continue;
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        const event = JSON.parse(data!.slice(6)) as { data: { live: { n: number } } };
        written.set(event.data.live.n, at);
      }
    }
  })().catch(() => undefined);
  return { written, stop: () => controller.abort() };
}

const row = (label: string, values: number[]) =>
  `${label.padEnd(46)} n=${String(values.length).padStart(5)}  p50 ${quantile(values, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(values, 0.95).toFixed(1).padStart(6)} ms`;

function byStage(entries: LiveTraceEntry[]) {
  const stages = new Map<string, Map<number, LiveTraceEntry>>();
  for (const entry of entries) {
    const [stage, n] = entry;
    let map = stages.get(stage);
    if (!map) stages.set(stage, (map = new Map()));
    if (!map.has(n)) map.set(n, entry);
  }
  return (stage: string) => stages.get(stage) ?? new Map<number, LiveTraceEntry>();
}

/** The live views' stages, each from the one before, over every view sent. */
function stageRows(led: LiveTraceEntry[], followed: LiveTraceEntry[], written: Map<number, number>) {
  const leader = byStage(led);
  const follower = byStage(followed);
  const at = (map: Map<number, LiveTraceEntry>, n: number) => map.get(n)?.[2];
  const chain: Array<[string, (n: number) => number | undefined]> = [
    ["leader's view made", (n) => at(leader('pushed'), n)],
    ['request sent (coalescer)', (n) => at(leader('sent'), n)],
    ["written on the mock's stream (app relay, mock)", (n) => written.get(n)],
    ["received by the follower (app's stream relay)", (n) => at(follower('received'), n)],
    ['applied', (n) => at(follower('applied'), n)],
    ['next frame', (n) => at(follower('frame'), n)],
  ];
  const lines: string[] = [];
  const sent = [...leader('sent').keys()];
  for (let i = 1; i < chain.length; i++) {
    const values: number[] = [];
    for (const n of sent) {
      const from = chain[i - 1]![1](n);
      const to = chain[i]![1](n);
      if (from !== undefined && to !== undefined) values.push(to - from);
    }
    lines.push(row(`  → ${chain[i]![0]}`, values));
  }
  const whole = sent
    .map((n) => [at(leader('pushed'), n), at(follower('frame'), n)])
    .filter((pair): pair is [number, number] => pair[0] !== undefined && pair[1] !== undefined)
    .map(([from, to]) => to - from);
  lines.push(row('  made → next frame at the follower', whole));
  const answered = sent
    .map((n) => [at(leader('sent'), n), at(leader('answered'), n)])
    .filter((pair): pair is [number, number] => pair[0] !== undefined && pair[1] !== undefined)
    .map(([from, to]) => to - from);
  lines.push(row("  the leader's request, sent → answered", answered));
  const received = follower('received').size;
  lines.push(`  views made ${leader('pushed').size}, sent ${sent.length}, received ${received}`);
  return lines;
}

/** What the follower showed at its frames that trailed more than the target. */
function tailRows(frames: Trail[], followed: LiveTraceEntry[]) {
  const applied = followed.filter((entry) => entry[0] === 'applied').sort((a, b) => a[2] - b[2]);
  let live = 0;
  let other = 0;
  for (const frame of frames) {
    if (frame.trail <= TARGET_MS) continue;
    const last = applied.filter((entry) => entry[2] <= frame.t).at(-1);
    if (last && last[3] !== undefined && Math.abs(last[3] - frame.x) < 2e-6) live += 1;
    else other += 1;
  }
  return [
    `  frames trailing > ${TARGET_MS} ms: ${live + other} of ${frames.length}: showing the last live view applied ${live}, a view something else moved it to ${other}`,
  ];
}

/**
 * The leader page's requests to the consult's relay (live views and steps): how long each waited in the browser
 * before it was sent (a host's connections all busy: tiles of the same origin) and how long it then took to the
 * first byte; and how many requests went to each origin.
 */
async function requestTimings(page: Page) {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name,
      queued: entry.requestStart - entry.startTime,
      wire: entry.responseStart - entry.requestStart,
    })),
  );
  const consult = entries.filter((entry) => entry.name.endsWith('/viewer/consult'));
  const origins = new Map<string, number>();
  for (const entry of entries) {
    const origin = new URL(entry.name).origin;
    origins.set(origin, (origins.get(origin) ?? 0) + 1);
  }
  return {
    queued: consult.map((entry) => entry.queued),
    wire: consult.map((entry) => entry.wire),
    origins: [...origins].map(([origin, count]) => `${origin} ${count}`).join(', '),
  };
}

async function main() {
  const pair = await openConsultPair('bench-follow-me', { app: appPort, mock: mockPort }, INIT);
  const { browser, leader, follower } = pair;
  const mock = watchMockStream(pair.api, pair.followerToken);
  try {
    // Zoomed in, so a drag moves the view (the home view fits the slide).
    await leader.getByTestId('viewer').click({ position: { x: 5, y: 5 } });
    for (let i = 0; i < 3; i++) await leader.keyboard.press('+');
    await leader.waitForTimeout(1500);

    const before = load();
    const pane = (await leader.getByTestId('main-pane').boundingBox())!;
    const middle = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
    const all: Trail[] = [];
    const led: LiveTraceEntry[] = [];
    const followed: LiveTraceEntry[] = [];
    await startSampling(leader);
    await startSampling(follower);
    for (let drag = 0; drag < drags; drag++) {
      const direction = drag % 2 === 0 ? 1 : -1;
      const from = middle.x - (direction * MOVES * STEP_PX) / 2;
      await leader.mouse.move(from, middle.y);
      await leader.waitForTimeout(300);
      await Promise.all([samplesOf(leader), samplesOf(follower), traceOf(leader), traceOf(follower)]);
      await leader.mouse.down();
      for (let i = 1; i <= MOVES; i++) {
        await leader.mouse.move(from + direction * i * STEP_PX, middle.y);
        await leader.waitForTimeout(16);
      }
      await leader.mouse.up();
      // The leader's view settles, and the follower's catches up.
      await leader.waitForTimeout(1500);
      const [leaderSamples, followerSamples] = [await samplesOf(leader), await samplesOf(follower)];
      const trail = trails(leaderSamples, followerSamples);
      const [leaderTrace, followerTrace] = [await traceOf(leader), await traceOf(follower)];
      if (debug) {
        const ends = (samples: Sample[]) =>
          `${samples[0]?.[1]}→${samples.at(-1)?.[1]} (${samples.length} frames)`;
        const values = trail.map((each) => each.trail);
        console.log(
          `drag ${drag}: leader ${ends(leaderSamples)}; follower ${ends(followerSamples)}; trail p50 ${quantile(values, 0.5).toFixed(1)} p95 ${quantile(values, 0.95).toFixed(1)}`,
        );
        console.log(tailRows(trail, followerTrace).join('\n'));
      }
      all.push(...trail);
      led.push(...leaderTrace);
      followed.push(...followerTrace);
    }
    const after = load();
    const requests = await requestTimings(leader);
    console.log(
      `\nbench:follow-me — ${drags} real drags of ${MOVES} moves of ${STEP_PX} px (case ${CONSULT_CASE})`,
    );
    console.log(
      row(
        "follower's view trails the leader's",
        all.map((each) => each.trail),
      ),
    );
    console.log(tailRows(all, followed).join('\n'));
    console.log("the live views' stages, each from the one before:");
    console.log(stageRows(led, followed, mock.written).join('\n'));
    console.log(row("  the leader's requests to /viewer/consult: queued in the browser", requests.queued));
    console.log(row('  … on the wire to the first byte (the app, the mock)', requests.wire));
    console.log(`  the leader's requests by origin: ${requests.origins}`);
    console.log(`load before: ${before}`);
    console.log(`load after:  ${after}`);
    console.log(`target: p95 ≤ ${TARGET_MS} ms\n`);
  } finally {
    mock.stop();
    await browser.close();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
