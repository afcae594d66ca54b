/** The viewer's TIFF tile source (see docs/viewer-tiff.md). Browser only. */
export {
  MAIN_VIEWER_TILE_OPTIONS,
  openTiffSlide,
  SPLIT_VIEWER_TILE_OPTIONS,
  type TiffOpenOptions,
  type TiffSlide,
  warmTiffReader,
} from './open-slide';
export type { SpareWorker } from './worker-client';
export { TIFF_INCOMPLETE, TIFF_LOAD_FAILED, TIFF_PREPARE_FAILED, tileFetchFailed } from './errors';
