/**
 * The DICOM route's user-visible failures. Spec §8 words no DICOM message of its own, so each is the viewer's
 * 'Failed to load slide: {message}' (VIEWER_TEXT.failedLoadSlide); a tile answered non-2xx keeps the TIFF
 * route's 'Tile fetch failed: HTTP {status}' (the tile fails and OpenSeadragon retries it).
 */
import { VIEWER_TEXT } from '../constants';

export const DICOM_LOAD_FAILED = VIEWER_TEXT.failedLoadSlide(
  'the DICOM file could not be read. It may be corrupted or invalid.',
);
export const DICOM_NOT_A_SLIDE = VIEWER_TEXT.failedLoadSlide(
  'the DICOM file holds no whole-slide image that can be shown.',
);
export const DICOM_INCOMPLETE = VIEWER_TEXT.failedLoadSlide('the DICOM file is incomplete or corrupted.');
export const dicomUnsupported = (what: string) =>
  VIEWER_TEXT.failedLoadSlide(`the DICOM file's ${what} is not supported.`);

/** One of the messages above, with what really went wrong kept as the cause. */
export function dicomError(message: string, cause?: unknown): Error {
  return new Error(message, cause === undefined ? undefined : { cause });
}
