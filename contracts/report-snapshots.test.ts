/** Patch snapshots: the rectangle asked of the API, its width, magnification and scale bar. */
import { describe, expect, it } from 'vitest';
import {
  MAX_SNAPSHOT_WIDTH,
  MIN_SNAPSHOT_WIDTH,
  POINT_CROP_PX,
  patchRegion,
  snapshotOf,
} from './report-snapshots';
import { SLIDE, patch } from './report-fixtures';

describe('patchRegion', () => {
  it('asks for a region patch’s rectangle at the width it had on screen', () => {
    expect(patchRegion(patch(), SLIDE)).toEqual({ x: 1000, y: 800, width: 500, height: 250, outWidth: 300 });
  });

  it('keeps the width between the minimum and the rectangle, and under the cap', () => {
    expect(patchRegion(patch({ widthInClient: 60 }), SLIDE)!.outWidth).toBe(MIN_SNAPSHOT_WIDTH);
    expect(patchRegion(patch({ widthInClient: 2000 }), SLIDE)!.outWidth).toBe(500);
    const big = patch({ size: { x: 0, y: 0, width: 3000, height: 2000 }, widthInClient: 2000 });
    expect(patchRegion(big, SLIDE)!.outWidth).toBe(MAX_SNAPSHOT_WIDTH);
  });

  it('crops a square around a point, inside the image', () => {
    expect(
      patchRegion(patch({ isPoint: true, size: { x: 2000, y: 1500 }, widthInClient: 0 }), SLIDE),
    ).toMatchObject({
      x: 2000 - POINT_CROP_PX / 2,
      y: 1500 - POINT_CROP_PX / 2,
      width: POINT_CROP_PX,
      height: POINT_CROP_PX,
    });
    const corner = patchRegion(patch({ isPoint: true, size: { x: 10, y: 3990 }, widthInClient: 0 }), SLIDE)!;
    expect(corner.x).toBe(0);
    expect(corner.y + corner.height).toBeLessThanOrEqual(3000);
  });
});

describe('snapshotOf', () => {
  it('gives the magnification shown and a scale bar from the slide’s µm per pixel', () => {
    const snapshot = snapshotOf(patch(), SLIDE)!;
    expect(snapshot).toMatchObject({
      widthPx: 300,
      heightPx: 150,
      magnification: '24×',
      note: 'Atypical glands',
    });
    // 300 px for 500 level-0 px at 0.25 µm: 0.4167 µm per snapshot pixel; ≥ 100 px (a third) → 50 µm.
    expect(snapshot.scaleBar!.label).toBe('50 μm');
    expect(snapshot.scaleBar!.widthPx).toBeCloseTo(120);
  });

  it('assumes 0.25 µm per pixel when the slide records none', () => {
    const snapshot = snapshotOf(patch(), { ...SLIDE, mpp: null, magnification: null })!;
    expect(snapshot.magnification).toBe('24×');
    expect(snapshot.scaleBar!.label).toBe('50 μm');
  });

  it('marks a point where it is in its crop, a region not at all', () => {
    expect(snapshotOf(patch(), SLIDE)!.marker).toBeNull();
    const centred = snapshotOf(
      patch({ isPoint: true, size: { x: 2000, y: 1500 }, widthInClient: 0 }),
      SLIDE,
    )!;
    expect(centred.marker).toEqual({ x: 0.5, y: 0.5 });
    const corner = snapshotOf(patch({ isPoint: true, size: { x: 0, y: 0 }, widthInClient: 0 }), SLIDE)!;
    expect(corner.marker).toEqual({ x: 0, y: 0 });
  });
});
