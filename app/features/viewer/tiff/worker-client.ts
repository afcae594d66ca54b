/** The page's side of the TIFF worker: numbered requests, their answers, aborts. */
import { TIFF_LOAD_FAILED, chunkLoadError } from './errors';
import type { OpenSlideRequest, WorkerRequest, WorkerResponse } from './protocol';
import type { RangeClientOptions } from './range-client';
import type { TiffSlideInfo } from './reader';

export interface TileRequest {
  promise: Promise<ImageBitmap>;
  abort(): void;
}

interface Pending {
  resolve(value: WorkerResponse): void;
  reject(error: Error): void;
}

/** A reader's worker started before a slide needed it (or by the page's boot script), and how it failed if so. */
export interface SpareWorker {
  worker: Worker;
  failure: { message?: string } | null;
}

/**
 * A worker started before it was needed, once taken: its worker, or, when it failed, what the worker client
 * would have thrown (a crash: `loadFailed`; a script that could not be downloaded: worth another try).
 */
export function spareWorker(taken: SpareWorker, loadFailed: string): Worker {
  if (!taken.failure) return taken.worker;
  taken.worker.terminate();
  throw taken.failure.message
    ? new Error(loadFailed, { cause: taken.failure.message })
    : chunkLoadError('The TIFF worker script could not be loaded.');
}

const abortError = () => new DOMException('The TIFF slide was closed.', 'AbortError');

export class TiffWorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  /** `loadFailed`: the message when the worker crashes (the DICOM route passes its own). */
  constructor(
    private readonly worker: Worker,
    private readonly loadFailed: string = TIFF_LOAD_FAILED,
  ) {
    worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
      const pending = this.pending.get(data.id);
      if (!pending) {
        if (data.type === 'tile') data.bitmap.close();
        return;
      }
      this.pending.delete(data.id);
      if (data.type === 'failed') {
        const error = new Error(data.message);
        error.name = data.name;
        pending.reject(error);
      } else {
        pending.resolve(data);
      }
    };
    // The worker failed: nothing it was asked will be answered. A script that could not be downloaded fires a
    // bare event (worth another try); a crash carries its message.
    worker.onerror = (event) => {
      event.preventDefault();
      this.rejectAll(
        event.message
          ? new Error(this.loadFailed, { cause: event.message })
          : chunkLoadError('The TIFF worker script could not be loaded.'),
      );
    };
  }

  private send(request: WorkerRequest): Promise<WorkerResponse> {
    if (this.closed) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private abort(id: number) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (!this.closed) this.worker.postMessage({ type: 'abort', id } satisfies WorkerRequest);
    pending.reject(abortError());
  }

  /**
   * `source`: the other files of a DICOM series (dicom.worker.ts) or the series in an archive
   * (dicomweb.worker.ts); the TIFF worker reads `url` only.
   */
  async open(
    url: string,
    options: RangeClientOptions,
    signal?: AbortSignal,
    source: Pick<OpenSlideRequest, 'instances' | 'dicomweb'> = {},
  ): Promise<TiffSlideInfo> {
    signal?.throwIfAborted();
    const id = this.nextId++;
    const onAbort = () => this.abort(id);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const { instances, dicomweb } = source;
      const answer = await this.send({
        type: 'open',
        id,
        url,
        options,
        ...(instances && { instances }),
        ...(dicomweb && { dicomweb }),
      });
      if (answer.type !== 'opened') throw new Error(this.loadFailed);
      return answer.info;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  tile(level: number, x: number, y: number): TileRequest {
    const id = this.nextId++;
    const promise = this.send({ type: 'tile', id, level, x, y }).then((answer) => {
      if (answer.type !== 'tile') throw new Error(`No tile ${level}/${x}_${y}`);
      return answer.bitmap;
    });
    return { promise, abort: () => this.abort(id) };
  }

  /** Stops the worker; whatever is still pending is rejected with an AbortError. */
  terminate(): void {
    if (this.closed) return;
    this.closed = true;
    this.worker.terminate();
    this.rejectAll(abortError());
  }

  private rejectAll(error: Error) {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(error);
  }
}
