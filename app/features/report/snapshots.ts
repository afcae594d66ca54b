/**
 * The page's patch snapshots: the geometry is the contract's (contracts/report-snapshots.ts, shared with the
 * backend's PDF); the page fetches each image through the app's own route.
 */
import type { ReportSnapshot } from '../../../contracts/report-snapshots';

export * from '../../../contracts/report-snapshots';

/** The app's own route that streams a snapshot's PNG (the browser never holds the API's token). */
export function snapshotPath(caseId: string, snapshot: Pick<ReportSnapshot, 'imageId' | 'region'>): string {
  const { x, y, width, height, outWidth } = snapshot.region;
  const query = new URLSearchParams({
    x: String(x),
    y: String(y),
    width: String(width),
    height: String(height),
    outWidth: String(outWidth),
  });
  return `/final-report/${encodeURIComponent(caseId)}/snapshots/${encodeURIComponent(snapshot.imageId)}?${query}`;
}
