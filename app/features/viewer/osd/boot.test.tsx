import type OpenSeadragon from 'openseadragon';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NonceContext } from '~/lib/nonce';
import { MAIN_TILES } from '../constants';
import { testImage, testSlideLink, testViewerCase } from '../test-fixtures';
import { VIEWER_STATE_KEY } from '../viewer-state';
import { OPENSEADRAGON_SCRIPT } from './openseadragon-script';
import { BOOT_HOST_ID, openBootedFile, takeBootedViewer, ViewerBoot } from './boot';

/** Six slides; the loader's first batch (five) has Deep Zoom objects for slides 1 and 3; 6 is beyond it. */
function caseWithLinks(urlTail = '') {
  const ids = ['s1', 's2', 's3', 's4', 's5', 's6'];
  const caseData = testViewerCase([
    { specimenID: 'A', subsections: [{ id: 'A1', displayId: 'A1', images: ids.map(testImage) }] },
  ]);
  const dzi = (id: string) => ({
    Image: {
      Url: `http://slides.test/${id}/dz/${urlTail}`,
      Format: 'jpeg' as const,
      Overlap: 0,
      TileSize: 256,
      Size: { Width: 1000, Height: 800 },
    },
  });
  const links = {
    s1: testSlideLink('s1', { dziTileSourceObject: dzi('s1') }),
    s2: testSlideLink('s2', { info: { contentType: 'image/png', fileName: 's2.png', sizeBytes: 1 } }),
    s3: testSlideLink('s3', { dziTileSourceObject: dzi('s3') }),
  };
  return { caseData, extras: { links, annotations: { canAnnotate: true, readOnlyReason: null } } };
}

type Handler = (event?: unknown) => void;

/** OpenSeadragon as the boot script sees it: a constructor recording what it is given and asked. */
function fakeOpenSeadragon() {
  const viewers: Array<{
    options: OpenSeadragon.Options & { element: HTMLElement };
    opened: unknown[];
    calls: string[];
    fire(name: string): void;
    fullyLoad(): void;
    destroyed: boolean;
  }> = [];
  const OSD = Object.assign(
    (options: OpenSeadragon.Options & { element: HTMLElement }) => {
      const handlers = new Map<string, Handler[]>();
      const record = { options, opened: [] as unknown[], calls: [] as string[], destroyed: false };
      const viewer = {
        addHandler: (name: string, handler: Handler) =>
          handlers.set(name, [...(handlers.get(name) ?? []), handler]),
        addOnceHandler: (name: string, handler: Handler) =>
          handlers.set(name, [...(handlers.get(name) ?? []), handler]),
        world: {
          addOnceHandler: (name: string, handler: Handler) =>
            handlers.set(`world:${name}`, [...(handlers.get(`world:${name}`) ?? []), handler]),
        },
        open: (source: unknown) => record.opened.push(source),
        destroy: () => (record.destroyed = true),
        viewport: {
          setRotation: (degrees: number) => record.calls.push(`rotate ${degrees}`),
          zoomTo: (zoom: number) => record.calls.push(`zoom ${zoom}`),
          panTo: (point: { x: number; y: number }) => record.calls.push(`pan ${point.x},${point.y}`),
        },
      };
      viewers.push({
        ...record,
        get opened() {
          return record.opened;
        },
        get destroyed() {
          return record.destroyed;
        },
        fire: (name) => handlers.get(name)?.forEach((handler) => handler({})),
        // The slide is added to the world and every visible tile gets drawn.
        fullyLoad: () =>
          handlers.get('world:add-item')?.forEach((handler) =>
            handler({
              item: {
                addHandler: (name: string, onChange: (event: { fullyLoaded: boolean }) => void) =>
                  name === 'fully-loaded-change' && onChange({ fullyLoaded: true }),
              },
            }),
          ),
      });
      return viewer;
    },
    {
      Point: class {
        constructor(
          public x: number,
          public y: number,
        ) {}
      },
    },
  );
  return { OSD, viewers };
}

/** Runs the inline scripts of the page in order, as the browser's parser would (innerHTML never runs one). */
function runScripts() {
  for (const script of document.body.querySelectorAll('script:not([src])'))
    new Function(script.textContent!)();
}

/**
 * Renders the boot as the server does with its links already read (the frame's hold and the boot script in one
 * go), puts it in the page and runs its scripts.
 */
