/**
 * The first slide, opened before the page's scripts hydrate it (decision 055). The server renders the viewer's
 * frame with an empty slide area and sends it at once; a small inline script (`ViewerBoot`) follows in the same
 * response as soon as the loader's first batch of links is read (decision 092). It picks the slide session
 * storage points to (spec 2.8's `viewerState`, else the first) and, when that batch holds the slide's link:
 *
 * - a Deep Zoom object in the link: opened as soon as the page's OpenSeadragon script has run
 *   (openseadragon-script.ts), with the main pane's options and the stored view;
 * - a series in an archive, or a TIFF file without a Deep Zoom copy: its reader's worker (the DICOMweb one, the
 *   TIFF one) started at once, and the worker's tile source, a small module of its own (tiff/boot-slide.ts),
 *   imported beside OpenSeadragon's script; the slide opened with it;
 * - anything else (the DICOM route, a plain image): the viewer's module finds its source as soon as it is
 *   evaluated, still before hydration (`openBootedFile`), and opens it the same way.
 *
 * The screen renders meanwhile; the main pane then takes what was started (`takeBootedViewer`): the viewer, which
 * it moves into itself, or the source being found. A boot that does not match what the pane shows, or that
 * failed, is dropped and the pane opens the slide itself.
 */
import { Await } from '@remix-run/react';
import type OpenSeadragon from 'openseadragon';
import { memo, Suspense } from 'react';
import { useNonce } from '~/lib/nonce';
import { flattenCaseImages, type ViewerCase, type ViewerExtras } from '../case-images';
import { MAIN_TILES, paneOsdOptions } from '../constants';
import type { SlideLink } from '../slide-links';
import { VIEWER_STATE_KEY } from '../viewer-state';
import { firstTileUrl } from './first-tile';
import { OPENSEADRAGON_SCRIPT } from './openseadragon-script';
import tiffWorkerUrl from '../tiff/tiff.worker.ts?worker&url';
// Not a worker: `?worker&url` makes the module one self-contained file whose content-hashed name the server
// build knows too, which the boot imports (decision 089's alternative).
import slideBootUrl from '../tiff/boot-entry.ts?worker&url';
import type { BootSlideModule } from '../tiff/boot-entry';
import dicomwebWorkerUrl from '../dicom/dicomweb.worker.ts?worker&url';
import { DICOMWEB_WORKER_NAME, METADATA_BYTES, seriesMetadataUrl } from '../dicom/dicomweb-source';
import type { SpareWorker } from '../tiff';
import { deepZoomObjectOf } from './slide-route';
import { openSlideSource, type OpenedSlide } from './tile-source.client';

/** What the page's boot script started; `window.__viewerBoot` until the main pane takes it. */
export interface BootedViewer {
  caseId: string;
  /** The slide's link, from the loader's first batch. */
  slide: SlideLink;
  /**
   * Creates the viewer in the frame's slide area, with no slide yet (a TIFF slide's, while its file is read);
   * false when cancelled or already made.
   */
  create(OSD: typeof OpenSeadragon): boolean;
  /**
   * Opens `source` in the viewer, at the stored view, creating it first if need be; false when cancelled (a
   * viewer the pane took before its slide came gets it from the pane) or a source is open already.
   */
  open(OSD: typeof OpenSeadragon, source: string | object): boolean;
  /** Whether `open` opened a source in the viewer (a worker's slide has its viewer made before its source). */
  sourceOpened: boolean;
  /**
   * A link without a Deep Zoom object: its source being found, by the boot's slide module (a TIFF file, a series
   * in an archive) or by the viewer's module (`openBootedFile`).
   */
  opening: Promise<OpenedSlide> | null;
  viewer: OpenSeadragon.Viewer | null;
  /**
   * The OpenSeadragon the viewer was made with. The pane keeps using it for that viewer: a second copy of the
   * script (the pane's module asks for one when the page's has not run yet) replaces `window.OpenSeadragon`,
   * and that copy's points are not the viewer's (`instanceof` fails, its coordinates come out wrong).
   */
  osd: typeof OpenSeadragon | null;
  /** The viewer's element, inside the frame's slide area until the pane moves it into itself. */
  element: HTMLDivElement | null;
  /** `performance.now()` when its first tile was drawn. */
  firstTileAt: number | null;
  /** The source could not be opened or its first tile failed: the pane starts again (and may fall back). */
  failed: boolean;
  /** Taken or dropped by the pane: nothing more is opened. */
  cancelled: boolean;
  /**
   * Resolves when the first tile is drawn, the slide fails, or after `HYDRATION_HOLD_MS`: the page's hydration
   * waits for it (entry.client.tsx), so the slide has the main thread first.
   */
  settled: Promise<void>;
  /** Resolves `settled` (a source that could not be found). */
  settle(): void;
}

