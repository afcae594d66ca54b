/**
 * The DICOMweb reader off the main thread, as dicom.worker.ts is for Part 10 files: one module worker per open
 * slide reads the series' metadata and its frames by WADO-RS (web-reader.ts), decodes them (the browser's JPEG
 * decoder, OpenJPEG for JPEG 2000) and resamples, and hands each tile back as a transferred ImageBitmap. It
 * speaks the TIFF worker's protocol (tiff/worker-host.ts); the open request names the series (`dicomweb`).
 * Imports stay relative.
 */
import wasmUrl from '@cornerstonejs/codec-openjpeg/decodewasm?url';
import { registerJpeg2000 } from '../tiff/jpeg2000';
import { serveSlideReader } from '../tiff/worker-host';
import { decodeInBrowser } from './decode';
import { DICOM_LOAD_FAILED, dicomError } from './errors';
import { openDicomweb } from './web-reader';

registerJpeg2000({ wasmUrl });

serveSlideReader(async ({ dicomweb, metadata }, signal) => {
  if (!dicomweb) throw dicomError(DICOM_LOAD_FAILED, 'The open request names no series.');
  return openDicomweb(dicomweb, decodeInBrowser, { metadata }, signal);
}, 'No DICOMweb series is open.');
