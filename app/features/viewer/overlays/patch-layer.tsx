/**
 * The annotation patch layer (spec 3.9, 4.6): shown while the pane's patch mode is on. A click on the slide adds
 * a patch (a region, or a point with the Point shape or Shift+click) copying note, colour and size of the active
 * or latest patch, and makes it the active one; patches are dragged, resized by their corner handle, recoloured,
 * noted and removed in the active patch's panel.
 *
 * Clicks reach the layer through OpenSeadragon's own `canvas-click` (whose `quick` flag tells a click from the
 * end of a pan), so the slide still pans and zooms while patches are on: the layer itself lets every pointer
 * through (`pointer-events: none`) except on patches, their handle and the panels. A drag or resize takes the
 * mouse from OpenSeadragon until it ends.
 */
import type OpenSeadragon from 'openseadragon';
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Patch, Point } from 'contracts';
import { cn } from '~/lib/utils';
import {
  activePatch,
  createPatch,
  currentPatches,
  isInsideImage,
  keepInsideImage,
  newId,
  patchTemplate,
  userMeta,
} from '../model';
import { patchBox, POINT_DIAMETER_PX, screenMapping, type ScreenMapping } from './patch-geometry';
import { useViewportRedraw } from './viewer-hooks';
import { gestureEvent, gestureSize, usePatchGesture, type GestureKind } from './patch-gesture';
import { PatchPanel, type NoteOption, type PatchPanelHandle } from './patch-panel';
import type { OverlayProps } from './types';

export type PatchLayerProps = OverlayProps & {
  noteOptions?: ReadonlyArray<NoteOption>;
  /** Set when the person may not change annotations (decision 029): patches are shown, never changed. */
  readOnly?: string | null;
};

/** What a keyboard press can ask of the layer (overlays/keyboard-cursor.tsx). */
export interface PatchKeys {
  /** Adds a patch at a viewer element point, as a click there would; whether one was added. */
  place(at: Point, shift: boolean): boolean;
}

/** Arrow keys move or resize the focused patch by this many screen pixels. */
const KEY_STEP_PX = 10;

