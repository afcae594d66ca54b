import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Patch, ViewerEvent } from 'contracts';
import { toast } from '~/components/ui/sonner';
import { initialPaneState, replay, type PaneState } from '../model';
import { fakeViewer, harness, rotated90, scaled, type FakeViewer } from './patch-test-kit';
import { spyOnToasts } from '../../../../tests/setup/toast-spies';

spyOnToasts();

const IMAGE = { width: 4000, height: 3000 };
const MPP = { x: 0.25, y: 0.25 };
const meta = (n: number) => ({ id: `e${n}`, at: n, origin: 'user' as const });

function region(
  id: string,
  x: number,
  y: number,
  width = 400,
  height = 400,
  extra: Partial<Patch> = {},
): Patch {
  return {
    id,
    note: '',
    color: '#7cfc00',
    isPoint: false,
    size: { x, y, width, height },
    widthInClient: 0,
    ...extra,
  };
}

function stateWith(patches: Patch[], activeId: string | null = null): PaneState {
  const events: ViewerEvent[] = [
    { type: 'mode/patches', ...meta(0), on: true },
    ...patches.map((patch, i) => ({ type: 'patch/added' as const, ...meta(i + 1), patch })),
  ];
  if (activeId) events.push({ type: 'patch/activated', ...meta(99), patchId: activeId });
  return replay(initialPaneState, events);
}

function setup(
  options: { state?: PaneState; fake?: FakeViewer; noteOptions?: { text: string; color: string }[] } = {},
) {
  const fake = options.fake ?? fakeViewer(scaled(0.5));
  const kit = harness(options.state);
  const view = render(
    <kit.Harness
      viewer={fake.viewer}
      osd={fake.osd}
      imageSize={IMAGE}
      mpp={MPP}
      noteOptions={options.noteOptions}
    />,
  );
  return { fake, kit, view };
}

const patchEl = (id: string) => screen.getAllByTestId('patch').find((el) => el.dataset.patchId === id)!;
const attrs = (el: HTMLElement) => ({
  x: Number(el.dataset.x),
  y: Number(el.dataset.y),
  width: el.dataset.width === undefined ? undefined : Number(el.dataset.width),
  height: el.dataset.height === undefined ? undefined : Number(el.dataset.height),
});

/** A real pointer sequence: down on `target`, moves through `path` (screen px), up at the last point. */
function drag(target: Element, from: { x: number; y: number }, path: { x: number; y: number }[]) {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: from.x, clientY: from.y });
  for (const point of path)
    fireEvent.pointerMove(target, { pointerId: 1, clientX: point.x, clientY: point.y });
  const end = path.at(-1) ?? from;
  fireEvent.pointerUp(target, { pointerId: 1, button: 0, clientX: end.x, clientY: end.y });
}

describe('PatchLayer: on and off', () => {
  it('lets every pointer through and adds nothing while patch mode is off', () => {
    const { fake, kit } = setup({ state: initialPaneState });
    const layer = screen.getByTestId('patch-layer');
    expect(layer).toHaveClass('pointer-events-none');
    expect(layer.dataset.on).toBe('false');
    const click = fake.click({ x: 100, y: 100 });
    expect(click.preventDefaultAction).toBe(false);
    expect(kit.events).toEqual([]);
    expect(screen.queryByTestId('patch')).toBeNull();
  });

  it('removes its OpenSeadragon handlers when it unmounts', () => {
    const fake = fakeViewer(scaled(0.5));
    const before = fake.handlerCount();
    const { view } = setup({ fake });
    expect(fake.handlerCount()).toBeGreaterThan(before);
    view.unmount();
    expect(fake.handlerCount()).toBe(before);
  });
});

