/**
 * The reading workspace's split (decision 104): the share of the width the slide takes beside the report on a
 * screen of 1280 px or more, as a percentage, kept in this browser's local storage for every case. Pure rules
 * here; the layout (reading-layout.tsx) drags it, steps it with the keyboard and stores it.
 */
export const READING_SPLIT = {
  /** Local storage key: one preference per browser (a reading-room workstation), not per case. */
  key: 'pathbridge:readingSplit',
  /** The slide's share when nothing is stored: the slide is the larger. */
  initial: 60,
  /** Bounds: each side keeps room for its tools (the viewer's toolbar, the report's fields). */
  min: 30,
  max: 75,
  /** One arrow key's step. */
  step: 5,
} as const;

/** The width from which slide and report are side by side (below it, one at a time with a toggle). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1280px)';

/** A share within the bounds, to a tenth of a percent; anything not a finite number is the initial share. */
export function clampSplit(value: number): number {
  if (!Number.isFinite(value)) return READING_SPLIT.initial;
  const bounded = Math.min(READING_SPLIT.max, Math.max(READING_SPLIT.min, value));
  return Math.round(bounded * 10) / 10;
}

/** The share a pointer at `x` sets, in a row starting at `left` and `width` wide. */
export function splitAt(x: number, left: number, width: number): number {
  if (!(width > 0)) return READING_SPLIT.initial;
  return clampSplit(((x - left) / width) * 100);
}

/** The share after a key on the separator (arrows, Home, End), or null for any other key. */
export function splitAfterKey(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSplit(value - READING_SPLIT.step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSplit(value + READING_SPLIT.step);
    case 'Home':
      return READING_SPLIT.min;
    case 'End':
      return READING_SPLIT.max;
    default:
      return null;
  }
}

/** A stored share as read back: missing or corrupt is the initial share. */
export function readSplit(raw: string | null): number {
  if (raw === null || raw.trim() === '') return READING_SPLIT.initial;
  return clampSplit(Number(raw));
}
