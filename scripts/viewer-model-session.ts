/**
 * The event log the viewer model's benches replay (scripts/bench-viewer-model.ts, in Node and in Chromium): a
 * seeded, session-like mix of 10,000 events, and the same with every edit on one slide.
 */
import type { ViewerEvent } from '../contracts';

export const SESSION_LENGTH = 10_000;

/** A session-like mix: mostly pans and zooms, some modes and slide changes, rulers and patches being edited. */
export function session(count: number, seed = 1): ViewerEvent[] {
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

/** The same log with every slide change going to the first slide: all rulers and patches on one slide. */
export function onOneSlide(events: readonly ViewerEvent[]): ViewerEvent[] {
  return events.map((event) => (event.type === 'slide/selected' ? { ...event, index: 0 } : event));
}
