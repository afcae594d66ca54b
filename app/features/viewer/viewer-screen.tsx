/**
 * The slide viewer screen of spec 2.8: side menu, toolbar, patient banner, slide title, zoom buttons,
 * previous/next, one or two panes, loading overlay and error panel. It owns the viewer state (kept in session
 * storage as `viewerState`) and the slide links; the panes own OpenSeadragon.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/sonner';
import { TooltipProvider } from '~/components/ui/tooltip';
import {
  blobIdsOf,
  counterText,
  flattenCaseImages,
  movingToSpecimen,
  navigationAt,
  patientBanner,
  type ViewerCase,
} from './case-images';
import {
  MAIN_TILES,
  OVERLAY_FORCED_END_MS,
  OVERLAY_HIDE_DELAY_MS,
  PRELOAD_DEBOUNCE_MS,
  PRELOAD_RETRY_MS,
  ROTATION_STEP,
  SPLIT_TILES,
  VIEWER_TEXT,
  ZOOM_IN_FACTOR,
  ZOOM_OUT_FACTOR,
  ZOOM_PRESETS,
} from './constants';
import { SlidePane, type PaneHandle, type PaneStatus, type PaneView } from './osd/slide-pane';
import { captureScreenshot } from './screenshot';
import { commandOf, SHORTCUTS, type ViewerCommand } from './shortcuts';
import { SideMenu } from './side-menu';
import { createSlideLinkCache, type SlideLink } from './slide-links';
import { createStopwatch } from './timings';
import { ViewerToolbar } from './toolbar';
import {
  readViewerState,
  restoreViewerState,
  rotate,
  writeViewerState,
  type ViewerState,
} from './viewer-state';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

type LinkState = { link: SlideLink | null; error: string | null };

/** The screen's loading/error picture, from the links and the main pane. */
function useOverlay(loading: boolean) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (loading) {
      setVisible(true);
      // Forced end: a slide that never finishes does not block the screen for ever (spec 4.4).
      const forced = window.setTimeout(() => setVisible(false), OVERLAY_FORCED_END_MS);
      return () => window.clearTimeout(forced);
    }
    const hide = window.setTimeout(() => setVisible(false), OVERLAY_HIDE_DELAY_MS);
    return () => window.clearTimeout(hide);
  }, [loading]);
  return visible;
}

