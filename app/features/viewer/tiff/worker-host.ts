/**
 * The worker side of the slide reader protocol (protocol.ts), shared by the TIFF and DICOM workers: one reader
 * per worker, opened on 'open'; each 'tile' read, resampled and handed back as a transferred ImageBitmap; an
 * 'abort' stops its request. Imports stay relative: Vite bundles workers without the app's path aliases.
 */
import type { OpenSlideRequest, WorkerRequest, WorkerResponse } from './protocol';
import type { TiffReader } from './reader';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}

/**
 * What an 'open' reads, when a second 'open' of it may share the first's reader: one file, or one series in an
 * archive; null for a Part 10 series (its instances are read together, never opened twice).
 */
function readerKey({ url, instances, dicomweb }: OpenSlideRequest): string | null {
  if (instances) return null;
  if (!dicomweb) return url;
  return `dicomweb ${dicomweb.wadoRsRoot} ${dicomweb.studyInstanceUid} ${dicomweb.seriesInstanceUid}`;
}

/**
 * Serves the protocol in this worker. `open` makes the reader of an 'open' request; `noFile` is the error of a
 * tile asked for before any open.
 */
export function serveSlideReader(
  open: (request: OpenSlideRequest, signal: AbortSignal) => Promise<TiffReader>,
  noFile: string,
) {
  const scope = self as unknown as WorkerScope;
  let reader: Promise<TiffReader> | null = null;
  /** What is being read (`readerKey`), when a second 'open' of the same may share its reader. */
  let readerOf: string | null = null;
  const running = new Map<number, AbortController>();

  const fail = (id: number, error: unknown) => {
    const { message, name } = error instanceof Error ? error : new Error(String(error));
    scope.postMessage({ type: 'failed', id, message, name });
  };

  /** Runs one request under its own abort controller, reporting a failure unless it was aborted. */
  const run = async (id: number, work: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController();
    running.set(id, controller);
    try {
      await work(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) fail(id, error);
    } finally {
      running.delete(id);
    }
  };

  scope.onmessage = ({ data }) => {
    switch (data.type) {
      case 'open':
        void run(data.id, async (signal) => {
          // The page's boot script may have opened this file or series before the page's own client asks
          // (decision 089): the same reader answers both, reading it once. A reader that failed is not shared.
          const key = readerKey(data);
          const shared = reader && key !== null && readerOf === key;
          const mine = shared ? reader! : open(data, signal);
          if (!shared) {
            reader = mine;
            readerOf = key;
            mine.catch(() => {
              if (reader === mine) readerOf = null;
            });
          }
          const { info } = await mine;
          scope.postMessage({ type: 'opened', id: data.id, info });
        });
        break;
      case 'tile':
        void run(data.id, async (signal) => {
          if (!reader) throw new Error(noFile);
          const pixels = await (await reader).readTile(data.level, data.x, data.y, signal);
          const bitmap = await createImageBitmap(new ImageData(pixels.data, pixels.width, pixels.height));
          if (signal.aborted) {
            bitmap.close();
            return;
          }
          scope.postMessage({ type: 'tile', id: data.id, bitmap }, [bitmap]);
        });
        break;
      case 'abort':
        running.get(data.id)?.abort();
        break;
    }
  };
}
