import type OpenSeadragon from 'openseadragon';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NonceContext } from '~/lib/nonce';
import { MAIN_TILES } from '../constants';
import { testImage, testSlideLink, testViewerCase } from '../test-fixtures';
import { VIEWER_STATE_KEY } from '../viewer-state';
import { OPENSEADRAGON_SCRIPT } from './openseadragon-script';
import type { BootSlideModule } from '../tiff/boot-entry';
import type { SlideLink } from '../slide-links';
import type { OpenedSlide } from './tile-source.client';
import { BOOT_HOST_ID, FIELD_FIRST_MS, openBootedFile, takeBootedViewer, ViewerBoot } from './boot';

/**
 * Six slides; the loader's first batch (five) has Deep Zoom objects for slides 1 and 3, a PNG (2) and a TIFF
 * file (4); 6 is beyond it.
 */
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
    s4: testSlideLink('s4'),
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

/** The TIFF reader's worker as the boot sees it: what it was made with, what it is sent, whether it was stopped. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  addEventListener() {}
  terminate() {
    this.terminated = true;
  }
}

/** The boot script's import of the TIFF module, which the tests answer themselves (Node would import the URL). */
const IMPORT = '(url) => import(url)';

/**
 * Runs the inline scripts of the page in order, as the browser's parser would (innerHTML never runs one);
 * `importModule`: what the boot script's `import()` of the TIFF module does.
 */
function runScripts(importModule?: (url: string) => Promise<void>) {
  const testWindow = window as unknown as { importModule?: (url: string) => Promise<void> };
  testWindow.importModule = importModule ?? (() => Promise.reject(new Error('No module in this test')));
  for (const script of document.body.querySelectorAll('script:not([src])')) {
    new Function(script.textContent!.replace(IMPORT, '(url) => window.importModule(url)'))();
  }
}

/**
 * Renders the boot as the server does with its links already read (the frame's hold and the boot script in one
 * go), puts it in the page and runs its scripts.
 */
function boot(
  { caseData, extras } = caseWithLinks(),
  {
    osdLoaded = true,
    importModule,
  }: { osdLoaded?: boolean; importModule?: (url: string) => Promise<void> } = {},
) {
  // A new page each time.
  delete window.__viewerBooted;
  const fake = fakeOpenSeadragon();
  if (osdLoaded) window.OpenSeadragon = fake.OSD as unknown as typeof OpenSeadragon;
  const html = renderToString(
    <NonceContext.Provider value="nonce-1">
      <ViewerBoot caseData={caseData} extras={extras} />
    </NonceContext.Provider>,
  );
  document.body.innerHTML = `<script src="${OPENSEADRAGON_SCRIPT}"></script>${html}`;
  const script = [...document.body.querySelectorAll('script')].at(-1)!;
  expect(script.textContent).toContain(IMPORT);
  runScripts(importModule);
  return { ...fake, html, script };
}

/** Boots the case at its TIFF slide (4) in a page with workers; `openBootedSlide`: the module's, once imported. */
function bootTiff(openBootedSlide: BootSlideModule['openBootedSlide'] | null, { osdLoaded = true } = {}) {
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.made = [];
  window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 3 }));
  const imported: string[] = [];
  const booted = boot(caseWithLinks(), {
    osdLoaded,
    importModule: async (url) => {
      imported.push(url);
      if (!openBootedSlide) throw new TypeError('Failed to fetch dynamically imported module');
      window.__viewerSlideBoot = { openBootedSlide };
    },
  });
  return { ...booted, imported, worker: FakeWorker.made[0] };
}

/** What the module makes of the slide (its own tests: tiff/boot-slide.test.tsx). */
const tiffSlide = (): OpenedSlide => ({
  kind: 'tiff',
  tileSource: { tiff: 's4' },
  mpp: { x: 0.5, y: 0.5 },
  magnification: 20,
  scaleKnown: true,
  destroy: vi.fn(),
});

/** The module's `openBootedSlide`, which answers with its slide only when told (`answer`). */
function slowTiffModule() {
  const slide = tiffSlide();
  let answer!: () => void;
  const openBootedSlide = vi
    .fn<BootSlideModule['openBootedSlide']>()
    .mockReturnValue(new Promise((resolve) => (answer = () => resolve(slide))));
  return { slide, openBootedSlide, answer: () => answer() };
}

const settledYet = async (promise: Promise<unknown> | undefined) =>
  Promise.race([
    promise!.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(resolve, 20, false)),
  ]);

