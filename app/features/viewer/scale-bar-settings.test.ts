import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCALE_BAR_SETTINGS,
  insetPosition,
  readScaleBarSettings,
  SCALE_BAR_STORAGE_KEY,
  scaleBarInsets,
} from './scale-bar-settings';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('scale bar settings', () => {
  it('defaults to the spec: microscopy, bottom left, metric', () => {
    expect(DEFAULT_SCALE_BAR_SETTINGS).toEqual({
      type: 'microscopy',
      location: 'bottom-left',
      units: 'metric',
    });
    expect(readScaleBarSettings(memoryStorage())).toEqual(DEFAULT_SCALE_BAR_SETTINGS);
    expect(readScaleBarSettings(null)).toEqual(DEFAULT_SCALE_BAR_SETTINGS);
  });

  it('reads the stored choice', () => {
    const stored = { type: 'map', location: 'top-right', units: 'imperial' };
    const storage = memoryStorage({ [SCALE_BAR_STORAGE_KEY]: JSON.stringify(stored) });
    expect(readScaleBarSettings(storage)).toEqual(stored);
  });

  it('removes a corrupt entry and reads the defaults (spec 8)', () => {
    for (const text of ['{', JSON.stringify({ type: 'ruler', location: 'top-left', units: 'metric' })]) {
      const storage = memoryStorage({ [SCALE_BAR_STORAGE_KEY]: text });
      expect(readScaleBarSettings(storage)).toEqual(DEFAULT_SCALE_BAR_SETTINGS);
      expect(storage.map.has(SCALE_BAR_STORAGE_KEY)).toBe(false);
    }
  });

  it('ignores a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readScaleBarSettings(broken)).toEqual(DEFAULT_SCALE_BAR_SETTINGS);
  });
});

describe('scale bar location', () => {
  const pane = { width: 800, height: 600 };
  const bar = { width: 200, height: 18 };

  it('puts the bar 5 px in from its corner; bottom right above the 120 px navigator', () => {
    expect(scaleBarInsets('bottom-left')).toEqual({ left: 5, bottom: 5 });
    expect(scaleBarInsets('top-left')).toEqual({ left: 5, top: 5 });
    expect(scaleBarInsets('top-right')).toEqual({ right: 5, top: 5 });
    expect(scaleBarInsets('bottom-right')).toEqual({ right: 5, bottom: 134 });
  });

  it('lifts a bottom-left bar above the navigator in a pane too narrow for both (a phone)', () => {
    const offsets = { x: 5, y: 5 };
    // 5 + 300 (the widest bar) + 8 + 184 (the navigator and its border) = 497.
    expect(scaleBarInsets('bottom-left', offsets, 497)).toEqual({ left: 5, bottom: 5 });
    expect(scaleBarInsets('bottom-left', offsets, 496)).toEqual({ left: 5, bottom: 134 });
    expect(scaleBarInsets('bottom-left', offsets, 390)).toEqual({ left: 5, bottom: 134 });
    expect(scaleBarInsets('top-left', offsets, 390)).toEqual({ left: 5, top: 5 });
  });

  it('gives the same corner as a position in the pane (the screenshot draws it there)', () => {
    expect(insetPosition(scaleBarInsets('bottom-left'), bar, pane)).toEqual({ x: 5, y: 577 });
    expect(insetPosition(scaleBarInsets('top-left'), bar, pane)).toEqual({ x: 5, y: 5 });
    expect(insetPosition(scaleBarInsets('top-right'), bar, pane)).toEqual({ x: 595, y: 5 });
    expect(insetPosition(scaleBarInsets('bottom-right'), bar, pane)).toEqual({ x: 595, y: 448 });
  });
});
