/** Spec 4.1's retries for the TIFF reader's own code: a worker that cannot be downloaded is replaced. */
import type OpenSeadragon from 'openseadragon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES } from '../../../lib/chunk-retry';
import { TIFF_LOAD_FAILED, chunkLoadError, isDownloadFailure } from './errors';
import { AFTER_SLIDE_CHANGE_MS } from '../after-slide-change';
import { READER_UNAVAILABLE, openTiffSlide, openWorkerSlide, warmTiffReader } from './open-slide';
import type { TiffSlideInfo } from './reader';
import type { TiffWorkerClient } from './worker-client';

const OPTIONS = { timeoutMs: 1000, retries: 0, retryDelayMs: 0 };

/** Workers that fail as `fail(index)` says: with no message (not downloaded) or a message (a crash). */
function stubWorkers(fail: (index: number) => string | null) {
  const created: string[] = [];
  type ErrorListener = (event: { message?: string; preventDefault(): void }) => void;
  class FakeWorker {
    onmessage: unknown = null;
    onerror: ErrorListener | null = null;
    private readonly listeners: ErrorListener[] = [];
    constructor(url: URL) {
      const index = created.push(String(url)) - 1;
      const message = fail(index);
      setTimeout(() => {
        const event = { message: message ?? undefined, preventDefault: () => undefined };
        this.listeners.forEach((listener) => listener(event));
        this.onerror?.(event);
      }, 0);
    }
    addEventListener(_type: 'error', listener: ErrorListener) {
      this.listeners.push(listener);
    }
    postMessage() {}
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return created;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('openTiffSlide when the reader cannot be downloaded', () => {
  it('tries a new worker 5 more times, 1 s apart, then says so in spec 8 words', async () => {
    vi.useFakeTimers();
    const created = stubWorkers(() => null);
    const opening = openTiffSlide({} as typeof OpenSeadragon, 'https://slides/file', OPTIONS);
    const outcome = expect(opening).rejects.toThrow(READER_UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRIES * 1000 + 100);
    await outcome;
    expect(created).toHaveLength(1 + CHUNK_RETRIES);
    expect(READER_UNAVAILABLE).toMatch(/^Failed to load slide: /);
  });

  it('counts a warmed worker that could not be downloaded as the first try', async () => {
    vi.useFakeTimers();
    const created = stubWorkers(() => null);
    warmTiffReader();
    await vi.advanceTimersByTimeAsync(10);
    const opening = openTiffSlide({} as typeof OpenSeadragon, 'https://slides/file', OPTIONS);
    const outcome = expect(opening).rejects.toThrow(READER_UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRIES * 1000 + 100);
    await outcome;
    expect(created).toHaveLength(1 + CHUNK_RETRIES);
  });

  it('does not retry a worker that crashed on the file', async () => {
    vi.useFakeTimers();
    const created = stubWorkers(() => 'boom');
    const opening = openTiffSlide({} as typeof OpenSeadragon, 'https://slides/file', OPTIONS);
    const outcome = expect(opening).rejects.toThrow(TIFF_LOAD_FAILED);
    await vi.advanceTimersByTimeAsync(10);
    await outcome;
    expect(created).toHaveLength(1);
  });
});

describe('isDownloadFailure', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://app/assets/deflate.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('Failed to fetch'), true],
    [chunkLoadError('x'), true],
    [new Error('old style JPEG compression is not supported.'), false],
    [new Error('Unknown compression method identifier: 9'), false],
    [new TypeError('Cannot read properties of undefined'), false],
  ])('%o → %s', (error, expected) => {
    expect(isDownloadFailure(error)).toBe(expected);
  });
});

describe('a TIFF slide that is closed', () => {
  it('stops its worker after the slide change, not in it (decision 063)', async () => {
    vi.useFakeTimers();
    const client = { terminate: vi.fn() };
    const info: TiffSlideInfo = {
      geometry: { width: 512, height: 512, tileSize: 256, minLevel: 0, maxLevel: 1, levels: [] },
      mpp: { x: 0.25, y: 0.25 },
      mppFromFile: true,
      magnification: 40,
    };
    // What the tile source needs of OpenSeadragon: a TileSource to decorate.
    const OSD = { TileSource: class {} } as unknown as typeof OpenSeadragon;
    const slide = await openWorkerSlide(
      OSD,
      () => client as unknown as TiffWorkerClient,
      () => Promise.resolve(info),
      OPTIONS,
    );
    slide.destroy();
    expect(client.terminate).not.toHaveBeenCalled();
    // No idle callbacks here (Node): stopped once the wait is over.
    vi.advanceTimersByTime(AFTER_SLIDE_CHANGE_MS);
    expect(client.terminate).toHaveBeenCalledOnce();
  });
});