/** The longest the viewer's page holds its hydration for the first tile. */
export const HYDRATION_HOLD_MS = 1000;

/**
 * The longest the viewer's page holds its scripts for the booted slide's visible tiles (decision 089): the
 * slide can be panned and zoomed meanwhile (OpenSeadragon is the page's own script), the controls come after.
 */
export const SCRIPTS_HOLD_MS = 2500;

/**
 * How long after its first tile a Deep Zoom slide opened here keeps the page's scripts waiting for its other
 * visible tiles. Released at the first tile, compiling and hydrating (about 300 ms) held the drawing of those tiles
 * and the full field came 1.6× later than on a bare OpenSeadragon page; waiting for all of them delays the toolbar
 * on a slow network. A field usually completes within it (bench:viewer --first-visit), and the toolbar then comes
 * sooner as well, its scripts no longer sharing the main thread with the tiles.
 */
export const FIELD_FIRST_MS = 150;

/**
 * How long the boot waits for an archive slide's metadata it asked for before handing the open to the worker
 * without it: a slower archive is read by the worker, within its own time-out.
 */
export const ARCHIVE_METADATA_AHEAD_MS = 5000;

declare global {
  interface Window {
    __viewerBoot?: BootedViewer;
    /**
     * Set by the frame (`HOLD_FOR_BOOT`): what the page's scripts wait for, given by the boot when it comes (a
     * Deep Zoom slide's full load) or nothing (they come at once).
     */
    __bootHold?: (hold?: Promise<void>) => void;
    /** Set by the boot script that opened a slide: a later boot script of the page then opens none. */
    __viewerBooted?: true;
  }
}

/**
 * The frame's script: the page's scripts (app/lib/held-scripts.tsx) wait for the boot, which comes after the
 * frame (decision 092), and for what it says to wait for. Once per page: the viewer's page sends it in its head's
 * part, before the case is read (`BootHold`, decision 110), and the frame's copy then changes nothing.
 */
const HOLD_FOR_BOOT =
  'if (!window.__bootHold) window.__holdScripts = new Promise((resolve) => { ' +
  'window.__bootHold = (hold) => { delete window.__bootHold; resolve(hold); }; });';

/** The page's scripts released without a boot (no case, or none to open). */
const RELEASE_HOLD = 'window.__bootHold?.();';

/** An inline script with the response's nonce, left alone by hydration. */
function InlineScript({ source }: { source: string }) {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}

/**
 * The hold on the page's scripts, sent before the case is read (decision 110): the release script at the end of
 * the page's first part (app/lib/held-scripts.tsx) reads it as it runs, and the boot, which comes after the case,
 * ends it. `release`: the case came without a slide to boot (not found, none asked): the scripts come at once.
 */
export function BootHold({ release = false }: { release?: boolean }) {
  return <InlineScript source={release ? RELEASE_HOLD : HOLD_FOR_BOOT} />;
}

