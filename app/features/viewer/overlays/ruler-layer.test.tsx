import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { viewerEventSchema, type Point, type Ruler, type ViewerEvent } from 'contracts';
import type OpenSeadragon from 'openseadragon';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../../tests/setup/strict-console';
import { fold, initialPaneState, replay, userMeta, type PaneState } from '../model';
import { RulerLayer } from './ruler-layer';
import type { OverlayProps } from './types';

const IMAGE = { width: 1000, height: 800 };
const MPP = { x: 0.25, y: 0.25 };

/**
 * The few OpenSeadragon methods the layer uses. Screen = rotate(image × scale) + offset, with the inverse for
 * pointers; `view` can change and `fire` raises the viewer's events, as OpenSeadragon does when it redraws.
 */
function fakeViewer(view = { scale: 2, offset: { x: 10, y: 20 }, rotation: 0 }) {
  const handlers = new Map<string, Set<() => void>>();
  const radians = () => (view.rotation * Math.PI) / 180;
  let mouseNav = true;
  const viewer = {
    viewport: {
      imageToViewerElementCoordinates({ x, y }: Point) {
        const [cos, sin] = [Math.cos(radians()), Math.sin(radians())];
        const [sx, sy] = [x * view.scale, y * view.scale];
        return { x: sx * cos - sy * sin + view.offset.x, y: sx * sin + sy * cos + view.offset.y };
      },
      viewerElementToImageCoordinates({ x, y }: Point) {
        const [cos, sin] = [Math.cos(radians()), Math.sin(radians())];
        const [dx, dy] = [x - view.offset.x, y - view.offset.y];
        return { x: (dx * cos + dy * sin) / view.scale, y: (-dx * sin + dy * cos) / view.scale };
      },
    },
    world: { getItemCount: () => 1 },
    isMouseNavEnabled: () => mouseNav,
    setMouseNavEnabled(enabled: boolean) {
      mouseNav = enabled;
    },
    addHandler(name: string, handler: () => void) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
    },
    removeHandler(name: string, handler: () => void) {
      handlers.get(name)?.delete(handler);
    },
  };
  return {
    viewer: viewer as unknown as OpenSeadragon.Viewer,
    view,
    mouseNav: () => mouseNav,
    handlerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    fire(name: string) {
      act(() => handlers.get(name)?.forEach((handler) => handler()));
    },
  };
}

const osd = {
  Point: class {
    constructor(
      public x: number,
      public y: number,
    ) {}
  },
} as unknown as typeof OpenSeadragon;

function ruler(overrides: Partial<Ruler> & Pick<Ruler, 'id'>): Ruler {
  return {
    mode: 'straight',
    rect: { x: 100, y: 100, width: 300, height: 400 },
    label: '125.000 μm',
    visible: true,
    ...overrides,
  };
}

const modeEvent = (mode: 'STRAIGHT' | 'COORDINATE'): ViewerEvent => ({
  type: 'mode/measurement',
  ...userMeta(),
  mode,
});
const deleteEvent = (on: boolean): ViewerEvent => ({ type: 'mode/delete', ...userMeta(), on });
const added = (each: Ruler): ViewerEvent => ({ type: 'measurement/added', ...userMeta(), ruler: each });

/** The layer over a pane state that folds what the layer dispatches, as the pane model does. */
function setup(options: {
  events?: ViewerEvent[];
  mpp?: OverlayProps['mpp'];
  fake?: ReturnType<typeof fakeViewer>;
}) {
  const fake = options.fake ?? fakeViewer();
  const dispatched: ViewerEvent[] = [];
  const controls = { apply: (_event: ViewerEvent) => {} };
  function Harness() {
    const [state, setState] = useState<PaneState>(() => replay(initialPaneState, options.events ?? []));
    controls.apply = (event) => setState((current) => fold(current, event));
    return (
      <RulerLayer
        viewer={fake.viewer}
        osd={osd}
        imageSize={IMAGE}
        mpp={options.mpp ?? MPP}
        state={state}
        dispatch={(event) => {
          dispatched.push(event);
          setState((current) => fold(current, event));
        }}
      />
    );
  }
  const view = render(<Harness />);
  const layer = screen.getByTestId('ruler-layer');
  /** A pointer at image coordinates, sent as a real pointer event at the matching screen position. */
  const at = (image: Point) => {
    const point = fake.viewer.viewport.imageToViewerElementCoordinates(image as OpenSeadragon.Point);
    return { clientX: point.x, clientY: point.y, pointerId: 1, button: 0 };
  };
  return {
    ...view,
    fake,
    layer,
    dispatched,
    at,
    apply: (event: ViewerEvent) => act(() => controls.apply(event)),
    /** Every dispatched event, checked against the contract's schema. */
    events: () => dispatched.map((event) => viewerEventSchema.parse(event)),
  };
}

