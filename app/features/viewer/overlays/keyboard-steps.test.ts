import { describe, expect, it } from 'vitest';
import {
  clampToPane,
  CURSOR_BIG_STEP_PX,
  CURSOR_STEP_PX,
  keyAction,
  moveCursor,
  paneCentre,
} from './keyboard-steps';

const key = (
  name: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keyAction', () => {
  it('moves by a step per arrow, a bigger one with Shift', () => {
    expect(keyAction(key('ArrowRight'), 'ruler')).toEqual({
      kind: 'move',
      step: { x: CURSOR_STEP_PX, y: 0 },
    });
    expect(keyAction(key('ArrowUp'), 'patch')).toEqual({ kind: 'move', step: { x: 0, y: -CURSOR_STEP_PX } });
    expect(keyAction(key('ArrowLeft', { shiftKey: true }), 'ruler')).toEqual({
      kind: 'move',
      step: { x: -CURSOR_BIG_STEP_PX, y: 0 },
    });
    expect(keyAction(key('ArrowDown', { shiftKey: true }), 'ruler')).toEqual({
      kind: 'move',
      step: { x: 0, y: CURSOR_BIG_STEP_PX },
    });
  });

  it('reads Enter and Escape', () => {
    expect(keyAction(key('Enter'), 'ruler')).toEqual({ kind: 'enter' });
    expect(keyAction(key('Enter', { shiftKey: true }), 'patch')).toEqual({ kind: 'enter' });
    expect(keyAction(key('Escape'), 'ruler')).toEqual({ kind: 'cancel' });
  });

  it('leaves every key alone with no tool, with a modifier, and other keys always', () => {
    expect(keyAction(key('ArrowRight'), null)).toBeNull();
    expect(keyAction(key('Enter'), null)).toBeNull();
    expect(keyAction(key('ArrowRight', { ctrlKey: true }), 'ruler')).toBeNull();
    expect(keyAction(key('Enter', { altKey: true }), 'patch')).toBeNull();
    expect(keyAction(key('ArrowLeft', { metaKey: true }), 'ruler')).toBeNull();
    expect(keyAction(key('m'), 'ruler')).toBeNull();
    expect(keyAction(key(' '), 'patch')).toBeNull();
  });
});

describe('the cursor in its pane', () => {
  const pane = { width: 200, height: 100 };

  it('starts at the centre', () => {
    expect(paneCentre(pane)).toEqual({ x: 100, y: 50 });
    expect(paneCentre({ width: 201, height: 99 })).toEqual({ x: 101, y: 50 });
  });

  it('moves by the step inside the pane: nothing is left beyond it', () => {
    expect(moveCursor({ x: 100, y: 50 }, { x: 10, y: -10 }, pane)).toEqual({
      at: { x: 110, y: 40 },
      beyond: { x: 0, y: 0 },
    });
  });

  it('stops at the edges (the last pixel included) and says how far the step went past them', () => {
    expect(moveCursor({ x: 195, y: 95 }, { x: 50, y: 50 }, pane)).toEqual({
      at: { x: 199, y: 99 },
      beyond: { x: 46, y: 46 },
    });
    expect(moveCursor({ x: 5, y: 3 }, { x: -50, y: -10 }, pane)).toEqual({
      at: { x: 0, y: 0 },
      beyond: { x: -45, y: -7 },
    });
  });

  it('clamps into an empty pane without going negative', () => {
    expect(clampToPane({ x: 12, y: -4 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});