interface BootConfig {
  caseId: string;
  hostId: string;
  storageKey: string;
  /** OpenSeadragon's script in the head (openseadragon-script.ts), whose load the boot waits for. */
  scriptSrc: string;
  holdMs: number;
  /** The longest the page's scripts wait for a Deep Zoom slide opened here to be fully loaded. */
  scriptsHoldMs: number;
  /** How long after the first tile they wait for it (`FIELD_FIRST_MS`). */
  fieldFirstMs: number;
  /**
   * The readers' worker scripts (TIFF; an archive's, with its name), the module with their tile source
   * (tiff/boot-slide.ts), and what a worker's first read is given (the main pane's).
   */
  tiffWorker: string;
  dicomwebWorker: string;
  dicomwebWorkerName: string;
  slideBoot: string;
  tiffOptions: { timeoutMs: number; retries: number; retryDelayMs: number };
  /**
   * Each slide's series metadata in its archive (null for the others), read here while the worker's script
   * comes, at most `metadataBytes` and `metadataMs`; past either the worker reads it itself.
   */
  archiveMetadata: Array<string | null>;
  metadataBytes: number;
  metadataMs: number;
  /** The image list's links: those of the loader's first batch, null for the others. */
  slides: Array<SlideLink | null>;
  /** Each slide's first tile (./first-tile.ts), for a slide with a Deep Zoom object; else null. */
  firstTiles: Array<string | null>;
  options: object;
}

/**
 * Imports the slide module (tiff/boot-entry.ts): `import()` written in the script's text (`bootSource`), where no
 * build rewrites it (Vite's server transform would, in `boot`'s own body).
 */
type LoadSlideModule = (url: string) => Promise<BootSlideModule | undefined>;

/**
 * The script's body. It runs in the page as its own source text (`boot.toString()`): it may use nothing of this
 * module, only its arguments and the page's globals.
 */
