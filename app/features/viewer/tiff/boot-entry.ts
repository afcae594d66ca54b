/**
 * The file the page's boot script imports (osd/boot.tsx) for a TIFF slide: boot-slide.ts as one self-contained
 * module. Vite bundles a `?worker&url` entry without its exports, so it hands its function over on the page.
 */
import { openBootedTiff } from './boot-slide';

export type BootTiffModule = { openBootedTiff: typeof openBootedTiff };

declare global {
  interface Window {
    __viewerTiffBoot?: BootTiffModule;
  }
}

window.__viewerTiffBoot = { openBootedTiff };
