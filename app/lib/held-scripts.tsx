/**
 * The page's scripts, or on a route that asks (`handle.holdScripts`) the same scripts held back until the page
 * says it may have them (decision 089). The viewer asks: on a first visit its modules (about 60 files, 220 KB
 * compressed) downloaded, compiled and ran while OpenSeadragon, started by the page's boot script, was fetching
 * and drawing the first slide's tiles, and the first tile came at twice the bare OpenSeadragon page's time.
 *
 * On such a route the server renders Remix's `<Scripts>` (the module preloads, the context with the loaders'
 * data, the module script that hydrates) inside a `<noscript>`: a browser running scripts reads its content as
 * text and acts on none of it. An inline script after it fetches their modules when `window.__holdScripts` (a
 * promise the route's own inline script set; absent: at once) settles, and runs them after the next frame once
 * the whole document is parsed (no boundary then hydrates while its streamed data is still coming): it parses
 * that text in a template and appends it to the end of the body, each script made anew (with the nonce it
 * carries) so that it runs. React's hydration leaves alone the nodes it does not know at the end of the body.
 * Remix's streamed loader data arrives in scripts after the held ones, which call
 * `window.__remixContext.streamController`: a stand-in keeps what they send and hands it to Remix's own stream
 * once the held context script has made it.
 */
import { Scripts, useMatches } from '@remix-run/react';

export type HoldScriptsHandle = { holdScripts?: boolean };

export const HELD_SCRIPTS_ID = 'held-scripts';

/** After this long the page's scripts come whatever the page says (a promise that never settles). */
export const SCRIPTS_HOLD_CAP_MS = 5000;

declare global {
  interface Window {
    /** Set by a route's inline script on a page that holds its scripts: they are released when it settles. */
    __holdScripts?: Promise<unknown>;
  }
}

/** The release script's body, run as its own source text: it may use only its arguments and the page's globals. */
function releaseHeld(id: string, capMs: number) {
  const held = document.getElementById(id);
  if (!held) return;
  type Controller = { enqueue(chunk: unknown): void; close(): void };
  const page = window as unknown as { __remixContext?: { streamController?: Controller } };
  const sent: unknown[] = [];
  let closed = false;
  page.__remixContext = {
    streamController: { enqueue: (chunk) => void sent.push(chunk), close: () => void (closed = true) },
  };
  // Parsed in a template (which runs nothing): the module preloads are appended as soon as the page says so, the
  // rest (each script made again here, so that it runs when appended) after the frame that follows.
  const template = document.createElement('template');
  template.innerHTML = held.textContent ?? '';
  const nodes = Array.from(template.content.childNodes);
  const isScript = (node: Node): node is HTMLScriptElement => node instanceof HTMLScriptElement;
  let fetching = false;
  const fetchModules = () => {
    if (fetching) return;
    fetching = true;
    for (const node of nodes) if (!isScript(node)) document.body.append(document.importNode(node, true));
  };
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    fetchModules();
    // For the viewer's timings (docs/viewer.md, "Its own timings") and bench:viewer's stages.
    window.performance?.mark?.('page:scripts-released');
    for (const node of nodes.filter(isScript)) {
      const script = document.createElement('script');
      for (const { name, value } of Array.from(node.attributes)) script.setAttribute(name, value);
      script.textContent = node.textContent;
      document.body.append(script);
    }
    const controller = page.__remixContext?.streamController;
    if (!controller) return;
    sent.forEach((chunk) => controller.enqueue(chunk));
    if (closed) controller.close();
  };
  // The modules are fetched from the moment the page says so (the viewer's field drawn), and run after the
  // next frame (the one that shows that tile), not when the page is next idle: a slide still loading its other
  // tiles leaves no idle period for up to 300 ms. A tab in the background has no frames: 100 ms then.
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(release, 0));
    setTimeout(release, 100);
  };
  window.setTimeout(release, capMs);
  // Never before the whole document is parsed: Remix's streamed data comes in scripts at its end, and a
  // boundary hydrated while the data it awaits is still coming can be updated before it is hydrated (React's
  // error 421, seen once when the modules came sooner). The cap still releases them.
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
  const said = Promise.resolve(window.__holdScripts).catch(() => undefined);
  said.then(fetchModules);
  said.then(() => parsed).then(afterFrame);
}

/** The release script's source: `releaseHeld` called with this page's element id and `capMs`. */
export const releaseScript = (capMs = SCRIPTS_HOLD_CAP_MS) =>
  `(${releaseHeld.toString()})(${JSON.stringify(HELD_SCRIPTS_ID)}, ${capMs})`;

/** Whether this page started with its scripts held: it then keeps the same markup for React to hydrate. */
const startedHeld = typeof document !== 'undefined' && document.getElementById(HELD_SCRIPTS_ID) !== null;

export function PageScripts({ nonce }: { nonce: string | undefined }) {
  const routeHolds = useMatches().some(
    (match) => (match.handle as HoldScriptsHandle | undefined)?.holdScripts,
  );
  const onServer = typeof document === 'undefined';
  if (!(onServer ? routeHolds : startedHeld)) return <Scripts nonce={nonce} />;
  return (
    <>
      {/* The browser never renders this: its scripts run once released (the client renders it empty). */}
      <noscript id={HELD_SCRIPTS_ID} suppressHydrationWarning>
        {onServer ? <Scripts nonce={nonce} /> : null}
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: releaseScript() }} />
    </>
  );
}