/** The image preloads the boot put in the head: each href, cross-origin mode and priority. */
const firstTilePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => `${link.href} ${link.crossOrigin} ${link.getAttribute('fetchpriority')}`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete window.__viewerSlideBoot;
  delete window.__viewerBoot;
  delete window.__viewerBooted;
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

  it("holds the page's scripts until its Deep Zoom slide's field is drawn, shortly after its first tile, or it fails (decision 089)", async () => {
    const loaded = boot();
    expect(await settledYet(window.__holdScripts)).toBe(false);
    loaded.viewers[0]!.fire('tile-drawn');
    expect(await settledYet(window.__holdScripts)).toBe(false);
    loaded.viewers[0]!.fullyLoad();
    expect(await settledYet(window.__holdScripts)).toBe(true);

    // A field still loading does not keep the toolbar waiting for long after the slide shows.
    const slow = boot();
    slow.viewers[0]!.fire('tile-drawn');
    expect(await settledYet(window.__holdScripts)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, FIELD_FIRST_MS));
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

  it("asks for the first tile of the slide it opens, the stored one's for a returning reader, at once", () => {
    boot();
    expect(firstTilePreloads()).toEqual(['http://slides.test/s1/dz/8/0_0.jpeg anonymous high']);
    document.head.innerHTML = '';
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 2 }));
    boot();
    expect(firstTilePreloads()).toEqual(['http://slides.test/s3/dz/8/0_0.jpeg anonymous high']);
    // A slide without a Deep Zoom object has no first tile to ask for.
    document.head.innerHTML = '';
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 1 }));
    boot();
    expect(firstTilePreloads()).toEqual([]);
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

  it("opens a slide read from its archive with the archive's worker and the slide module, though it has a Deep Zoom object and a TIFF file", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    // The series' metadata, read by the page while the worker's script comes, is handed to the worker's open.
    const metadata = JSON.stringify([
      { '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.77.1.6'] } },
    ]);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push(`${url} ${new Headers(init?.headers).get('Accept')}`);
        return new Response(metadata);
      }),
    );
    const { caseData, extras } = caseWithLinks();
    const dicomweb = {
      wadoRsRoot: 'http://slides.test/slides/s1/dicomweb/1900000000/abc',
      studyInstanceUid: '1.2.3',
      seriesInstanceUid: '1.2.3.4',
    };
    // s1: a Deep Zoom object; s4: a TIFF file the boot would read itself.
    for (const [index, id] of [
      [0, 's1'],
      [3, 's4'],
    ] as const) {
      FakeWorker.made = [];
      extras.links[id] = { ...extras.links[id], dicomweb };
      window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index }));
      const slide = { ...tiffSlide(), kind: 'dicomweb' as const };
      const openBootedSlide = vi.fn<BootSlideModule['openBootedSlide']>().mockResolvedValue(slide);
      const { viewers, OSD } = boot(
        { caseData, extras },
        { importModule: async () => void (window.__viewerSlideBoot = { openBootedSlide }) },
      );
      expect(firstTilePreloads()).toEqual([]);
      // The series is read while the module and OpenSeadragon come: one worker, the archive's, asked to open it
      // with the metadata the page read beside its script.
      expect(FakeWorker.made).toHaveLength(1);
      const [worker] = FakeWorker.made;
      await vi.waitFor(() => expect(worker!.sent).toHaveLength(1));
      expect(asked.at(-1)).toBe(
        `${dicomweb.wadoRsRoot}/studies/1.2.3/series/1.2.3.4/metadata application/dicom+json`,
      );
      expect(worker).toMatchObject({
        url: expect.stringContaining('dicomweb.worker'),
        options: { type: 'module', name: 'dicomweb-slide' },
        sent: [{ type: 'open', id: 0, url: dicomweb.wadoRsRoot, dicomweb, options: MAIN_TILES }],
      });
      const sent = (worker!.sent[0] as { metadata: ArrayBuffer }).metadata;
      expect(new TextDecoder().decode(sent)).toBe(metadata);
      expect(window.__holdScripts).toBeDefined();
      expect(await window.__viewerBoot!.opening).toBe(slide);
      expect(openBootedSlide).toHaveBeenCalledWith(
        OSD,
        expect.objectContaining({ worker }),
        expect.objectContaining({ link: extras.links[id].link, dicomweb }),
        MAIN_TILES,
      );
      expect(viewers[0]!.opened).toEqual([slide.tileSource]);
      // The viewer's module finds the slide opened: no second reader.
      openBootedFile(OSD as unknown as typeof OpenSeadragon);
      expect(FakeWorker.made).toHaveLength(1);
      takeBootedViewer(null);
      document.body.innerHTML = '';
    }
  });

  it('opens no Deep Zoom copy of a slide read from its archive in a browser without workers', () => {
    const { caseData, extras } = caseWithLinks();
    extras.links.s1 = {
      ...extras.links.s1,
      dicomweb: { wadoRsRoot: 'http://slides.test/dicomweb', studyInstanceUid: '1', seriesInstanceUid: '2' },
    };
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 0 }));
    const { viewers } = boot({ caseData, extras });
    expect(viewers).toHaveLength(0);
    expect(firstTilePreloads()).toEqual([]);
    expect(window.__viewerBoot?.opening).toBeNull();
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