export function ViewerScreen({ caseData }: { caseData: ViewerCase }) {
  const images = useMemo(() => flattenCaseImages(caseData), [caseData]);
  const blobIds = useMemo(() => blobIdsOf(images), [images]);
  const links = useMemo(() => createSlideLinkCache(), []);
  const stopwatch = useMemo(() => createStopwatch(), []);
  const main = useRef<PaneHandle>(null);
  const split = useRef<PaneHandle>(null);
  const viewerElement = useRef<HTMLDivElement>(null);

  // State restored from session storage after hydration (the server cannot read it).
  const [state, setState] = useState<ViewerState | null>(null);
  const [initialView, setInitialView] = useState<ViewerState['viewport']>(null);
  const [linksPhase, setLinksPhase] = useState<'loading' | 'done'>('loading');
  // Bumped as link batches arrive, so the side menu's thumbnails appear batch by batch.
  const [, setLinksVersion] = useState(0);
  const [screenError, setScreenError] = useState<string | null>(null);
  const [current, setCurrent] = useState<LinkState>({ link: null, error: null });
  const [mainStatus, setMainStatus] = useState<PaneStatus>({ phase: 'loading' });
  const [splitError, setSplitError] = useState<string | null>(null);
  const [mainView, setMainView] = useState<PaneView | null>(null);
  // The second pane opens with the main pane's rotation and follows it only while sync is on.
  const [splitRotation, setSplitRotation] = useState(0);

  const total = images.length;
  const index = state?.index ?? 0;
  const navigation = navigationAt(images, index);
  const image = navigation?.current ?? null;

  useEffect(() => {
    const restored = restoreViewerState(readViewerState(sessionStore()), caseData.caseID, total);
    setState(restored);
    setInitialView(restored.viewport);
  }, [caseData.caseID, total]);

  useEffect(() => {
    if (state) writeViewerState(sessionStore(), state);
  }, [state]);

  // Slide links, five per request, the current slide's batch first (spec 4.4).
  const firstBlob = image?.fileContent ?? null;
  const restored = state !== null;
  useEffect(() => {
    if (!restored) return;
    if (total === 0) {
      setLinksPhase('done');
      return;
    }
    const controller = new AbortController();
    links
      .loadAll(blobIds, {
        first: firstBlob,
        signal: controller.signal,
        onBatch: () => setLinksVersion((v) => v + 1),
      })
      .then(({ loaded, failure }) => {
        if (controller.signal.aborted) return;
        setLinksPhase('done');
        if (blobIds.length > 0 && loaded === 0) {
          setScreenError(
            failure?.startsWith('HTTP')
              ? VIEWER_TEXT.errorLoadingSlides(failure)
              : VIEWER_TEXT.failedAnySlides,
          );
        }
      });
    return () => controller.abort();
    // Loaded once per case; the current slide only decides which batch goes first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, links, blobIds, total]);

  // The current slide's link.
  useEffect(() => {
    if (!restored || !image) return;
    if (!image.fileContent) {
      setCurrent({ link: null, error: VIEWER_TEXT.noSlideData });
      return;
    }
    let cancelled = false;
    setCurrent({ link: links.peek(image.fileContent) ?? null, error: null });
    links.get(image.fileContent).then(
      (link) => {
        if (!cancelled) setCurrent((previous) => (previous.link === link ? previous : { link, error: null }));
      },
      (error: unknown) => {
        if (!cancelled)
          setCurrent({ link: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [restored, image, links]);

  // Neighbours (index −1 and +1) preloaded after a 1 s debounce: their links, descriptor and lowest tiles.
  useEffect(() => {
    if (!navigation) return;
    const neighbours = [navigation.previous, navigation.next]
      .filter((n) => n.available && n.index !== null)
      .map((n) => images[n.index!]?.fileContent)
      .filter((id): id is string => Boolean(id));
    const timers: number[] = [];
    const preload = (id: string, retry: boolean) =>
      links.get(id).then(
        (link) => {
          for (const url of [link.dziUrl, ...link.tileImageUrls.slice(0, 4)]) {
            if (url)
              void fetch(url, { mode: 'cors', credentials: 'omit' }).then(
                (r) => r.arrayBuffer(),
                () => null,
              );
          }
        },
        () => {
          if (retry)
            timers.push(window.setTimeout(() => void preload(id, false).catch(() => null), PRELOAD_RETRY_MS));
        },
      );
    timers.push(
      window.setTimeout(() => neighbours.forEach((id) => void preload(id, true)), PRELOAD_DEBOUNCE_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [navigation?.current?.globalIndex, links, images]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = useCallback((change: (state: ViewerState) => ViewerState) => {
    setState((previous) => (previous ? change(previous) : previous));
  }, []);

  const selectSlide = useCallback(
    (next: number) => {
      if (!state || next === state.index || !images[next]) return;
      const target = images[next]!;
      if (target.specimenIndex !== images[state.index]?.specimenIndex) {
        toast.info(movingToSpecimen(target.specimenId));
      }
      stopwatch.slideRequested();
      setInitialView(null);
      setMainStatus({ phase: 'loading' });
      update((s) => ({ ...s, index: next, viewport: null }));
    },
    [images, state, stopwatch, update],
  );

  const loadingLinks = !restored || (linksPhase === 'loading' && !current.link && !current.error);
  const loading = !screenError && (loadingLinks || (mainStatus.phase === 'loading' && image !== null));
  const overlayVisible = useOverlay(loading);
  const error =
    screenError ??
    (total === 0 ? VIEWER_TEXT.noImages : mainStatus.phase === 'error' ? mainStatus.message : null) ??
    (splitError ? VIEWER_TEXT.failedInitSplit(splitError) : null);

  const run = useCallback(
    (command: ViewerCommand) => {
      if (!state) return;
      const presets: Partial<Record<ViewerCommand, number>> = {
        zoom1: ZOOM_PRESETS[0],
        zoom10: ZOOM_PRESETS[1],
        zoom20: ZOOM_PRESETS[2],
        zoom30: ZOOM_PRESETS[3],
        zoom40: ZOOM_PRESETS[4],
      };
      const preset = presets[command];
      if (preset !== undefined) return main.current?.zoomToHomeMultiple(preset);
      switch (command) {
        case 'showSlides':
          return update((s) => ({ ...s, sidemenu: true }));
        case 'zoomIn':
          return main.current?.zoomBy(ZOOM_IN_FACTOR);
        case 'zoomOut':
          return main.current?.zoomBy(ZOOM_OUT_FACTOR);
        case 'resetZoom':
          return main.current?.goHome();
        case 'splitView':
          setSplitError(null);
          return update((s) => ({ ...s, splitView: !s.splitView, syncSplitView: false }));
        case 'syncSplitView':
          return update((s) => (s.splitView ? { ...s, syncSplitView: !s.syncSplitView } : s));
        case 'rotateLeft':
          return update((s) => ({ ...s, rotation: rotate(s.rotation, -ROTATION_STEP) }));
        case 'rotateRight':
          return update((s) => ({ ...s, rotation: rotate(s.rotation, ROTATION_STEP) }));
        case 'captureScreenshot':
          return void captureScreenshot([
            main.current?.canvas() ?? null,
            state.splitView ? (split.current?.canvas() ?? null) : null,
          ]).catch(() => toast.error(VIEWER_TEXT.failedSnapshot));
        case 'previousSlide':
          return navigation?.previous.available ? selectSlide(navigation.previous.index!) : undefined;
        case 'nextSlide':
          return navigation?.next.available ? selectSlide(navigation.next.index!) : undefined;
      }
    },
    [state, update, navigation, selectSlide],
  );

  // Keyboard: every toolbar command has a shortcut (see the help popover); none while loading.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = commandOf(event);
      if (!command || loading) return;
      event.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run, loading]);

  // The main pane's view: kept for a reload, mirrored into the second pane while sync is on.
  const persistTimer = useRef<number>();
  const onMainView = useCallback(
    (view: PaneView) => {
      setMainView(view);
      if (state?.splitView && state.syncSplitView) split.current?.showView(view);
      window.clearTimeout(persistTimer.current);
      persistTimer.current = window.setTimeout(
        () => update((s) => ({ ...s, viewport: { zoom: view.zoom, center: view.center } })),
        300,
      );
    },
    [state?.splitView, state?.syncSplitView, update],
  );
  useEffect(() => () => window.clearTimeout(persistTimer.current), []);

  const following = state ? !state.splitView || state.syncSplitView : true;
  const rotation = state?.rotation ?? 0;
  useEffect(() => {
    if (following) setSplitRotation(rotation);
  }, [following, rotation]);

  const onSplitStatus = useCallback((status: PaneStatus) => {
    setSplitError(status.phase === 'error' ? status.message : null);
  }, []);

  if (!state) {
    return <LoadingOverlay text={VIEWER_TEXT.loadingSlides} />;
  }

  const banner = patientBanner(caseData);
  const disabled = loading;
  const caseTypeName = caseData.type?.displayName ?? caseData.type?.name ?? '';

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex h-screen flex-col bg-background">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b px-3 py-1.5">
          <div className="min-w-0" data-testid="patient-banner">
            <p className="truncate text-sm font-semibold">{banner.identity}</p>
            {banner.details.length ? (
              <p className="truncate text-xs text-muted-foreground">{banner.details.join(' · ')}</p>
            ) : null}
          </div>
          <h1 className="min-w-0 flex-1 truncate text-sm font-medium" data-testid="slide-title">
            {image?.displayInfo.slideTitle ?? VIEWER_TEXT.unknownSlide}
          </h1>
          <ViewerToolbar
            disabled={disabled}
            splitView={state.splitView}
            syncSplitView={state.syncSplitView}
            sidemenu={state.sidemenu}
            run={run}
          />
        </header>
        <div className="flex min-h-0 flex-1">
          {state.sidemenu ? (
            <SideMenu
              caseTypeName={caseTypeName}
              images={images}
              selectedIndex={state.index}
              linkOf={(id) => (id ? links.peek(id) : undefined)}
              onSelect={selectSlide}
              onClose={() => update((s) => ({ ...s, sidemenu: false }))}
            />
          ) : null}
          <main
            ref={viewerElement}
            className="relative flex min-w-0 flex-1"
            data-testid="viewer"
            data-slide-index={state.index}
            data-loading={loading ? 'true' : 'false'}
            data-zoom={mainView ? mainView.zoom.toFixed(3) : undefined}
            data-rotation={state.rotation}
            data-source={mainStatus.phase === 'ready' ? mainStatus.kind : undefined}
            data-mpp={mainStatus.phase === 'ready' ? mainStatus.mpp.x : undefined}
            data-split={state.splitView ? 'true' : 'false'}
            data-sync={state.syncSplitView ? 'true' : 'false'}
          >
            {image ? (
              <>
                <div className="relative min-w-0 flex-1">
                  <SlidePane
                    ref={main}
                    label="Slide"
                    link={current.link}
                    linkError={current.error}
                    preset={MAIN_TILES}
                    rotation={state.rotation}
                    initialView={initialView}
                    stopwatch={stopwatch}
                    onStatus={setMainStatus}
                    onView={onMainView}
                    onInitError={(message) => setScreenError(VIEWER_TEXT.failedInitViewer(message))}
                  />
                </div>
                {state.splitView ? (
                  <div className="relative min-w-0 flex-1 border-l-2 border-primary" data-testid="split-pane">
                    <SlidePane
                      ref={split}
                      label="Split view slide"
                      link={current.link}
                      linkError={current.error}
                      preset={SPLIT_TILES}
                      rotation={splitRotation}
                      initialView={mainView}
                      onStatus={onSplitStatus}
                      onInitError={(message) => setSplitError(message)}
                    />
                  </div>
                ) : null}
              </>
            ) : null}
            <div className="pointer-events-none absolute inset-x-0 top-2 z-[110] flex justify-center">
              <div
                className="pointer-events-auto flex gap-1 rounded-md bg-background/90 p-1 shadow"
                role="group"
                aria-label="Magnification"
              >
                {ZOOM_PRESETS.map((multiple) => (
                  <Button
                    key={multiple}
                    size="sm"
                    variant="ghost"
                    disabled={disabled}
                    aria-label={`${multiple}x`}
                    title={`${multiple}x`}
                    onClick={() => main.current?.zoomToHomeMultiple(multiple)}
                  >
                    {multiple}x
                  </Button>
                ))}
              </div>
            </div>
            <div className="pointer-events-none absolute inset-x-0 bottom-3 z-[110] flex justify-center">
              <div className="pointer-events-auto flex items-center gap-2 rounded-md bg-background/90 px-2 py-1 shadow">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={SHORTCUTS.previousSlide.label}
                  title={SHORTCUTS.previousSlide.label}
                  disabled={disabled || !navigation?.previous.available}
                  onClick={() => run('previousSlide')}
                >
                  <ChevronLeft />
                </Button>
                <span
                  className="min-w-16 text-center text-sm tabular-nums"
                  data-testid="slide-counter"
                  aria-live="polite"
                >
                  {counterText(state.index, total)}
                </span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={SHORTCUTS.nextSlide.label}
                  title={SHORTCUTS.nextSlide.label}
                  disabled={disabled || !navigation?.next.available}
                  onClick={() => run('nextSlide')}
                >
                  <ChevronRight />
                </Button>
              </div>
            </div>
            {overlayVisible && !error ? (
              <LoadingOverlay text={loadingLinks ? VIEWER_TEXT.loadingSlides : VIEWER_TEXT.loadingSlide} />
            ) : null}
            {error ? <ErrorPanel message={error} /> : null}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

function LoadingOverlay({ text }: { text: string }) {
  return (
    <div
      className="absolute inset-0 z-[120] flex items-center justify-center bg-background/60"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <div className="flex items-center gap-2 rounded-md bg-background px-4 py-2 shadow">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        <span>{text}</span>
      </div>
    </div>
  );
}

export function ErrorPanel({ message }: { message: string }) {
  return (
    <div className="absolute inset-0 z-[130] flex items-center justify-center bg-background/80 p-6">
      <div
        role="alert"
        className="max-w-lg rounded-md border border-destructive bg-background p-4 text-destructive shadow"
      >
        Error: {message}
      </div>
    </div>
  );
}
