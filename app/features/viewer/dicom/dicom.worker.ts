/**
 * The DICOM reader off the main thread, as tiff.worker.ts for TIFF: one module worker per open slide reads the
 * instances by Range, decodes frames (the browser's JPEG decoder, OpenJPEG for JPEG 2000) and resamples, and
 * hands each tile back as a transferred ImageBitmap. It speaks the TIFF worker's protocol. Imports stay relative.
 */
import wasmUrl from '@cornerstonejs/codec-openjpeg/decodewasm?url';
import { registerJpeg2000 } from '../tiff/jpeg2000';
import type { WorkerRequest, WorkerResponse } from '../tiff/protocol';
import { decodeInBrowser } from './decode';
import { openDicom, type DicomReader } from './reader';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

registerJpeg2000({ wasmUrl });

let reader: Promise<DicomReader> | null = null;
const running = new Map<number, AbortController>();

function fail(id: number, error: unknown) {
  const { message, name } = error instanceof Error ? error : new Error(String(error));
  scope.postMessage({ type: 'failed', id, message, name });
}

async function open(id: number, urls: string[], options: Parameters<typeof openDicom>[1]) {
  const controller = new AbortController();
  running.set(id, controller);
  reader = openDicom(urls, options, decodeInBrowser, controller.signal);
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
    if (!reader) throw new Error('No DICOM file is open.');
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
      void open(data.id, [data.url, ...(data.instances ?? [])], data.options);
      break;
    case 'tile':
      void tile(data.id, data.level, data.x, data.y);
      break;
    case 'abort':
      running.get(data.id)?.abort();
      break;
  }
};
