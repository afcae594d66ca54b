/**
 * How the slide's pixels are resampled when drawn larger or smaller (spec 9: nearest and bilinear), chosen by
 * the reader with the toolbar's toggle or its shortcut (decision 051). Bilinear (smoothed) by default; nearest
 * shows the scanned pixels as they are. One setting for every viewer in this browser, kept in local storage
 * like the scale bar's (decision 053): a reload or another tab keeps the reader's choice. Anything else stored
 * under the key reads as the default; a storage that throws is ignored.
 */
import { useSyncExternalStore } from 'react';

export type Resampling = 'bilinear' | 'nearest';

export const RESAMPLING_STORAGE_KEY = 'pathbridge:resampling';
const DEFAULT: Resampling = 'bilinear';

type SettingStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readResampling(storage: SettingStorage | null | undefined): Resampling {
  try {
    return storage?.getItem(RESAMPLING_STORAGE_KEY) === 'nearest' ? 'nearest' : DEFAULT;
  } catch {
    return DEFAULT;
  }
}

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);
let current: Resampling | null = null;
const listeners = new Set<() => void>();

const resampling = (): Resampling => (current ??= readResampling(browserStorage()));

export function toggleResampling(): Resampling {
  current = resampling() === 'bilinear' ? 'nearest' : 'bilinear';
  try {
    browserStorage()?.setItem(RESAMPLING_STORAGE_KEY, current);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== RESAMPLING_STORAGE_KEY) return;
    current = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export function useResampling(): Resampling {
  return useSyncExternalStore(subscribe, resampling, () => DEFAULT);
}
