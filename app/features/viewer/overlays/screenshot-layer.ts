/**
 * What a pane's overlays look like in a screenshot (decision 050): the same rulers, patches and scale bar the
 * layers draw on the page, as drawables in the pane's CSS pixels. Pure: the pane gives its state, its mapping
 * from image to screen and the scale bar it shows.
 */
import type { Patch } from 'contracts';
import { SCALE_BAR_DEFAULTS, SCALE_BAR_LABEL_HEIGHT_PX } from '../constants';
import { currentPatches, currentRulers, type PaneState } from '../model';
import type { BarSize } from '../scale-bar';
import { insetPosition, scaleBarInsets, type ScaleBarSettings } from '../scale-bar-settings';
import type { Drawable } from '../screenshot';
import { patchBox, patchCorners, POINT_DIAMETER_PX, type ScreenMapping } from './patch-geometry';
import { RULER_COLORS, rulerShape } from './ruler-geometry';

export interface PaneLayerInput {
  state: PaneState;
  mapping: ScreenMapping;
  /** The pane's size, CSS pixels. */
  size: { width: number; height: number };
  scaleBar: { bar: BarSize | null; settings: ScaleBarSettings };
}

export function paneDrawables({ state, mapping, size, scaleBar }: PaneLayerInput): Drawable[] {
  return [
    ...rulerDrawables(state, mapping),
    ...patchDrawables(state, mapping),
    ...scaleBarDrawables(scaleBar, size),
  ];
}

/** The visible rulers of the current slide, as ruler-layer draws them. */
export function rulerDrawables(state: PaneState, mapping: PaneLayerInput['mapping']): Drawable[] {
  const { stroke, halo, boxFill, label } = RULER_COLORS;
  return currentRulers(state)
    .filter((ruler) => ruler.visible)
    .flatMap((ruler): Drawable[] => {
      const { start, end, box, labelAt } = rulerShape(ruler.rect, ruler.mode, mapping.toScreen);
      const line = box ? [box[0], box[1], box[2]] : [start, end];
      return [
        ...(box
          ? [
              {
                kind: 'path',
                points: box,
                closed: true,
                fill: boxFill,
                stroke: 'rgba(250, 204, 21, 0.5)',
              } as const,
            ]
          : []),
        { kind: 'path', points: line, closed: false, stroke: halo, lineWidth: 4, lineCap: 'round' },
        { kind: 'path', points: line, closed: false, stroke, lineWidth: 2 },
        { kind: 'circle', center: start, radius: 3, fill: stroke, stroke: halo },
        { kind: 'circle', center: end, radius: 3, fill: stroke, stroke: halo },
        {
          kind: 'text',
          at: { x: labelAt.x + 8, y: labelAt.y - 8 },
          text: ruler.label,
          fontSize: 13,
          fontWeight: 600,
          fill: label,
          halo: { color: halo, width: 3 },
        },
      ];
    });
}

/** The current slide's patches while they are shown (patch mode on), as patch-layer draws them. */
export function patchDrawables(state: PaneState, mapping: PaneLayerInput['mapping']): Drawable[] {
  if (!state.patchMode) return [];
  return currentPatches(state).flatMap((patch) => {
    const active = patch.id === state.activePatchId;
    const box = patchBox(patch.size, mapping);
    const drawn: Drawable[] = patch.isPoint
      ? [pointDot(patch, box.center, active)]
      : regionBox(patch, mapping, active);
    if (patch.note) {
      drawn.push({
        kind: 'text',
        at: { x: box.left, y: box.bottom + (patch.isPoint ? POINT_DIAMETER_PX / 2 : 0) + 2 },
        text: patch.note,
        fontSize: 12,
        fill: '#ffffff',
        box: { fill: 'rgba(0, 0, 0, 0.7)', padding: 4, height: 16, maxWidth: 256 },
      });
    }
    return drawn;
  });
}

function pointDot(patch: Patch, center: { x: number; y: number }, active: boolean): Drawable {
  // The page's dot: 14 px across its 2 px border, with a white ring when active.
  return {
    kind: 'circle',
    center,
    radius: POINT_DIAMETER_PX / 2 - 1,
    fill: patch.color,
    stroke: active ? '#ffffff' : patch.color,
    lineWidth: 2,
  };
}

function regionBox(patch: Patch, mapping: PaneLayerInput['mapping'], active: boolean): Drawable[] {
  const corners = patchCorners(patch.size, mapping);
  return [
    ...(active
      ? [{ kind: 'path', points: corners, closed: true, stroke: '#ffffff', lineWidth: 6 } as const]
      : []),
    // The page's 2 px border inside the box and a 15 % fill (`${color}26`).
    {
      kind: 'path',
      points: corners,
      closed: true,
      fill: `${patch.color}26`,
      stroke: patch.color,
      lineWidth: 2,
    },
  ];
}

/** The scale bar where the page shows it: background, label, and its line (or bracket for the map type). */
export function scaleBarDrawables(
  { bar, settings }: PaneLayerInput['scaleBar'],
  pane: { width: number; height: number },
): Drawable[] {
  if (!bar || settings.type === 'none') return [];
  const thickness = SCALE_BAR_DEFAULTS.thicknessPx;
  const size = { width: bar.widthPx, height: SCALE_BAR_LABEL_HEIGHT_PX + thickness };
  const { x, y } = insetPosition(scaleBarInsets(settings.location, undefined, pane.width), size, pane);
  const black = '#000000';
  const lines: Drawable[] = [
    { kind: 'rect', x, y: y + size.height - thickness, width: size.width, height: thickness, fill: black },
  ];
  if (settings.type === 'map') {
    lines.push(
      { kind: 'rect', x, y, width: thickness, height: size.height, fill: black },
      { kind: 'rect', x: x + size.width - thickness, y, width: thickness, height: size.height, fill: black },
    );
  }
  return [
    { kind: 'rect', x, y, width: size.width, height: size.height, fill: 'rgba(255, 255, 255, 0.8)' },
    ...lines,
    {
      kind: 'text',
      at: { x: x + size.width / 2, y: y + SCALE_BAR_LABEL_HEIGHT_PX / 2 },
      text: bar.label,
      fontSize: 12,
      fontWeight: 500,
      fill: black,
      align: 'center',
      baseline: 'middle',
    },
  ];
}