const rulers = () => screen.queryAllByTestId('ruler');

describe('RulerLayer: drawing', () => {
  it("draws the current slide's visible rulers at their mapped positions, with labels as text", () => {
    const { fake } = setup({
      events: [
        added(ruler({ id: 'a' })),
        added(ruler({ id: 'b', mode: 'coordinate', label: '75.000 μm × 100.000 μm' })),
        added(ruler({ id: 'hidden', visible: false })),
      ],
    });
    expect(rulers().map((each) => each.getAttribute('data-ruler-id'))).toEqual(['a', 'b']);
    const [straight, coordinate] = rulers() as [HTMLElement, HTMLElement];
    expect(straight).toHaveAttribute('data-mode', 'straight');
    expect(straight).toHaveAttribute('data-x', '100');
    expect(straight).toHaveAttribute('data-height', '400');
    expect(within(straight).getByTestId('ruler-label')).toHaveTextContent('125.000 μm');
    // Image (100, 100) → (400, 500) at scale 2, offset (10, 20).
    expect(straight.querySelector('polyline')).toHaveAttribute('points', '210,220 810,1020');
    expect(coordinate).toHaveAttribute('data-mode', 'coordinate');
    expect(within(coordinate).getByTestId('ruler-label')).toHaveTextContent('75.000 μm × 100.000 μm');
    expect(coordinate.querySelector('polygon')).toHaveAttribute(
      'points',
      '210,220 810,220 810,1020 210,1020',
    );

    // OpenSeadragon pans: the layer redraws on its viewport events.
    fake.view.offset = { x: 0, y: 0 };
    fake.fire('update-viewport');
    expect(straight.querySelector('polyline')).toHaveAttribute('points', '200,200 800,1000');
  });

  it('shows only the rulers of the current slide', () => {
    setup({
      events: [
        added(ruler({ id: 'on-slide-0' })),
        { type: 'slide/selected', ...userMeta(), index: 1 },
        added(ruler({ id: 'on-slide-1' })),
      ],
    });
    expect(rulers().map((each) => each.getAttribute('data-ruler-id'))).toEqual(['on-slide-1']);
  });

  it('renders a label as text, never as markup', () => {
    const { layer } = setup({ events: [added(ruler({ id: 'x', label: '<img src=x onerror=alert(1)>' }))] });
    expect(screen.getByTestId('ruler-label')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(layer.querySelector('img')).toBeNull();
  });

  it('lets the pointer through to OpenSeadragon when no tool is on, and removes its handlers on unmount', () => {
    const { layer, at, dispatched, fake, unmount } = setup({});
    expect(layer).toHaveClass('pointer-events-none');
    fireEvent.pointerDown(layer, at({ x: 100, y: 100 }));
    fireEvent.pointerMove(layer, at({ x: 300, y: 300 }));
    fireEvent.pointerUp(layer, at({ x: 300, y: 300 }));
    expect(dispatched).toEqual([]);
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    expect(fake.mouseNav()).toBe(true);
    expect(fake.handlerCount()).toBe(3);
    unmount();
    expect(fake.handlerCount()).toBe(0);
  });
});

describe('RulerLayer: measuring (spec 4.5)', () => {
  it('turns one drag into one measurement/added with a live preview, mouse navigation off meanwhile', () => {
    const { layer, at, events, fake } = setup({ events: [modeEvent('STRAIGHT')] });
    expect(fake.mouseNav()).toBe(false);
    expect(layer).toHaveClass('pointer-events-auto');

    fireEvent.pointerDown(layer, at({ x: 100, y: 200 }));
    fireEvent.pointerMove(layer, at({ x: 200, y: 300 }));
    const preview = screen.getByTestId('ruler-preview');
    expect(preview).toHaveAttribute('data-width', '100');
    // √(100² + 100²) px × 0.25 µm/px = 35.355 µm.
    expect(within(preview).getByTestId('ruler-label')).toHaveTextContent('35.355 μm');
    fireEvent.pointerMove(layer, at({ x: 400, y: 600 }));
    expect(within(preview).getByTestId('ruler-label')).toHaveTextContent('125.000 μm');
    fireEvent.pointerUp(layer, at({ x: 400, y: 600 }));

    expect(events()).toEqual([
      expect.objectContaining({
        type: 'measurement/added',
        origin: 'user',
        ruler: expect.objectContaining({
          mode: 'straight',
          rect: { x: 100, y: 200, width: 300, height: 400 },
          label: '125.000 μm',
          visible: true,
        }),
      }),
    ]);
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    expect(within(rulers()[0]!).getByTestId('ruler-label')).toHaveTextContent('125.000 μm');
  });

  it('leaves nothing for a press without movement', () => {
    const { layer, at, dispatched } = setup({ events: [modeEvent('STRAIGHT')] });
    fireEvent.pointerDown(layer, at({ x: 100, y: 200 }));
    fireEvent.pointerUp(layer, at({ x: 100, y: 200 }));
    expect(dispatched).toEqual([]);
    expect(rulers()).toEqual([]);
  });

  it('starts nothing outside the image', () => {
    const { layer, at, dispatched } = setup({ events: [modeEvent('STRAIGHT')] });
    fireEvent.pointerDown(layer, at({ x: -5, y: 200 }));
    fireEvent.pointerMove(layer, at({ x: 300, y: 300 }));
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    fireEvent.pointerUp(layer, at({ x: 300, y: 300 }));
    expect(dispatched).toEqual([]);
  });

  it('ends the measurement where it last was inside when the pointer leaves the image', () => {
    const { layer, at, events } = setup({ events: [modeEvent('STRAIGHT')] });
    fireEvent.pointerDown(layer, at({ x: 900, y: 100 }));
    fireEvent.pointerMove(layer, at({ x: 990, y: 160 }));
    fireEvent.pointerMove(layer, at({ x: 1010, y: 170 }));
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    fireEvent.pointerMove(layer, at({ x: 950, y: 180 }));
    fireEvent.pointerUp(layer, at({ x: 950, y: 180 }));
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({ ruler: { rect: { x: 900, y: 100, width: 90, height: 60 } } });
  });

  it('ends the measurement when the pointer leaves the pane', () => {
    const { layer, at, events } = setup({ events: [modeEvent('STRAIGHT')] });
    fireEvent.pointerDown(layer, at({ x: 10, y: 10 }));
    fireEvent.pointerMove(layer, at({ x: 50, y: 40 }));
    fireEvent.pointerLeave(layer, at({ x: 50, y: 40 }));
    expect(events()).toMatchObject([{ ruler: { rect: { x: 10, y: 10, width: 40, height: 30 } } }]);
  });

  it('draws a coordinate ruler in coordinate mode, labelled Δx × Δy', () => {
    const { layer, at, events } = setup({ events: [modeEvent('COORDINATE')] });
    fireEvent.pointerDown(layer, at({ x: 100, y: 100 }));
    fireEvent.pointerMove(layer, at({ x: 500, y: 140 }));
    expect(screen.getByTestId('ruler-preview')).toHaveAttribute('data-mode', 'coordinate');
    fireEvent.pointerUp(layer, at({ x: 500, y: 140 }));
    expect(events()).toMatchObject([
      { type: 'measurement/added', ruler: { mode: 'coordinate', label: '100.000 μm × 10.000 μm' } },
    ]);
    expect(rulers()[0]).toHaveAttribute('data-mode', 'coordinate');
  });

  it('measures in image pixels when the view is rotated', () => {
    const fake = fakeViewer({ scale: 1, offset: { x: 500, y: 0 }, rotation: 90 });
    const { layer, events } = setup({ events: [modeEvent('STRAIGHT')], fake });
    // Rotated 90°: a drag to the left on screen runs down the image.
    const screenAt = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0 });
    fireEvent.pointerDown(layer, screenAt(400, 100));
    fireEvent.pointerMove(layer, screenAt(300, 140));
    fireEvent.pointerUp(layer, screenAt(300, 140));
    const rect = (events()[0] as Extract<ViewerEvent, { type: 'measurement/added' }>).ruler.rect;
    expect(rect.x).toBeCloseTo(100);
    expect(rect.y).toBeCloseTo(100);
    expect(rect.width).toBeCloseTo(40);
    expect(rect.height).toBeCloseTo(100);
  });

  it('logs the invalid mpp and starts nothing (spec 5, 8)', () => {
    const { layer, at, dispatched } = setup({ events: [modeEvent('STRAIGHT')], mpp: { x: 0, y: 0.25 } });
    fireEvent.pointerDown(layer, at({ x: 100, y: 100 }));
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('Invalid mpp')]);
    fireEvent.pointerMove(layer, at({ x: 300, y: 300 }));
    fireEvent.pointerUp(layer, at({ x: 300, y: 300 }));
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    expect(dispatched).toEqual([]);
  });

  it('abandons a measurement when the mode is switched off, and gives the mouse back', () => {
    const { layer, at, dispatched, apply, fake } = setup({ events: [modeEvent('STRAIGHT')] });
    fireEvent.pointerDown(layer, at({ x: 100, y: 100 }));
    fireEvent.pointerMove(layer, at({ x: 200, y: 200 }));
    apply(modeEvent('STRAIGHT'));
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    fireEvent.pointerUp(layer, at({ x: 300, y: 300 }));
    expect(dispatched).toEqual([]);
    expect(fake.mouseNav()).toBe(true);
    expect(layer).toHaveClass('pointer-events-none');
  });

  it('gives the mouse back when unmounted while measuring', () => {
    const { fake, unmount } = setup({ events: [modeEvent('COORDINATE')] });
    expect(fake.mouseNav()).toBe(false);
    unmount();
    expect(fake.mouseNav()).toBe(true);
  });
});

