/**
 * The screen's commands (toolbar, keys, zoom presets, previous/next): one `run(command)` that turns each into
 * pane events or screen state, for the pane the tools act on (the main pane, or the split pane last used).
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { toast } from '~/components/ui/sonner';
import { movingToSpecimen, type FlatImage, type NavigationView } from '../case-images';
import { ROTATION_STEP, VIEWER_TEXT, ZOOM_IN_FACTOR, ZOOM_OUT_FACTOR, ZOOM_PRESETS } from '../constants';
import { currentRulers, rotateBy, type PaneName, type PaneState, type View } from '../model';
import type { PaneHandle } from '../osd/slide-pane';
import { toggleResampling } from '../resampling';
import { captureScreenshot } from '../screenshot';
import { SHORTCUTS, type ViewerCommand } from '../shortcuts';
import type { Stopwatch } from '../timings';
import { event, type PaneUnits } from './panes';
import type { SlideChange } from './slide-change';
import type { Shell } from './use-shell';

/** Commands that change rulers and patches: none while the annotations are read-only (decision 029). */
const EDIT_COMMANDS: ReadonlySet<ViewerCommand> = new Set<ViewerCommand>([
  'toggleMeasurement',
  'toggleCoordinate',
  'toggleDelete',
  'deleteAll',
  'undo',
  'redo',
]);

const PRESETS: Partial<Record<ViewerCommand, number>> = Object.fromEntries(
  ZOOM_PRESETS.map((multiple) => [`zoom${multiple}`, multiple]),
);

export interface CommandContext {
  shell: Shell | null;
  setShell(shell: Shell): void;
  /** The pane the tools act on. */
  target: PaneName;
  panes: Record<PaneName, PaneUnits>;
  handles: Record<PaneName, RefObject<PaneHandle>>;
  sync: boolean;
  setSync(on: boolean): void;
  images: readonly FlatImage[];
  navigation: NavigationView | null;
  stopwatch: Stopwatch;
  readOnlyReason: string | null;
  /** The case's record id (or id), for the screenshot's caption. */
  caseRecordId: string;
  /** The slide change that may be pending (the screen follows the pane's new slide later: decision 056). */
  slideChange: SlideChange;
  /**
   * A new slide starts loading in the main pane; `notice` is said once it is shown (a specimen change);
   * `select` puts it in the pane's model.
   */
  onSlideRequested(index: number, notice: string | null, select: () => void): void;
  /** Split view closes: the main pane is the target again. */
  onSplitClosed(): void;
}

export function useCommands(context: CommandContext) {
  const { shell, setShell, target, panes, handles, sync, setSync, images, navigation } = context;
  const index = panes.main.state.slideIndex;
  // A screenshot being drawn and encoded (a second or two for two panes at device pixel ratio 2): the Capture
  // button is busy and a second press, or 'P', waits for it rather than drawing it twice.
  const [capturing, setCapturing] = useState(false);
  const captureRunning = useRef(false);

  const selectSlide = useCallback(
    (next: number) => {
      // From the slide being opened, when the screen has not followed it yet (decision 056).
      const current = context.slideChange.pendingIndex() ?? index;
      if (next === current || !images[next]) return;
      const targetImage = images[next]!;
      const otherSpecimen = targetImage.specimenIndex !== images[current]?.specimenIndex;
      context.stopwatch.slideRequested();
      context.onSlideRequested(next, otherSpecimen ? movingToSpecimen(targetImage.specimenId) : null, () =>
        panes.main.dispatch(event('slide/selected', { index: next })),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [images, index, context.stopwatch, context.slideChange, panes.main],
  );

  /** A new view for a pane, from what it shows now. */
  const changeView = (
    pane: PaneName,
    change: (view: View, state: PaneState) => Partial<View & { rotation: number }>,
  ) => {
    const shown = handles[pane].current?.currentView();
    if (!shown) return;
    const { state, dispatch } = panes[pane];
    const next = { ...shown, rotation: state.rotation, ...change(shown, state) };
    dispatch(event('viewport/changed', { ...next, rotation: rotateBy(next.rotation, 0) }));
  };

  const run = (command: ViewerCommand) => {
    if (!shell) return;
    const pane = target;
    const { state, dispatch } = panes[pane];
    if (context.readOnlyReason && EDIT_COMMANDS.has(command)) return;
    const preset = PRESETS[command];
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
        if (shell.splitView) {
          setSync(false);
          panes.split.reset();
          context.onSplitClosed();
        } else {
          // The second pane opens on the same slide (spec 4.4).
          panes.split.dispatchAll([event('slide/selected', { index })]);
        }
        return setShell({ ...shell, splitView: !shell.splitView });
      case 'syncSplitView':
        return shell.splitView ? setSync(!sync) : undefined;
      case 'captureScreenshot':
        if (captureRunning.current) return;
        captureRunning.current = true;
        setCapturing(true);
        // What each pane shows (rulers, patches, scale bar) with its caption; both panes in split view.
        return void captureScreenshot(
          (shell.splitView ? (['main', 'split'] as const) : (['main'] as const)).map((name) => {
            const { state: shown } = panes[name];
            const slide = images[shown.slideIndex]?.displayInfo.slideTitle ?? VIEWER_TEXT.unknownSlide;
            return handles[name].current?.screenshotLayer(shown, slide);
          }),
          { caseRecordId: context.caseRecordId },
        )
          .catch(() => toast.error(VIEWER_TEXT.failedSnapshot))
          .finally(() => {
            captureRunning.current = false;
            setCapturing(false);
          });
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
      case 'toggleResampling':
        return void toggleResampling();
      case 'undo':
        return panes[pane].undo();
      case 'redo':
        return panes[pane].redo();
      case 'previousView':
        return panes[pane].back();
      case 'nextView':
        return panes[pane].forward();
    }
  };

  return { run, selectSlide, capturing };
}
