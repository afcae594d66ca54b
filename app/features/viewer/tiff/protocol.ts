/**
 * Messages between the viewer (worker-client.ts) and a slide reader's worker: the TIFF one (tiff.worker.ts) and
 * the DICOM ones (dicom.worker.ts reads Part 10 files by Range, dicomweb.worker.ts a series from an archive).
 */
import type { DicomwebSource } from '../dicom/dicomweb-source';
import type { RangeClientOptions } from './range-client';
import type { TiffSlideInfo } from './reader';

/**
 * `url`: the file read by Range (for an archive's series, its WADO-RS root); `instances`: a DICOM series' other
 * files; `dicomweb`: the series in an archive, which the DICOMweb worker reads instead of `url`; `metadata`: that
 * series' metadata as the page already read it (JSON bytes, the boot's, while the worker's script came).
 */
export type OpenSlideRequest = {
  type: 'open';
  id: number;
  url: string;
  options: RangeClientOptions;
  instances?: string[];
  dicomweb?: DicomwebSource;
  metadata?: ArrayBuffer;
};

export type WorkerRequest =
  | OpenSlideRequest
  | { type: 'tile'; id: number; level: number; x: number; y: number }
  | { type: 'abort'; id: number };

export type WorkerResponse =
  | { type: 'opened'; id: number; info: TiffSlideInfo }
  | { type: 'tile'; id: number; bitmap: ImageBitmap }
  | { type: 'failed'; id: number; message: string; name: string };
