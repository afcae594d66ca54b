/**
 * The slides the database is seeded with: the prepared manifest's entries as records. Reading it costs one
 * `stat` when the manifest is unchanged, so the per-test reset stays fast; preparing (slow) is a separate step
 * (`prepareSlides`, run by the server at start, by `npm run slides:prepare` and by the vitest global setup).
 */
import type { SlideRecord } from '../store/db';
import { loadSlideManifest, resolveSlideCacheDir, type PreparedSlide } from './manifest';

export function slideRecordOf(slide: PreparedSlide): SlideRecord {
  return {
    id: slide.id,
    fileName: slide.fileName,
    contentType: slide.contentType,
    sizeBytes: slide.sizeBytes,
    title: slide.title,
    source: slide.source,
    width: slide.width,
    height: slide.height,
    mpp: slide.mpp,
    magnification: slide.magnification,
    hasDeepZoom: slide.hasDeepZoom,
    hasThumbnail: slide.files.thumbnail !== null,
    hasPreview: slide.files.preview !== null,
    attribution: slide.attribution,
    archiveSeries: null,
    archiveStorage: null,
    ...(slide.files.instances?.length && { instanceCount: slide.files.instances.length }),
  };
}

/**
 * Records for every prepared slide: demo slides and the mosaic always, fixtures only when the manifest was
 * prepared from this slide folder. Empty when nothing was prepared yet.
 */
export function preparedSlideRecords(
  slidesDir: string | null,
  cacheDir = resolveSlideCacheDir(),
): SlideRecord[] {
  const manifest = loadSlideManifest(cacheDir);
  if (!manifest) return [];
  return manifest.slides
    .filter((slide) => slide.source !== 'fixture' || manifest.slidesDir === slidesDir)
    .map(slideRecordOf);
}

/** The prepared entry (file paths) of a slide, or undefined. */
export function preparedSlide(id: string, cacheDir = resolveSlideCacheDir()): PreparedSlide | undefined {
  return loadSlideManifest(cacheDir)?.slides.find((slide) => slide.id === id);
}
