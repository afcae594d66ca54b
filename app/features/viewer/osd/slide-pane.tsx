/**
 * One viewer pane: an OpenSeadragon viewer (loaded in the browser only; it touches `document` on import) that
 * shows the slide of `link`, with the settings of spec 9, its navigator, the scale bar and the tool overlays.
 * OpenSeadragon is an effect target: the view and rotation come in as props (the pane model's state) and are
 * applied to it; a change the person makes with the mouse goes out through `onUserView` (a log event). Nothing
 * else calls OpenSeadragon.
 */
import type OpenSeadragon from 'openseadragon';
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { PaneState, View } from '../model';
import { paneOsdOptions, VIEWER_TEXT } from '../constants';
import { screenMapping } from '../overlays/patch-geometry';
import { paneDrawables } from '../overlays/screenshot-layer';
import { useResampling } from '../resampling';
import { scaleBarSettings } from '../scale-bar-settings';
import { ScaleBar, viewerScaleBar } from '../scale-bar-view';
import { TrueMagnification } from '../magnification-view';
import type { ScreenshotPane } from '../screenshot';
import type { SlideLink } from '../slide-links';
import type { Stopwatch } from '../timings';
import { warmTiffReader } from '../tiff';
import { openBootedFile, takeBootedViewer, type BootedViewer } from './boot';
import { loadOpenSeadragon } from './openseadragon-script';
import type { OpenedSlide, TilePreset } from './tile-source.client';
import { applyView, openLink, shownView, watchViewer, type Shown } from './viewer-handlers';

/**
 * The slide canvas's name: OpenSeadragon makes it a focusable element with no role or name, the one Tab stop of
 * the pane a screen reader would announce as nothing. An application, so a screen reader leaves its keys
 * (OpenSeadragon's arrows and plus and minus, the tools' cursor keys) to it.
 */
export const canvasLabel = (pane: string) => `${pane} image: arrow keys move it, plus and minus zoom`;

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
  /**
   * Starts opening `link` now, before the render that brings it as the pane's link: that render then finds it
   * open (decision 053). Nothing before the viewer exists.
   */
  openNow(link: SlideLink): void;
}

/** What the tool overlays need of an open slide. */
export interface OverlayContext {
  viewer: OpenSeadragon.Viewer;
  osd: typeof OpenSeadragon;
  imageSize: { width: number; height: number };
  mpp: { x: number; y: number };
}

let started = false;

/**
 * OpenSeadragon, asked for as soon as a viewer page's route module is evaluated in the browser (the page's own
 * script has usually run by then: decision 053); once only, and not on the server, where it would touch
 * `document`. Called by the routes that show the viewer, not when this module is evaluated: a chunk other pages
 * share may hold this module, and they must not load OpenSeadragon.
 */
export function startViewerEarly() {
  if (started || typeof document === 'undefined') return;
  started = true;
  // A failed download is reported by the pane that waits for it (and asks again). Once it is here, a slide the
  // page's boot could not open by itself (no Deep Zoom object) is opened: still before hydration.
  loadOpenSeadragon()
    .then(openBootedFile)
    .catch(() => undefined);
  // The TIFF reader's worker, likewise started early for the next TIFF slide (a Deep Zoom slide leaves it idle;
  // a TIFF slide the boot opened has its own).
  warmTiffReader();
}

interface SlidePaneProps {
  link: SlideLink | null;
  /** The slide's current link, asked for as `link` nears its expiry (decision 073). */
  refreshLink?(): Promise<SlideLink>;
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
  /**
   * Whether the overlays, the scale bar and the true magnification are drawn once the slide is open (default):
   * false holds them back (the screen's first slide, till a frame after it enabled the toolbar).
   */
  decorated?: boolean;
  /** The main pane: it adopts the viewer the page's boot script opened, when that shows its link. */
  bootable?: boolean;
  /** Where to write the view's true magnification (the pane the zoom buttons act on), or null. */
  magnificationSlot?: HTMLElement | null;
}

/** Viewers a pane destroyed (see `forget`). */
const DESTROYED = new WeakSet<OpenSeadragon.Viewer>();