function boot(cfg: BootConfig, load: LoadSlideModule): Promise<void> | undefined {
  type Stored = { caseId?: unknown; index?: unknown; rotation?: unknown; viewport?: unknown };
  const read = (): Stored => {
    try {
      const value: unknown = JSON.parse(window.sessionStorage.getItem(cfg.storageKey) ?? 'null');
      return value && typeof value === 'object' ? value : {};
    } catch {
      return {};
    }
  };
  const stored = read();
  const mine = stored.caseId === cfg.caseId;
  const wanted = mine && typeof stored.index === 'number' ? stored.index : 0;
  const index = Math.max(0, Math.min(Math.floor(wanted), cfg.slides.length - 1));
  const slide = cfg.slides[index];
  if (!slide) return undefined;
  // A clamped index starts at home, as the screen's restore does.
  const view =
    mine && index === wanted ? (stored.viewport as { zoom?: unknown; center?: unknown } | null) : null;
  const rotation =
    mine && [0, 90, 180, 270].includes(stored.rotation as number) ? (stored.rotation as number) : 0;

  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  window.setTimeout(settle, cfg.holdMs);
  // A series in an archive is read before any copy (osd/slide-route.ts; this script may import nothing).
  const archive = Boolean(slide.dicomweb);
  const dzi = archive ? null : slide.dziTileSourceObject;
  // The slide's first tile, asked for while OpenSeadragon's script compiles; anonymous, as OpenSeadragon asks
  // (the same cache entry). Here, not in the server's markup: only the script knows which slide session storage
  // keeps (a returning reader's, not always the first).
  const firstTile = cfg.firstTiles[index];
  if (firstTile) {
    const preload = document.createElement('link');
    const attributes = {
      rel: 'preload',
      as: 'image',
      href: firstTile,
      crossorigin: 'anonymous',
      fetchpriority: 'high',
    };
    for (const [name, value] of Object.entries(attributes)) preload.setAttribute(name, value);
    document.head.append(preload);
  }
  // A TIFF file by its name or type, with no Deep Zoom copy to try first: its reader starts reading now, as the
  // geotiff plugin's page would, and the boot's slide module draws it.
  const tiff =
    !archive &&
    !dzi &&
    !slide.dziUrl &&
    !slide.instanceLinks?.length &&
    typeof Worker !== 'undefined' &&
    (/\.(svs|tiff?|ndpi|scn|bif|btf)$/i.test(slide.info.fileName) ||
      /^image\/tiff/i.test(slide.info.contentType));
  // A Deep Zoom, archive or TIFF slide is opened here, before the page's scripts: they wait for it
  // (app/lib/held-scripts.tsx, decision 089) until its first tile is drawn, it fails, or
  // `scriptsHoldMs`.
  // Any other slide needs them.
  const byWorker = (archive && typeof Worker !== 'undefined') || tiff;
  let loaded = () => {};
  const whole =
    dzi || byWorker
      ? new Promise<void>((resolve) => {
          loaded = resolve;
          window.setTimeout(resolve, cfg.scriptsHoldMs);
        })
      : undefined;
  const state: BootedViewer = {
    settled,
    settle: () => settle(),
    caseId: cfg.caseId,
    slide,
    opening: null,
    viewer: null,
    osd: null,
    element: null,
    firstTileAt: null,
    failed: false,
    cancelled: false,
    sourceOpened: false,
    create(OSD) {
      const host = document.getElementById(cfg.hostId);
      if (state.cancelled || state.viewer || !host) return false;
      const element = document.createElement('div');
      element.style.cssText = 'position:absolute;inset:0';
      element.setAttribute('data-opened-by', 'page');
      host.append(element);
      const viewer = OSD({ element, ...cfg.options } as OpenSeadragon.Options);
      viewer.addOnceHandler('open', () => {
        if (rotation) viewer.viewport.setRotation(rotation, true);
        const center = view && (view.center as { x?: unknown; y?: unknown } | null);
        if (
          view &&
          typeof view.zoom === 'number' &&
          view.zoom > 0 &&
          center &&
          typeof center.x === 'number' &&
          typeof center.y === 'number'
        ) {
          viewer.viewport.zoomTo(view.zoom, undefined, true);
          viewer.viewport.panTo(new OSD.Point(center.x, center.y), true);
        }
      });
      viewer.addOnceHandler('tile-drawn', () => {
        state.firstTileAt = performance.now();
        settle();
        // A worker decodes its tiles for a second or more, off the main thread: its page's scripts come at once.
        window.setTimeout(loaded, byWorker ? 0 : cfg.fieldFirstMs);
      });
      viewer.world.addOnceHandler('add-item', ({ item }) =>
        item.addHandler('fully-loaded-change', ({ fullyLoaded }) => fullyLoaded && loaded()),
      );
      const failed = () => {
        if (state.firstTileAt === null) state.failed = true;
        settle();
        loaded();
      };
      viewer.addHandler('open-failed', failed);
      viewer.addHandler('tile-load-failed', failed);
      state.viewer = viewer;
      state.osd = OSD;
      state.element = element;
      return true;
    },
    open(OSD, source) {
      if (state.cancelled || state.sourceOpened || (!state.viewer && !state.create(OSD))) return false;
      state.sourceOpened = true;
      state.viewer!.open(source as OpenSeadragon.TileSourceSpecifier);
      return true;
    },
  };
  window.__viewerBoot = state;
  window.__viewerBooted = true;
  const script = document.querySelector<HTMLScriptElement>(`script[src="${cfg.scriptSrc}"]`);
  const pageOsd = () => window.OpenSeadragon as typeof OpenSeadragon | undefined;
  // A reader's worker, asked at once to open the slide. Id 0: the client that takes the worker numbers its own
  // requests from 1 and ignores this answer; the worker's reader answers the client's open of the same file or
  // series from this read. `ahead`: what the open carries once this page has read it (an archive's metadata).
  const startReader = (
    url: string,
    name: string,
    open: object,
    ahead?: Promise<ArrayBuffer | null>,
  ): SpareWorker => {
    const reader: SpareWorker = { worker: new Worker(url, { type: 'module', name }), failure: null };
    reader.worker.addEventListener('error', (event) => {
      event.preventDefault();
      reader.failure ??= { message: event.message };
    });
    const request = { type: 'open', id: 0, options: cfg.tiffOptions, ...open };
    if (!ahead) reader.worker.postMessage(request);
    else
      void ahead.then((metadata) => {
        if (metadata) reader.worker.postMessage({ ...request, metadata }, [metadata]);
        else reader.worker.postMessage(request);
      });
    return reader;
  };
  // The archive's series metadata, asked for now, beside the worker's script (which would ask only once it has
  // run): its bytes, or null when the answer fails, is too large or slow (the worker then asks, with its own
  // bounds and sentences).
  const readAhead = async (url: string): Promise<ArrayBuffer | null> => {
    const stop = new AbortController();
    const timer = window.setTimeout(() => stop.abort(), cfg.metadataMs);
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/dicom+json' },
        signal: stop.signal,
      });
      if (!response.ok || !response.body) return null;
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (const stream = response.body.getReader(); ;) {
        const { done, value } = await stream.read();
        if (done) break;
        size += value.length;
        if (size > cfg.metadataBytes) {
          stop.abort();
          return null;
        }
        chunks.push(value);
      }
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.length;
      }
      return bytes.buffer;
    } catch {
      return null;
    } finally {
      window.clearTimeout(timer);
    }
  };
  if (byWorker) {
    const metadataUrl = archive ? cfg.archiveMetadata[index] : null;
    const ahead = metadataUrl ? readAhead(metadataUrl) : undefined;
    const reader = archive
      ? startReader(
          cfg.dicomwebWorker,
          cfg.dicomwebWorkerName,
          { url: slide.dicomweb!.wadoRsRoot, dicomweb: slide.dicomweb },
          ahead,
        )
      : startReader(cfg.tiffWorker, 'tiff-slide', { url: slide.link });
    const osdLoaded = new Promise<typeof OpenSeadragon>((resolve, reject) => {
      const ready = () => {
        const OSD = pageOsd();
        if (OSD) resolve(OSD);
        else reject(new Error('OpenSeadragon did not load.'));
      };
      if (pageOsd() || !script) ready();
      else {
        script.addEventListener('load', ready);
        script.addEventListener('error', ready);
      }
    });
    // The module and OpenSeadragon download side by side while the worker reads; the viewer is made meanwhile.
    osdLoaded.then(
      (OSD) => state.create(OSD),
      () => undefined,
    );
    // The module's own open of the slide goes after the boot's (which carries what was read ahead): the worker
    // reads the series once, for whichever open comes first.
    state.opening = Promise.all([load(cfg.slideBoot), osdLoaded, ahead]).then(async ([module, OSD]) => {
      if (!module) throw new Error("The boot's slide module did not load.");
      const source = await module.openBootedSlide(OSD, reader, slide, cfg.tiffOptions);
      state.open(OSD, source.tileSource);
      return source;
    });
    // The pane opens the slide itself (with its retries), or says why, if it took this boot already.
    state.opening.catch(() => {
      reader.worker.terminate();
      state.failed = true;
      settle();
      loaded();
    });
    return whole;
  }
  if (!dzi) return undefined;
  const start = () => {
    const OSD = pageOsd();
    if (OSD) state.open(OSD, dzi);
  };
  if (pageOsd() !== undefined) start();
  else script?.addEventListener('load', start);
  return whole;
}

