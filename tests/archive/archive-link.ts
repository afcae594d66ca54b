/**
 * A slide link pointed at a series of a test archive, in a Playwright page (the archive route's e2e test and its
 * bench line): the page's slide-link answers rewritten to name the series under a root on the app's origin (the
 * shape of the mock's signed proxy, decision 153), and each request under that root answered by `answer`, e.g.
 * with Orthanc's own bytes (`forwardTo`).
 */
import type { Page, Route } from '@playwright/test';
import { rewriteSlideLinks } from '../e2e/rewrite-links';
import { dicomize, fixturePath, startOrthanc, type Orthanc } from './orthanc';

/** The archive's one series, and level 0's µm per pixel from its Pixel Spacing (the column spacing, mm). */
export interface ArchiveSeries {
  studyInstanceUid: string;
  seriesInstanceUid: string;
  mpp: number;
}

type DicomJson = Record<string, { Value?: unknown[] }>;
const first = (dataset: DicomJson | undefined, tag: string) => dataset?.[tag]?.Value?.[0];

export async function onlySeries(orthanc: Orthanc): Promise<ArchiveSeries> {
  const get = async (path: string) => {
    const response = await fetch(`${orthanc.dicomWeb}${path}`, {
      headers: { Accept: 'application/dicom+json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Orthanc answered ${response.status} to ${path}`);
    return (await response.json()) as DicomJson[];
  };
  const [series] = await get('/series');
  const studyInstanceUid = first(series, '0020000D') as string;
  const seriesInstanceUid = first(series, '0020000E') as string;
  const instances = await get(`/studies/${studyInstanceUid}/series/${seriesInstanceUid}/metadata`);
  // Level 0: the instance with the widest total pixel matrix (0048,0006).
  const widest = (instance: DicomJson) => Number(first(instance, '00480006') ?? 0);
  const level0 = instances.sort((a, b) => widest(b) - widest(a))[0];
  // Shared Functional Groups (5200,9229) → Pixel Measures (0028,9110) → Pixel Spacing (0028,0030).
  const measures = first(first(level0, '52009229') as DicomJson, '00289110') as DicomJson;
  const spacing = measures['00280030']!.Value as number[];
  return { studyInstanceUid, seriesInstanceUid, mpp: Number(spacing[1]) * 1000 };
}

/**
 * An archive holding the CMU-1 region as a three-level pyramid, and its series. The sides are crossed: Orthanc
 * 1.10's dicomizer swaps them in Pixel Spacing (web-pyramid.test.ts). Stop the archive when done.
 */
export async function archiveWithCmu1(): Promise<{ orthanc: Orthanc; series: ArchiveSeries }> {
  const orthanc = await startOrthanc();
  try {
    await dicomize(orthanc, fixturePath('aperio-CMU-1-Small-Region.svs'), [
      '--pyramid=1',
      '--levels=3',
      '--imaged-width=1.480533',
      '--imaged-height=1.10778',
    ]);
    return { orthanc, series: await onlySeries(orthanc) };
  } catch (error) {
    await orthanc.stop();
    throw error;
  }
}

/** Answers a request under the root with the archive's own answer, as the proxy streams it. */
export const forwardTo =
  (orthanc: Orthanc) =>
  async (route: Route, path: string): Promise<void> => {
    try {
      const response = await route.fetch({
        url: `${orthanc.dicomWeb}${path}`,
        headers: { accept: route.request().headers().accept ?? '*/*' },
      });
      await route.fulfill({ response });
    } catch (error) {
      // The page closed while its request was forwarded (a bench visit ends at its first tile, while the
      // viewer still reads the finer levels): nobody waits for that answer any more.
      if (/disposed|closed/i.test(String(error))) return;
      // The archive did not answer (a time-out under load): a failed request to the page, as the proxy's 502
      // would be, rather than an error thrown in the test's or bench's process.
      await route.abort('failed').catch(() => undefined);
    }
  };

/**
 * Makes `blobId`'s slide link, as the page fetches it (`/viewer/links`), name `series` under a root on the app's
 * origin, whose requests `answer` handles (`path`: what follows the root). `series` null: the answers pass
 * unchanged (a run of the same slide's own route that pays the same interception). Returns the root.
 */
export async function linkToSeries(
  page: Page,
  appUrl: string,
  blobId: string,
  series: ArchiveSeries | null,
  answer: (route: Route, path: string) => Promise<void>,
): Promise<string> {
  const root = `${appUrl}/slides/${blobId}/dicomweb/4102444800/test-signature`;
  await page.route(`${root}/**`, (route) => answer(route, route.request().url().slice(root.length)));
  await rewriteSlideLinks(page, (links) => {
    const link = links[blobId];
    if (!link || !series) return;
    const { studyInstanceUid, seriesInstanceUid } = series;
    link.dicomweb = { wadoRsRoot: root, studyInstanceUid, seriesInstanceUid };
  });
  return root;
}
