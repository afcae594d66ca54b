/**
 * One viewer pane: an OpenSeadragon viewer (loaded in the browser only; it touches `document` on import) that
 * shows the slide of `link`, with the settings of spec 9, its navigator, the scale bar and the tool overlays.
 * OpenSeadragon is an effect target: the view and rotation come in as props (the pane model's state) and are
 * applied to it; a change the person makes with the mouse goes out through `onUserView` (a log event). Nothing
 * else calls OpenSeadragon.
 */
import type OpenSeadragon from 'openseadragon';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import type { PaneState, View } from '../model';
import { paneOsdOptions, VIEWER_TEXT } from '../constants';
import { screenMapping } from '../overlays/patch-geometry';
import { paneDrawables } from '../overlays/screenshot-layer';
import { useResampling } from '../resampling';
import { scaleBarSettings } from '../scale-bar-settings';
import { ScaleBar, viewerScaleBar } from '../scale-bar-view';
import type { ScreenshotPane } from '../screenshot';
import type { SlideLink } from '../slide-links';
import type { Stopwatch } from '../timings';
import { warmTiffReader } from '../tiff';
import { openSlideSource, type OpenedSlide, type TilePreset } from './tile-source.client';

export interface PaneView {
  /** Zoom as a multiple of the home zoom. */
  zoom: number;
  /** Centre in viewport coordinates (image width = 1). */
  center: { x: number; y: number };
  rotation: number;
  /** Screen pixels per image pixel. */
  imageZoom: number;
}

export type PaneStatus =
  | { phase: 'loading' }
  | { phase: 'ready'; kind: OpenedSlide['kind']; mpp: { x: number; y: number }; magnification: number }
  | { phase: 'error'; message: string };

export interface PaneHandle {
  /** What OpenSeadragon shows now (absolute zoom, centre), or null before a slide is open. */
  currentView(): View | null;
  /** The zoom of the home view, or null before a slide is open. */
  homeZoom(): number | null;
  /** The drawn canvas with what the overlays show over it (`state`'s rulers and patches, the scale bar). */
  screenshotLayer(state: PaneState, slideName: string): ScreenshotPane | null;
}

/** What the tool overlays need of an open slide. */
export interface OverlayContext {
  viewer: OpenSeadragon.Viewer;
  osd: typeof OpenSeadragon;
  imageSize: { width: number; height: number };
  mpp: { x: number; y: number };
}

/**
 * OpenSeadragon's chunk, asked for when this module is evaluated in the browser (before hydration) rather than
 * when the first pane mounts after it (decision 049). Not on the server: it touches `document` on import.
 */
const loadOpenSeadragon = () => import('openseadragon');
const openSeadragon = typeof document === 'undefined' ? null : loadOpenSeadragon();
// A failed download is reported by the pane that waits for it.
openSeadragon?.catch(() => undefined);
// The TIFF reader's worker, likewise started early (a Deep Zoom slide leaves it idle).
if (openSeadragon) warmTiffReader();

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

function shownView(viewer: OpenSeadragon.Viewer): View {
  const center = viewer.viewport.getCenter();
  return { zoom: viewer.viewport.getZoom(), center: { x: center.x, y: center.y } };
}

/** OpenSeadragon's own keys that would bypass the screen's state; the screen's shortcuts handle them. */
const KEYS_HANDLED_BY_SCREEN = new Set(['r', 'R', 'f', '0', '+', '=', '-', '_']);

interface SlidePaneProps {
  link: SlideLink | null;
  /** Why there is no link (the link request failed). */
  linkError: string | null;
  preset: TilePreset;
  /** The view to show (null: home) and the rotation, from the pane's state. */
  view: View | null;
  rotation: number;
  stopwatch?: Stopwatch;
  label: string;
  onStatus(status: PaneStatus): void;
  /** What the pane shows, reported whenever it changes (each frame of a movement): keep it cheap, no React state. */
  onView?(view: PaneView): void;
  /** The person moved the view (a drag, the wheel, the keyboard): one call per finished movement. */
  onUserView(view: View): void;
  /** The viewer could not be created. */
  onInitError(message: string): void;
  /** The tool overlays, drawn over the slide once it is open. */
  overlays?(context: OverlayContext): ReactNode;
}

