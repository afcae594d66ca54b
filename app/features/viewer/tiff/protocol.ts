/** Messages between the viewer (tiff-worker-client.ts) and the TIFF worker (tiff.worker.ts). */
import type { RangeClientOptions } from './range-client';
import type { TiffSlideInfo } from './reader';

export type WorkerRequest =
  | { type: 'open'; id: number; url: string; options: RangeClientOptions; instances?: string[] }
  | { type: 'tile'; id: number; level: number; x: number; y: number }
  | { type: 'abort'; id: number };

export type WorkerResponse =
  | { type: 'opened'; id: number; info: TiffSlideInfo }
  | { type: 'tile'; id: number; bitmap: ImageBitmap }
  | { type: 'failed'; id: number; message: string; name: string };
