/**
 * `npm run slides:prepare`: derives the mock server's slides into `.cache/slides/` (demo slides, Deep Zoom and
 * pyramidal TIFF copies, thumbnails, the mosaic), printing a line per step. The mock server runs the same
 * preparation when it starts; with a warm cache it only checks the files. `--force` derives everything again.
 * SLIDES_DIR picks the fixture folder, SLIDES_CACHE_DIR the cache folder (docs/mock-server.md).
 */
import { rmSync } from 'node:fs';
import { prepareSlides } from '../mock-server/slides/prepare';
import { resolveSlideCacheDir } from '../mock-server/slides/manifest';

if (process.argv.includes('--force')) rmSync(resolveSlideCacheDir(), { recursive: true, force: true });
const { manifest } = await prepareSlides();
for (const slide of manifest.slides) {
  const size = slide.width && slide.height ? `${slide.width} × ${slide.height}` : 'size unknown';
  const route = slide.contentType === 'application/dicom' ? 'DICOM' : 'TIFF';
  const routes = slide.hasDeepZoom ? 'Deep Zoom + file' : `file only (${route} route)`;
  console.log(`  ${slide.id.padEnd(58)} ${slide.source.padEnd(7)} ${size.padEnd(16)} ${routes}`);
}
