/**
 * Opens a TIFF slide (SVS, NDPI, generic tiled or BigTIFF) for OpenSeadragon: a worker reads the file by HTTP
 * Range and decodes; the returned tile source only draws. Browser only: call it from an effect or a
 * `.client` module, with OpenSeadragon passed in (it touches `document` on import).
 */
import type OpenSeadragon from 'openseadragon';
import { withChunkRetries } from '../../../lib/chunk-retry';
import { VIEWER_TEXT } from '../constants';
import { afterSlideChange } from '../after-slide-change';
import { TIFF_LOAD_FAILED, isChunkLoadError } from './errors';
import { createTiffTileSource } from './tile-source';
import { spareWorker, TiffWorkerClient, type SpareWorker } from './worker-client';
import type { RangeClientOptions } from './range-client';
import type { TiffSlideInfo } from './reader';

/** After spec 4.1's retries, the slide's pane says what failed in spec 8's words, not the browser's. */
export const READER_UNAVAILABLE = VIEWER_TEXT.failedLoadSlide(
  'the slide reader could not be downloaded. Please check your connection and try again.',
);

export interface TiffSlide {
  /** Pass to viewer.open() or viewer.addTiledImage(). */
  tileSource: OpenSeadragon.TileSource;
  /** Level 0, in pixels. */
  width: number;
  height: number;
  /** TIFF pyramid levels used. */
  levels: number;
  /** From the file; { x: 0.5, y: 0.5 } when the file records none (then mppFromFile is false). */
  mpp: { x: number; y: number };
  mppFromFile: boolean;
  /** 10 / mpp.x */
  magnification: number;
  /**
   * Settles its tiles at once and stops the worker (with its caches) after the slide change. Call after the
   * viewer has closed or replaced this slide.
   */
  destroy(): void;
}

export interface TiffOpenOptions {
  /** Per Range request and per tile. */
  timeoutMs: number;
  /** Retries of requests made while opening (OpenSeadragon's tileRetryMax retries tiles). */
  retries: number;
  retryDelayMs: number;
  signal?: AbortSignal;
}

/** Spec §9: main viewer tiles 120000 ms time-out, 5 retries at 1500 ms. */
export const MAIN_VIEWER_TILE_OPTIONS = { timeoutMs: 120_000, retries: 5, retryDelayMs: 1_500 } as const;
/** Spec §9: split viewer 60000 ms, 3 retries, 1000 ms. */
export const SPLIT_VIEWER_TILE_OPTIONS = { timeoutMs: 60_000, retries: 3, retryDelayMs: 1_000 } as const;

const createWorker = () =>
  new Worker(new URL('./tiff.worker.ts', import.meta.url), { type: 'module', name: 'tiff-slide' });

let spare: SpareWorker | null = null;

/**
 * Starts the TIFF reader's worker ahead of the first TIFF slide, so its code downloads and compiles while the
 * page hydrates (decision 049). The next openTiffSlide takes it; as its first try when it failed. (A TIFF slide
 * the page's boot script opened has its own worker: tiff/boot-slide.ts.)
 */
export function warmTiffReader(): void {
  if (spare || typeof Worker === 'undefined') return;
  const entry: SpareWorker = { worker: createWorker(), failure: null };
  entry.worker.addEventListener('error', (event) => {
    event.preventDefault();
    entry.failure ??= { message: event.message };
  });
  spare = entry;
}

/** The spare worker, or a new one; throws as the worker client would when the spare already failed. */
function takeWorker(): Worker {
  const taken = spare;
  spare = null;
  return taken ? spareWorker(taken, TIFF_LOAD_FAILED) : createWorker();
}

/**
 * Rejects with an Error whose message is one of spec §8's TIFF messages (see errors.ts), geotiff's decoder
 * message for an unsupported compression, READER_UNAVAILABLE when the reader's code could not be downloaded
 * after the retries, or the signal's AbortError.
 */
export function openTiffSlide(
  OSD: typeof OpenSeadragon,
  url: string,
  options: TiffOpenOptions,
): Promise<TiffSlide> {
  return openWorkerSlide(
    OSD,
    () => new TiffWorkerClient(takeWorker()),
    (client, tries, signal) => client.open(url, tries, signal),
    options,
  );
}

/**
 * A slide read by a reader worker (the TIFF one, or DICOM's on the same protocol) and drawn by the TIFF tile
 * source. A worker whose script or decoders could not be downloaded is replaced by a new one (its module map
 * has not remembered the failure): spec 4.1's retries, 1 s apart; then READER_UNAVAILABLE.
 */
export async function openWorkerSlide(
  OSD: typeof OpenSeadragon,
  createClient: () => TiffWorkerClient,
  open: (client: TiffWorkerClient, tries: RangeClientOptions, signal?: AbortSignal) => Promise<TiffSlideInfo>,
  { timeoutMs, retries, retryDelayMs, signal }: TiffOpenOptions,
): Promise<TiffSlide> {
  signal?.throwIfAborted();
  const { client, info } = await withChunkRetries(
    async () => {
      const client = createClient();
      try {
        return { client, info: await open(client, { timeoutMs, retries, retryDelayMs }, signal) };
      } catch (error) {
        client.terminate();
        throw error;
      }
    },
    { signal, retryable: isChunkLoadError },
  ).catch((error: unknown) => {
    throw isChunkLoadError(error) ? new Error(READER_UNAVAILABLE, { cause: error }) : error;
  });
  const { geometry } = info;
  const source = createTiffTileSource(OSD, geometry, client, timeoutMs);
  return {
    tileSource: source.tileSource,
    width: geometry.width,
    height: geometry.height,
    levels: geometry.levels.length,
    mpp: info.mpp,
    mppFromFile: info.mppFromFile,
    magnification: info.magnification,
    // The worker is stopped after the slide change: stopping it in the click held the next slide's first tile
    // request back by about 9 ms on this machine (decision 063). Its tiles are answered at once.
    destroy() {
      source.close();
      afterSlideChange(() => client.terminate());
    },
  };
}
