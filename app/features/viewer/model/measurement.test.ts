import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../../tests/setup/strict-console';
import {
  canRemoveRuler,
  formatLength,
  isInsideImage,
  requireMpp,
  rulerFromDrag,
  rulerLength,
} from './measurement';
import { fold, initialPaneState } from './state';

describe('formatLength (spec 9: three decimals; thresholds in µm)', () => {
  it.each([
    [0.0000005, '500.000 fm'],
    [0.000000999, '999.000 fm'],
    [0.000001, '1.000 pm'],
    [0.0005, '500.000 pm'],
    [0.000999, '999.000 pm'],
    [0.001, '1.000 nm'],
    [0.25, '250.000 nm'],
    [0.9995, '999.500 nm'],
    [1, '1.000 μm'],
    [12.3456, '12.346 μm'],
    [999.999, '999.999 μm'],
    [1000, '1.000 mm'],
    [2500, '2.500 mm'],
  ])('%s µm reads %s', (micrometres, text) => {
    expect(formatLength(micrometres)).toBe(text);
  });
});

describe('rulerLength', () => {
  const mpp = { x: 0.25, y: 0.5 };

  it('measures a straight ruler along its diagonal, whichever way it was drawn', () => {
    expect(rulerLength({ width: 12, height: 8 }, mpp, 'straight')).toEqual({
      dx: 3,
      dy: 4,
      diagonal: 5,
      label: '5.000 μm',
    });
    expect(rulerLength({ width: -12, height: -8 }, mpp, 'straight').label).toBe('5.000 μm');
  });

  it('shows a coordinate ruler as its horizontal by vertical extent', () => {
    expect(rulerLength({ width: 8000, height: 2 }, mpp, 'coordinate').label).toBe('2.000 mm × 1.000 μm');
  });
});

describe('requireMpp (spec 5, 8: console only)', () => {
  it('passes an mpp with both axes above zero', () => {
    expect(requireMpp({ x: 0.499, y: 0.499 })).toEqual({ x: 0.499, y: 0.499 });
  });

  it.each([null, undefined, {}, { x: 0.25 }, { x: 0, y: 0.25 }, { x: 0.25, y: -1 }, { x: NaN, y: 1 }])(
    'refuses %j with a console error and no start',
    (mpp) => {
      expect(requireMpp(mpp)).toBeNull();
      expect(takeConsoleErrors()).toEqual([expect.stringContaining('Invalid mpp')]);
    },
  );
});

describe('rulerFromDrag (spec 4.5)', () => {
  const mpp = { x: 1, y: 1 };

  it('makes a visible ruler from press to release, labelled with its length', () => {
    expect(
      rulerFromDrag({ id: 'r1', mode: 'straight', start: { x: 10, y: 10 }, end: { x: 13, y: 6 }, mpp }),
    ).toEqual({
      id: 'r1',
      mode: 'straight',
      rect: { x: 10, y: 10, width: 3, height: -4 },
      label: '5.000 μm',
      visible: true,
    });
  });

  it('makes nothing of a press that never moved, or of a line without width or height', () => {
    const at = { x: 4, y: 4 };
    expect(rulerFromDrag({ id: 'r', mode: 'straight', start: at, end: at, mpp })).toBeNull();
    expect(rulerFromDrag({ id: 'r', mode: 'coordinate', start: at, end: { x: 9, y: 4 }, mpp })).toBeNull();
  });
});

describe('canRemoveRuler (spec 5, 8: console only)', () => {
  const withRuler = fold(initialPaneState, {
    type: 'measurement/added',
    id: 'e1',
    at: 1,
    origin: 'user',
    ruler: {
      id: 'r1',
      mode: 'straight',
      rect: { x: 0, y: 0, width: 1, height: 1 },
      label: '',
      visible: true,
    },
  });

  it('allows removing a ruler that exists', () => {
    expect(canRemoveRuler(withRuler, 'r1')).toBe(true);
  });

  it('refuses a missing id or an unknown ruler with a console error', () => {
    expect(canRemoveRuler(withRuler, '')).toBe(false);
    expect(canRemoveRuler(withRuler, 'r9')).toBe(false);
    expect(takeConsoleErrors()).toEqual(['No ruler ID provided', 'No ruler found with ID r9']);
  });
});

describe('isInsideImage', () => {
  it('is true on and within the image edges only', () => {
    const image = { width: 100, height: 50 };
    expect(
      [
        { x: 0, y: 0 },
        { x: 100, y: 50 },
        { x: 40, y: 20 },
      ].map((p) => isInsideImage(p, image)),
    ).toEqual([true, true, true]);
    expect(
      [
        { x: -1, y: 0 },
        { x: 0, y: 51 },
      ].map((p) => isInsideImage(p, image)),
    ).toEqual([false, false]);
  });
});
