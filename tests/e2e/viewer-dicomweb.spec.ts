/**
 * A slide kept in a DICOMweb archive (decisions 152, 153, 158): the viewer tour's first slide, whose link is
 * rewritten to name a series of a real Orthanc (the CMU-1 region, dicomized into a three-level pyramid). The
 * link's root is on the app's origin, in the shape the mock's signed proxy gives, and every request under it is
 * answered here: with Orthanc's own bytes, or with the archive's failure a test needs. The path through the
 * mock's proxy itself, from a facility's archive, is case-from-archive.spec.ts's.
 */
import type { Page, Route } from '@playwright/test';
import { type ArchiveSeries, archiveWithCmu1, forwardTo, linkToSeries } from '../archive/archive-link';
import { archiveMissing, type Orthanc } from '../archive/orthanc';
import { expect, test, type MockControl } from './fixtures';
import { assignedTour } from './viewer-cases';
import { drag, drawnShare, mainPane, rulersIn, slideShown, tool } from './viewer-page';

const missing = archiveMissing();

/** Spec 9's units for a ruler's length (µm, or mm from 1000 µm), 3 decimals. */
const expectedLength = (micrometres: number) =>
  micrometres >= 1000 ? `${(micrometres / 1000).toFixed(3)} mm` : `${micrometres.toFixed(3)} μm`;

/** Opens the tour with its first slide's link naming `series` under a root whose requests `answer` handles. */
async function openFromArchive(
  page: Page,
  mock: MockControl,
  baseURL: string,
  series: ArchiveSeries,
  answer: (route: Route, path: string) => Promise<void>,
) {
  const found = await assignedTour(page.request);
  const blobId = found.images[0]!.fileContent!;
  await linkToSeries(page, baseURL, blobId, series, answer);
  // The route's loader puts the first links in the page (decision 049); one refused call there (a 404, which
  // the API client does not retry) leaves the first slide's link to the page's own request, rewritten above.
  await mock.fault({ path: `/api/wsi/get-download-link/${blobId}`, times: 1, fault: { status: 404 } });
  await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
}

test.describe('a slide read from its DICOMweb archive', () => {
  test.skip(missing !== null, missing ?? '');
  let orthanc: Orthanc;
  let series: ArchiveSeries;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ orthanc, series } = await archiveWithCmu1());
  });
  test.afterAll(async () => orthanc?.stop());

  test.beforeEach(async ({ loginAs }) => {
    await loginAs('provider');
  });

  test("draws the series before the slide's Deep Zoom copy, and measures in µm at its pixel spacing", async ({
    page,
    mock,
    baseURL,
  }) => {
    const paths: string[] = [];
    const forward = forwardTo(orthanc);
    await openFromArchive(page, mock, baseURL!, series, async (route, path) => {
      paths.push(path.replace(/\/instances\/[0-9.]+\//, '/instances/{sop}/'));
      await forward(route, path);
    });
    await slideShown(page, { source: /^dicomweb$/ });
    await expect.poll(() => drawnShare(page)).toBeGreaterThan(0.3);
    await expect(page.getByTestId('scale-bar')).toBeVisible();
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-mpp', String(series.mpp));
    // The tour's slide is made at 0.25 µm/px: the series' own spacing (about 0.499) is another.
    expect(series.mpp).toBeCloseTo(0.499, 3);
    // Nothing of the Deep Zoom copy was asked for: metadata, then frames. Right after the metadata, the first
    // tile's frames (all 12 of the 555 × 742 level) in one request, and no probe of a frame before them.
    const study = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}`;
    expect(paths[0]).toBe(`${study}/metadata`);
    expect(paths[1]).toBe(
      `${study}/instances/{sop}/frames/${Array.from({ length: 12 }, (_, i) => i + 1).join(',')}`,
    );
    expect(paths.slice(1).every((path) => /^.+\/instances\/\{sop\}\/frames\/\d+(,\d+)*$/.test(path))).toBe(
      true,
    );

    const pane = mainPane(page);
    await tool(page, 'Toggle Measurement Mode').click();
    await drag(page, pane, [-90, -50], [70, 40]);
    await expect(rulersIn(pane)).toHaveCount(1);
    const ruler = rulersIn(pane).first();
    const read = async (name: string) => Number(await ruler.getAttribute(`data-${name}`));
    const [width, height] = [await read('width'), await read('height')];
    expect(width).toBeGreaterThan(0);
    await expect(ruler.getByTestId('ruler-label')).toHaveText(
      expectedLength(Math.hypot(width * series.mpp, height * series.mpp)),
    );
  });

  test("says the DICOM route's sentence when the archive answers 502, and tries no copy", async ({
    page,
    mock,
    baseURL,
    allowConsoleErrors,
  }) => {
    // The browser reports the refused request on the console: this test's premise.
    allowConsoleErrors(/status of 502/);
    const paths: string[] = [];
    await openFromArchive(page, mock, baseURL!, series, async (route, path) => {
      paths.push(path);
      await route.fulfill({
        status: 502,
        contentType: 'text/plain',
        body: 'The image archive did not answer.',
      });
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Failed to load slide: the DICOM file could not be read. It may be corrupted or invalid.',
    );
    await expect(page.getByTestId('viewer')).not.toHaveAttribute('data-source', /.+/);
    expect(paths).toEqual([
      `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`,
    ]);
  });
});
