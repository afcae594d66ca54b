/**
 * What the pane does to its OpenSeadragon viewer, outside React: the lasting handlers (`watchViewer`), one
 * link's opening with its status and stopwatch (`openLink`), and bringing the viewer to a view (`applyView`).
 */
import type OpenSeadragon from 'openseadragon';
import type { View } from '../model';
import { VIEWER_TEXT } from '../constants';
import type { SlideLink } from '../slide-links';
import type { Stopwatch } from '../timings';
import type { BootedViewer } from './boot';
import { isChunkLoadError } from '../tiff/errors';
import { deferCanvasFrees } from './deferred-free';
import { renewDeepZoomLinks, type TileFields } from './link-renewal';
import type { PaneStatus, PaneView } from './slide-pane';
import { inlineDeepZoom, openSlideSource, type OpenedSlide, type TilePreset } from './tile-source.client';

/** What the handlers read of the pane's latest props. */
export type Latest = {
  readonly current: {
    preset: TilePreset;
    view: View | null;
    rotation: number;
    stopwatch?: Stopwatch;
    onStatus(status: PaneStatus): void;
    onView?(view: PaneView): void;
    onUserView(view: View): void;
    /** The shown slide's current link, from the link cache (a fresh one once it nears its expiry). */
    refreshLink?(): Promise<SlideLink>;
  };
};

/** Two views are the same when they differ by less than a screen pixel. */
function sameView(viewer: OpenSeadragon.Viewer, a: View, b: View): boolean {
  const width = viewer.viewport.getContainerSize().x || 1;
  const pixels = (delta: number) => Math.abs(delta) * Math.max(a.zoom, b.zoom) * width;
  return (
    Math.abs(a.zoom - b.zoom) / Math.max(a.zoom, b.zoom) < 1e-3 &&
    pixels(a.center.x - b.center.x) < 1 &&
    pixels(a.center.y - b.center.y) < 1
  );
}

function homeView(viewer: OpenSeadragon.Viewer): View {
  const center = viewer.viewport.getHomeBounds().getCenter();
  return { zoom: viewer.viewport.getHomeZoom(), center: { x: center.x, y: center.y } };
}

export function shownView(viewer: OpenSeadragon.Viewer): View {
  const center = viewer.viewport.getCenter();
  return { zoom: viewer.viewport.getZoom(), center: { x: center.x, y: center.y } };
}

/** OpenSeadragon's own keys that would bypass the screen's state; the screen's shortcuts handle them. */
const KEYS_HANDLED_BY_SCREEN = new Set(['r', 'R', 'f', '0', '+', '=', '-', '_']);

/** Brings OpenSeadragon to a view and rotation (no-op when it is already there). */
export function applyView(
  viewer: OpenSeadragon.Viewer,
  osd: typeof OpenSeadragon,
  view: View | null,
  rotation: number,
  immediately: boolean,
) {
  const { viewport } = viewer;
  if (viewport.getRotation() !== rotation) viewport.setRotation(rotation, immediately);
  const target = view ?? homeView(viewer);
  if (sameView(viewer, shownView(viewer), target)) return;
  if (view === null) viewport.goHome(immediately);
  else {
    viewport.zoomTo(view.zoom, undefined, immediately);
    viewport.panTo(new osd.Point(view.center.x, view.center.y), immediately);
  }
}

/**
 * Shows exactly this view and rotation at once (a consult leader's live view, decision 109): not skipped when
 * it is within a screen pixel of the view shown, as `applyView` skips it, so a follower comes to rest exactly
 * where the leader's view does rather than up to a pixel short of it.
 */
export function showViewNow(
  viewer: OpenSeadragon.Viewer,
  osd: typeof OpenSeadragon,
  view: View,
  rotation: number,
) {
  const { viewport } = viewer;
  if (viewport.getRotation() !== rotation) viewport.setRotation(rotation, true);
  if (viewport.getZoom() !== view.zoom) viewport.zoomTo(view.zoom, undefined, true);
  const center = viewport.getCenter();
  if (center.x !== view.center.x || center.y !== view.center.y) {
    viewport.panTo(new osd.Point(view.center.x, view.center.y), true);
  }
}

