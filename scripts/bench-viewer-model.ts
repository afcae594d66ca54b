/**
 * How fast the viewer's event log folds: replaying 10,000 events (target under 100 ms), undoing on a log that
 * long, and dispatching 10,000 events one by one through the effector model in a fork() scope.
 * Prints figures; asserts nothing (the machine is shared and noisy).
 *
 *   npx tsx scripts/bench-viewer-model.ts
 */
import { allSettled, fork } from 'effector';
import type { ViewerEvent } from '../contracts';
import { createPaneModel, initialPaneState, replay } from '../app/features/viewer/model';
import { append, emptyPaneLog, undo } from '../app/features/viewer/model/log';

const COUNT = 10_000;

/** A session-like mix: mostly pans and zooms, some modes and slide changes, rulers and patches being edited. */
function session(count: number, seed = 1): ViewerEvent[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const events: ViewerEvent[] = [];
  const patchIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const meta = { id: `e${index}`, at: index * 1000, origin: 'user' as const };
    const roll = random();
    if (roll < 0.6) {
      const rotation = ([0, 90, 180, 270] as const)[Math.floor(random() * 4)] ?? 0;
      events.push({
        type: 'viewport/changed',
        ...meta,
        zoom: 1 + random() * 40,
        center: { x: random(), y: random() },
        rotation,
      });
    } else if (roll < 0.65) {
      events.push({ type: 'mode/measurement', ...meta, mode: random() < 0.5 ? 'STRAIGHT' : 'COORDINATE' });
    } else if (roll < 0.66) {
      events.push({ type: 'slide/selected', ...meta, index: Math.floor(random() * 5) });
    } else if (roll < 0.8) {
      const width = 10 + random() * 500;
      events.push({
        type: 'measurement/added',
        ...meta,
        ruler: {
          id: `r${index}`,
          mode: 'straight',
          rect: { x: random() * 1e4, y: random() * 1e4, width, height: width },
          label: '',
          visible: true,
        },
      });
    } else if (roll < 0.9) {
      patchIds.push(`p${index}`);
      events.push({
        type: 'patch/added',
        ...meta,
        patch: {
          id: `p${index}`,
          note: '',
          color: '#7cfc00',
          isPoint: false,
          size: { x: 0, y: 0, width: 1024, height: 1024 },
          widthInClient: 40,
        },
      });
    } else {
      const patchId = patchIds[Math.floor(random() * patchIds.length)] ?? 'none';
      events.push({
        type: 'patch/moved',
        ...meta,
        patchId,
        x: Math.round(random() * 1e4),
        y: Math.round(random() * 1e4),
      });
    }
  }
  return events;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(runs: number, work: () => void): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const events = session(COUNT);
const sameSlide = events.map((event) => (event.type === 'slide/selected' ? { ...event, index: 0 } : event));

const replayMs = time(21, () => replay(initialPaneState, events));
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
console.log(`  replay from empty (median):            ${replayMs.toFixed(2)} ms  (target < 100 ms)`);
console.log(`  replay, every edit on one slide:       ${replayOneSlideMs.toFixed(2)} ms`);
console.log(`  one undo on the full log (median):     ${undoMs.toFixed(2)} ms`);
console.log(
  `  dispatch one by one in a fork() scope: ${dispatchMs.toFixed(0)} ms total, ${((dispatchMs * 1000) / COUNT).toFixed(1)} µs per event`,
);
