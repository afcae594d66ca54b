/**
 * The measurement layer of a viewer pane (spec 3.8, 4.4, 4.5): draws the current slide's rulers above the
 * slide, turns a drag into one `measurement/added` while a measurement mode is on, and offers "Remove ruler"
 * on hover while delete mode is on. The rules (inside the image, mpp, zero area, labels) are the model's; this
 * layer only maps pointers and draws.
 */
import type { Point, Ruler } from 'contracts';
import X from 'lucide-react/icons/x';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { cn } from '~/lib/utils';
import {
  canRemoveRuler,
  currentRulers,
  isInsideImage,
  newId,
  requireMpp,
  rulerFromDrag,
  rulerLength,
  rulerModeOf,
  userMeta,
  type MeasurementMode,
  type Mpp,
} from '../model';
import {
  dragRect,
  RULER_COLORS,
  rulerShape,
  svgPoints,
  type RulerShape,
  type ToScreen,
} from './ruler-geometry';
import type { OverlayProps } from './types';
import { useMouseNavigationOff, useViewportRedraw } from './viewer-hooks';

/** The pointer id of a measurement made with the keyboard (overlays/keyboard-cursor.tsx). */
const KEYBOARD_POINTER = -1;

/** What a keyboard press can ask of the layer: the same measurement a drag makes, driven by a cursor. */
export interface RulerKeys {
  /** Starts a measurement at a viewer element point; why not, when it cannot start there. */
  start(at: Point): 'started' | 'outside' | 'no-scale' | 'busy';
  /** The end follows the cursor while it is inside the image. */
  move(at: Point): void;
  /** Ends it where it is: the ruler added, or null when it has no area (nothing is added). */
  finish(): Ruler | null;
  /** Drops the measurement in progress; whether there was one. */
  cancel(): boolean;
  /** Whether a keyboard measurement is in progress. */
  active(): boolean;
}

/** A measurement in progress (image pixels). */
interface Drag {
  pointerId: number;
  start: Point;
  end: Point;
  mpp: Mpp;
  /** The mode and slide it started in: a change of either abandons it. */
  measurementMode: Exclude<MeasurementMode, 'NONE'>;
  slideIndex: number;
}

