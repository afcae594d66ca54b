/**
 * The file the page's boot script imports (osd/boot.tsx) for a slide a worker reads: boot-slide.ts as one
 * self-contained module. Vite bundles a `?worker&url` entry without its exports, so it hands its function over on
 * the page.
 */
import { openBootedSlide } from './boot-slide';

export type BootSlideModule = { openBootedSlide: typeof openBootedSlide };

declare global {
  interface Window {
    __viewerSlideBoot?: BootSlideModule;
  }
}

window.__viewerSlideBoot = { openBootedSlide };
