/**
 * Issue 49's pages (decision 106): the facility's Interfaces (the HL7 endpoint saved, a test message answered by a
 * listener), and the structured part of a report: filled in the reading workspace, the sign-out refused while a
 * required item is empty, then signed out; the result reaches the facility's listener and its delivery log says
 * acknowledged. Each test starts from the seed (the mock is reset), and stops the listener it started.
 */
import type { APIRequestContext } from '@playwright/test';
import { startListener } from '../../mock-server/interop/listener';
import { expect, hydrated, test } from './fixtures';
import { apiToken } from './viewer-cases';

/** This run's MLLP listener port (E2E_MLLP_PORT; each engineer's run its own). */
const MLLP_PORT = Number(process.env.E2E_MLLP_PORT ?? 5155);
const BREAST = 'Breast, core needle biopsy: invasive carcinoma';

interface CaseItem {
  caseID: string;
  caseRecordId: string;
  type: { name: string };
}

/** A surgical case of the demo facility, picked up by the demo provider through the API. */
async function assignedSurgicalCase(request: APIRequestContext, mockUrl: string): Promise<CaseItem> {
  const facility = { Authorization: `Bearer ${await apiToken(request, 'facility')}` };
  const provider = { Authorization: `Bearer ${await apiToken(request, 'provider')}` };
  const list = await request.get(
    `${mockUrl}/api/cases?createdByMyFacility=true&status=Available&pageSize=100`,
    { headers: facility },
  );
  for (const item of ((await list.json()) as { data: { items: CaseItem[] } }).data.items) {
    const detail = await request.get(`${mockUrl}/api/cases/${item.caseID}`, { headers: facility });
    if (((await detail.json()) as { data: CaseItem }).data.type.name !== 'surgical') continue;
    const picked = await request.post(`${mockUrl}/api/cases/${item.caseID}/pick-up`, { headers: provider });
    if (picked.ok()) return item;
  }
  throw new Error('No available surgical case of the demo facility can be picked up by the demo provider');
}

test.describe('interop pages (issue 49)', () => {
  test('Interfaces: the facility saves its HL7 endpoint and a test message comes back acknowledged', async ({
    page,
    loginAs,
  }) => {
    const listener = await startListener(MLLP_PORT, 'AA', 'Test accepted');
    try {
      await loginAs('facility');
      await page.goto('/facility-account/interfaces');
      await hydrated(page);
      await page.getByLabel('Send results to this endpoint').check();
      await page.getByRole('button', { name: 'Save endpoint' }).click();
      await expect(page.getByText('Enter the host results are sent to.')).toBeVisible();
      await page.getByLabel('Host').fill('127.0.0.1');
      await page.getByLabel('Port').fill(String(MLLP_PORT));
      await page.getByRole('button', { name: 'Save endpoint' }).click();
      await expect(page.getByText('The HL7 endpoint was saved.').first()).toBeVisible();

      await page.getByRole('button', { name: 'Send test message' }).click();
      await expect(page.getByTestId('test-message-result')).toContainText('Acknowledged (AA): Test accepted');
      expect(listener.received).toHaveLength(1);

      // The credential: rotated after a confirm, shown once.
      await page.getByRole('button', { name: 'Rotate credential' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate credential' }).click();
      await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
      await expect(page.getByTestId('new-credential')).not.toBeEmpty();
    } finally {
      await listener.stop();
    }
  });

  test('the structured part: saved with the draft, sign-out refused without a required item, then the ORU is acknowledged', async ({
    page,
    request,
    mockUrl,
    loginAs,
  }) => {
    test.slow(); // two roles, a sign-out and a delivery
    const listener = await startListener(MLLP_PORT, 'AA', 'Result filed');
    try {
      const facility = { Authorization: `Bearer ${await apiToken(request, 'facility')}` };
      const saved = await request.put(`${mockUrl}/api/me/facility-account/interfaces`, {
        headers: facility,
        data: {
          hl7: {
            enabled: true,
            host: '127.0.0.1',
            port: MLLP_PORT,
            receivingApplication: 'LIS',
            receivingFacility: 'DEMO',
          },
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const item = await assignedSurgicalCase(request, mockUrl);

      await loginAs('provider');
      await page.goto(`/pathologist/pd-case-view/${item.caseID}`);
      await hydrated(page);
      const status = page.getByRole('status').filter({ hasText: /draft|Saving|saved|Unsaved/i });
      await page.getByLabel('Primary diagnosis').fill('Invasive carcinoma of no special type, grade 2.');
      await page.getByLabel('Structured template').selectOption({ label: BREAST });
      await page
        .getByLabel('Histologic type')
        .selectOption({ label: 'Invasive carcinoma of no special type (ductal)' });
      await page
        .getByRole('group', { name: 'Histologic grade (Nottingham)' })
        .getByLabel('Grade 2 (score 6–7)')
        .check();
      await page.getByLabel('Largest invasive focus in a core (mm)').fill('12');
      await expect(status).toHaveText(/^Draft saved at /);

      // Reloaded, the part is as it was typed.
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel('Structured template')).toHaveValue('breast-core-biopsy');
      await expect(page.getByLabel('Largest invasive focus in a core (mm)')).toHaveValue('12');

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(
        page.getByText('Answer the required items: Ductal carcinoma in situ, Lymphovascular invasion.'),
      ).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page
        .getByRole('group', { name: 'Ductal carcinoma in situ' })
        .getByLabel('Not identified')
        .check();
      await page.getByRole('group', { name: 'Lymphovascular invasion' }).getByLabel('Not identified').check();
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(`/final-report/${item.caseID}`);
      const table = page.getByRole('table', { name: BREAST });
      await expect(table.getByRole('row', { name: /Histologic grade \(Nottingham\)/ })).toContainText(
        'Grade 2 (score 6–7)',
      );

      // The result reached the listener, and the facility's log says so.
      await expect.poll(() => listener.received.length).toBe(1);
      await loginAs('facility');
      await page.goto('/deliveries');
      const row = page.getByRole('row', { name: new RegExp(item.caseRecordId) });
      await expect(row).toContainText('ORU^R01');
      await expect(row).toContainText('Acknowledged');
      await expect(row).toContainText('AA: Result filed');
    } finally {
      await listener.stop();
    }
  });
});