describe('RulerLayer: delete mode (spec 4.4)', () => {
  it('offers "Remove ruler" on hover and removes that ruler', () => {
    const { layer, at, events, fake } = setup({
      events: [added(ruler({ id: 'a' })), added(ruler({ id: 'b' })), deleteEvent(true)],
    });
    expect(fake.mouseNav()).toBe(false);
    // Measuring is off: a drag makes nothing.
    fireEvent.pointerDown(layer, at({ x: 10, y: 10 }));
    fireEvent.pointerUp(layer, at({ x: 60, y: 60 }));
    expect(events()).toEqual([]);

    const [buttonA, buttonB] = screen.getAllByRole('button', { name: 'Remove ruler' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(buttonB).not.toBeVisible();
    fireEvent.pointerEnter(rulers()[1]!);
    expect(buttonB).toBeVisible();
    expect(buttonA).not.toBeVisible();
    fireEvent.pointerLeave(rulers()[1]!);
    fireEvent.pointerEnter(buttonB);
    fireEvent.click(buttonB);

    expect(events()).toMatchObject([{ type: 'measurement/removed', rulerId: 'b' }]);
    expect(rulers().map((each) => each.getAttribute('data-ruler-id'))).toEqual(['a']);
  });

  it('shows the remove button to the keyboard too', () => {
    setup({ events: [added(ruler({ id: 'a' })), deleteEvent(true)] });
    const button = screen.getByRole('button', { name: 'Remove ruler' });
    expect(button).not.toBeVisible();
    act(() => button.focus());
    expect(button).toBeVisible();
  });

  it('offers no remove button outside delete mode', () => {
    const { fake } = setup({ events: [added(ruler({ id: 'a' }))] });
    expect(screen.queryByRole('button', { name: 'Remove ruler' })).toBeNull();
    expect(fake.mouseNav()).toBe(true);
  });
});
