/**
 * The TIFF route's user-visible failures, worded exactly as spec §8 has them. geotiff's own decoder errors
 * ('Unknown compression method identifier', 'old style JPEG compression is not supported', 'Unsupported
 * resampling method') are not wrapped: they reach the caller with geotiff's message.
 */
export const TIFF_LOAD_FAILED = 'Failed to load TIFF file. The file may be corrupted or invalid.';
export const TIFF_PREPARE_FAILED = 'Failed to prepare TIFF file for viewing. Please try a different file.';
export const TIFF_INCOMPLETE = 'TIFF file is incomplete or corrupted';
export const REQUEST_TIMED_OUT = 'Request timed out';

export const tileFetchFailed = (status: number) => `Tile fetch failed: HTTP ${status}`;

/** A Range request the server answered with a non-2xx status. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(tileFetchFailed(status));
    this.name = 'HttpStatusError';
  }
}

/** One of the spec's messages, with what really went wrong kept as the cause (for the console, not the user). */
export function tiffError(message: string, cause?: unknown): Error {
  return new Error(message, cause === undefined ? undefined : { cause });
}

/**
 * A part of the reader's code (the worker script, a decoder, the JPEG 2000 WebAssembly) could not be
 * downloaded: worth another try with a fresh worker, whose module map has not remembered the failure.
 */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';

export function chunkLoadError(cause: unknown): Error {
  const error = new Error('A part of the slide reader could not be downloaded.', { cause });
  error.name = CHUNK_LOAD_ERROR;
  return error;
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && error.name === CHUNK_LOAD_ERROR;

/** How browsers word a module or file that could not be fetched (Chromium, Firefox, Safari). */
const FETCH_FAILURE =
  /dynamically imported module|module script|Importing a module script failed|Failed to fetch|NetworkError|Load failed/i;

/** Whether an error is the browser failing to download code (as opposed to the code refusing the file). */
export const isDownloadFailure = (error: unknown): boolean =>
  isChunkLoadError(error) || (error instanceof TypeError && FETCH_FAILURE.test(error.message));

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