export const SlidePane = forwardRef<PaneHandle, SlidePaneProps>(function SlidePane(props, ref) {
  const { link, linkError, view: targetView, rotation, label } = props;
  const element = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<OpenSeadragon.Viewer | null>(null);
  const [osd, setOsd] = useState<typeof OpenSeadragon | null>(null);
  const [shown, setShown] = useState<{ mpp: { x: number; y: number }; magnification: number } | null>(null);
  // The latest callbacks, read by OpenSeadragon's handlers without re-creating the viewer.
  const latest = useRef(props);
  latest.current = props;

  useImperativeHandle(
    ref,
    () => ({
      currentView() {
        return viewer && viewer.world.getItemCount() > 0 ? shownView(viewer) : null;
      },
      homeZoom() {
        return viewer && viewer.world.getItemCount() > 0 ? viewer.viewport.getHomeZoom() : null;
      },
      screenshotLayer(state, slideName) {
        const drawer = viewer?.drawer as unknown as { canvas?: HTMLCanvasElement } | undefined;
        const canvas = drawer?.canvas instanceof HTMLCanvasElement ? drawer.canvas : null;
        const item = viewer?.world.getItemAt(0);
        if (!viewer || !osd || !canvas || !item || !shown) return null;
        const container = viewer.viewport.getContainerSize();
        const content = item.getContentSize();
        const size = { width: container.x, height: container.y };
        const settings = scaleBarSettings();
        const mapping = screenMapping(viewer, osd, { width: content.x, height: content.y });
        return {
          canvas,
          size,
          slideName,
          magnification: shown.magnification * item.viewportToImageZoom(viewer.viewport.getZoom(true)),
          drawables: paneDrawables({
            state,
            mapping,
            size,
            scaleBar: { settings, bar: viewerScaleBar(viewer, shown.mpp.x, settings.units) },
          }),
        };
      },
    }),
    [viewer, osd, shown],
  );

  // Create the viewer once, in the browser.
  useEffect(() => {
    let cancelled = false;
    let created: OpenSeadragon.Viewer | null = null;
    (openSeadragon ?? loadOpenSeadragon())
      .then(({ default: OSD }) => {
        if (cancelled || !element.current) return;
        created = OSD({ element: element.current, ...paneOsdOptions(latest.current.preset) });
        const reportView = () => {
          const item = created!.world.getItemAt(0);
          if (!item) return;
          const { viewport } = created!;
          const zoom = viewport.getZoom(true);
          const next: PaneView = {
            zoom: zoom / viewport.getHomeZoom(),
            center: viewport.getCenter(true),
            rotation: viewport.getRotation(true),
            imageZoom: item.viewportToImageZoom(zoom),
          };
          latest.current.onView?.(next);
        };
        // Whenever the view changed (each frame of a movement, a view applied at once, a resize's zoom): onView
        // must be cheap (the panes write an attribute); the scale bar follows the frames itself.
        created.addHandler('viewport-change', reportView);
        // A finished movement that is not the state's view was made by the person: it becomes a log event.
        created.addHandler('animation-finish', () => {
          if (created!.world.getItemCount() === 0) return;
          const target = latest.current.view ?? homeView(created!);
          const shown = shownView(created!);
          if (!sameView(created!, shown, target)) latest.current.onUserView(shown);
        });
        created.addHandler('open', reportView);
        created.addHandler('resize', reportView);
        created.addHandler('zoom', () => latest.current.stopwatch?.viewChanged());
        created.addHandler('pan', () => latest.current.stopwatch?.viewChanged());
        created.addHandler('fully-loaded-change', (event) => {
          if (event.fullyLoaded) latest.current.stopwatch?.fullyLoaded();
        });
        // A move whose tiles were all cached never leaves the fully-loaded state: it ends with its animation.
        created.addHandler('animation-finish', () => {
          latest.current.stopwatch?.animationFinished();
          if (created!.world.getItemAt(0)?.getFullyLoaded()) latest.current.stopwatch?.fullyLoaded();
        });
        created.addHandler('canvas-key', (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          if (KEYS_HANDLED_BY_SCREEN.has(key)) event.preventDefaultAction = true;
        });
        setOsd(() => OSD);
        setViewer(created);
      })
      .catch((error: unknown) => {
        if (!cancelled) latest.current.onInitError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, []);

  // Open the slide of the current link.
  useEffect(() => {
    if (!viewer || !osd) return;
    if (!link) {
      if (linkError)
        latest.current.onStatus({ phase: 'error', message: VIEWER_TEXT.failedLoadSlide(linkError) });
      return;
    }
    const controller = new AbortController();
    let opened: OpenedSlide | null = null;
    let firstTile = true;
    let fellBack = false;
    latest.current.onStatus({ phase: 'loading' });
    setShown(null);

    const failed = (message: string) => latest.current.onStatus({ phase: 'error', message });
    const open = (options: { deepZoom?: boolean } = {}) =>
      openSlideSource(osd, link, latest.current.preset, controller.signal, options)
        .then((source) => {
          if (controller.signal.aborted) {
            source.destroy();
            return;
          }
          opened = source;
          viewer.open(source.tileSource as OpenSeadragon.TileSourceSpecifier);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) failed(error instanceof Error ? error.message : String(error));
        });
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
      void open({ deepZoom: false });
      return true;
    };

    const onTileDrawn = () => {
      if (!firstTile || !opened) return;
      firstTile = false;
      latest.current.stopwatch?.tileDrawn();
      latest.current.onStatus({
        phase: 'ready',
        kind: opened.kind,
        mpp: opened.mpp,
        magnification: opened.magnification,
      });
    };
    const onOpen = () => {
      applyView(viewer, osd, latest.current.view, latest.current.rotation, true);
      setShown({ mpp: opened!.mpp, magnification: opened!.magnification });
    };
    const onOpenFailed = (event: { message?: string }) => {
      if (fallBack()) return;
      failed(VIEWER_TEXT.failedLoadSlide(event.message ?? 'the image could not be opened'));
    };
    const onTileFailed = (event: { message?: string }) => {
      // The first tile never arrived: say why instead of spinning until the forced end.
      if (firstTile && !fallBack()) {
        failed(VIEWER_TEXT.failedLoadSlide(event.message ?? 'a tile could not be loaded'));
      }
    };
    viewer.addHandler('tile-drawn', onTileDrawn);
    viewer.addHandler('open', onOpen);
    viewer.addHandler('open-failed', onOpenFailed);
    viewer.addHandler('tile-load-failed', onTileFailed);
    void open();

    return () => {
      controller.abort();
      viewer.removeHandler('tile-drawn', onTileDrawn);
      viewer.removeHandler('open', onOpen);
      viewer.removeHandler('open-failed', onOpenFailed);
      viewer.removeHandler('tile-load-failed', onTileFailed);
      viewer.close();
      opened?.destroy();
    };
  }, [viewer, osd, link, linkError]);

  // The state's view and rotation, applied (animated) whenever they change.
  useEffect(() => {
    if (viewer && osd && shown) applyView(viewer, osd, targetView, rotation, false);
  }, [viewer, osd, shown, targetView, rotation]);

  // Spec 9's resampling: bilinear is OpenSeadragon's image smoothing, nearest is without it.
  const resampling = useResampling();
  useEffect(() => {
    viewer?.drawer?.setImageSmoothingEnabled(resampling === 'bilinear');
  }, [viewer, resampling]);

  const item = shown && viewer ? viewer.world.getItemAt(0) : null;
  const size = item?.getContentSize();

  return (
    <div className="relative h-full w-full bg-neutral-900" aria-label={label} role="region">
      <div
        ref={element}
        className="absolute inset-0"
        data-testid="osd-container"
        data-resampling={resampling}
      />
      {shown && viewer && osd && size && props.overlays
        ? props.overlays({ viewer, osd, imageSize: { width: size.x, height: size.y }, mpp: shown.mpp })
        : null}
      {shown && viewer ? <ScaleBar viewer={viewer} mpp={shown.mpp.x} /> : null}
    </div>
  );
});

/** Brings OpenSeadragon to a view and rotation (no-op when it is already there). */
function applyView(
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
