import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { viewerEventSchema, type ViewerEvent } from 'contracts';
import { fold, initialPaneState, userMeta, type PaneState } from '../model';
import { PATCH_NOTE_OPTIONS } from '../constants';
import { KEYBOARD_TEXT } from './keyboard-cursor';
import { CURSOR_BIG_STEP_PX, CURSOR_STEP_PX } from './keyboard-steps';
import { PaneOverlays } from './pane-overlays';
import { fakeViewer, scaled } from './patch-test-kit';
import { spyOnToasts } from '../../../../tests/setup/toast-spies';

spyOnToasts();

const IMAGE = { width: 4000, height: 3000 };
const MPP = { x: 0.25, y: 0.25 };
/** The pane: 800 × 600 screen pixels showing the image at half size from (0, 0). */
const PANE = { x: 800, y: 600 };

const canvases: HTMLElement[] = [];
afterEach(() => {
  for (const canvas of canvases.splice(0)) canvas.remove();
});

function setup(start: PaneState, readOnly: string | null = null, scale = 0.5) {
  const fake = fakeViewer(scaled(scale));
  const canvas = document.createElement('div');
  canvases.push(canvas);
  canvas.tabIndex = 0;
  // As after a Tab in a browser (jsdom's answer depends on what earlier tests did).
  canvas.matches = ((selector: string) =>
    selector === ':focus-visible'
      ? document.activeElement === canvas
      : Element.prototype.matches.call(canvas, selector)) as Element['matches'];
  document.body.append(canvas);
  Object.assign(fake.viewer, { canvas, world: { getItemCount: () => 1 } });
  Object.assign(fake.viewer.viewport, { getContainerSize: () => PANE });
  const events: ViewerEvent[] = [];
  let setOutside: (event: ViewerEvent) => void = () => undefined;
  function Harness() {
    const [state, setState] = useState(start);
    const dispatch = (event: ViewerEvent) => {
      events.push(viewerEventSchema.parse(event));
      setState((previous) => fold(previous, event));
    };
    setOutside = (event) => setState((previous) => fold(previous, event));
    return (
      <PaneOverlays
        context={{ viewer: fake.viewer, osd: fake.osd, imageSize: IMAGE, mpp: MPP }}
        state={state}
        dispatch={dispatch}
        readOnly={readOnly}
      />
    );
  }
  const view = render(<Harness />);
  act(() => canvas.focus());
  /**
   * A key on the canvas: OpenSeadragon's canvas-key (raised first, by its own listener, unless its mouse
   * navigation is off), then the element's keydown. What OpenSeadragon and the page were kept from doing.
   */
  const press = (key: string, shiftKey = false) => {
    const originalEvent = new KeyboardEvent('keydown', { key, shiftKey, cancelable: true, bubbles: true });
    const event = { originalEvent, preventDefaultAction: false };
    act(() => {
      if (fake.isMouseNavEnabled()) fake.raise('canvas-key', event);
      canvas.dispatchEvent(originalEvent);
    });
    return {
      osdPrevented: fake.isMouseNavEnabled() ? event.preventDefaultAction : null,
      pagePrevented: originalEvent.defaultPrevented,
    };
  };
  return {
    fake,
    view,
    events,
    press,
    outside: (event: ViewerEvent) => act(() => setOutside(event)),
    said: () => screen.getByTestId('keyboard-status').textContent,
    cursor: () => {
      const el = screen.queryByTestId('keyboard-cursor');
      return el ? { x: Number(el.dataset.x), y: Number(el.dataset.y) } : null;
    },
  };
}

const withMode = (event: ViewerEvent) => fold(initialPaneState, event);
const straight = withMode({ type: 'mode/measurement', ...userMeta(), mode: 'STRAIGHT' });
const coordinate = withMode({ type: 'mode/measurement', ...userMeta(), mode: 'COORDINATE' });
const patches = withMode({ type: 'mode/patches', ...userMeta(), on: true });

