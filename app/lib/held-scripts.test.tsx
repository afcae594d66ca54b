// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HELD_SCRIPTS_ID, releaseScript } from './held-scripts';

// A JSDOM of its own that runs the page's scripts (the project's DOM tests run none). jsdom ships no types.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: unknown };
};

type Page = Window & {
  __remixContext?: { streamController?: { enqueue(chunk: unknown): void; close(): void } };
  __holdScripts?: Promise<unknown>;
  received: unknown[];
  closed: boolean;
  ran: string[];
  ready(): void;
  /** The test's own: the document said to be still loading. */
  parsing?: boolean;
  Event: typeof Event;
};

/**
 * A page as the server sends it when its scripts are held: Remix's scripts as the text of a `<noscript>` (here
 * a context script that makes a stream controller recording what it gets, as Remix's does, and a second
 * script), the release script, then a script of Remix's stream. `hold`: what the page's own script sets.
 */
function heldPage(hold: string, capMs = 60_000) {
  const held =
    '<link rel="modulepreload" href="/assets/entry.js">' +
    '<script>window.ran.push("context"); window.__remixContext = { streamController: { ' +
    'enqueue: (chunk) => window.received.push(chunk), close: () => { window.closed = true; } } };</script>' +
    '<script>window.ran.push("modules")</script>';
  const dom = new JSDOM(
    `<!doctype html><body><script>window.ran = []; window.received = []; window.closed = false; ${hold}</script>` +
      `<noscript id="${HELD_SCRIPTS_ID}">${held}</noscript>` +
      `<script>${releaseScript(capMs)}</script>` +
      '<script>window.__remixContext.streamController.enqueue("chunk 1");' +
      'window.__remixContext.streamController.close();</script></body>',
    { runScripts: 'dangerously', pretendToBeVisual: true },
  );
  return dom.window as unknown as Page;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the held scripts', () => {
  it('run once the page says so, in order, and Remix gets the data streamed before them', async () => {
    const page = heldPage('window.__holdScripts = new Promise((resolve) => { window.ready = resolve; });');
    await wait(50);
    expect(page.ran).toEqual([]);
    expect(page.document.querySelector('link[rel="modulepreload"]')).toBeNull();

    page.ready();
    await wait(400);
    expect(page.ran).toEqual(['context', 'modules']);
    expect(page.received).toEqual(['chunk 1']);
    expect(page.closed).toBe(true);
    expect(page.document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/entry.js',
    );
    // The noscript stays where React will hydrate it.
    expect(page.document.getElementById(HELD_SCRIPTS_ID)).not.toBeNull();
  });

  it('are fetched as soon as the page says so, and run only after the frame that follows', async () => {
    const page = heldPage('window.__holdScripts = new Promise((resolve) => { window.ready = resolve; });');
    page.ready();
    // The hold's promise settles in a microtask; the frame comes later.
    await wait(0);
    expect(page.document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/entry.js',
    );
    expect(page.ran).toEqual([]);
    await wait(400);
    expect(page.ran).toEqual(['context', 'modules']);
    expect(page.document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('run only once the whole document is parsed, whatever the page says before', async () => {
    // The document still loading, and its DOMContentLoaded kept from the release script until the test sends one.
    const page = heldPage(
      "window.parsing = true; Object.defineProperty(document, 'readyState', { get: () => window.parsing ? 'loading' : 'interactive' });" +
        "document.addEventListener('DOMContentLoaded', (event) => { if (window.parsing) event.stopImmediatePropagation(); });" +
        'window.__holdScripts = Promise.resolve();',
    );
    await wait(400);
    expect(page.ran).toEqual([]);
    page.parsing = false;
    page.document.dispatchEvent(new page.Event('DOMContentLoaded'));
    await wait(400);
    expect(page.ran).toEqual(['context', 'modules']);
  });

  it('run at once when the page holds nothing, and after the cap when what it waits for never comes', async () => {
    const free = heldPage('');
    await wait(400);
    expect(free.ran).toEqual(['context', 'modules']);

    const stuck = heldPage('window.__holdScripts = new Promise(() => {});', 50);
    await wait(100);
    expect(stuck.ran).toEqual(['context', 'modules']);
    expect(stuck.received).toEqual(['chunk 1']);
  });
});
