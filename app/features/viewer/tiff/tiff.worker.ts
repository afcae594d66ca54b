/**
 * The TIFF reader off the main thread: one module worker per open slide holds the geotiff instance, fetches
 * Range blocks, decodes (JPEG, Deflate, LZW, JPEG 2000 in WebAssembly, WebP) and resamples, and hands each
 * tile back as a transferred ImageBitmap (worker-host.ts), so the page only draws. Imports stay relative: Vite
 * bundles workers without the app's path aliases.
 */
import wasmUrl from '@cornerstonejs/codec-openjpeg/decodewasm?url';
import { registerJpeg2000 } from './jpeg2000';
import { registerNativeJpeg } from './native-jpeg';
import { openTiff } from './reader';
import { serveSlideReader } from './worker-host';

registerJpeg2000({ wasmUrl });
registerNativeJpeg();

serveSlideReader(
  (request, signal) => openTiff(request.url, request.options, signal),
  'No TIFF file is open.',
);
