/**
 * bench:viewer's archive line (decision 158): the same slide — the CMU-1 region — opened from its Deep Zoom copy
 * and from a real Orthanc by DICOMweb (dicomized into a three-level pyramid), runs taken in turn; the route start
 * → first tile drawn (`viewer:case-open`) of each, medians, and archive/Deep Zoom as a ratio (of the medians, and
 * the median of each run's pair). Printed with the load average, never asserted.
 *
 * The archive's side is the product's own path (decisions 164, 170): the demo facility's Interfaces name the
 * Orthanc as its DICOMweb archive, a case of that facility has the series attached to its block and is sent out,
 * and the viewer reads the series through the mock's signed proxy in front of it (the bench's mock allows
 * loopback destinations). Both sides get their links from the viewer route's loader.
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { ARCHIVE_DRAFT } from '../mock-server/testing/archive-draft';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { archiveWithCmu1, type ArchiveSeries } from '../tests/archive/archive-link';
import { archiveMissing, type Orthanc } from '../tests/archive/orthanc';
import { quantile } from './lib';
import { loggedInPage, openViewerAt } from './viewer-bench-page';

export const ARCHIVE_BLOB = 'blob-aperio-cmu-1-small-region';

interface ArchiveBench {
  browser: Browser;
  app: string;
  api: string;
  account: string;
  target: { caseId: string; index: number };
  runs: number;
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const median = (values: number[]) => quantile(values, 0.5);

/**
 * A case of the demo facility whose one block holds `series` from its own archive (`orthanc`), sent out: the
 * facility's Interfaces set to the archive, the case created, the series attached, the case sent out.
 */
async function caseFromArchive(api: string, orthanc: Orthanc, series: ArchiveSeries): Promise<string> {
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const login = await call('POST', '/api/users/login', null, {
    email: 'facility@demo.test',
    password: DEMO_PASSWORD,
  });
  const token = login.token as string;
  await call('PUT', '/api/me/facility-account/interfaces', token, {
    dicomweb: { baseUrl: orthanc.dicomWeb },
  });
  const created = await call('POST', '/api/cases', token, ARCHIVE_DRAFT);
  const caseId = created.caseID as string;
  const block = (created.slides as Array<{ subsections: Array<{ id: string }> }>)[0]!.subsections[0]!.id;
  await call('POST', `/api/cases/${caseId}/subsections/${block}/archive-series`, token, {
    studyInstanceUid: series.studyInstanceUid,
    seriesInstanceUid: series.seriesInstanceUid,
  });
  await call('POST', `/api/cases/${caseId}/send-out`, token);
  return caseId;
}

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
    const archiveCaseId = await caseFromArchive(bench.api, orthanc, series);
    const visit = async (archive: boolean) => {
      const page = await loggedInPage(bench.browser, bench.app, bench.account);
      try {
        if (archive) await openViewerAt(page, bench.app, archiveCaseId, 0);
        else await openViewerAt(page, bench.app, bench.target.caseId, bench.target.index);
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
    console.log("  (route start → first tile drawn; the archive's frames through the mock's signed proxy)");
  } finally {
    await orthanc.stop();
  }
}