describe('PatchLayer: creating patches', () => {
  it('adds a default 1024 × 1024 region centred on the click and makes it active', () => {
    const { fake, kit } = setup();
    // Screen (1000, 600) at half scale is image (2000, 1200).
    let click = { preventDefaultAction: false };
    act(() => {
      click = fake.click({ x: 1000, y: 600 });
    });
    expect(click.preventDefaultAction).toBe(true);
    const [added, activated, ...rest] = kit.take();
    expect(rest).toEqual([]);
    expect(added).toMatchObject({
      type: 'patch/added',
      origin: 'user',
      patch: {
        note: '',
        color: '#7cfc00',
        isPoint: false,
        size: { x: 1488, y: 688, width: 1024, height: 1024 },
        widthInClient: 512,
      },
    });
    const id = added!.type === 'patch/added' ? added.patch.id : '';
    expect(activated).toMatchObject({ type: 'patch/activated', patchId: id });
    const el = patchEl(id);
    expect(el.dataset.active).toBe('true');
    expect(el.dataset.color).toBe('#7cfc00');
    expect(attrs(el)).toEqual({ x: 1488, y: 688, width: 1024, height: 1024 });
    expect(el).toHaveAccessibleName('Region patch 1');
    expect(screen.getByRole('region', { name: 'Region patch 1' })).toBeInTheDocument();
  });

  it('adds nothing for a click outside the image or one that ended a pan', () => {
    const { fake, kit } = setup();
    act(() => {
      fake.click({ x: -5, y: 100 });
      fake.click({ x: 2001, y: 100 }); // image x 4002
      fake.click({ x: 100, y: 1501 }); // image y 3002
      fake.click({ x: 100, y: 100 }, { quick: false });
    });
    expect(kit.events).toEqual([]);
  });

  it('keeps a new region inside the image when the click is near an edge', () => {
    const { fake, kit } = setup();
    act(() => fake.click({ x: 10, y: 1490 })); // image (20, 2980)
    expect(kit.take()[0]).toMatchObject({ patch: { size: { x: 0, y: 1976, width: 1024, height: 1024 } } });
  });

  it('copies note, colour and size of the active patch, else the latest', () => {
    const a = region('a', 100, 100, 600, 300, { note: 'tumour', color: '#ff0000' });
    const b = region('b', 2000, 2000, 200, 800, { note: 'margin', color: '#0000ff' });
    const { fake, kit } = setup({ state: stateWith([a, b], 'a') });
    act(() => fake.click({ x: 1000, y: 500 }));
    expect(kit.take()[0]).toMatchObject({
      patch: { note: 'tumour', color: '#ff0000', size: { x: 1700, y: 850, width: 600, height: 300 } },
    });
    // The new patch is now active and the latest: the next copies it.
    act(() => fake.click({ x: 500, y: 500 }));
    expect(kit.take()[0]).toMatchObject({ patch: { note: 'tumour', size: { width: 600, height: 300 } } });
  });

  it('copies the latest patch when none is active', () => {
    const a = region('a', 100, 100, 600, 300, { color: '#ff0000' });
    const b = region('b', 2000, 2000, 200, 800, { note: 'margin', color: '#0000ff' });
    const { fake, kit } = setup({ state: stateWith([a, b]) });
    act(() => fake.click({ x: 1000, y: 500 }));
    expect(kit.take()[0]).toMatchObject({
      patch: { note: 'margin', color: '#0000ff', size: { width: 200, height: 800 } },
    });
  });

  it('adds a point with Shift+click, or with the Point shape chosen (Shift+click then adds a region)', () => {
    const { fake, kit } = setup();
    act(() => fake.click({ x: 300, y: 200 }, { shift: true }));
    const [point] = kit.take();
    expect(point).toMatchObject({ patch: { isPoint: true, size: { x: 600, y: 400 }, widthInClient: 0 } });
    const id = point!.type === 'patch/added' ? point.patch.id : '';
    expect(attrs(patchEl(id))).toEqual({ x: 600, y: 400, width: undefined, height: undefined });
    expect(patchEl(id)).toHaveAccessibleName('Point patch 1');

    fireEvent.click(screen.getByRole('button', { name: 'Point' }));
    expect(screen.getByRole('button', { name: 'Point' })).toHaveAttribute('aria-pressed', 'true');
    act(() => fake.click({ x: 700, y: 700 }));
    expect(kit.take()[0]).toMatchObject({ patch: { isPoint: true, size: { x: 1400, y: 1400 } } });
    act(() => fake.click({ x: 800, y: 800 }, { shift: true }));
    expect(kit.take()[0]).toMatchObject({ patch: { isPoint: false } });
  });
});

