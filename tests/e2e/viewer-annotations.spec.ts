/**
 * Annotations belong to the case (decision 029): a ruler and a patch note drawn by the assigned provider are
 * saved to the backend and shown to a second browser opening the same slide; a signed-out case shows its
 * annotations read-only, the tools off with the reason in their tooltip.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, findCase, isViewerTour } from './viewer-cases';
import { mainPane, slideShown, tool } from './viewer-page';
import { E2E_MOCK_URL } from '../../playwright.config';

async function patchesOn(page: Page) {
  await tool(page, 'Toggle Annotation Patches').click();
  await expect(page.getByTestId('viewer')).toHaveAttribute('data-patch-mode', 'true');
}

test('a ruler and a patch note reach a second browser; a signed-out case is read-only', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  await loginAs('provider');
  const token = await apiToken(page.request);
  const found = await findCase(page.request, token, 'assignedToMe=true&status=Assigned', isViewerTour);
  const caseId = found.caseData.caseID;
  const imageId = found.images[0]!.fileContent!;
  await page.goto(`/viewer?caseId=${caseId}`);
  await slideShown(page, { anyAlert: true });

  // A ruler, dragged across the middle of the slide.
  await tool(page, 'Toggle Measurement Mode').click();
  const area = (await mainPane(page).getByTestId('ruler-layer').boundingBox())!;
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  await page.mouse.move(centre.x - 120, centre.y - 80);
  await page.mouse.down();
  await page.mouse.move(centre.x - 20, centre.y - 10, { steps: 8 });
  await page.mouse.up();
  await expect(mainPane(page).getByTestId('ruler')).toHaveCount(1);
  await tool(page, 'Toggle Measurement Mode').click();

  // A patch with a note, below the ruler.
  await patchesOn(page);
  await page.mouse.click(centre.x + 60, centre.y + 80);
  await expect(mainPane(page).getByTestId('patch')).toHaveCount(1);
  await page.getByLabel('Patch note').fill('Shared with the case');
  await page.getByLabel('Patch note').press('Enter');
  await expect(mainPane(page).getByTestId('patch-note')).toHaveText('Shared with the case');

  // The backend has them (saved in a batch after a short pause).
  const annotations = async () => {
    const response = await page.request.get(
      `${E2E_MOCK_URL}/api/cases/${caseId}/images/${imageId}/annotations`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const { data } = (await response.json()) as {
      data: { rulers: unknown[]; patches: Array<{ note: string }> };
    };
    return { rulers: data.rulers.length, notes: data.patches.map((p) => p.note) };
  };
  await expect.poll(annotations).toEqual({ rulers: 1, notes: ['Shared with the case'] });

  // A second browser (an admin) opens the same slide and sees both.
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await loginAs('admin', second);
    await second.goto(`/viewer?caseId=${caseId}`);
    await slideShown(second);
    await expect(mainPane(second).getByTestId('ruler')).toHaveCount(1);
    await patchesOn(second);
    await expect(mainPane(second).getByTestId('patch-note')).toHaveText('Shared with the case');
  } finally {
    await other.close();
  }

  // The provider's signed-out case: its seeded annotations are shown, the tools that change them are off.
  const signedOut = await findCase(
    page.request,
    token,
    'assignedToMe=true&status=SignOutCompleted',
    async (c) => {
      const first = c.images[0]?.fileContent;
      if (!first) return false;
      const response = await page.request.get(
        `${E2E_MOCK_URL}/api/cases/${c.caseData.caseID}/images/${first}/annotations`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      return ((await response.json()) as { data?: { revision: number } }).data?.revision !== 0;
    },
  );
  await page.goto(`/viewer?caseId=${signedOut.caseData.caseID}`);
  await slideShown(page, { anyAlert: true });
  await expect(mainPane(page).getByTestId('ruler')).toHaveCount(2);
  const measure = tool(page, 'Toggle Measurement Mode');
  await expect(measure).toBeDisabled();
  await measure.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'This case is signed out: its annotations are locked.',
  );
  await patchesOn(page);
  await expect(mainPane(page).getByTestId('patches-read-only')).toHaveText(
    'This case is signed out: its annotations are locked.',
  );
  await expect(mainPane(page).getByTestId('patch-note').first()).toHaveText('Atypical glands at the margin');
});
