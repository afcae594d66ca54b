/**
 * Dragging and resizing a patch (spec 4.6). While the pointer moves, the patch follows in local state only;
 * when it comes up, ONE `patch/moved` or `patch/resized` goes to the log with the final value (nothing when the
 * patch ended where it started). Rules come from the model: `keepInsideImage` for moves, `clampPatchSize` (42
 * screen pixels a side) for resizes, which only follow the pointer while it is inside the image.
 */
import type OpenSeadragon from 'openseadragon';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Patch, Point, ViewerEvent } from 'contracts';
import { clampPatchSize, isInsideImage, keepInsideImage, userMeta } from '../model';
import type { ScreenMapping } from './patch-geometry';
import { mouseNavEnabled } from './viewer-hooks';

export type GestureKind = 'move' | 'resize';

/** The size a patch shows while a gesture is under way. */
export interface LivePatch {
  patchId: string;
  size: Patch['size'];
}

interface Context {
  viewer: OpenSeadragon.Viewer;
  mapping: ScreenMapping;
  imageSize: { width: number; height: number };
  dispatch(event: ViewerEvent): void;
  /** Viewer element pixels of a pointer event. */
  elementPoint(event: { clientX: number; clientY: number }): Point;
}

interface Gesture {
  kind: GestureKind;
  patch: Patch;
  pointerId: number;
  /** Where the pointer went down, image pixels. */
  start: Point;
  size: Patch['size'];
  navWasEnabled: boolean;
  detach(): void;
}

/**
 * Where a gesture takes the patch when the pointer has moved by `delta` image pixels, or null to stay put. A
 * resize follows the pointer only while it is inside the image (spec 4.6); without a pointer (keys), the new
 * corner must be.
 */
export function gestureSize(
  kind: GestureKind,
  patch: Patch,
  delta: Point,
  context: Pick<Context, 'imageSize' | 'mapping'>,
  pointer?: Point,
): Patch['size'] | null {
  const { x, y, width = 0, height = 0 } = patch.size;
  if (kind === 'move') {
    return {
      ...patch.size,
      ...keepInsideImage({ x: x + delta.x, y: y + delta.y }, patch.size, context.imageSize),
    };
  }
  if (patch.isPoint) return null;
  const size = clampPatchSize({ width: width + delta.x, height: height + delta.y }, context.mapping.scale);
  const inside = pointer ?? { x: x + size.width, y: y + size.height };
  return isInsideImage(inside, context.imageSize) ? { ...patch.size, ...size } : null;
}

/** The event that records a finished gesture, or null when the patch is where it was. */
export function gestureEvent(kind: GestureKind, patch: Patch, size: Patch['size']): ViewerEvent | null {
  if (kind === 'move') {
    if (size.x === patch.size.x && size.y === patch.size.y) return null;
    return { type: 'patch/moved', ...userMeta(), patchId: patch.id, x: size.x, y: size.y };
  }
  if (size.width === undefined || size.height === undefined) return null;
  if (size.width === patch.size.width && size.height === patch.size.height) return null;
  return { type: 'patch/resized', ...userMeta(), patchId: patch.id, width: size.width, height: size.height };
}

export function usePatchGesture(context: Context) {
  const latest = useRef(context);
  latest.current = context;
  const gesture = useRef<Gesture | null>(null);
  const [live, setLive] = useState<LivePatch | null>(null);

  const finish = useCallback((commit: boolean) => {
    const current = gesture.current;
    if (!current) return;
    gesture.current = null;
    current.detach();
    latest.current.viewer.setMouseNavEnabled(current.navWasEnabled);
    setLive(null);
    const event = commit ? gestureEvent(current.kind, current.patch, current.size) : null;
    if (event) latest.current.dispatch(event);
  }, []);

  const start = useCallback(
    (event: ReactPointerEvent, patch: Patch, kind: GestureKind) => {
      if (event.button !== 0 || gesture.current) return;
      // The patch takes this press: no text selection, no native drag.
      event.preventDefault();
      event.stopPropagation();
      const { viewer, mapping, elementPoint } = latest.current;
      const imagePoint = (e: { clientX: number; clientY: number }) =>
        latest.current.mapping.toImage(latest.current.elementPoint(e));
      const onMove = (e: PointerEvent) => {
        const current = gesture.current;
        if (!current || e.pointerId !== current.pointerId) return;
        const pointer = imagePoint(e);
        const delta = { x: pointer.x - current.start.x, y: pointer.y - current.start.y };
        const size = gestureSize(current.kind, current.patch, delta, latest.current, pointer);
        if (!size) return;
        current.size = size;
        setLive({ patchId: current.patch.id, size });
      };
      const onUp = (e: PointerEvent) => {
        if (e.pointerId === gesture.current?.pointerId) finish(true);
      };
      const onCancel = (e: PointerEvent) => {
        if (e.pointerId === gesture.current?.pointerId) finish(false);
      };
      // On the window: the pointer may leave the patch (and the pane) while it drags.
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      gesture.current = {
        kind,
        patch,
        pointerId: event.pointerId,
        start: mapping.toImage(elementPoint(event)),
        size: patch.size,
        navWasEnabled: mouseNavEnabled(viewer),
        detach() {
          window.removeEventListener('pointermove', onMove);
          window.removeEventListener('pointerup', onUp);
          window.removeEventListener('pointercancel', onCancel);
        },
      };
      viewer.setMouseNavEnabled(false);
    },
    [finish],
  );

  const cancel = useCallback(() => finish(false), [finish]);

  // Unmounting mid-gesture gives the mouse back to OpenSeadragon.
  useEffect(() => {
    return () => finish(false);
  }, [finish]);

  return { live, start, cancel };
}