describe('PatchLayer: dragging and resizing', () => {
  it('sends ONE patch/moved at the end of a drag, follows the pointer live, and lends the mouse back', () => {
    const { fake, kit } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    const el = patchEl('a');
    fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 600, clientY: 600 });
    expect(fake.isMouseNavEnabled()).toBe(false);
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 650, clientY: 610 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 700, clientY: 620 });
    // Live: the patch shows where it is dragged; the log has nothing yet.
    expect(attrs(patchEl('a'))).toMatchObject({ x: 1200, y: 1040 });
    expect(kit.events).toEqual([]);
    fireEvent.pointerUp(el, { pointerId: 1, button: 0, clientX: 700, clientY: 620 });
    expect(kit.take()).toEqual([
      expect.objectContaining({ type: 'patch/moved', patchId: 'a', x: 1200, y: 1040 }),
    ]);
    expect(fake.isMouseNavEnabled()).toBe(true);
    expect(attrs(patchEl('a'))).toMatchObject({ x: 1200, y: 1040, width: 400, height: 400 });
  });

  it('leaves mouse navigation as it found it (off stays off, e.g. while measuring)', () => {
    const fake = fakeViewer(scaled(0.5));
    const { kit } = setup({ fake, state: stateWith([region('a', 1000, 1000)], 'a') });
    drag(patchEl('a'), { x: 600, y: 600 }, [{ x: 610, y: 600 }]);
    expect(fake.isMouseNavEnabled()).toBe(true);
    fake.setMouseNavEnabled(false);
    drag(patchEl('a'), { x: 610, y: 600 }, [{ x: 620, y: 600 }]);
    expect(fake.isMouseNavEnabled()).toBe(false);
    expect(kit.take().map((event) => event.type)).toEqual(['patch/moved', 'patch/moved']);
  });

  it('activates a patch it drags, and a press that never moves only activates', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0), region('b', 1000, 1000)], 'a') });
    drag(patchEl('b'), { x: 600, y: 600 }, []);
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/activated', patchId: 'b' })]);
    expect(patchEl('b').dataset.active).toBe('true');
    expect(patchEl('a').dataset.active).toBe('false');
  });

  it('keeps a dragged patch inside the image', () => {
    const { kit } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    drag(patchEl('a'), { x: 600, y: 600 }, [{ x: 5000, y: -900 }]);
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/moved', x: 3600, y: 0 })]);
  });

  it('moves a point too', () => {
    const point: Patch = {
      id: 'p',
      note: '',
      color: '#7cfc00',
      isPoint: true,
      size: { x: 100, y: 100 },
      widthInClient: 0,
    };
    const { kit } = setup({ state: stateWith([point], 'p') });
    drag(patchEl('p'), { x: 50, y: 50 }, [{ x: 60, y: 70 }]);
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/moved', x: 120, y: 140 })]);
    expect(screen.queryByRole('button', { name: 'Resize patch' })).toBeNull();
  });

  it('sends ONE patch/resized from the corner handle, never under 42 screen pixels a side', () => {
    const { fake, kit } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    const handle = screen.getByRole('button', { name: 'Resize patch' });
    // The handle sits on the bottom-right corner: image (1400, 1400) is screen (700, 700).
    expect(handle.style.left).toBe('700px');
    expect(handle.style.top).toBe('700px');
    drag(handle, { x: 700, y: 700 }, [
      { x: 750, y: 720 },
      { x: 800, y: 650 },
    ]);
    expect(kit.take()).toEqual([
      expect.objectContaining({ type: 'patch/resized', patchId: 'a', width: 600, height: 300 }),
    ]);
    expect(fake.isMouseNavEnabled()).toBe(true);

    // Dragged far past the top-left corner: clamped to 42 screen px, i.e. 84 image px at half scale.
    drag(screen.getByRole('button', { name: 'Resize patch' }), { x: 800, y: 650 }, [{ x: 400, y: 400 }]);
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/resized', width: 84, height: 84 })]);
    const el = patchEl('a');
    expect(attrs(el)).toMatchObject({ width: 84, height: 84 });
    expect(el.style.width).toBe('42px');
  });

  it('resizes only while the pointer is inside the image', () => {
    const { kit } = setup({ state: stateWith([region('a', 3000, 2000, 400, 400)], 'a') });
    const handle = screen.getByRole('button', { name: 'Resize patch' });
    // Corner at image (3400, 2400) = screen (1700, 1200); the image ends at screen (2000, 1500).
    drag(handle, { x: 1700, y: 1200 }, [
      { x: 1800, y: 1250 },
      { x: 2100, y: 1300 }, // outside: ignored
    ]);
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/resized', width: 600, height: 500 })]);
  });

  it('adds no patch for the click OpenSeadragon may report at the end of a drag (the drag is not a quick click)', () => {
    const { fake, kit } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    drag(patchEl('a'), { x: 600, y: 600 }, [{ x: 700, y: 700 }]);
    act(() => {
      fake.click({ x: 700, y: 700 }, { quick: false });
    });
    expect(kit.take().map((event) => event.type)).toEqual(['patch/moved']);
  });

  it('gives the mouse back to OpenSeadragon when it unmounts mid-drag, and sends nothing', () => {
    const { fake, kit, view } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    fireEvent.pointerDown(patchEl('a'), { pointerId: 1, button: 0, clientX: 600, clientY: 600 });
    fireEvent.pointerMove(patchEl('a'), { pointerId: 1, clientX: 700, clientY: 600 });
    expect(fake.isMouseNavEnabled()).toBe(false);
    view.unmount();
    expect(fake.isMouseNavEnabled()).toBe(true);
    fireEvent.pointerUp(window, { pointerId: 1, button: 0, clientX: 700, clientY: 600 });
    expect(kit.events).toEqual([]);
  });

  it('moves and resizes with the arrow keys (10 screen pixels a step)', () => {
    const { kit } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    fireEvent.keyDown(patchEl('a'), { key: 'ArrowRight' });
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/moved', x: 1020, y: 1000 })]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Resize patch' }), { key: 'ArrowUp' });
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/resized', width: 400, height: 380 })]);
  });
});