describe('the boot in two scripts (decision 126)', () => {
  /** The page with the first slide's link sent alone, then the batch: its hold, the first and the last script. */
  function bootInTwo(firstLink: Record<string, SlideLink>) {
    delete window.__viewerBooted;
    const { caseData, extras } = caseWithLinks();
    const fake = fakeOpenSeadragon();
    window.OpenSeadragon = fake.OSD as unknown as typeof OpenSeadragon;
    document.body.innerHTML = `<script src="${OPENSEADRAGON_SCRIPT}"></script>${renderToString(
      <NonceContext.Provider value="nonce-1">
        <ViewerBoot caseData={caseData} extras={extras} firstLink={firstLink} />
      </NonceContext.Provider>,
    )}`;
    const [hold, first, last] = [...document.body.querySelectorAll('script:not([src])')].map(
      (script) => () => new Function(script.textContent!)() as unknown,
    );
    hold!();
    return { ...fake, held: window.__holdScripts!, first: first!, last: last!, extras };
  }

  it("opens the first slide with its link alone, and holds the page's scripts for it; the last script opens nothing", async () => {
    const { extras } = caseWithLinks();
    const page = bootInTwo({ s1: extras.links.s1 });
    page.first();
    expect(page.viewers).toHaveLength(1);
    expect(page.viewers[0]!.opened).toMatchObject([{ Image: { Url: 'http://slides.test/s1/dz/' } }]);
    expect(window.__bootHold).toBeUndefined();
    page.last();
    expect(page.viewers).toHaveLength(1);
    expect(await settledYet(page.held)).toBe(false);
    page.viewers[0]!.fullyLoad();
    expect(await settledYet(page.held)).toBe(true);
  });

  it('leaves a stored slide the first link does not show to the last script, and the hold with it', async () => {
    window.sessionStorage.setItem(VIEWER_STATE_KEY, JSON.stringify({ caseId: 'case-0001', index: 2 }));
    const { extras } = caseWithLinks();
    const page = bootInTwo({ s1: extras.links.s1 });
    page.first();
    expect(page.viewers).toHaveLength(0);
    expect(window.__bootHold).toBeTypeOf('function');
    page.last();
    expect(page.viewers).toHaveLength(1);
    expect(page.viewers[0]!.opened).toMatchObject([{ Image: { Url: 'http://slides.test/s3/dz/' } }]);
    expect(window.__bootHold).toBeUndefined();
  });

  it('opens nothing twice once the pane has taken the slide, and releases the hold when nothing opens', async () => {
    const { extras } = caseWithLinks();
    const page = bootInTwo({ s1: extras.links.s1 });
    page.first();
    expect(takeBootedViewer({ link: 'http://slides.test/s1/file' })).not.toBeNull();
    page.last();
    expect(page.viewers).toHaveLength(1);

    // No link came first (its read failed): the last script opens the slide and releases the hold.
    const none = bootInTwo({});
    none.first();
    expect(none.viewers).toHaveLength(0);
    expect(await settledYet(none.held)).toBe(false);
    none.last();
    expect(none.viewers).toHaveLength(1);
    none.viewers[0]!.fullyLoad();
    expect(await settledYet(none.held)).toBe(true);
  });
});

