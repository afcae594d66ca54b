/**
 * Test helpers for the patch overlay (never imported by app code): a fake OpenSeadragon viewer with a settable
 * image ↔ screen mapping and a handler registry, and a harness that folds dispatched events into a real pane
 * state, checking each against the contract's schema.
 */
import type OpenSeadragon from 'openseadragon';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { viewerEventSchema, type Point, type ViewerEvent } from 'contracts';
import { fold, initialPaneState, type PaneState } from '../model';
import { PatchLayer, type PatchLayerProps } from './patch-layer';

class FakePoint {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

export interface Mapping {
  toScreen(point: Point): Point;
  toImage(point: Point): Point;
}

/** Screen = image × scale (+ offset). */
export const scaled = (scale: number, offset: Point = { x: 0, y: 0 }): Mapping => ({
  toScreen: (p) => ({ x: p.x * scale + offset.x, y: p.y * scale + offset.y }),
  toImage: (p) => ({ x: (p.x - offset.x) / scale, y: (p.y - offset.y) / scale }),
});

/** The image turned 90° clockwise: its x axis points down the screen, its y axis to the left. */
export const rotated90 = (scale: number, right: number): Mapping => ({
  toScreen: (p) => ({ x: right - p.y * scale, y: p.x * scale }),
  toImage: (p) => ({ x: p.y / scale, y: (right - p.x) / scale }),
});

export function fakeViewer(initial: Mapping) {
  let mapping = initial;
  let navEnabled = true;
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const viewer = {
    viewport: {
      imageToViewerElementCoordinates: (p: Point) => {
        const q = mapping.toScreen(p);
        return new FakePoint(q.x, q.y);
      },
      viewerElementToImageCoordinates: (p: Point) => {
        const q = mapping.toImage(p);
        return new FakePoint(q.x, q.y);
      },
    },
    addHandler(name: string, handler: (event: unknown) => void) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
      return viewer;
    },
    removeHandler(name: string, handler: (event: unknown) => void) {
      handlers.get(name)?.delete(handler);
      return viewer;
    },
    setMouseNavEnabled(enabled: boolean) {
      navEnabled = Boolean(enabled);
      return viewer;
    },
    // As in OpenSeadragon 6.1.1: isMouseNavEnabled() reads a property that does not exist; the tracker knows.
    isMouseNavEnabled: () => undefined,
    innerTracker: { isTracking: () => navEnabled },
  };
  return {
    viewer: viewer as unknown as OpenSeadragon.Viewer,
    osd: { Point: FakePoint } as unknown as typeof OpenSeadragon,
    setMapping(next: Mapping) {
      mapping = next;
    },
    raise(name: string, event: object = {}) {
      for (const handler of [...(handlers.get(name) ?? [])]) handler(event);
    },
    /** OpenSeadragon's canvas-click at a screen position; returns the event to read preventDefaultAction. */
    click(position: Point, options: { quick?: boolean; shift?: boolean } = {}) {
      const event = {
        position: new FakePoint(position.x, position.y),
        quick: options.quick ?? true,
        shift: options.shift ?? false,
        preventDefaultAction: false,
      };
      this.raise('canvas-click', event);
      return event;
    },
    handlerCount: () => [...handlers.values()].reduce((count, set) => count + set.size, 0),
    isMouseNavEnabled: () => navEnabled,
    setMouseNavEnabled(enabled: boolean) {
      navEnabled = enabled;
    },
  };
}

export type FakeViewer = ReturnType<typeof fakeViewer>;

/** The layer over a real folded pane state; every dispatched event is schema-checked and recorded. */
export function harness(start: PaneState = { ...initialPaneState, patchMode: true }) {
  const events: ViewerEvent[] = [];
  let current = start;
  let setOutside: (change: (state: PaneState) => PaneState) => void = () => undefined;
  function Harness(props: Omit<PatchLayerProps, 'state' | 'dispatch'>) {
    const [state, setState] = useState(start);
    current = state;
    setOutside = setState;
    const dispatch = (event: ViewerEvent) => {
      events.push(viewerEventSchema.parse(event));
      setState((previous) => fold(previous, event));
    };
    return <PatchLayer {...props} state={state} dispatch={dispatch} />;
  }
  return {
    Harness,
    events,
    state: () => current,
    /** Folds an event that did not come from the layer (an undo, another control), without recording it. */
    apply: (event: ViewerEvent) => act(() => setOutside((state) => fold(state, event))),
    /** The events recorded since the last call. */
    take: () => events.splice(0),
  };
}