/** The viewer's lasting handlers: the view reported out, finished movements, the stopwatch, keys. */
export function watchViewer(created: OpenSeadragon.Viewer, osd: typeof OpenSeadragon, latest: Latest) {
  deferCanvasFrees(osd);
  const reportView = () => {
    const item = created.world.getItemAt(0);
    if (!item) return;
    const { viewport } = created;
    const zoom = viewport.getZoom(true);
    latest.current.onView?.({
      zoom: zoom / viewport.getHomeZoom(),
      center: viewport.getCenter(true),
      rotation: viewport.getRotation(true),
      imageZoom: item.viewportToImageZoom(zoom),
    });
  };
  // Whenever the view changed (each frame of a movement, a view applied at once, a resize's zoom): onView
  // must be cheap (the panes write an attribute); the scale bar follows the frames itself.
  created.addHandler('viewport-change', reportView);
  // A finished movement that is not the state's view was made by the person: it becomes a log event.
  created.addHandler('animation-finish', () => {
    if (created.world.getItemCount() === 0) return;
    const target = latest.current.view ?? homeView(created);
    const shown = shownView(created);
    if (!sameView(created, shown, target)) latest.current.onUserView(shown);
  });
  created.addHandler('open', reportView);
  created.addHandler('resize', reportView);
  // A slide shown whole (the home view) stays whole when its pane changes size (the side menu, split view, the
  // window; a viewer adopted from the page's frame: osd/boot.tsx). OpenSeadragon keeps the image's scale on a
  // resize: the home view is applied again once its update is over. Any other view keeps its scale.
  created.addHandler('resize', () => {
    if (latest.current.view !== null) return;
    queueMicrotask(() => {
      if (created.world.getItemCount() > 0 && latest.current.view === null) {
        applyView(created, osd, null, latest.current.rotation, true);
      }
    });
  });
  created.addHandler('zoom', () => latest.current.stopwatch?.viewChanged());
  created.addHandler('pan', () => latest.current.stopwatch?.viewChanged());
  created.addHandler('fully-loaded-change', (event) => {
    if (event.fullyLoaded) latest.current.stopwatch?.fullyLoaded();
  });
  // A move whose tiles were all cached never leaves the fully-loaded state: it ends with its animation.
  created.addHandler('animation-finish', () => {
    latest.current.stopwatch?.animationFinished();
    if (created.world.getItemAt(0)?.getFullyLoaded()) latest.current.stopwatch?.fullyLoaded();
  });
  created.addHandler('canvas-key', (event) => {
    const key = (event.originalEvent as KeyboardEvent).key;
    if (KEYS_HANDLED_BY_SCREEN.has(key)) event.preventDefaultAction = true;
  });
  // A viewer that is already open (the page's boot opened it: osd/boot.tsx) says what it shows now.
  reportView();
}

/** What the pane took from the page's boot (osd/boot.tsx). */
type Booted = Pick<BootedViewer, 'viewer' | 'opening' | 'firstTileAt' | 'sourceOpened'>;

export type Shown = { mpp: { x: number; y: number }; magnification: number; scaleKnown: boolean } | null;

/**
 * Opens one link in the viewer: its Deep Zoom copy at once when the link carries it, else the source
 * `openSlideSource` finds; the pane's status and stopwatch follow. `booted`: what the page's boot started for
 * this link (osd/boot.tsx): the slide open in this viewer (perhaps with its first tile drawn: nothing is opened
 * again), or its source being found. Returns what stops it (another link, unmount).
 */