describe('KeyboardCursor', () => {
  it('draws a straight ruler with Enter, arrows and Enter: one measurement/added, announced', () => {
    const kit = setup(straight);
    expect(kit.cursor()).toEqual({ x: 400, y: 300 });
    // Measuring takes the mouse from OpenSeadragon, and with it its key events: the canvas's own keydown works.
    expect(kit.press('Enter')).toEqual({ osdPrevented: null, pagePrevented: true });
    expect(kit.said()).toBe(KEYBOARD_TEXT.rulerStarted);
    expect(kit.events).toEqual([]);
    kit.press('ArrowRight', true);
    kit.press('ArrowRight', true);
    kit.press('ArrowDown');
    expect(kit.cursor()).toEqual({ x: 400 + 2 * CURSOR_BIG_STEP_PX, y: 300 + CURSOR_STEP_PX });
    // The ruler follows the cross as a mouse drag would, drawn as the layer's preview.
    const preview = screen.getByTestId('ruler-preview');
    expect(preview.dataset.width).toBe(String(2 * CURSOR_BIG_STEP_PX * 2));
    kit.press('Enter');
    expect(kit.events).toHaveLength(1);
    const [added] = kit.events;
    expect(added).toMatchObject({
      type: 'measurement/added',
      ruler: { mode: 'straight', rect: { x: 800, y: 600, width: 200, height: 20 } },
    });
    const label = added!.type === 'measurement/added' ? added!.ruler.label : '';
    expect(kit.said()).toBe(KEYBOARD_TEXT.ruler(label));
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    expect(screen.getAllByTestId('ruler')).toHaveLength(1);
  });

  it('draws a coordinate ruler the same way', () => {
    const kit = setup(coordinate);
    kit.press('Enter');
    kit.press('ArrowLeft');
    kit.press('ArrowUp');
    kit.press('Enter');
    expect(kit.events).toMatchObject([
      {
        type: 'measurement/added',
        ruler: { mode: 'coordinate', rect: { x: 800, y: 600, width: -20, height: -20 } },
      },
    ]);
  });

  it('cancels a measurement with Escape: nothing is added; Escape with nothing under way is left alone', () => {
    const kit = setup(straight);
    kit.press('Enter');
    kit.press('ArrowRight');
    expect(kit.press('Escape').pagePrevented).toBe(true);
    expect(kit.said()).toBe(KEYBOARD_TEXT.cancelled);
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    expect(kit.press('Escape')).toEqual({ osdPrevented: null, pagePrevented: false });
    expect(kit.events).toEqual([]);
  });

  it('adds nothing for a ruler without length, and says so', () => {
    const kit = setup(straight);
    kit.press('Enter');
    kit.press('Enter');
    expect(kit.events).toEqual([]);
    expect(kit.said()).toBe(KEYBOARD_TEXT.noRuler);
  });

  it('does not start outside the image; the end stays inside it', () => {
    // At a tenth, the image is the pane's top-left 400 × 300 screen pixels.
    const kit = setup(straight, null, 0.1);
    kit.press('ArrowRight');
    kit.press('Enter');
    expect(kit.said()).toBe(KEYBOARD_TEXT.startOutside);
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    kit.press('ArrowLeft', true);
    kit.press('ArrowLeft', true);
    kit.press('ArrowUp');
    expect(kit.cursor()).toEqual({ x: 310, y: 290 });
    kit.press('Enter');
    expect(kit.said()).toBe(KEYBOARD_TEXT.rulerStarted);
    kit.press('ArrowRight');
    kit.press('ArrowUp');
    for (let i = 0; i < 3; i++) kit.press('ArrowRight', true);
    kit.press('Enter');
    expect(kit.events).toMatchObject([{ ruler: { rect: { x: 3100, y: 2900, width: 600, height: -100 } } }]);
  });

  it('abandons a keyboard measurement when the mode is switched off', () => {
    const kit = setup(straight);
    kit.press('Enter');
    kit.press('ArrowRight');
    kit.outside({ type: 'mode/measurement', ...userMeta(), mode: 'STRAIGHT' });
    expect(kit.cursor()).toBeNull();
    expect(screen.queryByTestId('ruler-preview')).toBeNull();
    // No tool: the keys are OpenSeadragon's again (arrows pan).
    expect(kit.press('ArrowRight')).toEqual({ osdPrevented: false, pagePrevented: false });
    expect(kit.press('Enter').osdPrevented).toBe(false);
    expect(kit.events).toEqual([]);
  });

  it('places a patch at the cross with Enter (patch/added, then patch/activated), and offers the note list', () => {
    const kit = setup(patches);
    kit.press('ArrowRight', true);
    expect(kit.press('Enter').osdPrevented).toBe(true);
    expect(kit.events.map((event) => event.type)).toEqual(['patch/added', 'patch/activated']);
    const [added] = kit.events;
    expect(added).toMatchObject({ patch: { isPoint: false } });
    if (added?.type !== 'patch/added') throw new Error('no patch');
    const { x, y, width = 0, height = 0 } = added.patch.size;
    expect({ x: x + width / 2, y: y + height / 2 }).toEqual({ x: 900, y: 600 });
    expect(kit.said()).toBe(KEYBOARD_TEXT.patchPlaced);
    // Shift+Enter: the other shape, as Shift+click.
    kit.press('Enter', true);
    expect(kit.events[2]).toMatchObject({ type: 'patch/added', patch: { isPoint: true } });
    const choice = screen.getByLabelText('Choose a note') as HTMLSelectElement;
    expect([...choice.options].slice(1).map((option) => option.text)).toEqual(
      PATCH_NOTE_OPTIONS.map((option) => option.text),
    );
  });

  it('shows no cross and takes no key while patches are read-only', () => {
    const kit = setup(patches, 'Read only');
    expect(kit.cursor()).toBeNull();
    expect(kit.press('Enter').osdPrevented).toBe(false);
    expect(kit.events).toEqual([]);
  });

  it('shows the cross only while the canvas has the focus', () => {
    const kit = setup(straight);
    expect(kit.cursor()).not.toBeNull();
    act(() => (kit.fake.viewer.canvas as HTMLElement).blur());
    expect(kit.cursor()).toBeNull();
    kit.view.unmount();
    expect(kit.fake.handlerCount()).toBe(0);
  });
});