function boot({ caseData, extras } = caseWithLinks(), { osdLoaded = true } = {}) {
  const fake = fakeOpenSeadragon();
  if (osdLoaded) window.OpenSeadragon = fake.OSD as unknown as typeof OpenSeadragon;
  const html = renderToString(
    <NonceContext.Provider value="nonce-1">
      <ViewerBoot caseData={caseData} extras={extras} />
    </NonceContext.Provider>,
  );
  document.body.innerHTML = `<script src="${OPENSEADRAGON_SCRIPT}"></script>${html}`;
  runScripts();
  const script = [...document.body.querySelectorAll('script')].at(-1)!;
  return { ...fake, html, script };
}

afterEach(() => {
  delete window.__viewerBoot;
  delete window.__holdScripts;
  delete window.__bootHold;
  delete (window as { OpenSeadragon?: unknown }).OpenSeadragon;
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the boot script', () => {
  it('carries the nonce and runs on its own, opening the first slide with the main pane options', () => {
    const { viewers, script } = boot();
    expect(script.getAttribute('nonce')).toBe('nonce-1');
    expect(viewers).toHaveLength(1);
    const [viewer] = viewers;
    expect(viewer!.options.element.parentElement!.id).toBe(BOOT_HOST_ID);
    expect(viewer!.options.timeout).toBe(MAIN_TILES.timeoutMs);
    expect(viewer!.opened).toMatchObject([{ Image: { Url: 'http://slides.test/s1/dz/' } }]);
    expect(window.__viewerBoot).toMatchObject({
      caseId: 'case-0001',
      slide: { link: 'http://slides.test/s1/file' },
    });
  });

  it("holds the page's scripts until its Deep Zoom slide is fully loaded or fails (decision 089)", async () => {
    const settledYet = async (promise: Promise<unknown> | undefined) =>
      Promise.race([promise!.then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))]);
    const loaded = boot();
    expect(await settledYet(window.__holdScripts)).toBe(false);
    loaded.viewers[0]!.fullyLoad();
    expect(await settledYet(window.__holdScripts)).toBe(true);

    const failing = boot();
    expect(await settledYet(window.__holdScripts)).toBe(false);
    failing.viewers[0]!.fire('tile-load-failed');
    expect(await settledYet(window.__holdScripts)).toBe(true);

    // A slide without a Deep Zoom object needs the page's scripts to be opened: nothing is held for it.
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 1 }));
    boot();
    expect(await settledYet(window.__holdScripts)).toBe(true);
  });

  it('opens the slide, view and rotation session storage keeps for this case', () => {
    window.sessionStorage.setItem(
      VIEWER_STATE_KEY,
      JSON.stringify({
        caseId: 'case-0001',
        index: 2,
        rotation: 90,
        viewport: { zoom: 3, center: { x: 0.4, y: 0.2 } },
      }),
    );
    const { viewers } = boot();
    expect(viewers[0]!.opened).toMatchObject([{ Image: { Url: 'http://slides.test/s3/dz/' } }]);
    viewers[0]!.fire('open');
    expect(viewers[0]!.calls).toEqual(['rotate 90', 'zoom 3', 'pan 0.4,0.2']);
  });

  it("ignores another case's stored state, and opens nothing for a slide beyond the loader's links", () => {
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0002', index: 2 }));
    expect(boot().viewers[0]!.opened).toMatchObject([{ Image: { Url: 'http://slides.test/s1/dz/' } }]);
    document.body.innerHTML = '';
    delete window.__viewerBoot;
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 5 }));
    expect(boot().viewers).toHaveLength(0);
    expect(window.__viewerBoot).toBeUndefined();
  });

  it("leaves a slide without a Deep Zoom object to the viewer's module, which opens its source", async () => {
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 1 }));
    const { viewers, OSD } = boot();
    expect(viewers).toHaveLength(0);
    expect(window.__viewerBoot?.slide.link).toBe('http://slides.test/s2/file');
    openBootedFile(OSD as unknown as typeof OpenSeadragon);
    const source = await window.__viewerBoot!.opening;
    expect(source?.kind).toBe('image');
    expect(viewers[0]!.opened).toMatchObject([{ type: 'image', url: 'http://slides.test/s2/file' }]);
  });

  it('hands a source still being found to the pane, which then opens it in its own viewer', async () => {
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 1 }));
    const { viewers, OSD } = boot();
    openBootedFile(OSD as unknown as typeof OpenSeadragon);
    const taken = takeBootedViewer({ link: 'http://slides.test/s2/file' });
    expect((await taken!.opening)?.tileSource).toMatchObject({ type: 'image' });
    expect(viewers).toHaveLength(0);
  });

  it('waits for the OpenSeadragon script, and does nothing once the pane has dropped it', () => {
    const first = boot(caseWithLinks(), { osdLoaded: false });
    const osdScript = document.querySelector('script[src]')!;
    expect(first.viewers).toHaveLength(0);
    window.OpenSeadragon = first.OSD as unknown as typeof OpenSeadragon;
    osdScript.dispatchEvent(new Event('load'));
    expect(first.viewers).toHaveLength(1);

    document.body.innerHTML = '';
    delete (window as { OpenSeadragon?: unknown }).OpenSeadragon;
    const second = boot(caseWithLinks(), { osdLoaded: false });
    expect(takeBootedViewer(testSlideLink('s1'))).toBeNull();
    window.OpenSeadragon = second.OSD as unknown as typeof OpenSeadragon;
    document.querySelector('script[src]')!.dispatchEvent(new Event('load'));
    expect(second.viewers).toHaveLength(0);
  });

  it('keeps what the API sent from ending its script element', () => {
    const tail = '</script><script>alert(1)</script>\u2028';
    const { html, viewers } = boot(caseWithLinks(tail));
    // Two scripts: the frame's hold and the boot.
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
    expect(viewers[0]!.opened).toMatchObject([{ Image: { Url: `http://slides.test/s1/dz/${tail}` } }]);
  });
});