export const RulerLayer = forwardRef<RulerKeys, OverlayProps>(function RulerLayer(props, ref) {
  const { viewer, osd, imageSize, mpp, state, dispatch } = props;
  useViewportRedraw(viewer);
  const measuring = state.measurementMode !== 'NONE';
  const deleting = state.deleteMode;
  useMouseNavigationOff(viewer, measuring || deleting);

  const layer = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** The ruler whose remove button shows (hovered or focused). */
  const [offered, setOffered] = useState<string | null>(null);

  // A measurement belongs to the mode and slide it started in: switching either abandons it.
  const live = (candidate: Drag | null): Drag | null =>
    candidate &&
    candidate.measurementMode === state.measurementMode &&
    candidate.slideIndex === state.slideIndex
      ? candidate
      : null;
  const preview = live(drag);

  const toScreen: ToScreen = (image) => {
    const point = viewer.viewport.imageToViewerElementCoordinates(new osd.Point(image.x, image.y));
    return { x: point.x, y: point.y };
  };
  const elementToImage = (at: Point): Point => {
    const point = viewer.viewport.viewerElementToImageCoordinates(new osd.Point(at.x, at.y));
    return { x: point.x, y: point.y };
  };
  const imagePointOf = (event: ReactPointerEvent): Point => {
    const box = layer.current!.getBoundingClientRect();
    return elementToImage({ x: event.clientX - box.left, y: event.clientY - box.top });
  };

  const track = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  /** Ends the measurement at `end`: one event, or nothing when the drag has no area (spec 4.5, 5). */
  const finish = (current: Drag, end: Point): Ruler | null => {
    track(null);
    const ruler = rulerFromDrag({
      id: newId(),
      mode: rulerModeOf(current.measurementMode),
      start: current.start,
      end,
      mpp: current.mpp,
    });
    if (ruler) dispatch({ type: 'measurement/added', ...userMeta(), ruler });
    return ruler;
  };
  /** The measurement this pointer is making, if any. */
  const dragOf = (event: ReactPointerEvent): Drag | null => {
    const current = live(dragRef.current);
    return current && current.pointerId === event.pointerId ? current : null;
  };

  /** Starts a measurement at an image point for a pointer (or the keyboard). */
  const begin = (pointerId: number, start: Point): ReturnType<RulerKeys['start']> => {
    if (state.measurementMode === 'NONE' || live(dragRef.current)) return 'busy';
    if (!isInsideImage(start, imageSize)) return 'outside';
    const valid = requireMpp(mpp);
    if (!valid) return 'no-scale';
    track({
      pointerId,
      start,
      end: start,
      mpp: valid,
      measurementMode: state.measurementMode,
      slideIndex: state.slideIndex,
    });
    return 'started';
  };

  const keyboardDrag = () => {
    const current = live(dragRef.current);
    return current && current.pointerId === KEYBOARD_POINTER ? current : null;
  };
  useImperativeHandle(ref, () => ({
    start: (at) => begin(KEYBOARD_POINTER, elementToImage(at)),
    move(at) {
      const current = keyboardDrag();
      const point = elementToImage(at);
      if (current && isInsideImage(point, imageSize)) track({ ...current, end: point });
    },
    finish() {
      const current = keyboardDrag();
      return current ? finish(current, current.end) : null;
    },
    cancel() {
      const current = keyboardDrag();
      if (current) track(null);
      return Boolean(current);
    },
    active: () => Boolean(keyboardDrag()),
  }));

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    if (begin(event.pointerId, imagePointOf(event)) === 'started') event.preventDefault();
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const current = dragOf(event);
    if (!current) return;
    const point = imagePointOf(event);
    // Leaving the image ends the measurement where it last was inside (spec 4.5).
    if (!isInsideImage(point, imageSize)) finish(current, current.end);
    else track({ ...current, end: point });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const current = dragOf(event);
    if (!current) return;
    const point = imagePointOf(event);
    finish(current, isInsideImage(point, imageSize) ? point : current.end);
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    const current = dragOf(event);
    if (current) finish(current, current.end);
  };
  const onPointerCancel = (event: ReactPointerEvent) => {
    if (dragOf(event)) track(null);
  };

  const remove = (rulerId: string) => {
    setOffered(null);
    if (canRemoveRuler(state, rulerId)) dispatch({ type: 'measurement/removed', ...userMeta(), rulerId });
  };

  // During a slide change the viewer has no image: there is nothing to map onto.
  const drawable = viewer.world.getItemCount() > 0;
  const rulers = drawable ? currentRulers(state).filter((ruler) => ruler.visible) : [];
  const shapes = rulers.map((ruler) => ({ ruler, shape: rulerShape(ruler.rect, ruler.mode, toScreen) }));
  const previewRect = preview && drawable ? dragRect(preview.start, preview.end) : null;
  const previewMode = preview ? rulerModeOf(preview.measurementMode) : 'straight';

  return (
    <div
      ref={layer}
      data-testid="ruler-layer"
      data-measuring={measuring ? state.measurementMode : undefined}
      data-deleting={deleting ? 'true' : undefined}
      className={cn(
        'absolute inset-0 touch-none select-none overflow-hidden',
        measuring || deleting ? 'pointer-events-auto' : 'pointer-events-none',
        measuring && 'cursor-crosshair',
      )}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerLeave={onPointerLeave}
      onPointerCancel={onPointerCancel}
    >
      <svg className="absolute inset-0 h-full w-full overflow-visible" role="group" aria-label="Measurements">
        {shapes.map(({ ruler, shape }) => (
          <g
            key={ruler.id}
            data-testid="ruler"
            data-ruler-id={ruler.id}
            data-mode={ruler.mode}
            data-x={ruler.rect.x}
            data-y={ruler.rect.y}
            data-width={ruler.rect.width}
            data-height={ruler.rect.height}
            role="img"
            aria-label={`${ruler.mode === 'coordinate' ? 'Coordinate' : 'Straight'} ruler ${ruler.label}`}
            pointerEvents={deleting ? 'visiblePainted' : 'none'}
            onPointerEnter={deleting ? () => setOffered(ruler.id) : undefined}
            onPointerLeave={deleting ? () => setOffered(null) : undefined}
          >
            <RulerDrawing shape={shape} label={ruler.label} />
          </g>
        ))}
        {previewRect && preview ? (
          <g
            data-testid="ruler-preview"
            data-mode={previewMode}
            data-x={previewRect.x}
            data-y={previewRect.y}
            data-width={previewRect.width}
            data-height={previewRect.height}
            pointerEvents="none"
          >
            <RulerDrawing
              shape={rulerShape(previewRect, previewMode, toScreen)}
              label={rulerLength(previewRect, preview.mpp, previewMode).label}
              dashed
            />
          </g>
        ) : null}
      </svg>
      {deleting
        ? shapes.map(({ ruler, shape }) => (
            <RemoveButton
              key={ruler.id}
              ruler={ruler}
              at={shape.end}
              shown={offered === ruler.id}
              offer={setOffered}
              remove={remove}
            />
          ))
        : null}
    </div>
  );
});

