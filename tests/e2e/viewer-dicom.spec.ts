/**
 * DICOM whole-slide images in the viewer (decision 048): the two shared DICOM fixtures of the viewer tour (a
 * three-file series and a single file) read by HTTP Range in the DICOM worker, and a DICOM file cut short.
 */
import type { Page } from '@playwright/test';

import { dicomFile, wsiDataSet } from '../../formats/dicom/test-dicom';
import { expect, test } from './fixtures';
import { type FoundCase, assignedTour, uploadIntoTour } from './viewer-cases';
import { drawnShare } from './viewer-page';

// The suite's last files (alphabetical): their tests spread over the workers, so none idles at the end
// while the other runs a whole file (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

async function openSlide(page: Page, caseID: string, index: number) {
  await page.goto(`/viewer?caseId=${caseID}`);
  const viewer = page.getByTestId('viewer');
  await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(`^Slide ${index + 1}:`) }).click();
  await expect(viewer).toHaveAttribute('data-slide-index', String(index));
}

test.describe('DICOM slides in the viewer', () => {
  let found: FoundCase;

  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs('provider');
    found = await assignedTour(page.request);
  });

  for (const [name, blobId, files] of [
    ['the CMU-1 series (three files: volume, label, overview)', 'blob-dicom-cmu1-small-region-jpeg', 3],
    [
      'the TCGA single file (no ImageType, no Pixel Spacing)',
      'blob-dicom-wsi-tcga-xk-aaju-ts1-small-dicom',
      1,
    ],
  ] as const) {
    test(`draws ${name} through the DICOM route`, async ({ page }) => {
      const index = found.images.findIndex((image) => image.fileContent === blobId);
      test.skip(index < 0, 'the DICOM fixtures (../shared) are not prepared on this machine');
      const ranges: string[] = [];
      const paths = new Set<string>();
      // The slide's own bytes (its thumbnail, derived by the mock from the smallest level, is an image).
      const ownBytes = new RegExp(`/slides/${blobId}/(file|instances/\\d+)$`);
      page.on('request', (request) => {
        if (!ownBytes.test(new URL(request.url()).pathname)) return;
        ranges.push(request.headers().range ?? 'none');
        paths.add(new URL(request.url()).pathname);
      });
      await openSlide(page, found.caseData.caseID, index);
      const viewer = page.getByTestId('viewer');
      await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
      await expect(viewer).toHaveAttribute('data-source', 'dicom');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect.poll(() => drawnShare(page)).toBeGreaterThan(0.3);
      await expect(page.getByTestId('scale-bar')).toBeVisible();
      // The side menu shows the slide's thumbnail, not the placeholder.
      const thumbnail = page.locator(`img[src*="/slides/${blobId}/thumbnail.jpg"]`).first();
      await expect(thumbnail).toBeVisible();
      await expect
        .poll(() =>
          thumbnail.evaluate((image: HTMLImageElement) => Math.max(image.naturalWidth, image.naturalHeight)),
        )
        .toBe(256);
      // Every byte came by Range, never the whole file.
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.filter((range) => !/^bytes=\d+-\d+$/.test(range))).toEqual([]);
      // A series is read from every instance its link names (the link's file and `instanceLinks`).
      expect([...paths].sort()).toEqual([
        `/slides/${blobId}/file`,
        ...Array.from({ length: files - 1 }, (_, n) => `/slides/${blobId}/instances/${n}`),
      ]);
    });
  }

  test('says a DICOM file cut short is incomplete', async ({ page, loginAs }) => {
    // A written DICOM slide (native RGB frames), cut short, uploaded by an admin into the tour case's first block.
    const frames = new Uint8Array(4 * 256 * 256 * 3).fill(180);
    const whole = dicomFile(wsiDataSet({ width: 500, height: 400, tile: 256, frames: 4 }), {
      native: frames,
    });
    const truncated = Buffer.from(whole.subarray(0, Math.floor(whole.length * 0.6)));
    const tour = await uploadIntoTour(page.request, {
      name: 'cut-short.dcm',
      mimeType: 'application/dicom',
      buffer: truncated,
    });

    await loginAs('provider');
    // The upload is the block's second image: slide 2.
    await openSlide(page, tour.caseData.caseID, 1);
    await expect(page.getByTestId('slide-title')).toContainText('cut-short.dcm');
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Failed to load slide: the DICOM file is incomplete or corrupted.',
    );
  });
});
