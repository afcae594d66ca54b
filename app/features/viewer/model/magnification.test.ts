import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { magnificationOf, scaleBarFor } from '../scale-bar';
import { MAGNIFICATION_UNKNOWN, magnificationLabel, trueMagnification } from './magnification';

const mpp = fc.double({ min: 0.05, max: 50, noNaN: true });
const zoom = fc.double({ min: 1e-4, max: 64, noNaN: true });

describe('true magnification', () => {
  it('is the objective power times the screen pixels per image pixel', () => {
    // 0.25 µm/px is 40× at one screen pixel per image pixel; the home view of a large slide is far less.
    expect(trueMagnification({ magnification: 40, known: true }, 1)).toBe(40);
    expect(trueMagnification({ magnification: 40, known: true }, 0.255)).toBeCloseTo(10.2);
    expect(magnificationLabel(trueMagnification({ magnification: 40, known: true }, 0.255))).toBe('≈ 10.2×');
    expect(magnificationLabel(40)).toBe('≈ 40×');
    expect(magnificationLabel(123.4)).toBe('≈ 123×');
    expect(magnificationLabel(0.04)).toBe('≈ 0.04×');
  });

  it('is unknown without the slide’s scale, or for an unusable zoom', () => {
    expect(trueMagnification({ magnification: 40, known: false }, 1)).toBeNull();
    expect(trueMagnification({ magnification: 40, known: true }, 0)).toBeNull();
    expect(trueMagnification({ magnification: 40, known: true }, Number.NaN)).toBeNull();
    expect(magnificationLabel(null)).toBe(MAGNIFICATION_UNKNOWN);
  });

  it('grows in proportion to the zoom', () => {
    fc.assert(
      fc.property(mpp, zoom, fc.double({ min: 1.01, max: 8, noNaN: true }), (m, z, factor) => {
        const scale = { magnification: magnificationOf(m), known: true };
        const before = trueMagnification(scale, z)!;
        const after = trueMagnification(scale, z * factor)!;
        expect(after / before).toBeCloseTo(factor, 9);
      }),
    );
  });

  it('agrees with the scale bar: 10 µm per objective power is one screen pixel per micrometre at 10×', () => {
    fc.assert(
      fc.property(mpp, zoom, (m, z) => {
        const magnification = trueMagnification({ magnification: magnificationOf(m), known: true }, z)!;
        const bar = scaleBarFor(m, z)!;
        // The bar's pixels per metre (1,000,000 / mpp × zoom) is 100,000 × the magnification.
        const metres =
          Number.parseFloat(bar.label) *
          { nm: 1e-9, μm: 1e-6, mm: 1e-3, m: 1, km: 1e3 }[bar.label.split(' ')[1]!]!;
        expect(bar.widthPx / metres / 1e5 / magnification).toBeCloseTo(1, 2);
      }),
    );
  });

  it('labels every figure “≈ N×”, N the value to within rounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e4, noNaN: true }), (value) => {
        const label = magnificationLabel(value);
        const match = /^≈ (\d+(?:\.\d+)?)×$/.exec(label);
        expect(match).not.toBeNull();
        const shown = Number(match![1]);
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(Math.max(0.05, value * 0.005) + 1e-9);
      }),
    );
  });
});
