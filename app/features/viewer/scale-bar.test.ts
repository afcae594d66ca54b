import { describe, expect, it } from 'vitest';
import { magnificationOf, scaleBarFor, withMetricPrefix } from './scale-bar';

describe('scale bar', () => {
  it('is 1 to 2 times the minimum width, with a round metric length from the mpp', () => {
    // 0.25 µm/px at 1:1 is 4,000,000 px/m: 150 px is 37.5 µm → 50 µm, drawn 200 px wide.
    expect(scaleBarFor(0.25, 1)).toEqual({ widthPx: 200, label: '50 μm' });
    // Zoomed out 100×: 3750 µm → 5 mm.
    expect(scaleBarFor(0.25, 0.01)).toEqual({ widthPx: 200, label: '5 mm' });
    // Zoomed in 4× on 0.5 µm/px: 18.75 µm → 20 µm, 160 px.
    expect(scaleBarFor(0.5, 4)).toEqual({ widthPx: 160, label: '20 μm' });
    // The plugin's 2.5 step: 150 px is 22.2 µm → 25 µm, 168.75 px (not 50 µm at 337 px).
    expect(scaleBarFor(1 / 6.75, 1)).toEqual({ widthPx: 168.75, label: '25 μm' });
  });

  it('takes a smaller minimum width (the report snapshots)', () => {
    expect(scaleBarFor(0.25, 1, 60)).toEqual({ widthPx: 80, label: '20 μm' });
  });

  it('has no bar for an unusable scale', () => {
    expect(scaleBarFor(0, 1)).toBeNull();
    expect(scaleBarFor(0.25, 0)).toBeNull();
    expect(scaleBarFor(Number.NaN, 1)).toBeNull();
  });

  it('labels metric lengths from nanometres to kilometres', () => {
    expect(scaleBarFor(0.25, 100)?.label).toBe('500 nm');
    expect(scaleBarFor(0.25, 1e-4)?.label).toBe('500 mm');
    expect(scaleBarFor(0.25, 1e-7)?.label).toBe('500 m');
    expect(scaleBarFor(0.25, 1e-9)?.label).toBe('50 km');
    expect(withMetricPrefix(5e-5, 'm')).toBe('50 μm');
  });

  it('labels imperial lengths in thou, inches, feet and miles', () => {
    // 4,000,000 px/m is 101,600 px/in: 150 px is 1.48 thou → 2 thou at 203.2 px.
    expect(scaleBarFor(0.25, 1, 150, 'imperial')).toEqual({ widthPx: 203.2, label: '2 th' });
    expect(scaleBarFor(0.25, 0.001, 150, 'imperial')?.label).toBe('2 in');
    expect(scaleBarFor(0.25, 1e-4, 150, 'imperial')?.label).toBe('2 ft');
    expect(scaleBarFor(0.25, 1e-7, 150, 'imperial')?.label).toBe('0.25 mi');
  });

  it('labels the astronomy renderer in arcseconds, arcminutes and degrees (the same figure per arcsecond)', () => {
    expect(scaleBarFor(0.25, 1e-4, 150, 'astronomy')).toEqual({ widthPx: 200, label: '0.5"' });
    expect(scaleBarFor(0.25, 1e-7, 150, 'astronomy')?.label).toBe("10'");
    expect(scaleBarFor(0.25, 1e-9, 150, 'astronomy')?.label).toBe('20°');
  });

  it('labels the time renderer in metric seconds, then minutes, hours, days and years (plural above one)', () => {
    expect(scaleBarFor(0.25, 1, 150, 'time')?.label).toBe('50 μs');
    expect(scaleBarFor(0.25, 1e-7, 150, 'time')?.label).toBe('10 minutes');
    expect(scaleBarFor(0.25, 2e-9, 150, 'time')?.label).toBe('10 hours');
    expect(scaleBarFor(0.25, 1e-10, 150, 'time')?.label).toBe('5 days');
    expect(scaleBarFor(0.25, 2e-12, 150, 'time')?.label).toBe('1 year');
    expect(scaleBarFor(0.25, 1e-12, 150, 'time')?.label).toBe('2 years');
  });

  it('derives the magnification as 10 / mpp', () => {
    expect(magnificationOf(0.25)).toBe(40);
    expect(magnificationOf(0.5)).toBe(20);
  });
});
