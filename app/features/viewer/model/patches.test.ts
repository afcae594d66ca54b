import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchSchema, type Patch, type ViewerEvent } from 'contracts';
import { takeConsoleErrors } from '../../../../tests/setup/strict-console';
import { patchArbitrary } from './arbitraries';
import {
  parsePatchFile,
  patchesFromGeoJson,
  patchesFromJson,
  patchesToGeoJson,
  patchesToJson,
} from './patch-export';
import {
  clampPatchSize,
  createPatch,
  DEFAULT_PATCH_COLOR,
  keepInsideImage,
  MIN_PATCH_SIDE_PX,
  patchTemplate,
} from './patches';
import { initialPaneState, replay } from './state';

const meta = (id: string) => ({ id, at: 1, origin: 'user' as const });
const region = (id: string, extra: Partial<Patch> = {}): Patch => ({
  id,
  note: '',
  color: '#7cfc00',
  isPoint: false,
  size: { x: 0, y: 0, width: 512, height: 256 },
  widthInClient: 50,
  ...extra,
});
/** Patches with distinct ids, as one slide holds them. */
const patchList = fc.uniqueArray(
  fc
    .tuple(patchArbitrary, fc.string({ minLength: 1, maxLength: 12 }))
    .map(([patch, id]) => ({ ...patch, id })),
  { selector: (patch) => patch.id, maxLength: 12 },
);

describe('patchTemplate (spec 4.6, 9)', () => {
  it('is the default colour and 1024 × 1024 image pixels when there is no patch', () => {
    expect(patchTemplate(initialPaneState)).toEqual({
      note: '',
      color: DEFAULT_PATCH_COLOR,
      width: 1024,
      height: 1024,
    });
    expect(DEFAULT_PATCH_COLOR).toBe('#7cfc00');
  });

  it('copies note, colour and size of the active patch, else of the latest', () => {
    const events: ViewerEvent[] = [
      { type: 'patch/added', ...meta('e1'), patch: region('p1', { note: 'first', color: '#112233' }) },
      {
        type: 'patch/added',
        ...meta('e2'),
        patch: region('p2', { note: 'latest', size: { x: 0, y: 0, width: 64, height: 48 } }),
      },
    ];
    const state = replay(initialPaneState, events);
    expect(patchTemplate(state)).toEqual({ note: 'latest', color: '#7cfc00', width: 64, height: 48 });
    const active = replay(state, [{ type: 'patch/activated', ...meta('e3'), patchId: 'p1' }]);
    expect(patchTemplate(active)).toEqual({ note: 'first', color: '#112233', width: 512, height: 256 });
  });
});

describe('createPatch (spec 5, 8)', () => {
  it('centres a region on the click, in rounded image pixels', () => {
    const patch = createPatch({
      id: 'p1',
      isPoint: false,
      color: '#7cfc00',
      center: { x: 1000.4, y: 600.6 },
      size: { width: 1024, height: 1024 },
      screenPerImage: 0.05,
    });
    expect(patch).toEqual({
      id: 'p1',
      note: '',
      color: '#7cfc00',
      isPoint: false,
      size: { x: 488, y: 89, width: 1024, height: 1024 },
      widthInClient: 51,
    });
  });

  it('puts a point at the click with x and y only', () => {
    const patch = createPatch({
      id: 'pt',
      isPoint: true,
      color: '#ff0000',
      center: { x: 3.6, y: 4.2 },
      size: { width: 9, height: 9 },
      screenPerImage: 1,
    });
    expect(patch?.size).toEqual({ x: 4, y: 4 });
  });

  it.each([
    ['no colour', { color: null }],
    ['no centre', { center: null }],
    ['no size', { size: null }],
  ])('creates nothing with %s, and says so on the console only', (_, missing) => {
    const options = {
      id: 'p',
      isPoint: false,
      color: '#7cfc00',
      center: { x: 1, y: 1 },
      size: { width: 9, height: 9 },
      screenPerImage: 1,
    };
    expect(createPatch({ ...options, ...missing })).toBeNull();
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('Invalid options')]);
  });

  it('creates nothing with an invalid colour or a note too long', () => {
    const options = {
      id: 'p',
      isPoint: false,
      center: { x: 1, y: 1 },
      size: { width: 9, height: 9 },
      screenPerImage: 1,
    };
    expect(createPatch({ ...options, color: 'green' })).toBeNull();
    expect(createPatch({ ...options, color: '#7cfc00', note: 'n'.repeat(2001) })).toBeNull();
    expect(takeConsoleErrors()).toHaveLength(2);
  });
});

