/** The page's snapshot links: the app's own route for each image. */
import { describe, expect, it } from 'vitest';
import { SLIDE, patch } from '../../../contracts/report-fixtures';
import { snapshotOf, snapshotPath } from './snapshots';

describe('snapshotPath', () => {
  it('links the app’s own route for the image', () => {
    const snapshot = snapshotOf(patch(), SLIDE)!;
    expect(snapshotPath('case-0001', snapshot)).toBe(
      '/final-report/case-0001/snapshots/blob-demo-01?x=1000&y=800&width=500&height=250&outWidth=300',
    );
  });
});
