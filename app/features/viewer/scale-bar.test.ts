import { describe, expect, it } from 'vitest';
import { magnificationOf, metricLabel, niceCeil, scaleBarFor } from './scale-bar';

describe('scale bar', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0.7, 1, 1.2, 2.5, 6, 37.5, 150].map(niceCeil)).toEqual([1, 1, 2, 5, 10, 50, 200]);
  });

  it('is at least 150 px wide with a round length from the mpp', () => {
    // 0.25 µm/px at 1:1 → 150 px is 37.5 µm → 50 µm, drawn 200 px wide.
    expect(scaleBarFor(0.25, 1)).toEqual({ micrometres: 50, widthPx: 200, label: '50 μm' });
    // Zoomed out 100×: 3750 µm → 5 mm.
    expect(scaleBarFor(0.25, 0.01)).toMatchObject({ micrometres: 5000, label: '5 mm' });
    // Zoomed in 4× on 0.5 µm/px: 18.75 µm → 20 µm, 160 px.
    expect(scaleBarFor(0.5, 4)).toEqual({ micrometres: 20, widthPx: 160, label: '20 μm' });
  });

  it('has no bar for an unusable scale', () => {
    expect(scaleBarFor(0, 1)).toBeNull();
    expect(scaleBarFor(0.25, 0)).toBeNull();
    expect(scaleBarFor(Number.NaN, 1)).toBeNull();
  });

  it('labels lengths in metric units', () => {
    expect(metricLabel(0.5)).toBe('500 nm');
    expect(metricLabel(2)).toBe('2 μm');
    expect(metricLabel(2000)).toBe('2 mm');
    expect(metricLabel(5_000_000)).toBe('5 m');
  });

  it('derives the magnification as 10 / mpp', () => {
    expect(magnificationOf(0.25)).toBe(40);
    expect(magnificationOf(0.5)).toBe(20);
  });
});
