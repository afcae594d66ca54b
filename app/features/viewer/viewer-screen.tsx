/**
 * The slide viewer screen of spec 2.8: side menu, toolbar, patient banner, slide title, zoom buttons,
 * previous/next, one or two panes, loading overlay and error panel. It owns the viewer state (kept in session
 * storage as `viewerState`) and the slide links; the panes own OpenSeadragon.
 */
import { fork, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { MAIN_CONTENT_ID } from '~/components/layout/main-content';
import { PAGE_HEADING_ID } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/sonner';
import { TooltipProvider } from '~/components/ui/tooltip';
import { cn } from '~/lib/utils';
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
import {
  createViewerModel,
  currentPatches,
  currentRulers,
  rotateBy,
  userMeta,
  type PaneName,
  type PaneState,
  type View,
  type PaneModel,
  type ViewerModel,
} from './model';
import {
  SlidePane,
  type OverlayContext,
  type PaneHandle,
  type PaneStatus,
  type PaneView,
} from './osd/slide-pane';
import { captureScreenshot } from './screenshot';
import { commandOf, SHORTCUTS, type ViewerCommand } from './shortcuts';
import { SideMenu } from './side-menu';
import { createSlideLinkCache, type SlideLink } from './slide-links';
import { createStopwatch } from './timings';
import { useToastsBelow } from './toasts-below';
import { ViewerToolbar } from './toolbar';
import { PaneOverlays } from './overlays/pane-overlays';
import { PatchFileMenu } from './overlays/patch-file-menu';
import { readViewerState, restoreViewerState, writeViewerState } from './viewer-state';
import { useAnnotationSync, type AnnotationRightsProp } from './annotations/use-annotation-sync';
import type { ViewerEvent } from '../../../contracts';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

type LinkState = { link: SlideLink | null; error: string | null };

/** Commands that change rulers and patches: none while the annotations are read-only (decision 029). */
const EDIT_COMMANDS: ReadonlySet<ViewerCommand> = new Set<ViewerCommand>([
  'toggleMeasurement',
  'toggleCoordinate',
  'toggleDelete',
  'deleteAll',
  'undo',
  'redo',
]);

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

/** One effector scope and one viewer model per screen: two viewers never share state. */
export function ViewerScreen({
  caseData,
  annotationRights,
}: {
  caseData: ViewerCase;
  /** Whether the person may change rulers and patches (the loader asks the API; decision 029). */
  annotationRights: AnnotationRightsProp;
}) {
  const [{ model, scope }] = useState<{ model: ViewerModel; scope: Scope }>(() => ({
    model: createViewerModel(),
    scope: fork(),
  }));
  return (
    <Provider value={scope}>
      <ViewerScreenInScope caseData={caseData} model={model} annotationRights={annotationRights} />
    </Provider>
  );
}

/** The event's common fields for a person's action. */
const event = <T extends ViewerEvent['type']>(
  type: T,
  fields: Omit<Extract<ViewerEvent, { type: T }>, 'type' | 'id' | 'at' | 'origin'>,
) => ({ type, ...userMeta(), ...fields }) as unknown as ViewerEvent;

function ViewerScreenInScope({
  caseData,
  model,
  annotationRights,
}: {
  caseData: ViewerCase;
  model: ViewerModel;
  annotationRights: AnnotationRightsProp;
}) {
  const images = useMemo(() => flattenCaseImages(caseData), [caseData]);
  const blobIds = useMemo(() => blobIdsOf(images), [images]);
  const [links] = useState(() => createSlideLinkCache(undefined, undefined, caseData.initialLinks));
  const stopwatch = useMemo(() => createStopwatch(), []);
  const handles = { main: useRef<PaneHandle>(null), split: useRef<PaneHandle>(null) };

  const panes: Record<PaneName, PaneUnits> = { main: usePane(model.main), split: usePane(model.split) };
  const [sync, setSync] = useUnit([model.$sync, model.syncChanged]);
  const main = panes.main.state;

  // The screen's own state (split, side menu), restored from session storage after hydration.
  const [shell, setShell] = useState<{ splitView: boolean; sidemenu: boolean } | null>(null);
  const [activePane, setActivePane] = useState<PaneName>('main');
  const [linksPhase, setLinksPhase] = useState<'loading' | 'done'>('loading');
  // Bumped as link batches arrive, so the side menu's thumbnails appear batch by batch.
  const [, setLinksVersion] = useState(0);
  const [screenError, setScreenError] = useState<string | null>(null);
  const [current, setCurrent] = useState<LinkState>({ link: null, error: null });
  const [splitLink, setSplitLink] = useState<LinkState>({ link: null, error: null });
  const [mainStatus, setMainStatus] = useState<PaneStatus>({ phase: 'loading' });
  const [splitError, setSplitError] = useState<string | null>(null);
  const [mainView, setMainView] = useState<PaneView | null>(null);

  const total = images.length;
  const index = main.slideIndex;
  const navigation = navigationAt(images, index);
  const image = navigation?.current ?? null;
  const restored = shell !== null;
  const target = shell?.splitView ? activePane : 'main';

  // Restore: the stored slide and view become the main pane's first events.
  useEffect(() => {
    const stored = restoreViewerState(readViewerState(sessionStore()), caseData.caseID, total);
    const events: ViewerEvent[] = [];
    if (stored.index > 0) events.push(event('slide/selected', { index: stored.index }));
    if (stored.viewport) {
      events.push(event('viewport/changed', { ...stored.viewport, rotation: rotateBy(0, stored.rotation) }));
    }
    if (events.length) panes.main.dispatchAll(events);
    if (stored.splitView) {
      panes.split.dispatchAll([event('slide/selected', { index: stored.index })]);
      if (stored.syncSplitView) setSync(true);
    }
    setShell({ splitView: stored.splitView, sidemenu: stored.sidemenu });
    // Once per case.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caseData.caseID, total]);

  // Kept in session storage: the main pane's slide, view and rotation, split, sync and side menu.
  useEffect(() => {
    if (!shell) return;
    writeViewerState(sessionStore(), {
      caseId: caseData.caseID,
      index,
      splitView: shell.splitView,
      syncSplitView: sync,
      sidemenu: shell.sidemenu,
      rotation: main.rotation,
      viewport: main.view,
    });
  }, [shell, caseData.caseID, index, sync, main.rotation, main.view]);

  // Rulers and patches belong to the case (decision 029): the primary pane's are read from the API when a slide
  // is first shown and saved as events; local storage (spec 3.8 key) is the offline copy. Never the split pane's.
  const imageIds = useMemo(() => images.map((each) => each.fileContent ?? null), [images]);
  const { readOnlyReason } = useAnnotationSync({
    pane: model.main,
    caseId: caseData.caseID,
    imageIds,
    shownSlide: restored && image ? index : null,
    rights: annotationRights,
  });

  // Slide links, five per request, the current slide's batch first (spec 4.4).
  const firstBlob = image?.fileContent ?? null;
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

  useLinkOf(restored ? image : null, links, setCurrent);
  const splitImage = shell?.splitView ? (images[panes.split.state.slideIndex] ?? null) : null;
  useLinkOf(restored ? splitImage : null, links, setSplitLink);

  // Neighbours (index −1 and +1) preloaded after a 1 s debounce: their links, descriptor and lowest tiles.
  useEffect(() => {
    if (!navigation) return;
    const neighbours = [navigation.previous, navigation.next]
      .filter((n) => n.available && n.index !== null)
      .map((n) => images[n.index!]?.fileContent)
      .filter((id): id is string => Boolean(id));
    const timers: number[] = [];
    const preload = (id: string, retry: boolean): Promise<void> =>
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
          if (retry) timers.push(window.setTimeout(() => void preload(id, false), PRELOAD_RETRY_MS));
        },
      );
    timers.push(
      window.setTimeout(() => neighbours.forEach((id) => void preload(id, true)), PRELOAD_DEBOUNCE_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [navigation?.current?.globalIndex, links, images]); // eslint-disable-line react-hooks/exhaustive-deps

  const selectSlide = useCallback(
    (next: number) => {
      if (next === index || !images[next]) return;
      const targetImage = images[next]!;
      if (targetImage.specimenIndex !== images[index]?.specimenIndex) {
        toast.info(movingToSpecimen(targetImage.specimenId));
      }
      stopwatch.slideRequested();
      setMainStatus({ phase: 'loading' });
      panes.main.dispatch(event('slide/selected', { index: next }));
    },
    [images, index, stopwatch, panes.main],
  );

  const loadingLinks = !restored || (linksPhase === 'loading' && !current.link && !current.error);
  const loading = !screenError && (loadingLinks || (mainStatus.phase === 'loading' && image !== null));
  const overlayVisible = useOverlay(loading);
  const error =
    screenError ??
    (total === 0 ? VIEWER_TEXT.noImages : mainStatus.phase === 'error' ? mainStatus.message : null) ??
    (splitError ? VIEWER_TEXT.failedInitSplit(splitError) : null);

  /** A new view for a pane, from what it shows now. */
  const changeView = useCallback(
    (pane: PaneName, change: (view: View, state: PaneState) => Partial<View & { rotation: number }>) => {
      const shown = handles[pane].current?.currentView();
      if (!shown) return;
      const { state, dispatch } = panes[pane];
      const next = { ...shown, rotation: state.rotation, ...change(shown, state) };
      dispatch(event('viewport/changed', { ...next, rotation: rotateBy(next.rotation, 0) }));
    },
    // handles are refs; panes change with the state
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panes.main, panes.split],
  );

  const run = useCallback(
    (command: ViewerCommand) => {
      if (!shell) return;
      const pane = target;
      const { state, dispatch } = panes[pane];
      if (readOnlyReason && EDIT_COMMANDS.has(command)) return;
      const presets: Partial<Record<ViewerCommand, number>> = {
        zoom1: ZOOM_PRESETS[0],
        zoom10: ZOOM_PRESETS[1],
        zoom20: ZOOM_PRESETS[2],
        zoom30: ZOOM_PRESETS[3],
        zoom40: ZOOM_PRESETS[4],
      };
      const preset = presets[command];
      if (preset !== undefined) {
        const home = handles[pane].current?.homeZoom();
        if (home) changeView(pane, () => ({ zoom: home * preset }));
        return;
      }
      switch (command) {
        case 'showSlides':
          return setShell({ ...shell, sidemenu: true });
        case 'zoomIn':
          return changeView(pane, (view) => ({ zoom: view.zoom * ZOOM_IN_FACTOR }));
        case 'zoomOut':
          return changeView(pane, (view) => ({ zoom: view.zoom * ZOOM_OUT_FACTOR }));
        case 'resetZoom':
          return dispatch(event('viewport/home', {}));
        case 'rotateLeft':
          return changeView(pane, (_, s) => ({ rotation: rotateBy(s.rotation, -ROTATION_STEP) }));
        case 'rotateRight':
          return changeView(pane, (_, s) => ({ rotation: rotateBy(s.rotation, ROTATION_STEP) }));
        case 'splitView':
          setSplitError(null);
          if (shell.splitView) {
            setSync(false);
            panes.split.reset();
            setActivePane('main');
          } else {
            // The second pane opens on the same slide (spec 4.4).
            panes.split.dispatchAll([event('slide/selected', { index })]);
          }
          return setShell({ ...shell, splitView: !shell.splitView });
        case 'syncSplitView':
          return shell.splitView ? setSync(!sync) : undefined;
        case 'captureScreenshot':
          return void captureScreenshot([
            handles.main.current?.canvas() ?? null,
            shell.splitView ? (handles.split.current?.canvas() ?? null) : null,
          ]).catch(() => toast.error(VIEWER_TEXT.failedSnapshot));
        case 'previousSlide':
          return navigation?.previous.available ? selectSlide(navigation.previous.index!) : undefined;
        case 'nextSlide':
          return navigation?.next.available ? selectSlide(navigation.next.index!) : undefined;
        case 'toggleMeasurement':
          return dispatch(event('mode/measurement', { mode: 'STRAIGHT' }));
        case 'toggleCoordinate':
          return dispatch(event('mode/measurement', { mode: 'COORDINATE' }));
        case 'toggleDelete':
          return dispatch(event('mode/delete', { on: !state.deleteMode }));
        case 'deleteAll': {
          const count = currentRulers(state).length;
          if (!count) return;
          const cleared = event('measurement/cleared', {});
          dispatch(cleared);
          return void toast.success(VIEWER_TEXT.measurementsDeleted(count), {
            action: { label: SHORTCUTS.undo.label, onClick: () => panes[pane].undoIfLatest(cleared.id) },
          });
        }
        case 'togglePatches':
          return dispatch(event('mode/patches', { on: !state.patchMode }));
        case 'undo':
          return panes[pane].undo();
        case 'redo':
          return panes[pane].redo();
        case 'previousView':
          return panes[pane].back();
        case 'nextView':
          return panes[pane].forward();
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      shell,
      target,
      panes.main,
      panes.split,
      sync,
      setSync,
      changeView,
      navigation,
      selectSlide,
      index,
      readOnlyReason,
    ],
  );

  // Keyboard: every toolbar command has a shortcut (see the help popover); none while loading.
  useEffect(() => {
    const onKey = (keyEvent: KeyboardEvent) => {
      const command = commandOf(keyEvent);
      if (!command || loading) return;
      keyEvent.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run, loading]);

  const onSplitStatus = useCallback((status: PaneStatus) => {
    setSplitError(status.phase === 'error' ? status.message : null);
  }, []);

  // Toasts start below the toolbar and the zoom presets, which they would otherwise cover.
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const [presets, setPresets] = useState<HTMLDivElement | null>(null);
  useToastsBelow([header, presets]);

  if (!shell) {
    return <LoadingOverlay text={VIEWER_TEXT.loadingSlides} />;
  }

  const banner = patientBanner(caseData);
  const disabled = loading;
  const caseTypeName = caseData.type?.displayName ?? caseData.type?.name ?? '';
  const targeted = panes[target];
  const overlaysFor =
    (pane: PaneName) =>
    (context: OverlayContext): ReactNode => (
      <PaneOverlays
        context={context}
        state={panes[pane].state}
        dispatch={panes[pane].dispatch}
        readOnly={readOnlyReason}
      />
    );

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex h-screen flex-col bg-background">
        <header ref={setHeader} className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b px-3 py-1.5">
          <div className="min-w-0" data-testid="patient-banner">
            <p className="truncate text-sm font-semibold">{banner.identity}</p>
            {banner.details.length ? (
              <p className="truncate text-xs text-muted-foreground">{banner.details.join(' · ')}</p>
            ) : null}
          </div>
          <h1
            id={PAGE_HEADING_ID}
            tabIndex={-1}
            className="min-w-0 flex-1 truncate text-sm font-medium"
            data-testid="slide-title"
          >
            {image?.displayInfo.slideTitle ?? VIEWER_TEXT.unknownSlide}
          </h1>
          <ViewerToolbar
            disabled={disabled}
            splitView={shell.splitView}
            syncSplitView={sync}
            sidemenu={shell.sidemenu}
            pane={targeted.state}
            canUndo={targeted.canUndo}
            canRedo={targeted.canRedo}
            canBack={targeted.canBack}
            canForward={targeted.canForward}
            readOnlyReason={readOnlyReason}
            run={run}
          />
          <PatchFileMenu
            patches={currentPatches(targeted.state)}
            caseId={caseData.caseID}
            slideIndex={targeted.state.slideIndex}
            dispatch={targeted.dispatch}
            disabled={disabled}
            importDisabled={Boolean(readOnlyReason)}
          />
        </header>
        <div className="flex min-h-0 flex-1">
          {shell.sidemenu ? (
            <SideMenu
              caseTypeName={caseTypeName}
              images={images}
              selectedIndex={index}
              linkOf={(id) => (id ? links.peek(id) : undefined)}
              onSelect={selectSlide}
              onClose={() => setShell({ ...shell, sidemenu: false })}
            />
          ) : null}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            // Overlays (zoom buttons, scale bar) stay inside the slide area on a narrow phone, not beside it.
            className="relative flex min-w-0 flex-1 overflow-hidden"
            data-testid="viewer"
            data-slide-index={index}
            data-loading={loading ? 'true' : 'false'}
            data-zoom={mainView ? mainView.zoom.toFixed(3) : undefined}
            data-rotation={main.rotation}
            data-source={mainStatus.phase === 'ready' ? mainStatus.kind : undefined}
            data-mpp={mainStatus.phase === 'ready' ? mainStatus.mpp.x : undefined}
            data-split={shell.splitView ? 'true' : 'false'}
            data-sync={sync ? 'true' : 'false'}
            data-measurement-mode={main.measurementMode}
            data-delete-mode={main.deleteMode ? 'true' : 'false'}
            data-patch-mode={main.patchMode ? 'true' : 'false'}
          >
            {image ? (
              <>
                <div
                  className={cn(
                    'relative min-w-0 flex-1',
                    shell.splitView && target === 'main' && 'ring-2 ring-inset ring-primary/60',
                  )}
                  onPointerDownCapture={() => setActivePane('main')}
                  data-testid="main-pane"
                >
                  <SlidePane
                    ref={handles.main}
                    label="Slide"
                    link={current.link}
                    linkError={current.error}
                    preset={MAIN_TILES}
                    view={main.view}
                    rotation={main.rotation}
                    stopwatch={stopwatch}
                    onStatus={setMainStatus}
                    onView={setMainView}
                    onUserView={panes.main.userMoved}
                    onInitError={(message) => setScreenError(VIEWER_TEXT.failedInitViewer(message))}
                    overlays={overlaysFor('main')}
                  />
                </div>
                {shell.splitView ? (
                  <SplitPane
                    handle={handles.split}
                    state={panes.split.state}
                    link={splitLink}
                    active={target === 'split'}
                    onActivate={() => setActivePane('split')}
                    onStatus={onSplitStatus}
                    onUserView={panes.split.userMoved}
                    onInitError={setSplitError}
                    overlays={overlaysFor('split')}
                  />
                ) : null}
              </>
            ) : null}
            <div className="pointer-events-none absolute inset-x-0 top-2 z-[110] flex justify-center">
              <div
                ref={setPresets}
                className="pointer-events-auto flex max-w-[calc(100%-1rem)] flex-wrap justify-center gap-1 rounded-md bg-background/90 p-1 shadow"
                role="group"
                aria-label="Magnification"
              >
                {ZOOM_PRESETS.map((multiple, i) => (
                  <Button
                    key={multiple}
                    size="sm"
                    variant="ghost"
                    disabled={disabled}
                    aria-label={`${multiple}x`}
                    title={`${multiple}x (${i + 1})`}
                    onClick={() => run(`zoom${multiple}` as ViewerCommand)}
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
                  {counterText(index, total)}
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
              <LoadingOverlay
                text={loadingLinks ? VIEWER_TEXT.loadingSlides : VIEWER_TEXT.loadingSlide}
                passThrough={!loading}
              />
            ) : null}
            {error ? <ErrorPanel message={error} /> : null}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

/** The second pane of split view: its own model state, the split viewer's tile time-outs (spec 9). */
function SplitPane(props: {
  handle: RefObject<PaneHandle>;
  state: PaneState;
  link: LinkState;
  active: boolean;
  onActivate(): void;
  onStatus(status: PaneStatus): void;
  onUserView(view: View): void;
  onInitError(message: string): void;
  overlays(context: OverlayContext): ReactNode;
}) {
  const [view, setView] = useState<PaneView | null>(null);
  return (
    <div
      className={cn(
        'relative min-w-0 flex-1 border-l-2 border-primary',
        props.active && 'ring-2 ring-inset ring-primary/60',
      )}
      data-testid="split-pane"
      data-slide-index={props.state.slideIndex}
      data-zoom={view ? view.zoom.toFixed(3) : undefined}
      data-rotation={props.state.rotation}
      onPointerDownCapture={props.onActivate}
    >
      <SlidePane
        ref={props.handle}
        label="Split view slide"
        link={props.link.link}
        linkError={props.link.error}
        preset={SPLIT_TILES}
        view={props.state.view}
        rotation={props.state.rotation}
        onStatus={props.onStatus}
        onView={setView}
        onUserView={props.onUserView}
        onInitError={props.onInitError}
        overlays={props.overlays}
      />
    </div>
  );
}

type PaneUnits = ReturnType<typeof usePane>;

/** One pane model's state and commands, bound to the screen's scope. */
function usePane(pane: PaneModel) {
  const units = useUnit({
    state: pane.$state,
    canUndo: pane.$canUndo,
    canRedo: pane.$canRedo,
    canBack: pane.$canBack,
    canForward: pane.$canForward,
    dispatch: pane.dispatched,
    dispatchAll: pane.dispatchedAll,
    restoreRulers: pane.restored,
    undo: pane.undo,
    undoIfLatest: pane.undoIfLatest,
    redo: pane.redo,
    back: pane.back,
    forward: pane.forward,
    reset: pane.reset,
  });
  const { state, dispatch } = units;
  /** The person moved the view: one log event, keeping the pane's rotation. */
  const userMoved = useCallback(
    (view: View) => dispatch(event('viewport/changed', { ...view, rotation: state.rotation })),
    [dispatch, state.rotation],
  );
  return useMemo(() => ({ ...units, userMoved }), [units, userMoved]);
}

/** The link of one image, kept in `set` (null image: nothing). */
function useLinkOf(
  image: { fileContent: string | null } | null,
  links: ReturnType<typeof createSlideLinkCache>,
  set: (state: LinkState) => void,
) {
  const blobId = image?.fileContent ?? null;
  const present = image !== null;
  useEffect(() => {
    if (!present) return;
    if (!blobId) {
      set({ link: null, error: VIEWER_TEXT.noSlideData });
      return;
    }
    let cancelled = false;
    set({ link: links.peek(blobId) ?? null, error: null });
    links.get(blobId).then(
      (link) => {
        if (!cancelled) set({ link, error: null });
      },
      (error: unknown) => {
        if (!cancelled) set({ link: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [present, blobId, links, set]);
}

/**
 * `passThrough`: the slide is ready and the overlay only lingers (OVERLAY_HIDE_DELAY_MS, against flicker); the
 * tools are enabled by then, so the pointer must reach the slide beneath it (a drag at once draws a ruler).
 */
function LoadingOverlay({ text, passThrough = false }: { text: string; passThrough?: boolean }) {
  return (
    <div
      className={cn(
        'absolute inset-0 z-[120] flex items-center justify-center bg-background/60',
        passThrough && 'pointer-events-none',
      )}
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