const { stroke: STROKE, halo: HALO } = RULER_COLORS;

/** A ruler's line (or box and axes) with its label: a dark halo under a bright stroke reads on any stain. */
function RulerDrawing({ shape, label, dashed }: { shape: RulerShape; label: string; dashed?: boolean }) {
  const { start, end, box, labelAt } = shape;
  const dash = dashed ? '6 4' : undefined;
  // A straight ruler is its line; a coordinate ruler is its two axes (Δx then Δy) inside a faint box.
  const path = box ? svgPoints([box[0], box[1], box[2]]) : svgPoints([start, end]);
  return (
    <>
      {box ? (
        <polygon points={svgPoints(box)} fill={RULER_COLORS.boxFill} stroke={STROKE} strokeOpacity={0.5} />
      ) : null}
      {/* A wide transparent stroke: the hover target in delete mode. */}
      <polyline points={path} fill="none" stroke="transparent" strokeWidth={14} />
      <polyline points={path} fill="none" stroke={HALO} strokeWidth={4} strokeLinecap="round" />
      <polyline points={path} fill="none" stroke={STROKE} strokeWidth={2} strokeDasharray={dash} />
      <circle cx={start.x} cy={start.y} r={3} fill={STROKE} stroke={HALO} />
      <circle cx={end.x} cy={end.y} r={3} fill={STROKE} stroke={HALO} />
      <text
        data-testid="ruler-label"
        x={labelAt.x}
        y={labelAt.y}
        dx={8}
        dy={-8}
        fill={RULER_COLORS.label}
        stroke={HALO}
        strokeWidth={3}
        paintOrder="stroke"
        fontSize={13}
        fontWeight={600}
      >
        {label}
      </text>
    </>
  );
}

/**
 * Delete mode's close icon beside a ruler's end (not over it: the end stays a hover target). It is always in
 * the document (so the keyboard reaches it) and shows when its ruler is hovered or it has the focus.
 */
function RemoveButton(props: {
  ruler: Ruler;
  at: Point;
  shown: boolean;
  offer(rulerId: string | null): void;
  remove(rulerId: string): void;
}) {
  const { ruler, at, shown, offer, remove } = props;
  return (
    <button
      type="button"
      aria-label="Remove ruler"
      data-testid="remove-ruler"
      data-ruler-id={ruler.id}
      className="absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-destructive text-white shadow focus-visible:ring-2 focus-visible:ring-ring"
      style={{ left: at.x + 16, top: at.y - 16, opacity: shown ? 1 : 0 }}
      onPointerEnter={() => offer(ruler.id)}
      onPointerLeave={() => offer(null)}
      onFocus={() => offer(ruler.id)}
      onBlur={() => offer(null)}
      onClick={() => remove(ruler.id)}
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}
