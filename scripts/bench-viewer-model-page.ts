/**
 * The page side of `npx tsx scripts/bench-viewer-model.ts --browser` (scripts/bench-viewer-model-browser.ts
 * builds it with Vite, minified as the app's build is, and loads it into a fresh Chromium page): the log is
 * made when the page loads, and `benchReplay` times replays of it, the first one on code the page has not run
 * yet.
 */
import { initialPaneState, replay } from '../app/features/viewer/model/state';
import { onOneSlide, session, SESSION_LENGTH } from './viewer-model-session';

declare global {
  interface Window {
    benchReplay?: (runs: number, oneSlide: boolean) => number[];
  }
}

const events = session(SESSION_LENGTH);
const sameSlide = onOneSlide(events);

window.benchReplay = (runs, oneSlide) => {
  const log = oneSlide ? sameSlide : events;
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    replay(initialPaneState, log);
    samples.push(performance.now() - start);
  }
  return samples;
};
