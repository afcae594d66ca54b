/**
 * The keyboard cursor's rules (overlays/keyboard-cursor.tsx), as pure functions: which key does what with a tool
 * on, and where an arrow key takes the cross (viewer element pixels, kept inside the pane).
 */
import type { Point } from 'contracts';

/** An arrow key moves the cross this many screen pixels; with Shift, the bigger step. */
export const CURSOR_STEP_PX = 10;
export const CURSOR_BIG_STEP_PX = 50;

/** The tool the keys drive: a measurement mode, patches, or none (arrow keys pan). */
export type KeyTool = 'ruler' | 'patch' | null;

export type KeyAction = { kind: 'move'; step: Point } | { kind: 'enter' } | { kind: 'cancel' };

type Key = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

const DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** What a key press does with `tool` on, or null: keys with Ctrl, Alt or Meta, and every key with no tool. */
export function keyAction(event: Key, tool: KeyTool): KeyAction | null {
  if (!tool || event.ctrlKey || event.metaKey || event.altKey) return null;
  const direction = DIRECTIONS[event.key];
  if (direction) {
    const size = event.shiftKey ? CURSOR_BIG_STEP_PX : CURSOR_STEP_PX;
    return { kind: 'move', step: { x: direction.x * size, y: direction.y * size } };
  }
  if (event.key === 'Enter') return { kind: 'enter' };
  if (event.key === 'Escape') return { kind: 'cancel' };
  return null;
}

/** A point kept inside a pane of `size` pixels (its last pixel included). */
export function clampToPane(point: Point, size: { width: number; height: number }): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));
  return { x: clamp(point.x, size.width), y: clamp(point.y, size.height) };
}

/**
 * Where a step takes the cross, inside the pane, and what of the step the pane's edge stopped (`beyond`, in
 * screen pixels): the slide moves by that much instead, so the cross can reach any part of it.
 */
export function moveCursor(
  cursor: Point,
  step: Point,
  size: { width: number; height: number },
): { at: Point; beyond: Point } {
  const wanted = { x: cursor.x + step.x, y: cursor.y + step.y };
  const at = clampToPane(wanted, size);
  return { at, beyond: { x: wanted.x - at.x, y: wanted.y - at.y } };
}

/** The centre of a pane: where the cross first shows. */
export function paneCentre(size: { width: number; height: number }): Point {
  return { x: Math.round(size.width / 2), y: Math.round(size.height / 2) };
}
