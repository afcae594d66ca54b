/**
 * An OpenSeadragon 6 tile source over the TIFF worker. OpenSeadragon keeps its own machinery (tile cache, job
 * queue, `timeout`, `tileRetryMax`, `tileRetryDelay`): this only says which tiles exist (the default pyramid
 * arithmetic on width, height and tile size) and answers each ImageJob with the worker's pixels drawn into a
 * canvas (OpenSeadragon's 'context2d' data type, which every drawer accepts and which it frees on eviction).
 */
import type OpenSeadragon from 'openseadragon';
import { isAbortError, REQUEST_TIMED_OUT } from './errors';
import type { TileGeometry } from './pyramid';
import type { TileRequest } from './worker-client';

export interface TileProvider {
  tile(level: number, x: number, y: number): TileRequest;
}

interface TilePosition {
  level: number;
  x: number;
  y: number;
}

interface Download {
  /** Ends the download without calling the job back (OpenSeadragon aborted it, or the slide was closed). */
  cancel(): void;
  /** Answers the job with an empty tile so OpenSeadragon neither waits nor logs (the slide was closed). */
  settle(): void;
}

export interface TiffTileSource {
  tileSource: OpenSeadragon.TileSource;
  /** Settles every download still running; call when the slide is closed. */
  close(): void;
}

let sources = 0;

function contextOf(bitmap: ImageBitmap | null): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap?.width ?? 1;
  canvas.height = bitmap?.height ?? 1;
  const context = canvas.getContext('2d')!;
  if (bitmap) {
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
  }
  return context;
}

export function createTiffTileSource(
  OSD: typeof OpenSeadragon,
  geometry: TileGeometry,
  provider: TileProvider,
  timeoutMs: number,
): TiffTileSource {
  const id = `tiff-${++sources}-${Math.random().toString(36).slice(2, 8)}`;
  const downloads = new Set<Download>();
  const tileSource = new OSD.TileSource({
    width: geometry.width,
    height: geometry.height,
    tileSize: geometry.tileSize,
    tileOverlap: 0,
    minLevel: geometry.minLevel,
    maxLevel: geometry.maxLevel,
  });

  Object.assign(tileSource, {
    // The address is only OpenSeadragon's cache key; the pixels come from the worker.
    getTileUrl: (level: number, x: number, y: number) => `${id}/${level}/${x}_${y}`,
    getTilePostData: (level: number, x: number, y: number): TilePosition => ({ level, x, y }),
    hasTransparency: () => false,
    equals: (other: OpenSeadragon.TileSource) => other === tileSource,

    downloadTileStart(job: OpenSeadragon.ImageJob) {
      const { level, x, y } = job.postData as TilePosition;
      const request = provider.tile(level, x, y);
      let done = false;
      const end = () => {
        done = true;
        clearTimeout(timer);
        downloads.delete(download);
      };
      const download: Download = {
        cancel() {
          if (done) return;
          end();
          request.abort();
        },
        settle() {
          if (done) return;
          end();
          request.abort();
          job.finish(contextOf(null), null, 'context2d');
        },
      };
      const timer = setTimeout(() => {
        if (done) return;
        end();
        request.abort();
        job.fail(REQUEST_TIMED_OUT, null);
      }, timeoutMs);
      downloads.add(download);
      job.userData.tiffDownload = download;

      request.promise.then(
        (bitmap) => {
          if (done) {
            bitmap.close();
            return;
          }
          end();
          job.finish(contextOf(bitmap), null, 'context2d');
        },
        (error: unknown) => {
          if (done) return;
          if (isAbortError(error)) {
            download.settle();
            return;
          }
          end();
          job.fail(error instanceof Error ? error.message : String(error), null);
        },
      );
    },

    downloadTileAbort(job: OpenSeadragon.ImageJob) {
      (job.userData.tiffDownload as Download | undefined)?.cancel();
    },
  });

  return {
    tileSource,
    close() {
      for (const download of [...downloads]) download.settle();
    },
  };
}