export function openLink(
  viewer: OpenSeadragon.Viewer,
  osd: typeof OpenSeadragon,
  link: SlideLink,
  latest: Latest,
  setShown: (shown: Shown) => void,
  booted?: Booted,
): () => void {
  const controller = new AbortController();
  let opened: OpenedSlide | null = null;
  let firstTile = true;
  let fellBack = false;
  let renewal: ReturnType<typeof renewDeepZoomLinks> | null = null;
  latest.current.onStatus({ phase: 'loading' });
  setShown(null);

  const failed = (message: string) => latest.current.onStatus({ phase: 'error', message });
  const openSource = (source: OpenedSlide) => {
    opened = source;
    viewer.open(source.tileSource as OpenSeadragon.TileSourceSpecifier);
  };
  const open = (options: { deepZoom?: boolean } = {}) => {
    // The link's own Deep Zoom object needs nothing fetched first: opened in this call.
    const inline = options.deepZoom === false ? null : inlineDeepZoom(link);
    if (inline) return openSource(inline);
    openSlideSource(osd, link, latest.current.preset, controller.signal, options)
      .then((source) => {
        if (controller.signal.aborted) source.destroy();
        else openSource(source);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) failed(error instanceof Error ? error.message : String(error));
      });
  };
  /**
   * The Deep Zoom copy failed before its first tile was drawn (it is opened unchecked, decision 049): the
   * slide opens again from its file through the TIFF route (spec 4.4). True when it does.
   */
  const fallBack = () => {
    if (fellBack || !firstTile || opened?.kind !== 'deepzoom') return false;
    fellBack = true;
    // Tiles of the Deep Zoom copy still drawn in the meantime do not count as the slide's first.
    opened = null;
    setShown(null);
    open({ deepZoom: false });
    return true;
  };

  // The overlays and the scale bar come with the first tile, in the render that enables the controls: before
  // it, the main thread is left to OpenSeadragon.
  const onTileDrawn = (at?: number) => {
    if (!firstTile || !opened) return;
    firstTile = false;
    latest.current.stopwatch?.tileDrawn(typeof at === 'number' ? at : undefined);
    // The open slide outlives its link (decision 073): nothing of it before the first tile.
    if (opened.kind === 'deepzoom' && latest.current.refreshLink) {
      renewal = renewDeepZoomLinks(viewer, link, () =>
        latest.current.refreshLink ? latest.current.refreshLink() : Promise.reject(new Error('No link')),
      );
    }
    setShown({ mpp: opened.mpp, magnification: opened.magnification, scaleKnown: opened.scaleKnown });
    latest.current.onStatus({
      phase: 'ready',
      kind: opened.kind,
      mpp: opened.mpp,
      magnification: opened.magnification,
    });
  };
  const onOpen = () => {
    applyView(viewer, osd, latest.current.view, latest.current.rotation, true);
  };
  const onOpenFailed = () => {
    if (fallBack()) return;
    failed(VIEWER_TEXT.failedLoadSlide(VIEWER_TEXT.slideNotOpened));
  };
  const onTileFailed = (event: { tile?: unknown }) => {
    if (renewal && event.tile) renewal.tileFailed(event.tile as TileFields);
    // The first tile never arrived: say why instead of spinning until the forced end.
    if (firstTile && !fallBack()) failed(VIEWER_TEXT.failedLoadSlide(VIEWER_TEXT.tilesNotLoaded));
  };
  const onTileEvent = () => onTileDrawn();
  viewer.addHandler('tile-drawn', onTileEvent);
  viewer.addHandler('open', onOpen);
  viewer.addHandler('open-failed', onOpenFailed);
  viewer.addHandler('tile-load-failed', onTileFailed);
  /** Goes on from what the page's boot started (osd/boot.tsx): a source open in this viewer, or being found. */
  const adopt = (started: Booted) => {
    const openedHere = (source: OpenedSlide) => {
      opened = source;
      if (viewer.world.getItemCount() > 0) onOpen();
      if (started.firstTileAt !== null) onTileDrawn(started.firstTileAt);
    };
    const inline = inlineDeepZoom(link);
    if (!started.opening) return inline && started.viewer === viewer ? openedHere(inline) : open();
    started.opening
      .then((source) => {
        if (controller.signal.aborted) source.destroy();
        // Opened in this viewer by the boot; or this viewer is the boot's, taken before its slide came.
        else if (started.viewer === viewer && started.sourceOpened) openedHere(source);
        else openSource(source);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The boot's TIFF module or worker could not be downloaded: the pane's own opening retries (spec 4.1).
        if (isChunkLoadError(error)) open();
        else failed(error instanceof Error ? error.message : String(error));
      });
  };
  if (booted) adopt(booted);
  else open();

  return () => {
    controller.abort();
    renewal?.stop();
    viewer.removeHandler('tile-drawn', onTileEvent);
    viewer.removeHandler('open', onOpen);
    viewer.removeHandler('open-failed', onOpenFailed);
    viewer.removeHandler('tile-load-failed', onTileFailed);
    viewer.close();
    opened?.destroy();
  };
}
