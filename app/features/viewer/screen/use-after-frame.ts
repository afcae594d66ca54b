/**
 * The screen's first slide, in two steps (the toolbar within 300 ms of the first tile). The render that
 * shows the slide ready enables the toolbar; what else comes with a shown slide (the rulers' and patches'
 * layers, the scale bar, the true magnification, the annotations read from the API, a live consult's start)
 * mounts in a task after the frame that painted that toolbar. Mounted in the same commit, their effects ran in
 * the task that enabled the toolbar (React runs a synchronous render's effects at once), and no click was
 * handled until they were done: 60–100 ms under load.
 */
import { useEffect, useState } from 'react';

/** A tab in the background has no frames: the second step comes after this long then. */
export const AFTER_FRAME_CAP_MS = 100;

/**
 * False until `on` has been true across a painted frame: true in a task after the next animation frame that
 * follows the commit where `on` is true (or `AFTER_FRAME_CAP_MS` later), and true from then on.
 */
export function useAfterFrame(on: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!on || after) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setAfter(true);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(finish, 0);
    });
    const cap = setTimeout(finish, AFTER_FRAME_CAP_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(cap);
    };
  }, [on, after]);
  return after;
}
