/**
 * One viewer pane: an OpenSeadragon viewer (loaded in the browser only; it touches `document` on import) that
 * shows the slide of `link`, with the settings of spec 9, its navigator and the scale bar. The screen drives it
 * through a handle (zoom, home, rotation, view) and hears back its status and view; nothing else calls
 * OpenSeadragon.
 */
import type OpenSeadragon from 'openseadragon';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { NAVIGATOR_SIZE, OSD_SETTINGS, VIEWER_TEXT } from '../constants';
import { ScaleBar } from '../scale-bar-view';
import type { SlideLink } from '../slide-links';
import type { Stopwatch } from '../timings';
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
  zoomBy(factor: number): void;
  goHome(): void;
  /** Zoom to a multiple of the home zoom (the 1x … 40x buttons). */
  zoomToHomeMultiple(multiple: number): void;
  /** Show a view another pane reported (split-view sync). */
  showView(view: Pick<PaneView, 'zoom' | 'center' | 'rotation'>): void;
  /** The drawn canvas, for the screenshot. */
  canvas(): HTMLCanvasElement | null;
}

/** OpenSeadragon's own keys that would bypass the screen's state; the screen's shortcuts handle them. */
const KEYS_HANDLED_BY_SCREEN = new Set(['r', 'R', 'f', '0', '+', '=', '-', '_']);

interface SlidePaneProps {
  link: SlideLink | null;
  /** Why there is no link (the link request failed). */
  linkError: string | null;
  preset: TilePreset;
  rotation: number;
  /** The view to restore once the slide is open (a reload), else home. */
  initialView?: Pick<PaneView, 'zoom' | 'center'> | null;
  stopwatch?: Stopwatch;
  label: string;
  onStatus(status: PaneStatus): void;
  onView?(view: PaneView): void;
  /** The viewer could not be created. */
  onInitError(message: string): void;
}

export const SlidePane = forwardRef<PaneHandle, SlidePaneProps>(function SlidePane(props, ref) {
  const { link, linkError, rotation, label } = props;
  const element = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<OpenSeadragon.Viewer | null>(null);
  const [osd, setOsd] = useState<typeof OpenSeadragon | null>(null);
  const [view, setView] = useState<PaneView | null>(null);
  const [mpp, setMpp] = useState<number | null>(null);
  // The latest callbacks, read by OpenSeadragon's handlers without re-creating the viewer.
  const latest = useRef(props);
  latest.current = props;

  useImperativeHandle(
    ref,
    () => ({
      zoomBy(factor) {
        viewer?.viewport.zoomBy(factor);
      },
      goHome() {
        viewer?.viewport.goHome();
      },
      zoomToHomeMultiple(multiple) {
        viewer?.viewport.zoomTo(viewer.viewport.getHomeZoom() * multiple);
      },
      showView(next) {
        if (!viewer || viewer.world.getItemCount() === 0) return;
        const { viewport } = viewer;
        viewport.setRotation(next.rotation, true);
        viewport.zoomTo(viewport.getHomeZoom() * next.zoom, undefined, true);
        viewport.panTo(new (osd as typeof OpenSeadragon).Point(next.center.x, next.center.y), true);
      },
      canvas() {
        const drawer = viewer?.drawer as unknown as { canvas?: HTMLCanvasElement } | undefined;
        return drawer?.canvas instanceof HTMLCanvasElement ? drawer.canvas : null;
      },
    }),
    [viewer, osd],
  );

  // Create the viewer once, in the browser.
  useEffect(() => {
    let cancelled = false;
    let created: OpenSeadragon.Viewer | null = null;
    import('openseadragon')
      .then(({ default: OSD }) => {
        if (cancelled || !element.current) return;
        created = OSD({
          element: element.current,
          ...OSD_SETTINGS,
          // The canvas drawer: its tiles can be read back for the screenshot, and it reports drawn tiles.
          drawer: 'canvas',
          showNavigationControl: false,
          showSequenceControl: false,
          showNavigator: true,
          navigatorPosition: 'BOTTOM_RIGHT',
          navigatorWidth: `${NAVIGATOR_SIZE.width}px`,
          navigatorHeight: `${NAVIGATOR_SIZE.height}px`,
          navigatorAutoFade: false,
          timeout: latest.current.preset.timeoutMs,
          tileRetryMax: latest.current.preset.retries,
          tileRetryDelay: latest.current.preset.retryDelayMs,
          // A pane holds at most ~100 decoded tiles (about 25 MB); split view doubles it, nothing more.
          maxImageCacheCount: 100,
          preserveImageSizeOnResize: true,
        });
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
          setView(next);
          latest.current.onView?.(next);
        };
        created.addHandler('animation', reportView);
        created.addHandler('animation-finish', reportView);
        created.addHandler('open', reportView);
        created.addHandler('resize', reportView);
        created.addHandler('zoom', () => latest.current.stopwatch?.viewChanged());
        created.addHandler('pan', () => latest.current.stopwatch?.viewChanged());
        created.addHandler('fully-loaded-change', (event) => {
          if (event.fullyLoaded) latest.current.stopwatch?.fullyLoaded();
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
    latest.current.onStatus({ phase: 'loading' });
    setMpp(null);

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
      const { viewport } = viewer;
      viewport.setRotation(latest.current.rotation, true);
      const restore = latest.current.initialView;
      if (restore) {
        viewport.zoomTo(viewport.getHomeZoom() * restore.zoom, undefined, true);
        viewport.panTo(new osd.Point(restore.center.x, restore.center.y), true);
      }
    };
    const onOpenFailed = (event: { message?: string }) => {
      latest.current.onStatus({
        phase: 'error',
        message: VIEWER_TEXT.failedLoadSlide(event.message ?? 'the image could not be opened'),
      });
    };
    const onTileFailed = (event: { message?: string }) => {
      // The first tile never arrived: say why instead of spinning until the forced end.
      if (firstTile) {
        latest.current.onStatus({
          phase: 'error',
          message: VIEWER_TEXT.failedLoadSlide(event.message ?? 'a tile could not be loaded'),
        });
      }
    };
    viewer.addHandler('tile-drawn', onTileDrawn);
    viewer.addOnceHandler('open', onOpen);
    viewer.addOnceHandler('open-failed', onOpenFailed);
    viewer.addHandler('tile-load-failed', onTileFailed);

    openSlideSource(osd, link, latest.current.preset, controller.signal)
      .then((source) => {
        if (controller.signal.aborted) {
          source.destroy();
          return;
        }
        opened = source;
        setMpp(source.mpp.x);
        viewer.open(source.tileSource as OpenSeadragon.TileSourceSpecifier);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.onStatus({
          phase: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      });

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

  // Rotation comes from the screen's state (spec 4.4: ±90°, modulo 360).
  useEffect(() => {
    if (viewer && viewer.world.getItemCount() > 0) viewer.viewport.setRotation(rotation);
  }, [viewer, rotation]);

  return (
    <div className="relative h-full w-full bg-neutral-900" aria-label={label} role="region">
      <div ref={element} className="absolute inset-0" data-testid="osd-container" />
      {mpp !== null && view ? <ScaleBar mpp={mpp} imageZoom={view.imageZoom} /> : null}
    </div>
  );
});