describe("the boot's TIFF slide", () => {
  it("opens it with the TIFF module and the worker it started, and holds the page's scripts meanwhile", async () => {
    const { slide, openBootedSlide, answer } = slowTiffModule();
    const { viewers, OSD, imported, worker } = bootTiff(openBootedSlide);
    // The reader starts reading at once; the module and OpenSeadragon come beside it.
    expect(worker).toMatchObject({
      url: expect.stringContaining('tiff.worker'),
      options: { type: 'module', name: 'tiff-slide' },
      sent: [{ type: 'open', id: 0, url: 'http://slides.test/s4/file', options: MAIN_TILES }],
    });
    expect(imported).toEqual([expect.stringContaining('boot-entry')]);
    expect(window.__holdScripts).toBeDefined();
    // The viewer is made while the file is read, and gets the slide once the module has it.
    await vi.waitFor(() => expect(openBootedSlide).toHaveBeenCalled());
    expect(viewers).toHaveLength(1);
    expect(viewers[0]!.opened).toEqual([]);
    answer();
    expect(await window.__viewerBoot!.opening).toBe(slide);
    expect(openBootedSlide).toHaveBeenCalledWith(
      OSD,
      expect.objectContaining({ worker }),
      expect.objectContaining({ link: 'http://slides.test/s4/file' }),
      MAIN_TILES,
    );
    expect(viewers).toHaveLength(1);
    expect(viewers[0]!.opened).toEqual([slide.tileSource]);
    expect(await settledYet(window.__holdScripts)).toBe(false);
    viewers[0]!.fullyLoad();
    expect(await settledYet(window.__holdScripts)).toBe(true);

    // The pane takes the viewer and the slide the module made, and closes nothing of it.
    const taken = takeBootedViewer({ link: 'http://slides.test/s4/file' });
    expect(taken?.viewer).toBeTruthy();
    expect(await taken!.opening).toBe(slide);
    expect(slide.destroy).not.toHaveBeenCalled();
    expect(worker!.terminated).toBe(false);
  });

  it('leaves the slide to the pane when it took the viewer while the file was read', async () => {
    const { slide, openBootedSlide, answer } = slowTiffModule();
    const { viewers } = bootTiff(openBootedSlide);
    await vi.waitFor(() => expect(openBootedSlide).toHaveBeenCalled());
    const taken = takeBootedViewer({ link: 'http://slides.test/s4/file' });
    expect(taken?.viewer).toBeTruthy();
    answer();
    expect(await taken!.opening).toBe(slide);
    // The pane opens it (viewer-handlers.ts), unless it has given that viewer up meanwhile.
    expect(taken!.sourceOpened).toBe(false);
    expect(viewers).toHaveLength(1);
    expect(viewers[0]!.opened).toEqual([]);
  });

  it('waits for the OpenSeadragon script, and fails when it does not load', async () => {
    const openBootedSlide = vi.fn<BootSlideModule['openBootedSlide']>().mockResolvedValue(tiffSlide());
    const loading = bootTiff(openBootedSlide, { osdLoaded: false });
    await Promise.resolve();
    expect(openBootedSlide).not.toHaveBeenCalled();
    window.OpenSeadragon = loading.OSD as unknown as typeof OpenSeadragon;
    document.querySelector('script[src]')!.dispatchEvent(new Event('load'));
    await window.__viewerBoot!.opening;
    expect(loading.viewers).toHaveLength(1);

    document.body.innerHTML = '';
    delete (window as { OpenSeadragon?: unknown }).OpenSeadragon;
    const failing = bootTiff(openBootedSlide, { osdLoaded: false });
    document.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    await expect(window.__viewerBoot!.opening).rejects.toThrow('OpenSeadragon did not load.');
    expect(window.__viewerBoot!.failed).toBe(true);
    expect(failing.worker!.terminated).toBe(true);
  });

  it('leaves the slide to the pane when its module cannot be downloaded: the scripts come at once', async () => {
    const { viewers, OSD, worker } = bootTiff(null);
    await expect(window.__viewerBoot!.opening).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(window.__viewerBoot!.failed).toBe(true);
    expect(await settledYet(window.__holdScripts)).toBe(true);
    expect(worker!.terminated).toBe(true);
    expect(viewers.flatMap((viewer) => viewer.opened)).toEqual([]);
    // The viewer's module does not open it either: the pane does, with its own reader and retries, and the
    // boot's empty viewer goes.
    openBootedFile(OSD as unknown as typeof OpenSeadragon);
    expect(viewers.flatMap((viewer) => viewer.opened)).toEqual([]);
    expect(takeBootedViewer({ link: 'http://slides.test/s4/file' })).toBeNull();
    expect(viewers.every((viewer) => viewer.destroyed)).toBe(true);
    expect(document.getElementById(BOOT_HOST_ID)!.children).toHaveLength(0);
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
    document.body.insertAdjacentHTML('beforeend', rest);
    for (const script of [...document.body.querySelectorAll('script:not([src])')].slice(1)) {
      new Function(script.textContent!)();
    }
    expect(window.__viewerBoot?.slide.link).toBe('http://slides.test/s1/file');
    // The first slide's first tile, asked for as the script runs, before OpenSeadragon opens it.
    expect(firstTilePreloads()).toEqual(['http://slides.test/s1/dz/8/0_0.jpeg anonymous high']);
    expect(window.__viewerBoot?.element?.parentElement?.id).toBe(BOOT_HOST_ID);
    // Held for the Deep Zoom slide's full load now, as before.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);
  });
});
