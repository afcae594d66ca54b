/** The page's snapshot links: the app's own route for each image. */
import { describe, expect, it } from 'vitest';
import { snapshotOf, snapshotPath, type AnnotationPatch } from './snapshots';

const patch = (over: Partial<AnnotationPatch> = {}): AnnotationPatch => ({
  id: 'p1',
  note: 'Atypical glands',
  color: '#7cfc00',
  isPoint: false,
  size: { x: 1000, y: 800, width: 500, height: 250 },
  widthInClient: 300,
  ...over,
});

const SLIDE = {
  imageId: 'blob-demo-01',
  slideName: 'slide-1.svs',
  width: 4000,
  height: 3000,
  mpp: 0.25,
  magnification: 40,
};

describe('snapshotPath', () => {
  it('links the app’s own route for the image', () => {
    const snapshot = snapshotOf(patch(), SLIDE)!;
    expect(snapshotPath('case-0001', snapshot)).toBe(
      '/final-report/case-0001/snapshots/blob-demo-01?x=1000&y=800&width=500&height=250&outWidth=300',
    );
  });
});