describe('takeBootedViewer', () => {
  it('gives the booted viewer to the pane showing its link, once', () => {
    const { viewers } = boot();
    const taken = takeBootedViewer({ link: 'http://slides.test/s1/file' });
    expect(taken?.element?.parentElement?.id).toBe(BOOT_HOST_ID);
    expect(viewers[0]!.destroyed).toBe(false);
    expect(takeBootedViewer({ link: 'http://slides.test/s1/file' })).toBeNull();
  });

  it('destroys a booted viewer of another slide, or one whose slide failed', () => {
    const other = boot();
    expect(takeBootedViewer({ link: 'http://slides.test/s3/file' })).toBeNull();
    expect(other.viewers[0]!.destroyed).toBe(true);
    expect(document.getElementById(BOOT_HOST_ID)!.children).toHaveLength(0);

    const failing = boot();
    window.__viewerBoot!.failed = true;
    expect(takeBootedViewer({ link: 'http://slides.test/s1/file' })).toBeNull();
    expect(failing.viewers[0]!.destroyed).toBe(true);
  });
});

describe('the frame before its links (decision 092)', () => {
  it("sends the frame and its hold first, the boot once the links are read, and holds the page's scripts till then", async () => {
    const { caseData, extras } = caseWithLinks();
    let read: (value: typeof extras) => void = () => {};
    const links = new Promise<typeof extras>((resolve) => (read = resolve));
    const chunks: string[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const shell = new Promise<void>((resolve) => {
      const { pipe } = renderToPipeableStream(
        <NonceContext.Provider value="nonce-1">
          <ViewerBoot caseData={caseData} extras={links} />
        </NonceContext.Provider>,
        { nonce: 'nonce-1', onShellReady: () => (pipe(sink), resolve()) },
      );
    });
    await shell;
    await new Promise((resolve) => setImmediate(resolve));
    const frame = chunks.join('');
    expect(frame).toContain(`id="${BOOT_HOST_ID}"`);
    expect(frame).not.toContain('__viewerBoot');

    window.OpenSeadragon = fakeOpenSeadragon().OSD as unknown as typeof OpenSeadragon;
    document.body.innerHTML = `<script src="${OPENSEADRAGON_SCRIPT}"></script>${frame}`;
    runScripts();
    const held = window.__holdScripts!;
    let released = false;
    void held.then(() => (released = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);

    const ended = new Promise((resolve) => sink.on('end', resolve));
    read(extras);
    await ended;
    const rest = chunks.join('').slice(frame.length);
    expect(rest).toContain('nonce="nonce-1"');
    // The first slide's first tile, asked for before the script runs.
    expect(rest).toContain(
      '<link rel="preload" as="image" href="http://slides.test/s1/dz/8/0_0.jpeg" crossorigin="anonymous" fetchpriority="high"/>',
    );
    document.body.insertAdjacentHTML('beforeend', rest);
    for (const script of [...document.body.querySelectorAll('script:not([src])')].slice(1)) {
      new Function(script.textContent!)();
    }
    expect(window.__viewerBoot?.slide.link).toBe('http://slides.test/s1/file');
    expect(window.__viewerBoot?.element?.parentElement?.id).toBe(BOOT_HOST_ID);
    // Held for the Deep Zoom slide's full load now, as before.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);
  });
});
