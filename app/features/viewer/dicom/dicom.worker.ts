/**
 * The DICOM reader off the main thread, as tiff.worker.ts for TIFF: one module worker per open slide reads the
 * instances by Range, decodes frames (the browser's JPEG decoder, OpenJPEG for JPEG 2000) and resamples, and
 * hands each tile back as a transferred ImageBitmap. It speaks the TIFF worker's protocol (tiff/worker-host.ts).
 * Imports stay relative.
 */
import wasmUrl from '@cornerstonejs/codec-openjpeg/decodewasm?url';
import { registerJpeg2000 } from '../tiff/jpeg2000';
import { serveSlideReader } from '../tiff/worker-host';
import { decodeInBrowser } from './decode';
import { openDicom } from './reader';

registerJpeg2000({ wasmUrl });

serveSlideReader(
  (request, signal) =>
    openDicom([request.url, ...(request.instances ?? [])], request.options, decodeInBrowser, signal),
  'No DICOM file is open.',
);
