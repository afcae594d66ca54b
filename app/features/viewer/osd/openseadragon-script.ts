/**
 * OpenSeadragon in the browser, as its own built file (decision 053): the viewer route asks for it with an
 * async script in the document's head (its `handle.headScripts`, app/lib/head-scripts.tsx; decision 055), so it
 * downloads and runs while the page's modules are still arriving, before hydration; the page's boot script
 * (boot.tsx) and the pane then find `window.OpenSeadragon` ready. After a client navigation (no script in the
 * page) or before that script has run, `loadOpenSeadragon` adds one itself. It is the same file as the bench's
 * floor (scripts/bench-viewer-baseline.ts).
 */
import type OpenSeadragon from 'openseadragon';
import scriptUrl from 'openseadragon/build/openseadragon/openseadragon.min.js?url';

declare global {
  interface Window {
    OpenSeadragon?: typeof OpenSeadragon;
  }
}

export const OPENSEADRAGON_SCRIPT = scriptUrl;

let loading: Promise<typeof OpenSeadragon> | null = null;

/** OpenSeadragon, once its script has run (at most one script is added, and one failure is tried again). */
export function loadOpenSeadragon(): Promise<typeof OpenSeadragon> {
  if (window.OpenSeadragon) return Promise.resolve(window.OpenSeadragon);
  loading ??= new Promise<typeof OpenSeadragon>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = OPENSEADRAGON_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.OpenSeadragon ? resolve(window.OpenSeadragon) : reject(new Error('OpenSeadragon did not start'));
    script.onerror = () => reject(new Error(`Failed to load ${OPENSEADRAGON_SCRIPT}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
