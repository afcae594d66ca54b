/**
 * How fast the viewer's event log folds: replaying 10,000 events (target under 100 ms) — the first replay, on
 * code not yet compiled (as a session's first undo or restore meets it), and the median after it —, the same
 * with every edit on one slide, undoing on a log that long, and dispatching 10,000 events one by one through
 * the effector model in a fork() scope. With --browser, the replay in headless Chromium too
 * (scripts/bench-viewer-model-browser.ts). Prints figures; asserts nothing (the machine is shared and noisy).
 *
 *   npx tsx scripts/bench-viewer-model.ts [--browser]
 */
import { allSettled, fork } from 'effector';
import { createPaneModel, initialPaneState, replay } from '../app/features/viewer/model';
import { append, emptyPaneLog, undo } from '../app/features/viewer/model/log';
import { quantile } from './lib';
import { onOneSlide, session, SESSION_LENGTH as COUNT } from './viewer-model-session';

const median = (samples: readonly number[]) => quantile(samples, 0.5);

function samples(runs: number, work: () => void): number[] {
  const taken: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    taken.push(performance.now() - start);
  }
  return taken;
}

const time = (runs: number, work: () => void) => median(samples(runs, work));

const events = session(COUNT);
const sameSlide = onOneSlide(events);

// Nothing of the model has run before this: the first replay is the cold one.
const [firstReplayMs = Number.NaN, ...laterReplays] = samples(21, () => replay(initialPaneState, events));
const replayMs = median(laterReplays);
const replayOneSlideMs = time(11, () => replay(initialPaneState, sameSlide));
const full = events.reduce(append, emptyPaneLog);
const undoMs = time(21, () => undo(full));

const model = createPaneModel();
const scope = fork();
const dispatchStart = performance.now();
for (const event of events) await allSettled(model.dispatched, { scope, params: event });
const dispatchMs = performance.now() - dispatchStart;

console.log(
  `viewer model, ${COUNT} events (log after merging: ${scope.getState(model.$log).length} entries)`,
);
console.log(`  replay from empty, first run (cold):   ${firstReplayMs.toFixed(2)} ms  (target < 100 ms)`);
console.log(`  replay from empty (median after it):   ${replayMs.toFixed(2)} ms`);
console.log(`  replay, every edit on one slide:       ${replayOneSlideMs.toFixed(2)} ms`);
console.log(`  one undo on the full log (median):     ${undoMs.toFixed(2)} ms`);
console.log(
  `  dispatch one by one in a fork() scope: ${dispatchMs.toFixed(0)} ms total, ${((dispatchMs * 1000) / COUNT).toFixed(1)} µs per event`,
);

if (process.argv.includes('--browser')) {
  const { browserReplayFigures } = await import('./bench-viewer-model-browser');
  const figures = await browserReplayFigures();
  const first = [...figures.firstRuns].sort((a, b) => a - b);
  const range = `${(first[0] ?? 0).toFixed(1)}–${(first.at(-1) ?? 0).toFixed(1)}`;
  console.log(`in headless Chromium (Vite-built, minified; ${figures.pages} fresh pages)`);
  console.log(`  replay from empty, first run (cold):   ${median(first).toFixed(1)} ms median (${range})`);
  console.log(`  replay from empty (median after it):   ${figures.warmMedian.toFixed(1)} ms`);
  console.log(`  replay, every edit on one slide:       ${figures.oneSlideMedian.toFixed(1)} ms`);
}
