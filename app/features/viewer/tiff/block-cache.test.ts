import { describe, expect, it } from 'vitest';
import { DecodedBlockCache, type CachedImage } from './block-cache';

const image = (): CachedImage => ({ tiles: null });
const block = (bytes = 1) => Promise.resolve(new ArrayBuffer(bytes));

describe('decoded block cache', () => {
  it('keeps blocks as geotiff stores and looks them up', () => {
    const cache = new DecodedBlockCache(100);
    const level = image();
    cache.attach(level, 10);
    const decoded = block();
    level.tiles![3] = decoded;
    expect(level.tiles![3]).toBe(decoded);
    expect(level.tiles![4]).toBeUndefined();
    expect(cache.bytes).toBe(10);
  });

  it('drops the least recently used blocks across levels when over budget', () => {
    const cache = new DecodedBlockCache(30);
    const a = image();
    const b = image();
    cache.attach(a, 10);
    cache.attach(b, 10);
    a.tiles![0] = block();
    a.tiles![1] = block();
    b.tiles![0] = block();
    void a.tiles![0]; // used again: now a[1] is the oldest
    b.tiles![1] = block();
    expect(a.tiles![1]).toBeUndefined();
    expect(a.tiles![0]).toBeDefined();
    expect(b.tiles![0]).toBeDefined();
    expect(b.tiles![1]).toBeDefined();
    expect(cache.bytes).toBe(30);
  });

  it('does not keep a block larger than the budget', () => {
    const cache = new DecodedBlockCache(5);
    const level = image();
    cache.attach(level, 10);
    level.tiles![0] = block();
    expect(level.tiles![0]).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('forgets a block whose decoding failed, so the next read tries again', async () => {
    const cache = new DecodedBlockCache(100);
    const level = image();
    cache.attach(level, 10);
    const failed = Promise.reject(new Error('corrupt'));
    level.tiles![0] = failed;
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(level.tiles![0]).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('lets go of everything when cleared', () => {
    const cache = new DecodedBlockCache(100);
    const level = image();
    cache.attach(level, 10);
    level.tiles![0] = block();
    cache.clear();
    expect(level.tiles).toBeNull();
    expect(cache.bytes).toBe(0);
  });
});
