/**
 * The panes of the screen: each binds a pane model (its state and commands, in the screen's effector scope) to a
 * SlidePane. The active pane of split view (the one the tools act on) is outlined and labelled.
 */
import { useUnit } from 'effector-react';
import { useCallback, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '~/lib/utils';
import type { ViewerEvent } from '../../../../contracts';
import type { TilePreset } from '../osd/tile-source.client';
import { userMeta, type PaneModel, type PaneState, type View } from '../model';
import {
  SlidePane,
  type OverlayContext,
  type PaneHandle,
  type PaneStatus,
  type PaneView,
} from '../osd/slide-pane';
import type { SlideLink } from '../slide-links';
import type { Stopwatch } from '../timings';

/** The event's common fields for a person's action. */
export const event = <T extends ViewerEvent['type']>(
  type: T,
  fields: Omit<Extract<ViewerEvent, { type: T }>, 'type' | 'id' | 'at' | 'origin'>,
) => ({ type, ...userMeta(), ...fields }) as unknown as ViewerEvent;

export type LinkState = {
  link: SlideLink | null;
  error: string | null;
  /** The slide's current link from the cache: a fresh one once `link` nears its expiry (decision 073). */
  refresh?(): Promise<SlideLink>;
};

export type PaneUnits = ReturnType<typeof usePane>;

/** One pane model's state and commands, bound to the screen's scope. */
export function usePane(pane: PaneModel) {
  const units = useUnit({
    state: pane.$state,
    canUndo: pane.$canUndo,
    canRedo: pane.$canRedo,
    canBack: pane.$canBack,
    canForward: pane.$canForward,
    dispatch: pane.dispatched,
    dispatchAll: pane.dispatchedAll,
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

/**
 * The zoom and centre shown, written on the pane's element as `data-zoom` and `data-center` ("x,y" in viewport
 * coordinates; tests and benches read them) without a React render: OpenSeadragon reports the view on every
 * animation frame.
 */
function useZoomAttribute() {
  const node = useRef<HTMLDivElement | null>(null);
  const zoom = useRef<string | null>(null);
  const center = useRef<string | null>(null);
  // A view reported before the element is attached (an adopted viewer reports in its first commit) is written
  // when it is.
  const element = useCallback((attached: HTMLDivElement | null) => {
    node.current = attached;
    if (attached && zoom.current) attached.setAttribute('data-zoom', zoom.current);
    if (attached && center.current) attached.setAttribute('data-center', center.current);
  }, []);
  const onView = useCallback((view: PaneView) => {
    zoom.current = view.zoom.toFixed(3);
    center.current = `${view.center.x.toFixed(6)},${view.center.y.toFixed(6)}`;
    node.current?.setAttribute('data-zoom', zoom.current);
    node.current?.setAttribute('data-center', center.current);
  }, []);
  return { element, onView };
}

export interface PaneProps {
  name: 'main' | 'split';
  handle: RefObject<PaneHandle>;
  state: PaneState;
  link: LinkState;
  preset: TilePreset;
  /** Split view is on and this pane is the one the tools act on. */
  active: boolean;
  /** Split view is on (the active pane is then marked). */
  split: boolean;
  stopwatch?: Stopwatch;
  onActivate(): void;
  onStatus(status: PaneStatus): void;
  onUserView(view: View): void;
  onInitError(message: string): void;
  overlays(context: OverlayContext): ReactNode;
  /** False on the first slide until a frame after it is shown: its layers come then (screen/use-after-frame). */
  decorated?: boolean;
  /** Where the pane writes its true magnification (it is the one the zoom buttons act on), or null. */
  magnificationSlot?: HTMLElement | null;
}

const LABELS = { main: 'Slide', split: 'Split view slide' } as const;

export function Pane(props: PaneProps) {
  const { element, onView } = useZoomAttribute();
  return (
    <div
      ref={element}
      className={cn('relative min-w-0 flex-1', props.name === 'split' && 'border-l-2 border-primary')}
      data-testid={`${props.name}-pane`}
      data-active={props.split ? String(props.active) : undefined}
      data-slide-index={props.state.slideIndex}
      data-rotation={props.state.rotation}
      onPointerDownCapture={props.onActivate}
      onFocusCapture={props.onActivate}
    >
      <SlidePane
        ref={props.handle}
        label={LABELS[props.name]}
        link={props.link.link}
        linkError={props.link.error}
        refreshLink={props.link.refresh}
        preset={props.preset}
        view={props.state.view}
        rotation={props.state.rotation}
        stopwatch={props.stopwatch}
        onStatus={props.onStatus}
        onView={onView}
        onUserView={props.onUserView}
        onInitError={props.onInitError}
        overlays={props.overlays}
        decorated={props.decorated}
        bootable={props.name === 'main'}
        magnificationSlot={props.magnificationSlot}
      />
      {props.split && props.active ? (
        // Over the slide's own layers, which would hide an outline of this element.
        // The label at the top right: the patch tools hold the top left.
        <div className="pointer-events-none absolute inset-0 z-[111] border-3 border-primary">
          <span className="absolute right-1 top-1 rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
            Tools act here
          </span>
        </div>
      ) : null}
    </div>
  );
}