export const PatchLayer = forwardRef<PatchKeys, PatchLayerProps>(function PatchLayer(props, ref) {
  const { viewer, osd, imageSize, state, dispatch, noteOptions, readOnly = null } = props;
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<PatchPanelHandle>(null);
  const [newShape, setNewShape] = useState<'region' | 'point'>('region');
  useViewportRedraw(viewer);

  const mapping = screenMapping(viewer, osd, imageSize);
  const elementPoint = (event: { clientX: number; clientY: number }): Point => {
    const box = root.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const gesture = usePatchGesture({ viewer, mapping, imageSize, dispatch, elementPoint });
  const on = state.patchMode;

  const activate = (patchId: string | null) => {
    if (patchId === state.activePatchId) return;
    panel.current?.flush();
    dispatch({ type: 'patch/activated', ...userMeta(), patchId });
  };

  const addPatchAt = (position: Point, shift: boolean): boolean => {
    const center = mapping.toImage(position);
    // Spec 5: patches cannot start outside the image.
    if (!isInsideImage(center, imageSize)) return false;
    const template = patchTemplate(state);
    const created = createPatch({
      id: newId(),
      isPoint: (newShape === 'point') !== shift,
      note: template.note,
      color: template.color,
      center,
      size: { width: template.width, height: template.height },
      screenPerImage: mapping.scale,
    });
    if (!created) return false;
    const patch: Patch = created.isPoint
      ? created
      : { ...created, size: { ...created.size, ...keepInsideImage(created.size, created.size, imageSize) } };
    panel.current?.flush();
    dispatch({ type: 'patch/added', ...userMeta(), patch });
    dispatch({ type: 'patch/activated', ...userMeta(), patchId: patch.id });
    return true;
  };

  // OpenSeadragon's handlers are registered once per mode change and read the latest render through this ref.
  const latest = useRef({ addPatchAt });
  latest.current = { addPatchAt };
  useImperativeHandle(ref, () => ({
    place: (at, shift) => Boolean(on && !readOnly) && latest.current.addPatchAt(at, shift),
  }));

  useEffect(() => {
    if (!on || readOnly) {
      gesture.cancel();
      return;
    }
    const onCanvasClick = (event: OpenSeadragon.CanvasClickEvent) => {
      // No click-to-zoom while patches are on: a click adds a patch.
      event.preventDefaultAction = true;
      // Not quick: the click ended a pan (a drag of the slide), which adds nothing (spec 4.6).
      if (event.quick) latest.current.addPatchAt(event.position, event.shift);
    };
    viewer.addHandler('canvas-click', onCanvasClick);
    return () => viewer.removeHandler('canvas-click', onCanvasClick);
  }, [viewer, on, gesture, readOnly]);

  if (!on) {
    return (
      <div
        ref={root}
        data-testid="patch-layer"
        data-on="false"
        className="pointer-events-none absolute inset-0"
      />
    );
  }

  const patches = currentPatches(state);
  const active = activePatch(state);
  const sizeOf = (patch: Patch) => (gesture.live?.patchId === patch.id ? gesture.live.size : patch.size);

  const startGesture = (event: PointerEvent, patch: Patch, kind: GestureKind) => {
    if (event.button !== 0) return;
    activate(patch.id);
    if (!readOnly) gesture.start(event, patch, kind);
  };

  const onPatchKey = (event: KeyboardEvent, patch: Patch, kind: GestureKind) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(patch.id);
      return;
    }
    const step = readOnly ? null : arrowStep(event.key, KEY_STEP_PX / mapping.scale);
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const changed = keyedChange(kind, patch, step, { imageSize, mapping });
    if (changed) dispatch(changed);
  };

  return (
    <div
      ref={root}
      data-testid="patch-layer"
      data-on="true"
      className="pointer-events-none absolute inset-0 z-[100] overflow-hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state.activePatchId) activate(null);
      }}
    >
      {patches.map((patch, index) => {
        const size = sizeOf(patch);
        const box = patchBox(size, mapping);
        const isActive = patch.id === state.activePatchId;
        const diameter = patch.isPoint ? POINT_DIAMETER_PX : null;
        return (
          <div key={patch.id}>
            <div
              role="button"
              tabIndex={0}
              aria-label={`${patch.isPoint ? 'Point' : 'Region'} patch ${index + 1}`}
              aria-pressed={isActive}
              data-testid="patch"
              data-patch-id={patch.id}
              data-active={isActive ? 'true' : 'false'}
              data-point={patch.isPoint ? 'true' : 'false'}
              data-x={size.x}
              data-y={size.y}
              data-width={size.width}
              data-height={size.height}
              data-color={patch.color}
              className={cn(
                'pointer-events-auto absolute cursor-move touch-none outline-offset-2 focus-visible:outline-2 focus-visible:outline-white',
                patch.isPoint && 'rounded-full',
                isActive && 'shadow-[0_0_0_2px_white]',
              )}
              style={{
                left: box.center.x,
                top: box.center.y,
                width: diameter ?? box.width,
                height: diameter ?? box.height,
                transform: `translate(-50%, -50%) rotate(${mapping.angle}deg)`,
                border: `2px solid ${patch.color}`,
                backgroundColor: patch.isPoint ? patch.color : `${patch.color}26`,
              }}
              onPointerDown={(event) => startGesture(event, patch, 'move')}
              onKeyDown={(event) => onPatchKey(event, patch, 'move')}
            />
            {isActive && !patch.isPoint && !readOnly ? (
              <ResizeHandle
                at={mapping.toScreen({ x: size.x + (size.width ?? 0), y: size.y + (size.height ?? 0) })}
                onPointerDown={(event) => startGesture(event, patch, 'resize')}
                onKeyDown={(event) => onPatchKey(event, patch, 'resize')}
              />
            ) : null}
            {patch.note ? (
              <p
                data-testid="patch-note"
                data-patch-id={patch.id}
                className="pointer-events-none absolute max-w-64 truncate rounded bg-black/70 px-1 text-xs text-white"
                style={{ left: box.left, top: box.bottom + (diameter ? diameter / 2 : 0) + 2 }}
              >
                {patch.note}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* The tools' column at the top left, the open patch's panel under it at the right: clear of each other,
          of the active pane's label (top right) and of the navigator and a scale bar lifted above it. */}
      <div className="pointer-events-none absolute inset-x-2 top-2 bottom-[10.5rem] flex flex-col items-start gap-2">
        {readOnly ? (
          <p
            data-testid="patches-read-only"
            className="pointer-events-auto max-w-[min(18rem,calc(100%-7rem))] rounded-md bg-background/90 p-2 text-xs shadow"
          >
            {readOnly}
          </p>
        ) : null}
        <div
          hidden={Boolean(readOnly)}
          role="group"
          aria-label="New patch shape"
          className="pointer-events-auto flex max-w-[calc(100%-7rem)] shrink-0 items-center gap-1 rounded-md bg-background/90 p-1 text-xs shadow"
        >
          {(['region', 'point'] as const).map((shape) => (
            <button
              key={shape}
              type="button"
              aria-pressed={newShape === shape}
              onClick={() => setNewShape(shape)}
              className={cn('rounded px-2 py-1', newShape === shape && 'bg-accent font-medium')}
            >
              {shape === 'region' ? 'Region' : 'Point'}
            </button>
          ))}
          <span className="px-1 text-muted-foreground">
            Click the slide to add; Shift+click for the other shape
          </span>
        </div>
        {active && !readOnly ? (
          <PatchPanel
            key={active.id}
            ref={panel}
            patch={active}
            number={patches.indexOf(active) + 1}
            noteOptions={noteOptions}
            dispatch={dispatch}
            onClose={() => activate(null)}
          />
        ) : null}
      </div>
    </div>
  );
});

function ResizeHandle(props: {
  at: Point;
  onPointerDown(event: PointerEvent): void;
  onKeyDown(event: KeyboardEvent): void;
}) {
  return (
    <button
      type="button"
      aria-label="Resize patch"
      data-testid="patch-resize"
      className="pointer-events-auto absolute size-3.5 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize touch-none rounded-sm border-2 border-white bg-black/60"
      style={{ left: props.at.x, top: props.at.y }}
      onPointerDown={props.onPointerDown}
      onKeyDown={props.onKeyDown}
    />
  );
}

/** An arrow key as a step in image pixels (screen directions; rotation is not accounted for). */
function arrowStep(key: string, step: number): Point | null {
  const steps: Record<string, Point> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  return steps[key] ?? null;
}

/** The event an arrow key makes: a move of the patch, or on its handle a resize; null when nothing changes. */
function keyedChange(
  kind: GestureKind,
  patch: Patch,
  step: Point,
  context: { imageSize: { width: number; height: number }; mapping: ScreenMapping },
) {
  const size = gestureSize(kind, patch, step, context);
  return size ? gestureEvent(kind, patch, size) : null;
}
