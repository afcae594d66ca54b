/**
 * Work a slide change leaves behind, done off the new slide's way: freeing the old slide's tile canvases
 * (decision 058) and stopping its reader worker (decision 063). It runs in the page's first idle period after
 * `AFTER_SLIDE_CHANGE_MS`, by when the new slide's first tiles are usually on screen, and at most
 * `IDLE_WITHIN_MS` later on a busy page. Done in the click, or in an idle period right after it (one can fall
 * between OpenSeadragon's opening timers), the same work held the new slide's first tile back.
 */
export const AFTER_SLIDE_CHANGE_MS = 300;
const IDLE_WITHIN_MS = 500;

export function afterSlideChange(task: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_WITHIN_MS });
    else task();
  }, AFTER_SLIDE_CHANGE_MS);
}