describe('resizing and moving', () => {
  it('never lets a side go under 42 screen pixels (spec 4.6, 9)', () => {
    expect(MIN_PATCH_SIDE_PX).toBe(42);
    expect(clampPatchSize({ width: 10, height: 500 }, 0.5)).toEqual({ width: 84, height: 500 });
    expect(clampPatchSize({ width: 100.4, height: 41 }, 1)).toEqual({ width: 100, height: 42 });
  });

  it('keeps a dragged region inside the image', () => {
    const image = { width: 1000, height: 800 };
    expect(keepInsideImage({ x: -50, y: 900 }, { width: 100, height: 100 }, image)).toEqual({ x: 0, y: 700 });
    expect(keepInsideImage({ x: 420.6, y: 10 }, { width: 100, height: 100 }, image)).toEqual({
      x: 421,
      y: 10,
    });
  });
});

describe('export and import', () => {
  it('reads its own JSON back to identical patches', () => {
    fc.assert(
      fc.property(patchList, (patches) => {
        expect(parsePatchFile(patchesToJson(patches))).toEqual({ ok: true, patches });
      }),
    );
  });

  it('reads its own GeoJSON back to identical patches', () => {
    fc.assert(
      fc.property(patchList, (patches) => {
        const text = JSON.stringify(patchesToGeoJson(patches));
        expect(parsePatchFile(text)).toEqual({ ok: true, patches });
      }),
    );
  });

  it('writes regions as closed rectangular Polygons and points as Points, with note and colour', () => {
    const point: Patch = {
      id: 'pt',
      note: 'nucleus',
      color: '#ff0000',
      isPoint: true,
      size: { x: 5, y: 6 },
      widthInClient: 0,
    };
    const collection = patchesToGeoJson([
      region('p1', { size: { x: 10, y: 20, width: 30, height: 40 } }),
      point,
    ]);
    expect(collection.features[0]?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [10, 20],
          [40, 20],
          [40, 60],
          [10, 60],
          [10, 20],
        ],
      ],
    });
    expect(collection.features[1]).toMatchObject({
      id: 'pt',
      geometry: { type: 'Point', coordinates: [5, 6] },
      properties: { note: 'nucleus', color: '#ff0000' },
    });
  });

  it('takes other tools’ GeoJSON: bounding box of a polygon, an RGB colour, a name as note', () => {
    const imported = patchesFromGeoJson({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 7,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [10, 2],
                [4, 9],
                [0, 0],
              ],
            ],
          },
          properties: { name: 'Tumor', classification: { name: 'Tumor', color: [200, 0, 15] } },
        },
      ],
    });
    expect(imported).toEqual({
      ok: true,
      patches: [
        {
          id: '7',
          note: 'Tumor',
          color: '#c8000f',
          isPoint: false,
          size: { x: 0, y: 0, width: 10, height: 9 },
          widthInClient: 0,
        },
      ],
    });
  });

  it.each([
    ['not JSON', 'nope'],
    ['a patch without colour', JSON.stringify([{ ...region('p'), color: undefined }])],
    [
      'a LineString',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [0, 0],
                [1, 1],
              ],
            },
            properties: {},
          },
        ],
      }),
    ],
    [
      'a flat polygon',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [5, 0],
                  [9, 0],
                  [0, 0],
                ],
              ],
            },
            properties: {},
          },
        ],
      }),
    ],
  ])('refuses %s as a whole', (_, text) => {
    const result = parsePatchFile(text);
    expect(result.ok).toBe(false);
  });

  it('only ever yields patches the schema accepts', () => {
    const result = patchesFromJson([region('a'), { ...region('b'), isPoint: true, size: { x: 1, y: 1 } }]);
    expect(result.ok && result.patches.every((patch) => patchSchema.safeParse(patch).success)).toBe(true);
  });
});
