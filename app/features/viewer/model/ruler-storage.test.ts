import { describe, expect, it } from 'vitest';
import type { Ruler } from 'contracts';
import { loadRulers, rulerStorageKey, saveRulers, type RulerStorage } from './ruler-storage';

/** A Storage in memory; `failing` makes every call throw, as a disabled or full storage does. */
class FakeStorage implements RulerStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly failing = false) {}
  getItem(key: string) {
    if (this.failing) throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failing) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.failing) throw new DOMException('denied', 'SecurityError');
    this.items.delete(key);
  }
}

const ruler = (id: string, width = 10, height = 20): Ruler => ({
  id,
  mode: 'coordinate',
  rect: { x: 1, y: 2, width, height },
  label: '2.500 μm × 5.000 μm',
  visible: true,
});

describe('ruler storage (spec 3.8)', () => {
  it('keeps rulers per case id and slide index', () => {
    const storage = new FakeStorage();
    expect(saveRulers(storage, 'case-1', 0, [ruler('a')])).toBe(true);
    saveRulers(storage, 'case-1', 1, [ruler('b')]);
    saveRulers(storage, 'case-2', 0, [ruler('c')]);
    expect(loadRulers(storage, 'case-1', 0)).toEqual([ruler('a')]);
    expect(loadRulers(storage, 'case-1', 1)).toEqual([ruler('b')]);
    expect(loadRulers(storage, 'case-2', 0)).toEqual([ruler('c')]);
    expect(loadRulers(storage, 'case-2', 5)).toEqual([]);
  });

  it('never stores a ruler with zero width or height, and removes the entry when none are left', () => {
    const storage = new FakeStorage();
    saveRulers(storage, 'case-1', 0, [ruler('a'), ruler('flat', 10, 0), ruler('thin', 0, 10)]);
    expect(loadRulers(storage, 'case-1', 0).map((r) => r.id)).toEqual(['a']);
    saveRulers(storage, 'case-1', 0, [ruler('flat', 10, 0)]);
    expect(storage.items.has(rulerStorageKey('case-1', 0))).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"a"}'],
    ['a ruler without a rect', '[{"id":"a","label":"","visible":true}]'],
    [
      'a ruler with a string width',
      '[{"id":"a","rect":{"x":0,"y":0,"width":"9","height":1},"label":"","visible":true}]',
    ],
  ])('removes a corrupt entry (%s) and treats it as absent', (_, text) => {
    const storage = new FakeStorage();
    const key = rulerStorageKey('case-1', 3);
    storage.items.set(key, text);
    expect(loadRulers(storage, 'case-1', 3)).toEqual([]);
    expect(storage.items.has(key)).toBe(false);
  });

  it('swallows storage errors and missing storage', () => {
    const broken = new FakeStorage(true);
    expect(loadRulers(broken, 'case-1', 0)).toEqual([]);
    expect(saveRulers(broken, 'case-1', 0, [ruler('a')])).toBe(false);
    expect(loadRulers(null, 'case-1', 0)).toEqual([]);
    expect(saveRulers(undefined, 'case-1', 0, [ruler('a')])).toBe(false);
  });
});
