/**
 * The reader's scale bar settings (type, location, units; decision 050), kept in local storage for every viewer
 * in this browser, and where a bar of a given size stands in its pane. A corrupt entry is removed and read as
 * the defaults (spec 8); a storage that throws is ignored.
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { NAVIGATOR_BORDER_PX, NAVIGATOR_SIZE, SCALE_BAR_DEFAULTS, SCALE_BAR_MIN_WIDTH_PX } from './constants';
import { createStoredSetting } from './stored-setting';
import {
  SCALE_BAR_LOCATIONS,
  SCALE_BAR_TYPES,
  SCALE_BAR_UNITS,
  type ScaleBarLocation,
  type ScaleBarType,
  type ScaleBarUnits,
} from './scale-bar';

export interface ScaleBarSettings {
  type: ScaleBarType;
  location: ScaleBarLocation;
  units: ScaleBarUnits;
}

export const SCALE_BAR_STORAGE_KEY = 'pathbridge:scaleBar';

export const DEFAULT_SCALE_BAR_SETTINGS: ScaleBarSettings = {
  type: SCALE_BAR_DEFAULTS.type,
  location: SCALE_BAR_DEFAULTS.location,
  units: SCALE_BAR_DEFAULTS.units,
};

const settingsSchema = z.object({
  type: z.enum(SCALE_BAR_TYPES),
  location: z.enum(SCALE_BAR_LOCATIONS),
  units: z.enum(SCALE_BAR_UNITS),
});

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readScaleBarSettings(storage: SettingsStorage | null | undefined): ScaleBarSettings {
  if (!storage) return DEFAULT_SCALE_BAR_SETTINGS;
  try {
    const text = storage.getItem(SCALE_BAR_STORAGE_KEY);
    if (text === null) return DEFAULT_SCALE_BAR_SETTINGS;
    const parsed = settingsSchema.safeParse(parseJson(text));
    if (parsed.success) return parsed.data;
    storage.removeItem(SCALE_BAR_STORAGE_KEY);
  } catch {
    // Storage unavailable: the defaults.
  }
  return DEFAULT_SCALE_BAR_SETTINGS;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const setting = createStoredSetting({
  key: SCALE_BAR_STORAGE_KEY,
  read: readScaleBarSettings,
  serialize: (value) => JSON.stringify(value),
});

/** The settings now (read once from storage, then kept in memory). */
export const scaleBarSettings = setting.get;

export function setScaleBarSettings(change: Partial<ScaleBarSettings>): void {
  setting.set({ ...setting.get(), ...change });
}

export function useScaleBarSettings(): ScaleBarSettings {
  return useSyncExternalStore(setting.subscribe, setting.get, () => DEFAULT_SCALE_BAR_SETTINGS);
}

/** Distances from the pane's edges (CSS pixels). */
export type Insets = { left?: number; right?: number; top?: number; bottom?: number };

/** The navigator's corner, bottom right: its picture, its border and the room beside it (CSS pixels). */
const NAVIGATOR_BOX = {
  width: NAVIGATOR_SIZE.width + 2 * NAVIGATOR_BORDER_PX,
  height: NAVIGATOR_SIZE.height + 2 * NAVIGATOR_BORDER_PX,
};
/** The gap kept between the bar and the navigator. */
const NAVIGATOR_GAP_PX = 8;

/**
 * Where the bar sits: its corner, `offsets` in from the edges. Bottom right sits above the navigator, which
 * holds that corner; so does bottom left in a pane too narrow for the widest bar (twice the minimum width) beside
 * the navigator, a phone's. `paneWidth` unknown: as wide as needed.
 */
export function scaleBarInsets(
  location: ScaleBarLocation,
  offsets: { x: number; y: number } = { x: SCALE_BAR_DEFAULTS.offsetXPx, y: SCALE_BAR_DEFAULTS.offsetYPx },
  paneWidth = Number.POSITIVE_INFINITY,
): Insets {
  const aboveNavigator = offsets.y * 2 + NAVIGATOR_BOX.height;
  const besideNavigator = offsets.x + 2 * SCALE_BAR_MIN_WIDTH_PX + NAVIGATOR_GAP_PX + NAVIGATOR_BOX.width;
  switch (location) {
    case 'top-left':
      return { left: offsets.x, top: offsets.y };
    case 'top-right':
      return { right: offsets.x, top: offsets.y };
    case 'bottom-right':
      return { right: offsets.x, bottom: aboveNavigator };
    case 'bottom-left':
      return { left: offsets.x, bottom: paneWidth < besideNavigator ? aboveNavigator : offsets.y };
  }
}

/** The top-left corner of a bar of `size` placed by `insets` in a pane of `pane` size. */
export function insetPosition(
  insets: Insets,
  size: { width: number; height: number },
  pane: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: insets.left ?? pane.width - (insets.right ?? 0) - size.width,
    y: insets.top ?? pane.height - (insets.bottom ?? 0) - size.height,
  };
}