/**
 * The boot script: the boot run with its slide module's loader, and what it says the page's scripts wait for given
 * to the frame's hold. A page may send two (decision 126): the first with the first slide's link alone, the
 * last with the whole batch. Whichever opens a slide releases the hold with its wait; one that opens nothing
 * leaves it to the last, which releases it in any case; a script after the one that opened a slide opens none.
 */
const bootSource = (cfg: BootConfig, last: boolean) =>
  `(() => { if (window.__viewerBooted) return; let hold; try { hold = (${boot.toString()})(${scriptJson(cfg)}, ` +
  `(url) => import(url).then(() => window.__viewerSlideBoot)); } finally { ` +
  `if (${last} || window.__viewerBooted) window.__bootHold?.(hold); } })()`;

export const BOOT_HOST_ID = 'viewer-boot';

/** The script's argument for a case: its slides in the image list's order, with the loader's first links. */
export function bootConfig(caseData: ViewerCase, links: Record<string, SlideLink>): BootConfig {
  const slides = flattenCaseImages(caseData).map((image) =>
    image.fileContent ? (links[image.fileContent] ?? null) : null,
  );
  return {
    caseId: caseData.caseID,
    hostId: BOOT_HOST_ID,
    storageKey: VIEWER_STATE_KEY,
    scriptSrc: OPENSEADRAGON_SCRIPT,
    holdMs: HYDRATION_HOLD_MS,
    scriptsHoldMs: SCRIPTS_HOLD_MS,
    fieldFirstMs: FIELD_FIRST_MS,
    tiffWorker: tiffWorkerUrl,
    slideBoot: slideBootUrl,
    dicomwebWorker: dicomwebWorkerUrl,
    dicomwebWorkerName: DICOMWEB_WORKER_NAME,
    tiffOptions: MAIN_TILES,
    archiveMetadata: slides.map((link) => (link?.dicomweb ? seriesMetadataUrl(link.dicomweb) : null)),
    metadataBytes: METADATA_BYTES,
    metadataMs: ARCHIVE_METADATA_AHEAD_MS,
    slides,
    firstTiles: slides.map((link) => {
      const image = link && deepZoomObjectOf(link)?.Image;
      return image ? firstTileUrl(image) : null;
    }),
    options: paneOsdOptions(MAIN_TILES),
  };
}

