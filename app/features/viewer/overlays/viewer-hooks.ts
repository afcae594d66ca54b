/** What both tool layers need of OpenSeadragon: a redraw when the view moves, and mouse navigation off. */
import type OpenSeadragon from 'openseadragon';
import { useEffect, useReducer } from 'react';

const VIEWPORT_EVENTS = ['update-viewport', 'animation', 'resize'] as const;

/** Re-renders the caller whenever OpenSeadragon redraws, zooms, pans, rotates or resizes the viewer. */
export function useViewportRedraw(viewer: OpenSeadragon.Viewer): void {
  const [, redraw] = useReducer((frame: number) => frame + 1, 0);
  useEffect(() => {
    for (const name of VIEWPORT_EVENTS) viewer.addHandler(name, redraw);
    return () => {
      for (const name of VIEWPORT_EVENTS) viewer.removeHandler(name, redraw);
    };
  }, [viewer]);
}

/**
 * Whether OpenSeadragon's mouse navigation is on. Not `viewer.isMouseNavEnabled()`: in OpenSeadragon 6.1 it
 * reads a property that does not exist and always answers undefined, so restoring it would switch navigation
 * off for good. The inner tracker knows.
 */
export function mouseNavEnabled(viewer: OpenSeadragon.Viewer): boolean {
  const tracker = (viewer as unknown as { innerTracker?: { isTracking?(): boolean } }).innerTracker;
  return typeof tracker?.isTracking === 'function'
    ? tracker.isTracking()
    : viewer.isMouseNavEnabled() !== false;
}

/** Mouse navigation off while `off` holds (measuring, deleting, a patch gesture); back as it was afterwards. */
export function useMouseNavigationOff(viewer: OpenSeadragon.Viewer, off: boolean): void {
  useEffect(() => {
    if (!off) return;
    const was = mouseNavEnabled(viewer);
    viewer.setMouseNavEnabled(false);
    return () => {
      viewer.setMouseNavEnabled(was);
    };
  }, [viewer, off]);
}
