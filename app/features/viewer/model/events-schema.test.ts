import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDocumentEvent,
  isMeasurementEvent,
  isViewportEvent,
  patchSchema,
  schemas,
  viewerEventSchema,
  viewerLogSchema,
  type ViewerEvent,
} from 'contracts';
import { eventArbitrary } from './arbitraries';

const meta = { id: 'e1', at: 1_700_000_000_000, origin: 'user' as const };
const region = {
  id: 'p1',
  note: 'Tumour margin',
  color: '#7cfc00',
  isPoint: false,
  size: { x: 10, y: 20, width: 1024, height: 1024 },
  widthInClient: 120,
};

describe('viewer event schema', () => {
  it('accepts every event the generators make, unchanged', () => {
    fc.assert(
      fc.property(eventArbitrary, (event) => {
        expect(viewerEventSchema.parse(event)).toEqual(event);
      }),
    );
  });

  it.each([
    ['an unknown type', { ...meta, type: 'viewport/teleported' }],
    ['a missing origin', { id: 'e1', at: 1, type: 'viewport/home' }],
    ['an unknown origin', { ...meta, origin: 'server', type: 'viewport/home' }],
    ['an empty id', { ...meta, id: '', type: 'viewport/home' }],
    ['a zero zoom', { ...meta, type: 'viewport/changed', zoom: 0, center: { x: 0, y: 0 }, rotation: 0 }],
    [
      'an infinite centre',
      { ...meta, type: 'viewport/changed', zoom: 1, center: { x: Infinity, y: 0 }, rotation: 0 },
    ],
    [
      'a rotation of 45',
      { ...meta, type: 'viewport/changed', zoom: 1, center: { x: 0, y: 0 }, rotation: 45 },
    ],
    [
      'a rotation of 360',
      { ...meta, type: 'viewport/changed', zoom: 1, center: { x: 0, y: 0 }, rotation: 360 },
    ],
    ['a negative slide index', { ...meta, type: 'slide/selected', index: -1 }],
    ['a fractional slide index', { ...meta, type: 'slide/selected', index: 1.5 }],
    ['measurement mode NONE', { ...meta, type: 'mode/measurement', mode: 'NONE' }],
    [
      'a ruler with a NaN width',
      {
        ...meta,
        type: 'measurement/added',
        ruler: { id: 'r', rect: { x: 0, y: 0, width: NaN, height: 1 }, label: '', visible: true },
      },
    ],
    ['a three-digit colour', { ...meta, type: 'patch/recoloured', patchId: 'p1', color: '#fff' }],
    ['a named colour', { ...meta, type: 'patch/recoloured', patchId: 'p1', color: 'green' }],
    ['a note of 2001 characters', { ...meta, type: 'patch/noted', patchId: 'p1', note: 'x'.repeat(2001) }],
    ['a note with a control character', { ...meta, type: 'patch/noted', patchId: 'p1', note: 'bell\u0007' }],
    [
      'a region without height',
      { ...meta, type: 'patch/added', patch: { ...region, size: { x: 0, y: 0, width: 5 } } },
    ],
    ['a point with a size', { ...meta, type: 'patch/added', patch: { ...region, isPoint: true } }],
    ['a resize to zero', { ...meta, type: 'patch/resized', patchId: 'p1', width: 0, height: 10 }],
  ])('refuses %s', (_, candidate) => {
    expect(viewerEventSchema.safeParse(candidate).success).toBe(false);
  });

  it('refuses any generated event with its colour, note or zoom broken', () => {
    const broken = eventArbitrary
      .filter((event) => ['patch/recoloured', 'patch/noted', 'viewport/changed'].includes(event.type))
      .chain((event) =>
        fc.constantFrom<unknown>(
          event.type === 'patch/recoloured' ? { ...event, color: event.color.slice(1) } : null,
          event.type === 'patch/noted' ? { ...event, note: `${event.note}${'n'.repeat(2001)}` } : null,
          event.type === 'viewport/changed' ? { ...event, zoom: -event.zoom } : null,
        ),
      )
      .filter((candidate) => candidate !== null);
    fc.assert(
      fc.property(broken, (candidate) => {
        expect(viewerEventSchema.safeParse(candidate).success).toBe(false);
      }),
    );
  });

  it('accepts a note of exactly 2000 characters with line breaks and tabs', () => {
    const note = `line one\n\tline two\r\n${'x'.repeat(1980)}`.slice(0, 2000);
    expect(patchSchema.safeParse({ ...region, note }).success).toBe(true);
  });

  it('gives a ruler mode straight by default (spec 3.8)', () => {
    const parsed = viewerEventSchema.parse({
      ...meta,
      type: 'measurement/added',
      ruler: { id: 'r1', rect: { x: 0, y: 0, width: 3, height: 4 }, label: '5.000 μm', visible: true },
    });
    expect(parsed.type === 'measurement/added' && parsed.ruler.mode).toBe('straight');
  });

  it('reads a whole log and refuses one with a bad entry', () => {
    const log = [
      { ...meta, type: 'mode/delete', on: true },
      { ...meta, id: 'e2', type: 'viewport/home' },
    ];
    expect(viewerLogSchema.parse(log)).toEqual(log);
    expect(viewerLogSchema.safeParse([...log, { ...meta, type: 'mode/delete' }]).success).toBe(false);
  });

  it('sorts events into document, viewport and measurement kinds', () => {
    const kinds = (event: ViewerEvent) => [
      isDocumentEvent(event),
      isViewportEvent(event),
      isMeasurementEvent(event),
    ];
    expect(kinds({ ...meta, type: 'measurement/cleared' })).toEqual([true, false, true]);
    expect(kinds({ ...meta, type: 'patch/moved', patchId: 'p', x: 1, y: 2 })).toEqual([true, false, false]);
    expect(kinds({ ...meta, type: 'patch/activated', patchId: null })).toEqual([false, false, false]);
    expect(kinds({ ...meta, type: 'slide/selected', index: 2 })).toEqual([false, true, false]);
    expect(kinds({ ...meta, type: 'mode/measurement', mode: 'STRAIGHT' })).toEqual([false, false, false]);
  });

  it("counts as document events exactly the contract's annotation event types (openapi.yaml)", () => {
    // The annotations endpoint stores what undo walks over: the two lists are written in two places.
    const types = viewerEventSchema.options.map((option) => option.shape.type.value);
    const documentTypes = types.filter((type) => isDocumentEvent({ ...meta, type } as ViewerEvent));
    expect(documentTypes.sort()).toEqual([...schemas.zAnnotationEventType.options].sort());
  });
});