export const SlidePane = forwardRef<PaneHandle, SlidePaneProps>(function SlidePane(props, ref) {
  const { link, linkError, view: targetView, rotation, label } = props;
  const element = useRef<HTMLDivElement>(null);
  const [made, setViewer] = useState<OpenSeadragon.Viewer | null>(null);
  // A viewer destroyed (the pane unmounted, or React's development mode running the creating effect twice) is no
  // longer the pane's: nothing may call it after that, whatever render still holds it.
  const viewer = made && !DESTROYED.has(made) ? made : null;
  const [osd, setOsd] = useState<typeof OpenSeadragon | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  // The status last reported, kept so that it can be said again (`openNow` of the slide already shown).
  const status = useRef<{ last: PaneStatus; onStatus(status: PaneStatus): void }>({
    last: { phase: 'loading' },
    onStatus: props.onStatus,
  });
  status.current.onStatus = props.onStatus;
  const [reportStatus] = useState(() => (next: PaneStatus) => {
    status.current.last = next;
    status.current.onStatus(next);
  });
  // The latest callbacks, read by OpenSeadragon's handlers without re-creating the viewer.
  const latest = useRef(props);
  // A link opened ahead of the props (`openNow`: decision 056) is the pane's until the props move on from the
  // slide that was left, with the view `slide/selected` gives it (home), not that slide's view.
  const ahead = useRef<{ link: SlideLink; left: SlideLink | null } | null>(null);
  if (ahead.current && props.link !== ahead.current.left) ahead.current = null;
  latest.current = {
    ...props,
    ...(ahead.current ? { link: ahead.current.link, view: null } : {}),
    onStatus: reportStatus,
  };

  // The slide the viewer shows: its link and how to stop showing it (the handlers of that opening).
  const showing = useRef<{ link: SlideLink; close(): void } | null>(null);
  /**
   * Shows the latest link, unless it is already shown. Called when the viewer is created and whenever the link
   * changes, so a link known when the viewer appears opens without waiting for another render (decision 053).
   */
  const show = useCallback(
    (
      created: OpenSeadragon.Viewer,
      OSD: typeof OpenSeadragon,
      link = latest.current.link,
      booted?: BootedViewer,
    ) => {
      const { linkError } = latest.current;
      if (showing.current && showing.current.link === link) return;
      showing.current?.close();
      showing.current = null;
      if (!link) {
        if (linkError)
          latest.current.onStatus({ phase: 'error', message: VIEWER_TEXT.failedLoadSlide(linkError) });
        return;
      }
      showing.current = { link, close: openLink(created, OSD, link, latest, setShown, booted) };
    },
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      currentView() {
        return viewer && viewer.world.getItemCount() > 0 ? shownView(viewer) : null;
      },
      homeZoom() {
        return viewer && viewer.world.getItemCount() > 0 ? viewer.viewport.getHomeZoom() : null;
      },
      openNow(next) {
        if (!viewer || !osd) return;
        // Another image of the file already shown (a slide change to it): nothing opens, so nothing would say
        // the slide is shown, and the screen, waiting for that, would cover it with 'Loading slide...' until the
        // forced end. Its status is said again instead (ready, once its first tile was drawn).
        if (showing.current?.link === next) return latest.current.onStatus(status.current.last);
        ahead.current = { link: next, left: ahead.current?.left ?? latest.current.link };
        latest.current = { ...latest.current, link: next, view: null };
        show(viewer, osd, next);
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
    [viewer, osd, shown, show],
  );

  /** Ends a viewer the pane made or adopted: its slide closed, the viewer destroyed and never called again. */
  const forget = useCallback((destroyed: OpenSeadragon.Viewer) => {
    showing.current?.close();
    showing.current = null;
    destroyed.destroy();
    DESTROYED.add(destroyed);
  }, []);

  // Create the viewer once, in the browser. What the page's boot started for this slide (osd/boot) is taken
  // over: its viewer, moved into this pane, or the source it is finding. In the commit, so no frame passes while
  // the viewer's element is out of the page.
  useLayoutEffect(() => {
    let cancelled = false;
    let created: OpenSeadragon.Viewer | null = null;
    const loaded = window.OpenSeadragon as typeof OpenSeadragon | undefined;
    const booted = latest.current.bootable && loaded ? takeBootedViewer(latest.current.link) : null;
    if (booted && loaded && element.current) {
      const opened =
        booted.viewer && booted.element && booted.osd
          ? { viewer: booted.viewer, element: booted.element, osd: booted.osd }
          : null;
      // The viewer goes on with the OpenSeadragon it was made with (see BootedViewer.osd).
      const OSD = opened?.osd ?? loaded;
      if (opened) element.current.append(opened.element);
      const adopted =
        opened?.viewer ?? OSD({ element: element.current, ...paneOsdOptions(latest.current.preset) });
      watchViewer(adopted, OSD, latest);
      show(adopted, OSD, latest.current.link, booted);
      setOsd(() => OSD);
      setViewer(adopted);
      return () => {
        forget(adopted);
        booted.element?.remove();
      };
    }
    loadOpenSeadragon()
      .then((OSD) => {
        if (cancelled || !element.current) return;
        created = OSD({ element: element.current, ...paneOsdOptions(latest.current.preset) });
        watchViewer(created, OSD, latest);
        show(created, OSD);
        setOsd(() => OSD);
        setViewer(created);
      })
      .catch((error: unknown) => {
        if (!cancelled) latest.current.onInitError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      if (created) forget(created);
    };
  }, [show, forget]);

  // A new link (another slide, or the link arrived): shown in the commit that brings it, not a task later.
  useLayoutEffect(() => {
    if (viewer && osd) show(viewer, osd);
  }, [viewer, osd, link, linkError, show]);

  // The state's view and rotation, applied (animated) whenever they change once a slide is open (its opening
  // applies them at once), before its first tile too: a movement OpenSeadragon ends while the state's view waits
  // would be taken for the person's (a synced split pane lost its partner's view so). In the commit, not a task
  // later, for the same reason.
  useLayoutEffect(() => {
    if (viewer && osd && viewer.world.getItemCount() > 0) applyView(viewer, osd, targetView, rotation, false);
  }, [viewer, osd, targetView, rotation]);

  useEffect(() => {
    const canvas = viewer?.canvas;
    if (!canvas) return;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-label', canvasLabel(label));
  }, [viewer, label]);

  // Spec 9's resampling: bilinear is OpenSeadragon's image smoothing, nearest is without it.
  const resampling = useResampling();
  useEffect(() => {
    viewer?.drawer?.setImageSmoothingEnabled(resampling === 'bilinear');
  }, [viewer, resampling]);

  const decorated = props.decorated ?? true;
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
      {decorated && shown && viewer && osd && size && props.overlays
        ? props.overlays({ viewer, osd, imageSize: { width: size.x, height: size.y }, mpp: shown.mpp })
        : null}
      {decorated && shown && viewer ? <ScaleBar viewer={viewer} mpp={shown.mpp.x} /> : null}
      {decorated && shown && viewer && props.magnificationSlot ? (
        <TrueMagnification
          viewer={viewer}
          magnification={shown.magnification}
          known={shown.scaleKnown}
          slot={props.magnificationSlot}
        />
      ) : null}
    </div>
  );
});
