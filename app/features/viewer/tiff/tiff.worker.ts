/**
 * The TIFF reader off the main thread: one module worker per open slide holds the geotiff instance, fetches
 * Range blocks, decodes (JPEG, Deflate, LZW, JPEG 2000 in WebAssembly, WebP) and resamples, and hands each
 * tile back as a transferred ImageBitmap, so the page only draws. Imports stay relative: Vite bundles workers
 * without the app's path aliases.
 */
import wasmUrl from '@cornerstonejs/codec-openjpeg/decodewasm?url';
import { registerJpeg2000 } from './jpeg2000';
import { registerNativeJpeg } from './native-jpeg';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { openTiff, type TiffReader } from './reader';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

registerJpeg2000({ wasmUrl });
registerNativeJpeg();

let reader: Promise<TiffReader> | null = null;
const running = new Map<number, AbortController>();

function fail(id: number, error: unknown) {
  const { message, name } = error instanceof Error ? error : new Error(String(error));
  scope.postMessage({ type: 'failed', id, message, name });
}

async function open(id: number, url: string, options: Parameters<typeof openTiff>[1]) {
  const controller = new AbortController();
  running.set(id, controller);
  reader = openTiff(url, options, controller.signal);
  try {
    const { info } = await reader;
    scope.postMessage({ type: 'opened', id, info });
  } catch (error) {
    fail(id, error);
  } finally {
    running.delete(id);
  }
}

async function tile(id: number, level: number, x: number, y: number) {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    if (!reader) throw new Error('No TIFF file is open.');
    const pixels = await (await reader).readTile(level, x, y, controller.signal);
    const bitmap = await createImageBitmap(new ImageData(pixels.data, pixels.width, pixels.height));
    if (controller.signal.aborted) {
      bitmap.close();
      return;
    }
    scope.postMessage({ type: 'tile', id, bitmap }, [bitmap]);
  } catch (error) {
    if (!controller.signal.aborted) fail(id, error);
  } finally {
    running.delete(id);
  }
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'open':
      void open(data.id, data.url, data.options);
      break;
    case 'tile':
      void tile(data.id, data.level, data.x, data.y);
      break;
    case 'abort':
      running.get(data.id)?.abort();
      break;
  }
};
