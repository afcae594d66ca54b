/**
 * Sampled QA through the UI (docs/quality.md, decision 084), in one flow: an admin sets a case type's
 * sampling rate to 100 % (a bad rate is refused first), a provider signs a case of that type out, the reviewer the
 * rules chose (read from the admin's report, whoever it is) finds a blinded QA task without the signer or the
 * diagnosis and records their own diagnosis (the blind read), then sees the signer's diagnosis beside it, unnamed
 * (after a reload too), grades a major discordance, then sees the signer beside the grade; the admin sees the discordance on /admin/quality with the signer's follow-up task.
 */
import { expectNoSeriousViolations } from './axe-scan';
import { expectFits } from './layout-fit';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs, expect, test } from './fixtures';
import { openSignedReport } from './sign-out';
import { apiToken } from './viewer-cases';

const DIAGNOSIS = 'Skin, shave biopsy: seborrheic keratosis, irritated type.';
const OWN_READ = 'Skin, shave biopsy: superficial basal cell carcinoma.';
const COMMENT = 'Nests of basaloid cells with peripheral palisading on the second level.';

interface Json<T> {
  data: T;
}
interface CaseRow {
  caseID: string;
  caseRecordId: string;
  type: { name: string; displayName: string };
  facility: { id: string };
  assignedProvider: { id: string; name: string } | null;
}

async function getJson<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as Json<T>).data;
}

async function logInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await signInAs(page, email);
}

/**
 * An Assigned surgical or dermatopathology case of a facility in WA or outside the US, assigned to an active
 * provider other than the demo provider (so the demo provider, licensed in WA, may review it whatever the seed
 * gives the others), with the signer's e-mail.
 */
async function caseToSignOut(request: APIRequestContext, mockUrl: string, token: string) {
  for (const type of ['dermatopathology', 'surgical']) {
    const page = await getJson<{ items: CaseRow[] }>(
      request,
      `${mockUrl}/api/cases?status=Assigned&type=${type}&pageSize=100`,
      token,
    );
    for (const item of page.items) {
      if (!item.assignedProvider || item.assignedProvider.id === 'usr-provider') continue;
      const facility = await getJson<{ state: string | null; country: string }>(
        request,
        `${mockUrl}/api/accounts/${item.facility.id}`,
        token,
      ).catch(() => null);
      if (!facility || (facility.country === 'US' && facility.state !== 'WA')) continue;
      const signer = await getJson<{ email: string; status: string }>(
        request,
        `${mockUrl}/api/users/${item.assignedProvider.id}`,
        token,
      );
      if (signer.status === 'Active') return { item, signerEmail: signer.email };
    }
  }
  throw new Error('The seed has no case for this test.');
}