describe('PatchLayer: drawing', () => {
  it('redraws when OpenSeadragon reports a viewport change', () => {
    const { fake } = setup({ state: stateWith([region('a', 1000, 1000)], 'a') });
    expect(patchEl('a').style.left).toBe('600px');
    fake.setMapping(scaled(1, { x: 10, y: 0 }));
    act(() => fake.raise('update-viewport'));
    expect(patchEl('a').style.left).toBe('1210px');
    expect(patchEl('a').style.width).toBe('400px');
  });

  it('turns patches with the slide and drags them in image coordinates when it is rotated', () => {
    const fake = fakeViewer(rotated90(0.5, 1500));
    const { kit } = setup({ fake, state: stateWith([region('a', 1000, 1000, 400, 200)], 'a') });
    const el = patchEl('a');
    expect(el.style.transform).toBe('translate(-50%, -50%) rotate(90deg)');
    // Centre image (1200, 1100) → screen (1500 − 550, 600).
    expect([el.style.left, el.style.top]).toEqual(['950px', '600px']);
    // Dragging down the screen moves along the image's x axis.
    drag(el, { x: 950, y: 600 }, [{ x: 950, y: 650 }]);
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/moved', x: 1100, y: 1000 })]);
  });

  it('shows a note as text, never as markup', () => {
    const { view } = setup({
      state: stateWith([region('a', 1000, 1000, 400, 400, { note: '<b>x</b> & <img src=x>' })]),
    });
    const caption = screen.getByTestId('patch-note');
    expect(caption).toHaveTextContent('<b>x</b> & <img src=x>');
    expect(view.container.querySelector('b, img')).toBeNull();
  });
});

