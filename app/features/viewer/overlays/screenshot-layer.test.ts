import { describe, expect, it } from 'vitest';
import type { Patch, Ruler } from 'contracts';
import { initialPaneState, type PaneState } from '../model';
import { DEFAULT_SCALE_BAR_SETTINGS } from '../scale-bar-settings';
import type { Drawable } from '../screenshot';
import type { ScreenMapping } from './patch-geometry';
import { paneDrawables, patchDrawables, rulerDrawables, scaleBarDrawables } from './screenshot-layer';

/** Screen = image / 10 + (100, 50). */
const mapping: ScreenMapping = {
  toScreen: (p) => ({ x: p.x / 10 + 100, y: p.y / 10 + 50 }),
  toImage: (p) => ({ x: (p.x - 100) * 10, y: (p.y - 50) * 10 }),
  scale: 0.1,
  angle: 0,
};
const pane = { width: 800, height: 600 };

const ruler = (id: string, mode: Ruler['mode'], visible = true): Ruler => ({
  id,
  mode,
  rect: { x: 1000, y: 2000, width: 3000, height: 4000 },
  label: '1250.000 μm',
  visible,
});
const region: Patch = {
  id: 'p1',
  note: 'Tumour margin',
  color: '#ff0000',
  isPoint: false,
  size: { x: 2000, y: 1000, width: 1000, height: 500 },
  widthInClient: 100,
};
const point: Patch = {
  id: 'p2',
  note: '',
  color: '#0000ff',
  isPoint: true,
  size: { x: 500, y: 500 },
  widthInClient: 0,
};

const state = (change: Partial<PaneState>): PaneState => ({ ...initialPaneState, ...change });
const kinds = (drawables: Drawable[]) => drawables.map((d) => d.kind);

describe('screenshot drawables', () => {
  it('draws a straight ruler as its line over a halo, its two ends and its label, where the layer does', () => {
    const drawn = rulerDrawables(state({ rulersBySlide: { 0: [ruler('a', 'straight')] } }), mapping);
    expect(kinds(drawn)).toEqual(['path', 'path', 'circle', 'circle', 'text']);
    expect(drawn[1]).toMatchObject({
      points: [
        { x: 200, y: 250 },
        { x: 500, y: 650 },
      ],
      stroke: '#facc15',
    });
    // The label 8 px right of and above the middle of the line, as the SVG's dx/dy.
    expect(drawn[4]).toMatchObject({ text: '1250.000 μm', at: { x: 358, y: 442 } });
  });

  it('draws a coordinate ruler with its box and its two axes', () => {
    const drawn = rulerDrawables(state({ rulersBySlide: { 0: [ruler('a', 'coordinate')] } }), mapping);
    expect(drawn[0]).toMatchObject({
      kind: 'path',
      closed: true,
      points: [
        { x: 200, y: 250 },
        { x: 500, y: 250 },
        { x: 500, y: 650 },
        { x: 200, y: 650 },
      ],
    });
    expect(drawn[2]).toMatchObject({
      points: [
        { x: 200, y: 250 },
        { x: 500, y: 250 },
        { x: 500, y: 650 },
      ],
    });
  });

  it('leaves out hidden rulers and other slides’ rulers', () => {
    const drawn = rulerDrawables(
      state({
        slideIndex: 1,
        rulersBySlide: { 0: [ruler('a', 'straight')], 1: [ruler('b', 'straight', false)] },
      }),
      mapping,
    );
    expect(drawn).toEqual([]);
  });

  it('draws patches only while they are shown (patch mode), with their colour, note and the active ring', () => {
    const patches = { patchesBySlide: { 0: [region, point] }, activePatchId: 'p1' };
    expect(patchDrawables(state(patches), mapping)).toEqual([]);
    const drawn = patchDrawables(state({ ...patches, patchMode: true }), mapping);
    expect(kinds(drawn)).toEqual(['path', 'path', 'text', 'circle']);
    expect(drawn[0]).toMatchObject({ stroke: '#ffffff' });
    expect(drawn[1]).toMatchObject({
      fill: '#ff000026',
      stroke: '#ff0000',
      points: [
        { x: 300, y: 150 },
        { x: 400, y: 150 },
        { x: 400, y: 200 },
        { x: 300, y: 200 },
      ],
    });
    expect(drawn[2]).toMatchObject({ text: 'Tumour margin', at: { x: 300, y: 202 } });
    expect(drawn[3]).toMatchObject({ center: { x: 150, y: 100 }, fill: '#0000ff', radius: 6 });
  });

  it('draws the scale bar where the page shows it, a line under the label or a bracket for the map type', () => {
    const bar = { widthPx: 200, label: '50 μm' };
    const microscopy = scaleBarDrawables({ bar, settings: DEFAULT_SCALE_BAR_SETTINGS }, pane);
    expect(microscopy[0]).toMatchObject({ kind: 'rect', x: 5, y: 577, width: 200, height: 18 });
    expect(microscopy[1]).toMatchObject({
      kind: 'rect',
      x: 5,
      y: 593,
      width: 200,
      height: 2,
      fill: '#000000',
    });
    expect(microscopy.at(-1)).toMatchObject({ kind: 'text', text: '50 μm', at: { x: 105, y: 585 } });

    const map = scaleBarDrawables(
      { bar, settings: { ...DEFAULT_SCALE_BAR_SETTINGS, type: 'map', location: 'top-right' } },
      pane,
    );
    expect(map.filter((d) => d.kind === 'rect')).toHaveLength(4);
    expect(map[0]).toMatchObject({ x: 595, y: 5 });
    expect(map[3]).toMatchObject({ x: 793, y: 5, width: 2, height: 18 });

    expect(
      scaleBarDrawables({ bar, settings: { ...DEFAULT_SCALE_BAR_SETTINGS, type: 'none' } }, pane),
    ).toEqual([]);
    expect(scaleBarDrawables({ bar: null, settings: DEFAULT_SCALE_BAR_SETTINGS }, pane)).toEqual([]);
  });

  it('puts rulers under patches and the scale bar on top, as the page stacks them', () => {
    const drawn = paneDrawables({
      state: state({
        rulersBySlide: { 0: [ruler('a', 'straight')] },
        patchesBySlide: { 0: [point] },
        patchMode: true,
      }),
      mapping,
      size: pane,
      scaleBar: { bar: { widthPx: 200, label: '50 μm' }, settings: DEFAULT_SCALE_BAR_SETTINGS },
    });
    expect(kinds(drawn)).toEqual([
      'path',
      'path',
      'circle',
      'circle',
      'text',
      'circle',
      'rect',
      'rect',
      'text',
    ]);
  });
});
