/**
 * The slide viewer screen of spec 2.8: side menu, header (way back, patient banner, slide title, toolbar), zoom
 * buttons, previous/next, one or two panes, loading overlay and error panel. It composes the parts in `screen/`:
 * the screen's state and storage (use-shell), the slide links (use-slide-links), the commands and their keys
 * (use-commands, use-shortcuts), the panes (panes), the controls over the slide (slide-controls), the
 * loading and error pictures (loading) and a slide change's two steps (slide-change: the slide first, the screen
 * after). The panes own OpenSeadragon.
 */
import { fork, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '~/components/ui/sonner';
import { MAIN_CONTENT_ID } from '~/components/layout/main-content';
import { TooltipProvider } from '~/components/ui/tooltip';
import { cn } from '~/lib/utils';
import {
  flattenCaseImages,
  navigationAt,
  patientBanner,
  type ViewerCase,
  type ViewerExtras,
} from './case-images';
import { CONTROL_LANE_CLASS, MAIN_TILES, SIDE_MENU_WIDTH_PX, SPLIT_TILES, VIEWER_TEXT } from './constants';
import type { SlideLink } from './slide-links';
import { createViewerModel, currentPatches, type PaneName, type ViewerModel } from './model';
import type { OverlayContext, PaneHandle, PaneStatus } from './osd/slide-pane';
import { PaneOverlays } from './overlays/pane-overlays';
import { PatchFileMenu } from './overlays/patch-file-menu';
import { ErrorPanel, SlideLoadingOverlay } from './screen/loading';
import { Pane, usePane, type PaneUnits } from './screen/panes';
import { createSlideChange, SlideArea, SlideChangeGate } from './screen/slide-change';
import { SlideStepper, ZoomPresets } from './screen/slide-controls';
import { useCommands } from './screen/use-commands';
import { useNarrow, useShell } from './screen/use-shell';
import { useShortcuts } from './screen/use-shortcuts';
import { useAfterFrame } from './screen/use-after-frame';
import { useSlideLinks } from './screen/use-slide-links';
import { ViewerFrame } from './screen/viewer-frame';
import { ViewerHeader } from './screen/viewer-header';
import { SideMenu } from './side-menu';
import { createStopwatch } from './timings';
import { useToastsBelow } from './toasts-below';
import { ViewerToolbar } from './toolbar';
import { useAnnotationSync } from './annotations/use-annotation-sync';
import { useSettled } from '~/lib/use-settled';
import { ConsultControl } from './consult/consult-control';
import { FollowingLayer } from './consult/following-layer';
import { ConsultLiveLayer } from './consult/live-layer';
import { useViewerConsult } from './consult/use-viewer-consult';

export { ErrorPanel } from './screen/loading';

type ViewerScreenProps = {
  caseData: ViewerCase;
  /** Where the back link leads (the page that opened the viewer), or null: the case page. */
  backTo?: string | null;
  /**
   * The first slide links and whether the person may change rulers and patches (the loader asks the API;
   * decisions 029, 049), sent after the page's frame (decision 092).
   */
  extras: Promise<ViewerExtras>;
  /** The first slide's link, read ahead of the extras: the boot opens that slide with it (decision 126). */
  firstLink?: Promise<Record<string, SlideLink>>;
  /**
   * Inside another page (the reading workspace beside the report, decision 104): the screen fills its box, not
   * the window, and leaves the page its own heading and main landmark.
   */
  embedded?: boolean;
};

/** Extras that never came (the response broke off): every link is asked for, and the tools stay off. */
/** A follower's own view changes are not theirs to make (decision 109). */
const ignoreView = () => undefined;

const NO_EXTRAS: ViewerExtras = {
  links: {},
  annotations: { canAnnotate: false, readOnlyReason: VIEWER_TEXT.annotationsNotLoaded },
};

/**
 * The server renders the frame alone: it is what the screen's first render is until its state is restored from
 * session storage, which only the browser has (decision 055), so the model is not made for nothing per request.
 */
export function ViewerScreen(props: ViewerScreenProps) {
  if (typeof document === 'undefined') return <ViewerFrame {...props} />;
  return <ViewerScreenInBrowser {...props} />;
}

/** One effector scope and one viewer model per screen: two viewers never share state. */
function ViewerScreenInBrowser(props: ViewerScreenProps) {
  const [{ model, scope }] = useState<{ model: ViewerModel; scope: Scope }>(() => ({
    model: createViewerModel(),
    scope: fork(),
  }));
  return (
    <Provider value={scope}>
      <ViewerScreenInScope {...props} model={model} scope={scope} />
    </Provider>
  );
}

function ViewerScreenInScope({
  model,
  scope,
  ...frame
}: ViewerScreenProps & { model: ViewerModel; scope: Scope }) {
  const { caseData, backTo = null, extras, embedded = false } = frame;
  // The screen waits for them in its frame, as for its stored state: one frame, never mounted twice, so the
  // slide the boot script opened in it stays put until a pane takes it.
  const settled = useSettled(extras, NO_EXTRAS);
  const images = useMemo(() => flattenCaseImages(caseData), [caseData]);
  const stopwatch = useMemo(() => createStopwatch(), []);
  const handles = { main: useRef<PaneHandle>(null), split: useRef<PaneHandle>(null) };
  const panes: Record<PaneName, PaneUnits> = { main: usePane(model.main), split: usePane(model.split) };
  const [sync, setSync] = useUnit([model.$sync, model.syncChanged]);
  const narrow = useNarrow();

  const total = images.length;
  const main = panes.main.state;
  const index = main.slideIndex;
  const navigation = navigationAt(images, index);
  const image = navigation?.current ?? null;

  const [shell, setShell] = useShell({
    caseId: caseData.caseID,
    total,
    main: panes.main,
    split: panes.split,
    sync,
    setSync,
    embedded,
  });
  const restored = shell !== null && settled !== null;
  const [activePane, setActivePane] = useState<PaneName>('main');
  const target = shell?.splitView ? activePane : 'main';
  const [initError, setInitError] = useState<string | null>(null);
  const [mainStatus, setMainStatus] = useState<PaneStatus>({ phase: 'loading' });
  // A slide change's second step: the screen follows the pane's new slide (decision 056).
  const [slideChange] = useState(createSlideChange);
  useEffect(() => () => slideChange.dispose(), [slideChange]);
  const reportMainStatus = useCallback(
    (next: PaneStatus) => {
      // A pending slide change says 'loading' itself, when the screen follows it (decision 056); 'loading'
      // again while loading renders nothing: a render then would only delay the slide (decision 053).
      if (next.phase === 'loading' && slideChange.changing()) return;
      slideChange.settle(() =>
        setMainStatus((shown) => (shown.phase === 'loading' && next.phase === 'loading' ? shown : next)),
      );
    },
    [slideChange],
  );
  const [splitError, setSplitError] = useState<string | null>(null);

  const links = useSlideLinks({
    enabled: restored,
    images,
    current: image,
    split: shell?.splitView ? (images[panes.split.state.slideIndex] ?? null) : null,
    navigation,
    initialLinks: settled?.links,
  });

  // Rulers and patches belong to the case (decision 029): the primary pane's are read from the API when a slide
  // is first shown and saved as events; local storage (spec 3.8 key) is the offline copy. Never the split pane's.
  const imageIds = useMemo(() => images.map((each) => each.fileContent ?? null), [images]);
  // Read once the slide's first tile is drawn (or it failed): until then the main thread and the backend are the
  // slide's (decision 053). A ruler drawn before they arrive is kept: the sync rebases it on them.
  const slideSettled = mainStatus.phase !== 'loading';
  // The first slide's rest (its layers, the reads above, the side menu) a frame after the toolbar it enables.
  const decorated = useAfterFrame(slideSettled);
  // A live consult (decision 086): following its leader (or replaying one) turns the person's own tools off. A
  // replay reads its slides through the annotation sync first (`ready`, set below), then starts from them as
  // they were when the consult started.
  const annotationsReady = useRef<(slides: readonly number[]) => Promise<void>>(() => Promise.resolve());
  const { consult, replay, following, paused } = useViewerConsult({
    scope,
    pane: model.main,
    caseId: caseData.caseID,
    ready: restored && slideSettled && decorated,
    imageIds,
    annotationsReady,
  });
  const { readOnlyReason, ready: slidesRead } = useAnnotationSync({
    pane: model.main,
    caseId: caseData.caseID,
    imageIds,
    shownSlide: restored && image && slideSettled && decorated ? index : null,
    rights: settled?.annotations ?? null,
    paused,
  });
  annotationsReady.current = slidesRead;
  // A slide change's notice ('Moving to Specimen …') is said once the slide is shown, for the same reason. On the
  // index too: a slide shown before the screen follows it is settled in the render that selects it (decision 056).
  const slideNotice = useRef<string | null>(null);
  useEffect(() => {
    if (!slideSettled || slideNotice.current === null) return;
    toast.info(slideNotice.current);
    slideNotice.current = null;
  }, [slideSettled, index]);

  const screenError = initError ?? links.error;
  const loading = !screenError && (links.loading || (mainStatus.phase === 'loading' && image !== null));
  const error =
    screenError ??
    (total === 0 ? VIEWER_TEXT.noImages : mainStatus.phase === 'error' ? mainStatus.message : null) ??
    (splitError ? VIEWER_TEXT.failedInitSplit(splitError) : null);

  const { run, selectSlide, capturing } = useCommands({
    shell,
    setShell,
    target,
    panes,
    handles,
    sync,
    setSync,
    images,
    navigation,
    stopwatch,
    readOnlyReason,
    caseRecordId: caseData.caseRecordId || caseData.caseID,
    slideChange,
    onSlideRequested: (next, notice, select) => {
      const follow = () => {
        slideNotice.current = notice;
        setMainStatus({ phase: 'loading' });
        select();
      };
      // Its link already here: the pane opens it now and the screen follows later (decisions 053, 056).
      // Without it, the screen renders the slide at once and the pane opens the link when it comes.
      const blobId = images[next]?.fileContent;
      const link = blobId ? links.links.peek(blobId) : undefined;
      const pane = handles.main.current;
      if (!link || !pane) return follow();
      slideChange.begin(next, follow);
      pane.openNow(link);
    },
    onSplitClosed: () => {
      setSplitError(null);
      setActivePane('main');
    },
  });
  useShortcuts(run, loading || following, slideChange);

  // Toasts start below the header and the controls at the top of the slide, which they would otherwise cover.
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const [topControls, setTopControls] = useState<HTMLDivElement | null>(null);
  // Where the targeted pane writes its true magnification, beside the zoom buttons.
  const [magnificationSlot, setMagnificationSlot] = useState<HTMLElement | null>(null);
  useToastsBelow([header, topControls]);

  if (!restored) {
    return <ViewerFrame {...frame} />;
  }

  const disabled = loading || following;
  const targeted = panes[target];
  const overlaysFor =
    (pane: PaneName) =>
    (context: OverlayContext): ReactNode => (
      <>
        <PaneOverlays
          context={context}
          state={panes[pane].state}
          dispatch={panes[pane].dispatch}
          readOnly={readOnlyReason}
        />
        {/* The leader's view while it moves and their pointer, sent or shown (decision 109). */}
        {pane === 'main' ? (
          <ConsultLiveLayer context={context} consult={consult} slideIndex={main.slideIndex} />
        ) : null}
      </>
    );
  const stepper = (
    <SlideChangeGate change={slideChange}>
      <SlideStepper disabled={disabled} index={index} total={total} navigation={navigation} run={run} />
    </SlideChangeGate>
  );

  return (
    <TooltipProvider delayDuration={300}>
      <div className={cn('flex flex-col overflow-hidden bg-background', embedded ? 'h-full' : 'h-dvh')}>
        <ViewerHeader
          ref={setHeader}
          embedded={embedded}
          caseId={caseData.caseID}
          backTo={backTo}
          banner={patientBanner(caseData)}
          slideTitle={image?.displayInfo.slideTitle ?? null}
          slideSource={image?.displayInfo.slideSource ?? null}
        >
          <SlideChangeGate change={slideChange}>
            <ViewerToolbar
              disabled={disabled}
              // Inside a page the screen is a part of the window's width: the compact toolbar always.
              compact={narrow || embedded}
              oneRowOnPhone={embedded}
              splitView={shell.splitView}
              syncSplitView={sync}
              sidemenu={shell.sidemenu}
              pane={targeted.state}
              canUndo={targeted.canUndo}
              canRedo={targeted.canRedo}
              canBack={targeted.canBack}
              canForward={targeted.canForward}
              readOnlyReason={readOnlyReason}
              capturing={capturing}
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
          </SlideChangeGate>
          <ConsultControl consult={consult} replay={replay} />
        </ViewerHeader>
        <div className="relative flex min-h-0 flex-1">
          {shell.sidemenu && !decorated ? (
            // Its place till then, as the frame kept it (on a phone the menu lies over the slide: none).
            narrow ? null : (
              <div className="h-full shrink-0 border-r" style={{ width: SIDE_MENU_WIDTH_PX }} />
            )
          ) : shell.sidemenu ? (
            <SideMenu
              caseTypeName={caseData.type?.displayName ?? caseData.type?.name ?? ''}
              images={images}
              selectedIndex={index}
              linkOf={(id) => (id ? links.links.peek(id) : undefined)}
              onSelect={(next) => {
                if (following) return;
                selectSlide(next);
                // On a phone the menu lies over the slide: choosing one shows it.
                if (narrow) setShell({ ...shell, sidemenu: false });
              }}
              onClose={() => setShell({ ...shell, sidemenu: false })}
              floating={narrow}
            />
          ) : null}
          <SlideArea
            change={slideChange}
            loading={loading}
            embedded={embedded}
            id={embedded ? undefined : MAIN_CONTENT_ID}
            tabIndex={-1}
            className="relative flex min-w-0 flex-1 flex-col overflow-hidden"
            data-testid="viewer"
            data-slide-index={index}
            data-rotation={main.rotation}
            data-source={mainStatus.phase === 'ready' ? mainStatus.kind : undefined}
            data-mpp={mainStatus.phase === 'ready' ? mainStatus.mpp.x : undefined}
            data-split={shell.splitView ? 'true' : 'false'}
            data-sync={sync ? 'true' : 'false'}
            data-measurement-mode={main.measurementMode}
            data-delete-mode={main.deleteMode ? 'true' : 'false'}
            data-patch-mode={main.patchMode ? 'true' : 'false'}
            data-consult-role={consult.role ?? undefined}
          >
            {/* The screen's controls have a lane of their own above the panes: nothing of theirs lies over a
                pane's own layers (scale bar, navigator, patch tools), on a phone either. Above the
                loading overlay and the error panel, so a reader moves on from a failed slide. */}
            <div ref={setTopControls} className={CONTROL_LANE_CLASS}>
              <SlideChangeGate change={slideChange}>
                <ZoomPresets disabled={disabled} run={run} magnificationSlot={setMagnificationSlot} />
              </SlideChangeGate>
              {stepper}
            </div>
            <div
              // Overlays (zoom buttons, scale bar) stay inside the slide area on a narrow phone, not beside it.
              className={cn('relative flex min-h-0 flex-1', narrow && shell.splitView && 'flex-col')}
            >
              {image ? (
                <>
                  <Pane
                    name="main"
                    handle={handles.main}
                    state={main}
                    link={links.current}
                    preset={MAIN_TILES}
                    active={target === 'main'}
                    split={shell.splitView}
                    stopwatch={stopwatch}
                    onActivate={() => setActivePane('main')}
                    onStatus={reportMainStatus}
                    // Following, the view is the leader's (their steps, their live view: decision 109), never
                    // the follower's own movement.
                    onUserView={following ? ignoreView : panes.main.userMoved}
                    onInitError={(message) => setInitError(VIEWER_TEXT.failedInitViewer(message))}
                    overlays={overlaysFor('main')}
                    decorated={decorated}
                    magnificationSlot={target === 'main' ? magnificationSlot : null}
                  />
                  {shell.splitView ? (
                    <Pane
                      name="split"
                      handle={handles.split}
                      state={panes.split.state}
                      link={links.split}
                      preset={SPLIT_TILES}
                      active={target === 'split'}
                      split
                      onActivate={() => setActivePane('split')}
                      onStatus={(status) => setSplitError(status.phase === 'error' ? status.message : null)}
                      onUserView={panes.split.userMoved}
                      onInitError={setSplitError}
                      overlays={overlaysFor('split')}
                      decorated={decorated}
                      magnificationSlot={target === 'split' ? magnificationSlot : null}
                    />
                  ) : null}
                </>
              ) : null}
              <FollowingLayer consult={consult} replay={replay} />
            </div>
            <SlideLoadingOverlay
              loading={loading}
              error={Boolean(error)}
              text={links.loading ? VIEWER_TEXT.loadingSlides : VIEWER_TEXT.loadingSlide}
            />
            {error ? <ErrorPanel message={error} /> : null}
          </SlideArea>
        </div>
      </div>
    </TooltipProvider>
  );
}
