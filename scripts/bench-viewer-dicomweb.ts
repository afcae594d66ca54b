/**
 * bench:viewer's archive line (decision 158): the same slide — the CMU-1 region — opened from its Deep Zoom copy
 * and from a real Orthanc by DICOMweb (dicomized into a three-level pyramid), runs taken in turn; the route start
 * → first tile drawn (`viewer:case-open`) of each, medians, and archive/Deep Zoom as a ratio (of the medians, and
 * the median of each run's pair). Printed with the load average, never asserted.
 *
 * Both sides get the slide's link the same way: the loader's call for it is refused once (a QA fault), so the
 * page asks for it and Playwright passes the answer on (rewritten to name the series on the archive's side).
 * Archive requests go through Playwright too, forwarded to Orthanc (tests/archive/archive-link.ts): one
 * interception per request standing in for the mock's same-origin proxy, which is not in this build.
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { archiveWithCmu1, forwardTo, linkToSeries } from '../tests/archive/archive-link';
import { archiveMissing } from '../tests/archive/orthanc';
import { quantile } from './lib';
import { loggedInPage, openViewerAt } from './viewer-bench-page';

export const ARCHIVE_BLOB = 'blob-aperio-cmu-1-small-region';

interface ArchiveBench {
  browser: Browser;
  app: string;
  api: string;
  /** The mock's QA token (X-Mock-Token), for the fault. */
  qaToken: string;
  account: string;
  target: { caseId: string; index: number };
  runs: number;
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const median = (values: number[]) => quantile(values, 0.5);

/** The route start → first tile drawn of one visit, and which route drew it. */
async function caseOpen(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('viewer:case-open', 'measure')[0]?.duration ?? null,
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

export async function benchArchiveRoute(bench: ArchiveBench): Promise<void> {
  const label = 'archive route (the CMU-1 region from Orthanc by DICOMweb, beside its Deep Zoom copy)';
  const missing = archiveMissing();
  if (missing) {
    console.log(`\n${label}: skipped — ${missing}`);
    return;
  }
  const { orthanc, series } = await archiveWithCmu1();
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  try {
    const forward = forwardTo(orthanc);
    const visit = async (archive: boolean) => {
      const page = await loggedInPage(bench.browser, bench.app, bench.account);
      try {
        await linkToSeries(page, bench.app, ARCHIVE_BLOB, archive ? series : null, forward);
        const fault = await fetch(`${bench.api}/__mock/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Mock-Token': bench.qaToken },
          body: JSON.stringify({
            path: `/api/wsi/get-download-link/${ARCHIVE_BLOB}`,
            times: 1,
            fault: { status: 404 },
          }),
        });
        if (!fault.ok) throw new Error(`the mock refused the fault: ${fault.status}`);
        await openViewerAt(page, bench.app, bench.target.caseId, bench.target.index);
        const duration = await caseOpen(page);
        const source = await page.getByTestId('viewer').getAttribute('data-source');
        const expected = archive ? 'dicomweb' : 'deepzoom';
        if (source !== expected) throw new Error(`drawn by the ${source} route, not ${expected}`);
        return duration;
      } finally {
        await page.context().close();
      }
    };
    // One visit of each first, not counted: the servers and the archive past their first requests.
    await visit(true);
    await visit(false);
    const archive: number[] = [];
    const deepZoom: number[] = [];
    const pairs: number[] = [];
    for (let run = 0; run < bench.runs; run++) {
      // Which side goes first alternates: neither always meets the machine the other left behind.
      const order = run % 2 ? [false, true] : [true, false];
      const taken: Partial<Record<'archive' | 'deepZoom', number>> = {};
      for (const side of order) {
        const duration = await visit(side).catch((error: unknown) => {
          console.log(
            `  (a visit gave up: ${error instanceof Error ? error.message.split('\n')[0] : error})`,
          );
          return null;
        });
        if (duration !== null) taken[side ? 'archive' : 'deepZoom'] = duration;
      }
      if (taken.archive !== undefined) archive.push(taken.archive);
      if (taken.deepZoom !== undefined) deepZoom.push(taken.deepZoom);
      if (taken.archive !== undefined && taken.deepZoom !== undefined)
        pairs.push(taken.archive / taken.deepZoom);
    }
    const ratio = (median(archive) / median(deepZoom)).toFixed(2);
    console.log(`\n${label} — load average ${load()}`);
    console.log(
      `  ${'first tile, archive'.padEnd(20)} median ${ms(median(archive))}   p95 ${ms(quantile(archive, 0.95))}` +
        `   Deep Zoom ${ms(median(deepZoom))}   ${ratio}x   paired ${median(pairs).toFixed(2)}x` +
        `   (n=${archive.length}/${deepZoom.length})`,
    );
    console.log('  (route start → first tile drawn; the slide link from the page on both sides)');
  } finally {
    await orthanc.stop();
  }
}
