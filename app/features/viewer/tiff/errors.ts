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

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
