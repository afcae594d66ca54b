/**
 * A reading session that goes on (decision 150): signing out the last case of My Cases lands on My Cases with
 * the notice; Next case from a Deep Zoom slide to a slide read through the TIFF route ends its loading pill once
 * the slide is drawn.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe-scan';
import { openSignedReport, signedOutNotice } from './sign-out';
import { apiToken } from './viewer-cases';

interface Listed {
  caseID: string;
  caseRecordId: string;
  /** The case's first slide: whether its link carries a Deep Zoom copy; null without a slide. */
  deepZoom: boolean | null;
}

/** My Cases as the provider sees it, in its order, each case with what its first slide is. */
async function myCases(page: Page, request: APIRequestContext, mockUrl: string): Promise<Listed[]> {
  await page.goto('/selectedCases?pageSize=100');
  const order = await page.getByRole('table', { name: 'My Cases' }).getByRole('rowheader').allTextContents();
  const headers = { Authorization: `Bearer ${await apiToken(request, 'provider')}` };
  const list = await request.get(`${mockUrl}/api/cases?assignedToMe=true&pageSize=100`, { headers });
  const items = ((await list.json()) as { data: { items: Array<{ caseID: string; caseRecordId: string }> } })
    .data.items;
  return Promise.all(
    order.map(async (recordId) => {
      const { caseID } = items.find((item) => item.caseRecordId === recordId)!;
      const detail = await request.get(`${mockUrl}/api/cases/${caseID}`, { headers });
      const { slides } = (
        (await detail.json()) as {
          data: { slides: Array<{ subsections: Array<{ images: Array<{ fileContent: string }> }> }> };
        }
      ).data;
      const blob = slides.flatMap((s) => s.subsections.flatMap((b) => b.images))[0]?.fileContent;
      if (!blob) return { caseID, caseRecordId: recordId, deepZoom: null };
      const link = await request.get(`${mockUrl}/api/wsi/get-download-link/${blob}`, { headers });
      const data = ((await link.json()) as { data: { dziTileSourceObject: unknown } }).data;
      return { caseID, caseRecordId: recordId, deepZoom: Boolean(data.dziTileSourceObject) };
    }),
  );
}

test.describe('sign-out goes on; Next case draws its slide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('signing out the last case of My Cases lands on My Cases with the notice and the report link', async ({
    page,
    loginAs,
    mockUrl,
  }) => {
    await loginAs('provider');
    const last = (await myCases(page, page.request, mockUrl)).at(-1)!;
    await page.goto(`/pathologist/pd-case-view/${last.caseID}`);
    await page.getByLabel('Primary diagnosis').fill('Benign breast tissue.');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Sign out case ${last.caseRecordId}?` })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page).toHaveURL('/selectedCases');
    await signedOutNotice(page, last);
    await expect(page.getByRole('table', { name: 'My Cases' }).getByRole('rowheader')).not.toContainText([
      last.caseRecordId,
    ]);
    await expectNoSeriousViolations(page, 'My Cases after the last sign-out');
    await openSignedReport(page, last);
    // Said once: My Cases again has no notice.
    await page.goto('/selectedCases');
    await expect(page.locator('[data-flash]')).toHaveCount(0);
  });

  test('Next case from a Deep Zoom slide to a TIFF-route slide: the pill goes once the slide is drawn', async ({
    page,
    loginAs,
    mockUrl,
  }) => {
    await loginAs('provider');
    const cases = await myCases(page, page.request, mockUrl);
    const at = cases.findIndex((item, i) => item.deepZoom === true && cases[i + 1]?.deepZoom === false);
    expect(at, 'My Cases has a Deep Zoom case followed by a TIFF-route one').toBeGreaterThanOrEqual(0);
    const [from, to] = [cases[at]!, cases[at + 1]!];
    await page.goto(`/pathologist/pd-case-view/${from.caseID}`);
    const viewer = page.getByTestId('viewer');
    const pill = page.getByTestId('loading-overlay');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await expect(pill).toHaveCount(0);
    const next = page.getByTestId('next-case');
    await expect(next).toHaveAttribute('aria-label', `Next case: ${to.caseRecordId}`);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Diagnose case ${to.caseRecordId}`);
    await expect(viewer).toHaveAttribute('data-source', 'tiff', { timeout: 30_000 });
    await expect(viewer).toHaveAttribute('data-loading', 'false');
    await expect(pill).toHaveCount(0);
  });
});
