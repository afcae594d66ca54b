/**
 * How the slide's pixels are resampled when drawn larger or smaller (spec 9: nearest and bilinear), chosen by
 * the reader with the toolbar's toggle or its shortcut (decision 051). Bilinear (smoothed) by default; nearest
 * shows the scanned pixels as they are. One setting for the screen's panes, kept for the page's life.
 */
import { useSyncExternalStore } from 'react';

export type Resampling = 'bilinear' | 'nearest';

let current: Resampling = 'bilinear';
const listeners = new Set<() => void>();

export function toggleResampling(): Resampling {
  current = current === 'bilinear' ? 'nearest' : 'bilinear';
  for (const listener of listeners) listener();
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useResampling(): Resampling {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'bilinear' as const,
  );
}