describe('PatchLayer: the active patch panel', () => {
  it('exists for the active patch only; activating another closes it', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0), region('b', 1000, 1000)], 'a') });
    expect(screen.getAllByTestId('patch-panel')).toHaveLength(1);
    expect(screen.getByTestId('patch-panel').dataset.patchId).toBe('a');
    fireEvent.keyDown(patchEl('b'), { key: 'Enter' });
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/activated', patchId: 'b' })]);
    expect(screen.getAllByTestId('patch-panel')).toHaveLength(1);
    expect(screen.getByTestId('patch-panel').dataset.patchId).toBe('b');
    fireEvent.keyDown(patchEl('b'), { key: 'Escape' });
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/activated', patchId: null })]);
    expect(screen.queryByTestId('patch-panel')).toBeNull();
  });

  it('recolours when the picker commits a colour', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0)], 'a') });
    fireEvent.change(screen.getByLabelText('Patch colour'), { target: { value: '#ff00aa' } });
    expect(kit.take()).toEqual([
      expect.objectContaining({ type: 'patch/recoloured', patchId: 'a', color: '#ff00aa' }),
    ]);
    expect(patchEl('a').dataset.color).toBe('#ff00aa');
  });

  it('saves a typed note on blur and on Enter, once each, and shows it as text', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0)], 'a') });
    const note = screen.getByLabelText('Patch note');
    fireEvent.change(note, { target: { value: '<b>x</b>' } });
    expect(kit.events).toEqual([]);
    fireEvent.blur(note);
    expect(kit.take()).toEqual([
      expect.objectContaining({ type: 'patch/noted', patchId: 'a', note: '<b>x</b>' }),
    ]);
    fireEvent.blur(note);
    expect(kit.events).toEqual([]);
    fireEvent.change(note, { target: { value: 'second' } });
    fireEvent.keyDown(note, { key: 'Enter' });
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/noted', note: 'second' })]);
    expect(screen.getByTestId('patch-note')).toHaveTextContent('second');
  });

  it('saves a note still being typed before another patch becomes active', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0), region('b', 1000, 1000)], 'a') });
    fireEvent.change(screen.getByLabelText('Patch note'), { target: { value: 'unsaved' } });
    fireEvent.pointerDown(patchEl('b'), { pointerId: 1, button: 0, clientX: 600, clientY: 600 });
    fireEvent.pointerUp(patchEl('b'), { pointerId: 1, button: 0, clientX: 600, clientY: 600 });
    expect(kit.take()).toEqual([
      expect.objectContaining({ type: 'patch/noted', patchId: 'a', note: 'unsaved' }),
      expect.objectContaining({ type: 'patch/activated', patchId: 'b' }),
    ]);
  });

  it('refuses a note that is not plain text, with a toast', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0)], 'a') });
    const note = screen.getByLabelText('Patch note');
    fireEvent.change(note, { target: { value: 'bell\u0007' } });
    fireEvent.blur(note);
    expect(kit.events).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith('The patch was not changed: must be plain text.');
  });

  it('takes note and colour from a chosen entry of the note list', () => {
    const { kit } = setup({
      state: stateWith([region('a', 0, 0)], 'a'),
      noteOptions: [
        { text: 'Tumour', color: '#ff0000' },
        { text: 'Necrosis', color: '#333333' },
      ],
    });
    fireEvent.change(screen.getByLabelText('Choose a note'), { target: { value: '1' } });
    expect(kit.take()).toEqual([
      expect.objectContaining({ type: 'patch/noted', note: 'Necrosis' }),
      expect.objectContaining({ type: 'patch/recoloured', color: '#333333' }),
    ]);
    expect(screen.getByLabelText('Patch note')).toHaveValue('Necrosis');
    expect(screen.getByLabelText('Patch colour')).toHaveValue('#333333');
  });

  it('removes the patch, and closes', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0), region('b', 1000, 1000)], 'b') });
    const panel = screen.getByTestId('patch-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove patch' }));
    expect(kit.take()).toEqual([expect.objectContaining({ type: 'patch/removed', patchId: 'b' })]);
    expect(screen.getAllByTestId('patch').map((el) => el.dataset.patchId)).toEqual(['a']);
    expect(screen.queryByTestId('patch-panel')).toBeNull();

    fireEvent.keyDown(patchEl('a'), { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: 'Close patch panel' }));
    expect(kit.take().map((event) => event.type)).toEqual(['patch/activated', 'patch/activated']);
    expect(kit.state().activePatchId).toBeNull();
  });

  it('follows the state when the patch changes under it (an undo)', () => {
    const { kit } = setup({ state: stateWith([region('a', 0, 0, 400, 400, { note: 'old' })], 'a') });
    expect(screen.getByLabelText('Patch note')).toHaveValue('old');
    kit.apply({ type: 'patch/noted', ...meta(100), patchId: 'a', note: 'restored' });
    kit.apply({ type: 'patch/recoloured', ...meta(101), patchId: 'a', color: '#123456' });
    expect(screen.getByLabelText('Patch note')).toHaveValue('restored');
    expect(screen.getByLabelText('Patch colour')).toHaveValue('#123456');
    expect(kit.events).toEqual([]);
  });
});
