/**
 * How the slide's pixels are resampled when drawn larger or smaller (spec 9: nearest and bilinear), chosen by
 * the reader with the toolbar's toggle or its shortcut (decision 051). Bilinear (smoothed) by default; nearest
 * shows the scanned pixels as they are. One setting for every viewer in this browser, kept in local storage
 * like the scale bar's (decision 053): a reload or another tab keeps the reader's choice. Anything else stored
 * under the key reads as the default; a storage that throws is ignored.
 */
import { useSyncExternalStore } from 'react';
import { createStoredSetting } from './stored-setting';

export type Resampling = 'bilinear' | 'nearest';

export const RESAMPLING_STORAGE_KEY = 'pathbridge:resampling';
const DEFAULT: Resampling = 'bilinear';

export function readResampling(storage: Pick<Storage, 'getItem'> | null | undefined): Resampling {
  try {
    return storage?.getItem(RESAMPLING_STORAGE_KEY) === 'nearest' ? 'nearest' : DEFAULT;
  } catch {
    return DEFAULT;
  }
}

const setting = createStoredSetting<Resampling>({
  key: RESAMPLING_STORAGE_KEY,
  read: readResampling,
  serialize: (value) => value,
});

export function toggleResampling(): Resampling {
  setting.set(setting.get() === 'bilinear' ? 'nearest' : 'bilinear');
  return setting.get();
}

export function useResampling(): Resampling {
  return useSyncExternalStore(setting.subscribe, setting.get, () => DEFAULT);
}
