/**
 * Where a ruler is drawn on screen. A ruler's rect is in image pixels (spec 3.8); the screen shape comes from
 * mapping its corners through the viewer, so rotation, zoom and pan keep it on the tissue it measures.
 */
import type { Point, Rect, Ruler } from 'contracts';

/** A ruler's colours: a bright stroke over a dark halo reads on any stain (the layer and the screenshot). */
export const RULER_COLORS = {
  stroke: '#facc15',
  halo: 'rgba(0, 0, 0, 0.75)',
  boxFill: 'rgba(250, 204, 21, 0.08)',
  label: '#ffffff',
} as const;

/** Image pixels → the pane's element pixels (OpenSeadragon's viewer element coordinates). */
export type ToScreen = (image: Point) => Point;

export interface RulerShape {
  /** Where the drag started and where it ended, on screen. */
  start: Point;
  end: Point;
  /**
   * A coordinate ruler's box, as four screen corners in drawing order (start, along x, end, along y), or null
   * for a straight ruler. Its first two sides are the ruler's axes: Δx, then Δy.
   */
  box: readonly [Point, Point, Point, Point] | null;
  /** Where the label goes: the middle of the line or of the box. */
  labelAt: Point;
}

export function rulerShape(rect: Rect, mode: Ruler['mode'], toScreen: ToScreen): RulerShape {
  const start = toScreen({ x: rect.x, y: rect.y });
  const end = toScreen({ x: rect.x + rect.width, y: rect.y + rect.height });
  const labelAt = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  if (mode === 'straight') return { start, end, box: null, labelAt };
  const alongX = toScreen({ x: rect.x + rect.width, y: rect.y });
  const alongY = toScreen({ x: rect.x, y: rect.y + rect.height });
  return { start, end, box: [start, alongX, end, alongY], labelAt };
}

/** The rect of a drag from `start` to `end` (image pixels), its width and height signed by direction. */
export function dragRect(start: Point, end: Point): Rect {
  return { x: start.x, y: start.y, width: end.x - start.x, height: end.y - start.y };
}

/** An SVG `points` attribute. */
export function svgPoints(points: readonly Point[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}