/** JSON inside a script: nothing in it may end the script element or a line of JavaScript. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The frame's slide area (an element React leaves alone: the script fills it), the frame's hold on the page's
 * scripts, and the boot script once the links are read: the server sends the frame first and the script when
 * its links come, in the same response (decision 092). In a client navigation React inserts the scripts without
 * running them, and the pane opens the slide. Memoised: the screen re-renders its frame while React has not yet
 * hydrated the boot's Suspense boundary (it does once the links have come in the browser too), which must get no
 * new props till then (React's error 421).
 */
export const ViewerBoot = memo(function ViewerBoot({
  caseData,
  extras,
  firstLink,
}: {
  caseData: ViewerCase;
  /** The links once read (a promise the loader resolves after the frame), or already here. */
  extras: Promise<ViewerExtras> | ViewerExtras;
  /** The first slide's link alone, which the loader reads first (decision 126); none: the boot waits for all. */
  firstLink?: Promise<Record<string, SlideLink>> | Record<string, SlideLink>;
}) {
  const script = (source: string) => <InlineScript source={source} />;
  return (
    <>
      <div
        id={BOOT_HOST_ID}
        className="absolute inset-0"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      {script(HOLD_FOR_BOOT)}
      {firstLink ? (
        <Suspense fallback={null}>
          <Await resolve={firstLink} errorElement={null}>
            {(links: Record<string, SlideLink>) => script(bootSource(bootConfig(caseData, links), false))}
          </Await>
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {/* No links (the response broke off): no boot, and the page's scripts come at once. */}
        <Await resolve={extras} errorElement={script(RELEASE_HOLD)}>
          {(resolved: ViewerExtras) => script(bootSource(bootConfig(caseData, resolved.links), true))}
        </Await>
      </Suspense>
    </>
  );
});

/**
 * For a booted slide without a Deep Zoom object that the boot does not open itself (the DICOM reader, a plain
 * image, a TIFF slide in a browser without workers): finds its source and opens it in the frame, unless the pane
 * has taken the boot by then (the pane then opens that source itself). Called when the viewer's module is
 * evaluated, before hydration.
 */
export function openBootedFile(OSD: typeof OpenSeadragon): void {
  const booted = window.__viewerBoot;
  if (!booted || booted.cancelled || booted.opening || deepZoomObjectOf(booted.slide)) return;
  booted.opening = openSlideSource(OSD, booted.slide, MAIN_TILES).then((source) => {
    booted.open(OSD, source.tileSource);
    return source;
  });
  booted.opening.catch(() => {
    booted.failed = true;
    booted.settle();
  });
}

/**
 * The boot when it shows `link` and has not failed (taken: nobody else gets it), else null; a boot that is not
 * taken is dropped (its viewer destroyed, its source closed).
 */
export function takeBootedViewer(link: { link: string } | null): BootedViewer | null {
  const booted = typeof window === 'undefined' ? undefined : window.__viewerBoot;
  if (!booted) return null;
  delete window.__viewerBoot;
  booted.cancelled = true;
  const started = booted.viewer !== null || booted.opening !== null;
  if (started && !booted.failed && link && booted.slide.link === link.link) return booted;
  booted.viewer?.destroy();
  booted.element?.remove();
  booted.opening?.then(
    (source) => source.destroy(),
    () => undefined,
  );
  return null;
}
