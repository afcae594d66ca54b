/**
 * The first slide, opened before the page's modules run (decision 055). The server renders the viewer's frame
 * with an empty slide area and, right after it, a small inline script (`ViewerBoot`). As soon as the page's
 * OpenSeadragon script has run (openseadragon-script.tsx), that script picks the slide session storage points to
 * (spec 2.8's `viewerState`, else the first), and when the loader's first batch of links holds its Deep Zoom
 * object, opens it in the slide area with the main pane's options and the stored view. Hydration and the
 * screen's first render happen meanwhile; the main pane then adopts that viewer (`takeBootedViewer`): it moves
 * the viewer's element into itself and goes on from where the viewer is (opened, first tile drawn or not). A
 * boot that does not match what the pane shows, or that failed, is destroyed and the pane opens the slide itself.
 */
import type OpenSeadragon from 'openseadragon';
import { useNonce } from '~/lib/nonce';
import { flattenCaseImages, type ViewerCase } from '../case-images';
import { MAIN_TILES, paneOsdOptions } from '../constants';
import { VIEWER_STATE_KEY } from '../viewer-state';

/** What the page's boot script started; `window.__viewerBoot` until the main pane takes it. */
export interface BootedViewer {
  caseId: string;
  /** The link (its signed file URL) whose Deep Zoom object is open. */
  linkUrl: string | null;
  viewer: OpenSeadragon.Viewer | null;
  /** The viewer's element, inside the frame's slide area until the pane moves it into itself. */
  element: HTMLDivElement | null;
  /** `performance.now()` when its first tile was drawn. */
  firstTileAt: number | null;
  /** The source could not be opened or its first tile failed: the pane starts again (and may fall back). */
  failed: boolean;
  /** Taken or dropped by the pane: a boot still waiting for OpenSeadragon does nothing. */
  cancelled: boolean;
}

declare global {
  interface Window {
    __viewerBoot?: BootedViewer;
  }
}

interface BootConfig {
  caseId: string;
  hostId: string;
  storageKey: string;
  /** The image list's links: the signed file URL and Deep Zoom object of those in the loader's first batch. */
  slides: Array<{ link: string; dzi: object } | null>;
  options: object;
}

/**
 * The script's body. It runs in the page as its own source text (`boot.toString()`): it may use nothing of this
 * module, only its argument and the page's globals.
 */
function boot(cfg: BootConfig) {
  const state: BootedViewer = {
    caseId: cfg.caseId,
    linkUrl: null,
    viewer: null,
    element: null,
    firstTileAt: null,
    failed: false,
    cancelled: false,
  };
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
  if (!slide) return;
  // A clamped index starts at home, as the screen's restore does.
  const view =
    mine && index === wanted ? (stored.viewport as { zoom?: unknown; center?: unknown } | null) : null;
  const rotation =
    mine && [0, 90, 180, 270].includes(stored.rotation as number) ? (stored.rotation as number) : 0;
  state.linkUrl = slide.link;
  window.__viewerBoot = state;

  const start = () => {
    const OSD = window.OpenSeadragon as typeof OpenSeadragon | undefined;
    const host = document.getElementById(cfg.hostId);
    if (state.cancelled || state.viewer || !OSD || !host) return;
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
    });
    const failed = () => {
      if (state.firstTileAt === null) state.failed = true;
    };
    viewer.addHandler('open-failed', failed);
    viewer.addHandler('tile-load-failed', failed);
    state.viewer = viewer;
    state.element = element;
    viewer.open(slide.dzi as OpenSeadragon.TileSourceSpecifier);
  };
  const script = document.querySelector<HTMLScriptElement>('script[data-openseadragon]');
  if ((window.OpenSeadragon as typeof OpenSeadragon | undefined) !== undefined) start();
  else script?.addEventListener('load', start);
}

export const BOOT_HOST_ID = 'viewer-boot';

/** The script's argument for a case: its slides in the image list's order, those with a Deep Zoom object set. */
export function bootConfig(caseData: ViewerCase): BootConfig {
  const links = caseData.initialLinks ?? {};
  return {
    caseId: caseData.caseID,
    hostId: BOOT_HOST_ID,
    storageKey: VIEWER_STATE_KEY,
    slides: flattenCaseImages(caseData).map((image) => {
      const link = image.fileContent ? links[image.fileContent] : undefined;
      return link?.dziTileSourceObject ? { link: link.link, dzi: link.dziTileSourceObject } : null;
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
 * The frame's slide area (an element React leaves alone: the script fills it) and the script. Rendered by the
 * server; in a client navigation React inserts the script without running it, and the pane opens the slide.
 */
export function ViewerBoot({ caseData }: { caseData: ViewerCase }) {
  const nonce = useNonce();
  return (
    <>
      <div
        id={BOOT_HOST_ID}
        className="absolute inset-0"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${boot.toString()})(${scriptJson(bootConfig(caseData))})` }}
      />
    </>
  );
}

/**
 * The booted viewer when it shows `link` and has not failed (taken: nobody else gets it), else null (a boot not
 * started yet is cancelled, one started is destroyed).
 */
export function takeBootedViewer(link: { link: string } | null): BootedViewer | null {
  const booted = typeof window === 'undefined' ? undefined : window.__viewerBoot;
  if (!booted) return null;
  delete window.__viewerBoot;
  booted.cancelled = true;
  if (booted.viewer && booted.element && !booted.failed && link && booted.linkUrl === link.link)
    return booted;
  booted.viewer?.destroy();
  booted.element?.remove();
  return null;
}
