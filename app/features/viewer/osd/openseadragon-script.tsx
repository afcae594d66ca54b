/**
 * OpenSeadragon in the browser, as its own built file (decision 053): the viewer route asks for it with an
 * async script in the page (`OpenSeadragonScript`), so it downloads and runs while the page's modules are still
 * arriving, before hydration; the pane then finds `window.OpenSeadragon` ready. After a client navigation (no
 * script in the page) or before that script has run, `loadOpenSeadragon` adds one itself. It is the same file
 * as the bench's floor (scripts/bench-viewer-baseline.ts).
 */
import type OpenSeadragon from 'openseadragon';
import scriptUrl from 'openseadragon/build/openseadragon/openseadragon.min.js?url';
import { useNonce } from '~/lib/nonce';

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

/**
 * The page's own request for OpenSeadragon (decision 053): async, so it downloads and runs while the page's
 * modules arrive. A script React adds on a client navigation does not run; `loadOpenSeadragon` covers that.
 */
export function OpenSeadragonScript() {
  const nonce = useNonce();
  // The browser hides a nonce from the DOM once it has used it, which hydration would read as a difference.
  // High priority: otherwise the browser puts it behind every module of the page.
  return (
    <script
      async
      src={OPENSEADRAGON_SCRIPT}
      nonce={nonce}
      suppressHydrationWarning
      // The boot script (boot.tsx) waits for this one.
      data-openseadragon=""
      {...{ fetchpriority: 'high' }}
    />
  );
}
