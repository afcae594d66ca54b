/**
 * The viewer's own timings (docs/viewer.md): `performance.measure` entries that benchmarks and users read the
 * same way.
 *
 *   viewer:case-open     route start → first tile drawn (route start is the page's navigation start on a full
 *                        load, the client navigation's start otherwise)
 *   viewer:slide-change  the click that changed slide → first tile of the new slide drawn
 *   viewer:fov           a pan or zoom → every visible tile drawn (OpenSeadragon's fully-loaded state)
 *   viewer:fov-settle    the end of that movement's animation (0.5 s, spec 9) → every visible tile drawn: the
 *                        part of viewer:fov that tiles, not the animation, take
 */

export const MEASURES = {
  caseOpen: 'viewer:case-open',
  slideChange: 'viewer:slide-change',
  fov: 'viewer:fov',
  fovSettle: 'viewer:fov-settle',
} as const;

const ROUTE_START_MARK = 'viewer:route-start';

/** Called when a client navigation to the viewer starts (the route's clientLoader). */
export function markRouteStart(): void {
  performance.clearMarks(ROUTE_START_MARK);
  performance.mark(ROUTE_START_MARK);
}

function routeStart(): number {
  const marks = performance.getEntriesByName(ROUTE_START_MARK, 'mark');
  return marks.length ? marks[marks.length - 1]!.startTime : 0;
}

function measure(name: string, start: number, end = performance.now()): void {
  try {
    performance.measure(name, { start, end });
  } catch {
    // A browser without User Timing Level 3 still shows the slide.
  }
}

/**
 * One pane's stopwatch. The pane calls `tileDrawn` for every drawn tile and `fullyLoaded` when every visible
 * tile is drawn; the screen calls `slideRequested` on a slide change and `viewChanged` on a pan or zoom.
 */
export function createStopwatch() {
  let caseOpenPending = true;
  let slideChangeStart: number | null = null;
  let fovStart: number | null = null;
  let animationEnd: number | null = null;
  return {
    slideRequested(at = performance.now()) {
      slideChangeStart = at;
      fovStart = null;
    },
    viewChanged(at = performance.now()) {
      if (slideChangeStart === null && !caseOpenPending && fovStart === null) {
        fovStart = at;
        animationEnd = null;
      }
    },
    animationFinished(at = performance.now()) {
      if (fovStart !== null) animationEnd = at;
    },
    /** `at`: when it was drawn, if before this call (a viewer the page opened before hydration: osd/boot). */
    tileDrawn(at = performance.now()) {
      if (caseOpenPending) {
        caseOpenPending = false;
        slideChangeStart = null;
        measure(MEASURES.caseOpen, routeStart(), at);
        performance.clearMarks(ROUTE_START_MARK);
      } else if (slideChangeStart !== null) {
        measure(MEASURES.slideChange, slideChangeStart, at);
        slideChangeStart = null;
      }
    },
    fullyLoaded() {
      if (fovStart !== null) {
        const now = performance.now();
        measure(MEASURES.fov, fovStart, now);
        measure(MEASURES.fovSettle, animationEnd ?? now, now);
        fovStart = null;
        animationEnd = null;
      }
    },
  };
}

export type Stopwatch = ReturnType<typeof createStopwatch>;
