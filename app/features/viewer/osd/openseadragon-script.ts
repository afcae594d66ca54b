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

/**
 * The page's own OpenSeadragon script while it has still to run: one the server rendered (it carries the
 * response's nonce; a copy React inserts on a client navigation has none and never runs) before the page has
 * finished loading.
 */
function pagesScript(): HTMLScriptElement | null {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${OPENSEADRAGON_SCRIPT}"]`);
  return script?.nonce && document.readyState !== 'complete' ? script : null;
}

/**
 * OpenSeadragon, once its script has run: the page's own when it is still coming (a second copy would replace
 * `window.OpenSeadragon` under a viewer made with the first), else one script added here. A failure is tried
 * again on the next call.
 */
export function loadOpenSeadragon(): Promise<typeof OpenSeadragon> {
  if (window.OpenSeadragon) return Promise.resolve(window.OpenSeadragon);
  loading ??= new Promise<typeof OpenSeadragon>((resolve, reject) => {
    const settle = () =>
      window.OpenSeadragon ? resolve(window.OpenSeadragon) : reject(new Error('OpenSeadragon did not start'));
    const pending = pagesScript();
    if (pending) {
      pending.addEventListener('load', settle);
      pending.addEventListener('error', settle);
      // It failed before anyone listened: the page's load says so.
      window.addEventListener('load', settle);
      return;
    }
    const script = document.createElement('script');
    script.src = OPENSEADRAGON_SCRIPT;
    script.async = true;
    script.onload = settle;
    script.onerror = () => reject(new Error(`Failed to load ${OPENSEADRAGON_SCRIPT}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
