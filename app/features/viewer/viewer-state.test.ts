import { describe, expect, it } from 'vitest';
import {
  initialViewerState,
  readViewerState,
  restoreViewerState,
  VIEWER_STATE_KEY,
  writeViewerState,
} from './viewer-state';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('viewerState in session storage', () => {
  it('writes and reads back the state', () => {
    const storage = memoryStorage();
    const state = {
      ...initialViewerState('case-0001'),
      index: 3,
      rotation: 90 as const,
      viewport: { zoom: 2, center: { x: 0.5, y: 0.4 } },
    };
    writeViewerState(storage, state);
    expect(readViewerState(storage)).toEqual(state);
  });

  it('removes a corrupt entry and treats it as absent', () => {
    for (const corrupt of ['{not json', '{"caseId":"x","index":-1}', '42']) {
      const storage = memoryStorage({ [VIEWER_STATE_KEY]: corrupt });
      expect(readViewerState(storage)).toBeNull();
      expect(storage.getItem(VIEWER_STATE_KEY)).toBeNull();
    }
  });

  it('restores only the same case, clamped to its images', () => {
    const stored = { ...initialViewerState('case-0001'), index: 9, sidemenu: false };
    expect(restoreViewerState(stored, 'case-0002', 4)).toEqual(initialViewerState('case-0002'));
    expect(restoreViewerState(stored, 'case-0001', 4)).toMatchObject({ index: 3, sidemenu: false });
    expect(restoreViewerState(stored, 'case-0001', 12)).toBe(stored);
    // A case opened afresh on a phone starts with the side menu closed; a stored choice wins.
    expect(restoreViewerState(null, 'case-0001', 4, { sidemenu: false }).sidemenu).toBe(false);
    expect(restoreViewerState(stored, 'case-0001', 12, { sidemenu: true }).sidemenu).toBe(false);
  });
});