test('sampled QA: a rate of 100 %, a sign-out, a blind read, the comparison, a major discordance, the follow-up', async ({
  page,
  mockUrl,
}) => {
  test.slow(); // three people, four pages
  const adminToken = await apiToken(page.request, 'admin', mockUrl);
  const { item, signerEmail } = await caseToSignOut(page.request, mockUrl, adminToken);
  const signerName = item.assignedProvider!.name;
  try {
    await test.step('the admin samples every signed-out case of the type', async () => {
      await logInAs(page, 'admin@demo.test');
      await page.goto('/admin/quality');
      const rate = page.getByRole('textbox', { name: `${item.type.displayName} Sampling rate` });
      await rate.fill('101');
      await page.getByRole('button', { name: 'Save sampling rates' }).click();
      await expect(page.getByText('Enter a rate from 0 to 100 %.')).toBeVisible();
      await rate.fill('100');
      await page.getByRole('button', { name: 'Save sampling rates' }).click();
      await expect(page.locator('#main-content').getByText('QA sampling rates saved.')).toBeVisible();
      await expect(rate).toHaveValue('100');
    });

    await test.step('the provider signs the case out', async () => {
      await logInAs(page, signerEmail);
      await page.goto(`/pathologist/pd-case-view/${item.caseID}`);
      await page.getByLabel('Primary diagnosis').fill(DIAGNOSIS);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: `Sign out case ${item.caseRecordId}?` });
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await openSignedReport(page, item);
    });

    // Whoever the rules chose: the report's open review of this case names the reviewer and the task (the newest
    // open review: on the largest page, decision 108).
    const report = await getJson<{
      open: Array<{ caseId: string; reviewer: { id: string } | null; task: { id: string } | null }>;
    }>(page.request, `${mockUrl}/api/admin/quality?pageSize=100`, adminToken);
    const sample = report.open.find((s) => s.caseId === item.caseID);
    expect(sample?.reviewer, 'an eligible reviewer').toBeTruthy();
    const reviewer = await getJson<{ email: string }>(
      page.request,
      `${mockUrl}/api/users/${sample!.reviewer!.id}`,
      adminToken,
    );
    let followUp = '';

    await test.step('the reviewer reads blind, compares unnamed, grades, then sees the signer', async () => {
      await logInAs(page, reviewer.email);
      await page.goto(`/pathologist/qa-task?taskId=${sample!.task!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Blinded QA review of ${item.caseRecordId}`,
      );
      await expect(page.getByRole('note')).toContainText('step 1 of 3');
      const main = page.getByRole('main');
      await expect(main.getByText(item.caseRecordId, { exact: true })).toBeVisible();
      await expect(main).not.toContainText(signerName);
      await expect(main).not.toContainText(DIAGNOSIS);
      await expect(page.getByRole('region', { name: 'Grade' })).toHaveCount(0);
      const read = page.getByRole('region', { name: 'Your blind read' });
      await read.getByRole('button', { name: 'Record my diagnosis' }).click();
      await expect(
        read.getByText('Write your own diagnosis: the blind read records your read of the case.'),
      ).toBeVisible();
      await read.getByLabel('Your diagnosis').fill(OWN_READ);
      await read.getByRole('button', { name: 'Record my diagnosis' }).click();

      // Step 2 (after a reload too: the step is the server's): the signer's diagnosis beside mine, unnamed.
      const compare = page.getByRole('region', { name: 'Compare' });
      await expect(compare.getByText(DIAGNOSIS)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('note')).toContainText('Step 2 of 3');
      await expect(compare.getByText(OWN_READ)).toBeVisible();
      await expect(compare.getByText(DIAGNOSIS)).toBeVisible();
      await expect(main).not.toContainText(signerName);
      await expect(read).toHaveCount(0);
      // Step 2 is no page of the a11y visits (it needs a blind read): axe and the layout at 390 px here.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousViolations(page, 'step 2 at 390 px');
      await expectFits(page, 'step 2 at 390 px');
      await page.setViewportSize({ width: 1280, height: 800 });
      const grade = page.getByRole('region', { name: 'Grade' });
      await grade.getByLabel('Major discrepancy').check();
      await grade.getByLabel('Comment').fill(COMMENT);
      await grade.getByRole('button', { name: 'Submit grade' }).click();
      await expect(page.getByText('QA review submitted.').first()).toBeVisible();

      // Step 3: the signer named beside the grade.
      const result = page.getByRole('region', { name: 'QA result' });
      await expect(result.getByText('Major discrepancy')).toBeVisible();
      await expect(result.getByText(OWN_READ)).toBeVisible();
      await expect(result.getByText(signerName)).toBeVisible();
      await expect(result.getByText(DIAGNOSIS)).toBeVisible();
    });

    await test.step('the admin sees the discordance and the signer’s follow-up', async () => {
      await logInAs(page, 'admin@demo.test');
      await page.goto('/admin/quality');
      const discordances = page.getByRole('region', { name: /^Major discordances/ });
      const row = discordances.getByRole('row').filter({ hasText: item.caseRecordId });
      await expect(row).toContainText(signerName);
      await expect(row).toContainText(COMMENT);
      await expect(row).toContainText('Open');
      const link = row.getByRole('link', { name: /^TSK-/ });
      followUp = (await link.textContent())!;
      const downloading = page.waitForEvent('download');
      await discordances.getByRole('link', { name: 'Export CSV of Major discordances' }).click();
      const csv = await (await downloading).createReadStream();
      let text = '';
      for await (const chunk of csv) text += String(chunk);
      expect(text).toContain(`${item.caseRecordId},`);
      expect(text).toContain(followUp);
      await link.click();
      await expect(page).toHaveURL(/\/task-detail\/task-\d+$/);
      const main = page.getByRole('main');
      await expect(main).toContainText(`Follow up the QA discordance on ${item.caseRecordId}`);
      await expect(main).toContainText('if warranted, add an addendum');
      await expect(main).toContainText(signerName);
    });
  } finally {
    await page.request.put(`${mockUrl}/api/admin/quality/settings`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { rates: [{ caseType: item.type.name, ratePercent: 0 }] },
    });
  }
});
