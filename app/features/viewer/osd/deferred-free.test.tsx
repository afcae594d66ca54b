/**
 * The tile canvases a closed slide leaves are freed after the click, not in it (decision 058), with the real
 * OpenSeadragon's converter (jsdom). (A .tsx file only to run under jsdom.)
 */
import OpenSeadragon from 'openseadragon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_SLIDE_CHANGE_MS } from '../after-slide-change';
import { deferCanvasFrees } from './deferred-free';

type Converter = { destroy(data: unknown, type: string): unknown };
const tileContext = () => ({ canvas: { width: 256, height: 254 } });
/** A fresh converter as OpenSeadragon builds it (with its own context2d destructor), in an `osd` of its own. */
const freshOsd = () =>
  ({ converter: new OpenSeadragon.DataTypeConverter() }) as unknown as typeof OpenSeadragon & {
    converter: Converter;
  };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deferCanvasFrees', () => {
  it('leaves a destroyed tile canvas as it is in the task, and frees it once the page is idle', () => {
    const osd = freshOsd();
    const before = tileContext();
    osd.converter.destroy(before, 'context2d');
    // OpenSeadragon's own destructor frees at once: the behaviour this replaces.
    expect(before.canvas).toEqual({ width: 0, height: 0 });

    deferCanvasFrees(osd);
    const contexts = [tileContext(), tileContext(), tileContext()];
    contexts.forEach((context) => osd.converter.destroy(context, 'context2d'));
    expect(contexts.map((context) => context.canvas.width)).toEqual([256, 256, 256]);
    vi.runAllTimers();
    expect(contexts.map((context) => context.canvas)).toEqual(contexts.map(() => ({ width: 0, height: 0 })));
  });

  it('asks for one idle callback per batch, not before 300 ms, freed within 500 ms of that', () => {
    const idle = vi.fn<(callback: () => void, options: { timeout: number }) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const osd = freshOsd();
    deferCanvasFrees(osd);
    const first = [tileContext(), tileContext()];
    first.forEach((context) => osd.converter.destroy(context, 'context2d'));
    // The new slide's first tiles come first: an idle period right after the click is not used.
    vi.advanceTimersByTime(AFTER_SLIDE_CHANGE_MS - 1);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 500 });
    expect(first.every((context) => context.canvas.width === 256)).toBe(true);
    idle.mock.calls[0]![0]();
    expect(first.every((context) => context.canvas.width === 0)).toBe(true);

    const second = tileContext();
    osd.converter.destroy(second, 'context2d');
    vi.advanceTimersByTime(AFTER_SLIDE_CHANGE_MS);
    expect(idle).toHaveBeenCalledTimes(2);
    expect(second.canvas.width).toBe(256);
  });

  it('teaches a converter once, however many viewers are made with it', () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const osd = freshOsd();
    deferCanvasFrees(osd);
    deferCanvasFrees(osd);
    osd.converter.destroy(tileContext(), 'context2d');
    osd.converter.destroy(tileContext(), 'context2d');
    vi.runAllTimers();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('passes over a record without a canvas (nothing to free)', () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const osd = freshOsd();
    deferCanvasFrees(osd);
    osd.converter.destroy(null, 'context2d');
    vi.runAllTimers();
    expect(idle).not.toHaveBeenCalled();
  });

  it('leaves the other types OpenSeadragon destroys to their own destructors', () => {
    const osd = freshOsd();
    const image = { src: 'tile.jpg' };
    const destroyed = vi.fn();
    (osd.converter as unknown as { learnDestroy(type: string, fn: () => void): void }).learnDestroy(
      'image',
      destroyed,
    );
    deferCanvasFrees(osd);
    osd.converter.destroy(image, 'image');
    expect(destroyed).toHaveBeenCalledOnce();
  });
});
