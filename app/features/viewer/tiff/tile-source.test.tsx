/**
 * The OpenSeadragon side, with the real OpenSeadragon (jsdom): which tiles exist, and how each ImageJob is
 * answered, failed, aborted, timed out or settled when the slide closes. (A .tsx file only to run under jsdom.)
 */
import OpenSeadragon from 'openseadragon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGeometry } from './pyramid';
import { createTiffTileSource, type TileProvider } from './tile-source';

// jsdom has no 2D canvas: a context that records what is drawn is enough here.
let getContext: { mockRestore(): void };
beforeEach(() => {
  getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return { canvas: this, drawImage: vi.fn() } as unknown as CanvasRenderingContext2D;
  } as never);
});
afterEach(() => {
  getContext.mockRestore();
  vi.useRealTimers();
});

const geometry = buildGeometry(
  [{ index: 0, width: 2220, height: 2967, tiled: true, tileWidth: 240, tileHeight: 240 }],
  240,
);

function provider() {
  const requests: Array<{
    at: [number, number, number];
    resolve(b: ImageBitmap): void;
    reject(e: Error): void;
  }> = [];
  const aborts: Array<[number, number, number]> = [];
  const tiles: TileProvider = {
    tile(level, x, y) {
      let resolve!: (b: ImageBitmap) => void;
      let reject!: (e: Error) => void;
      const promise = new Promise<ImageBitmap>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      requests.push({ at: [level, x, y], resolve, reject });
      return { promise, abort: () => aborts.push([level, x, y]) };
    },
  };
  return { tiles, requests, aborts };
}

function job(source: OpenSeadragon.TileSource, level: number, x: number, y: number) {
  return {
    postData: source.getTilePostData(level, x, y),
    userData: {},
    finish: vi.fn(),
    fail: vi.fn(),
  } as unknown as OpenSeadragon.ImageJob & {
    finish: ReturnType<typeof vi.fn>;
    fail: ReturnType<typeof vi.fn>;
  };
}

const bitmap = () => ({ width: 240, height: 240, close: vi.fn() }) as unknown as ImageBitmap;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the OpenSeadragon tile source', () => {
  it("has the slide's size and OpenSeadragon's pyramid arithmetic", () => {
    const { tileSource } = createTiffTileSource(OpenSeadragon, geometry, provider().tiles, 1000);
    expect(tileSource.dimensions).toMatchObject({ x: 2220, y: 2967 });
    expect([tileSource.minLevel, tileSource.maxLevel]).toEqual([8, 12]);
    expect(tileSource.getTileWidth(12)).toBe(240);
    expect(tileSource.getNumTiles(12)).toMatchObject({ x: 10, y: 13 });
    expect(tileSource.getLevelScale(11)).toBe(0.5);
    expect(tileSource.tileExists(12, 9, 12)).toBe(true);
    expect(tileSource.tileExists(12, 10, 0)).toBe(false);
  });

  it('gives every tile its own cache key, unique to this slide', () => {
    const a = createTiffTileSource(OpenSeadragon, geometry, provider().tiles, 1000).tileSource;
    const b = createTiffTileSource(OpenSeadragon, geometry, provider().tiles, 1000).tileSource;
    expect(a.getTileUrl(12, 1, 2)).not.toBe(a.getTileUrl(12, 2, 1));
    expect(a.getTileUrl(12, 1, 2)).not.toBe(b.getTileUrl(12, 1, 2));
  });

  it("answers a job with the worker's pixels drawn into a canvas, and frees the bitmap", async () => {
    const { tiles, requests } = provider();
    const { tileSource } = createTiffTileSource(OpenSeadragon, geometry, tiles, 1000);
    const tileJob = job(tileSource, 12, 3, 4);
    tileSource.downloadTileStart(tileJob);
    expect(requests[0]!.at).toEqual([12, 3, 4]);
    const image = bitmap();
    requests[0]!.resolve(image);
    await settled();
    expect(tileJob.finish).toHaveBeenCalledWith(
      expect.objectContaining({ canvas: expect.anything() }),
      null,
      'context2d',
    );
    const [context] = tileJob.finish.mock.calls[0]!;
    expect(context.canvas).toMatchObject({ width: 240, height: 240 });
    expect(context.drawImage).toHaveBeenCalledWith(image, 0, 0);
    expect(image.close).toHaveBeenCalled();
    expect(tileJob.fail).not.toHaveBeenCalled();
  });

  it("fails a job with the reader's message", async () => {
    const { tiles, requests } = provider();
    const { tileSource } = createTiffTileSource(OpenSeadragon, geometry, tiles, 1000);
    const tileJob = job(tileSource, 12, 0, 0);
    tileSource.downloadTileStart(tileJob);
    requests[0]!.reject(new Error('Tile fetch failed: HTTP 503'));
    await settled();
    expect(tileJob.fail).toHaveBeenCalledWith('Tile fetch failed: HTTP 503', null);
    expect(tileJob.finish).not.toHaveBeenCalled();
  });

  it('stops the worker request when OpenSeadragon aborts, and never answers that job', async () => {
    const { tiles, requests, aborts } = provider();
    const { tileSource } = createTiffTileSource(OpenSeadragon, geometry, tiles, 1000);
    const tileJob = job(tileSource, 12, 1, 1);
    tileSource.downloadTileStart(tileJob);
    tileSource.downloadTileAbort(tileJob);
    expect(aborts).toEqual([[12, 1, 1]]);
    const late = bitmap();
    requests[0]!.resolve(late);
    await settled();
    expect(tileJob.finish).not.toHaveBeenCalled();
    expect(tileJob.fail).not.toHaveBeenCalled();
    expect(late.close).toHaveBeenCalled();
  });

  it("fails a job with 'Request timed out' after the time-out, and stops its request", async () => {
    vi.useFakeTimers();
    const { tiles, aborts } = provider();
    const { tileSource } = createTiffTileSource(OpenSeadragon, geometry, tiles, 1000);
    const tileJob = job(tileSource, 12, 2, 2);
    tileSource.downloadTileStart(tileJob);
    vi.advanceTimersByTime(999);
    expect(tileJob.fail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tileJob.fail).toHaveBeenCalledWith('Request timed out', null);
    expect(aborts).toEqual([[12, 2, 2]]);
  });

  it('settles jobs still running when the slide closes, with an empty tile and no error', () => {
    const { tiles, aborts } = provider();
    const source = createTiffTileSource(OpenSeadragon, geometry, tiles, 1000);
    const tileJob = job(source.tileSource, 12, 5, 5);
    source.tileSource.downloadTileStart(tileJob);
    source.close();
    expect(tileJob.finish).toHaveBeenCalledWith(expect.anything(), null, 'context2d');
    expect(tileJob.fail).not.toHaveBeenCalled();
    expect(aborts).toEqual([[12, 5, 5]]);
  });
});
