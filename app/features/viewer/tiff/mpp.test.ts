import { describe, expect, it } from 'vitest';
import { aperioMpp, FALLBACK_MPP, magnificationFor, readMpp } from '../../../../formats/mpp';

const APERIO =
  'Aperio Image Library v11.2.1 \r\n46000x32914 [42673,5576 2220x2967] (240x240) JPEG/RGB Q=30;' +
  'Aperio Image Library v10.0.51\r\n46920x33014 [0,100 46000x32914] (256x256) JPEG/RGB Q=30|AppMag = 20|' +
  'StripeWidth = 2040|ScanScope ID = CPAPERIOCS|Filename = CMU-1|MPP = 0.4990|Left = 25.691574';

describe('microns per pixel from the file', () => {
  it("reads Aperio's MPP from the ImageDescription", () => {
    expect(aperioMpp(APERIO)).toBe(0.499);
    expect(readMpp({ description: APERIO })).toEqual({ mpp: { x: 0.499, y: 0.499 }, mppFromFile: true });
  });

  it('does not take AppMag or another field ending in MPP for it', () => {
    expect(aperioMpp('Aperio Image Library|AppMag = 20|XMPP = 3')).toBeNull();
  });

  it('reads XResolution/YResolution in pixels per centimetre (NDPI: 43826 px/cm → 0.2282 µm)', () => {
    const { mpp, mppFromFile } = readMpp({
      xResolution: [43826, 1],
      yResolution: [43826, 1],
      resolutionUnit: 3,
    });
    expect(mppFromFile).toBe(true);
    expect(mpp.x).toBeCloseTo(0.2282, 4);
    expect(mpp.y).toBeCloseTo(0.2282, 4);
  });

  it('reads pixels per inch, the TIFF default unit, with different x and y', () => {
    const { mpp } = readMpp({ xResolution: [50800, 1], yResolution: [101600, 2] });
    expect(mpp).toEqual({ x: 0.5, y: 0.5 });
    expect(readMpp({ xResolution: 50800, yResolution: 25400, resolutionUnit: 2 }).mpp).toEqual({
      x: 0.5,
      y: 1,
    });
  });

  it('ignores the 72 dpi a writer fills in by default and falls back to 0.5', () => {
    const fallback = { mpp: { x: FALLBACK_MPP, y: FALLBACK_MPP }, mppFromFile: false };
    expect(readMpp({ xResolution: [72, 1], yResolution: [72, 1], resolutionUnit: 2 })).toEqual(fallback);
    // synthetic-pyramid-boxes.tiff: 72 dpi written as 28.35 px/cm.
    expect(readMpp({ xResolution: [14861707, 524288], resolutionUnit: 3 })).toEqual(fallback);
  });

  it('falls back to 0.5 when the file records nothing, no unit, or nonsense', () => {
    const fallback = { mpp: { x: 0.5, y: 0.5 }, mppFromFile: false };
    expect(readMpp({})).toEqual(fallback);
    expect(
      readMpp({ description: 'Aperio Image Library v11.0.37\r\n4443x3567 (256x256) J2K/KDU Q=70' }),
    ).toEqual(fallback);
    expect(readMpp({ xResolution: [20040, 1], resolutionUnit: 1 })).toEqual(fallback);
    expect(readMpp({ xResolution: [0, 0], resolutionUnit: 3 })).toEqual(fallback);
    expect(readMpp({ description: 'Aperio|MPP = 0' })).toEqual(fallback);
  });

  it('prefers the Aperio value to resolution tags', () => {
    expect(readMpp({ description: APERIO, xResolution: [43826, 1], resolutionUnit: 3 }).mpp.x).toBe(0.499);
  });

  it('gives the magnification as 10 / mpp', () => {
    expect(magnificationFor(0.5)).toBe(20);
    expect(magnificationFor(0.25)).toBe(40);
    expect(magnificationFor(0.499)).toBeCloseTo(20.04, 2);
  });
});
