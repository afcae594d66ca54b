/**
 * The admins' Billing screens (decision 039), through the browser as an admin: create a billing record
 * for a signed-out case (the CPT codes checked as the contract's), edit it in dollars, invoice it (its money
 * fields then shown disabled with the reason) and mark it paid; void a Draft with a reason; the list's totals
 * follow the search and filters as the API adds them up; and the export of a filter reads back as that filter.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { expect, test, hydrated } from './fixtures';
import { apiToken } from './viewer-cases';
import { parseCsv } from './csv-read';

interface ApiRecord {
  id: string;
  invoiceNumber: string;
  status: string;
  billingComponent: number;
  amountCents: number;
  case: { caseID: string };
}
interface ApiTotal {
  currency: string;
  records: number;
  amountCents: number;
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, 'admin');
  const response = await request.get(`${E2E_MOCK_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Every record of a filter as the API lists it (newest first), and its totals. */
async function apiBilling(request: APIRequestContext, query: string) {
  const items: ApiRecord[] = [];
  let totals: ApiTotal[] = [];
  for (let page = 1; ; page++) {
    const data = await apiGet<{ items: ApiRecord[]; totalPages: number; totals: ApiTotal[] }>(
      request,
      `/api/billing?pageSize=100&page=${page}&${query}`,
    );
    items.push(...data.items);
    totals = data.totals;
    if (page >= data.totalPages) return { items, totals };
  }
}

/** A signed-out case without a live record for some component: what the test bills. */
async function unbilledCase(request: APIRequestContext) {
  const { items: records } = await apiBilling(request, '');
  const cases = await apiGet<{ items: Array<{ caseID: string; caseRecordId: string }> }>(
    request,
    '/api/cases?status=SignOutCompleted&pageSize=100',
  );
  for (const item of cases.items) {
    const component = [0, 1, 2].find(
      (c) =>
        !records.some(
          (b) => b.case.caseID === item.caseID && b.billingComponent === c && b.status !== 'Void',
        ),
    );
    if (component !== undefined) return { ...item, component };
  }
  throw new Error('No signed-out case left to bill');
}

const COMPONENTS = ['Professional Component (PC)', 'Technical Component (TC)', 'Global/Whole Case (PC+TC)'];
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const flash = (page: Page) => page.locator('[data-flash="success"]');
const actions = (page: Page) => page.getByRole('group', { name: 'Billing actions' });
const status = (page: Page) => page.locator('[data-slot="status-badge"]').first();

async function lifecycleStep(page: Page, label: string, done: string) {
  await actions(page).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(flash(page)).toHaveText(done);
}

/** The totals panel's USD figure. */
const usdTotal = (page: Page) => page.getByTestId('billing-total-USD');

test('an admin bills a signed-out case, edits it in dollars, invoices it and marks it paid; totals and export follow the filter', async ({
  page,
  loginAs,
  request,
}) => {
  const target = await unbilledCase(request);
  await loginAs('admin');
  await page.goto('/billings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
  const all = await apiBilling(request, '');
  await expect(usdTotal(page)).toContainText(usd(all.totals.find((t) => t.currency === 'USD')!.amountCents));
  await page.getByRole('link', { name: 'Create Billing' }).click();

  // Create: the case chosen by search, the amount in dollars, the payer, CPT codes checked one by one.
  await expect(page).toHaveURL('/create-billing');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Signed-out case' }).click();
  await page.getByPlaceholder('Search by case record ID, patient or facility…').fill(target.caseRecordId);
  await page.getByRole('option', { name: new RegExp(target.caseRecordId) }).click();
  await page
    .getByRole('combobox', { name: 'Billing component' })
    .selectOption({ label: COMPONENTS[target.component]! });
  await page.getByRole('textbox', { name: 'Amount (dollars)' }).fill('1,234.56');
  await page.getByRole('combobox', { name: 'Payer' }).click();
  await page.getByPlaceholder('Search payers…').fill('Aetna');
  await page.getByRole('option', { name: 'Aetna' }).click();
  const cpt = page.getByRole('textbox', { name: 'CPT codes' });
  await cpt.fill('88305, 8830A');
  await page.getByRole('button', { name: 'Create billing record' }).click();
  await expect(page.getByText('8830A is not a CPT code', { exact: false })).toBeVisible();
  await cpt.fill('88305, 0001u');
  await page.getByRole('button', { name: 'Create billing record' }).click();

  await expect(page).toHaveURL(/\/billing-detail\/bill-\d+$/);
  await expect(flash(page)).toHaveText(/^Billing record INV-\d{4}-\d{6} created\.$/);
  const invoice = /INV-\d{4}-\d{6}/.exec((await flash(page).textContent())!)![0];
  const detailUrl = page.url();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(invoice);
  await expect(page.getByText('$1,234.56')).toBeVisible();
  await expect(page.getByText('88305, 0001U')).toBeVisible();
  await expect(page.getByRole('link', { name: target.caseRecordId })).toHaveAttribute(
    'href',
    `/case/${target.caseID}`,
  );
  await expect(status(page)).toHaveText('Draft');

  // Edit while Draft: the amount shows as dollars and saves as cents.
  await actions(page).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Billing');
  await expect(page.getByRole('textbox', { name: 'Amount (dollars)' })).toHaveValue('1234.56');
  await page.getByRole('textbox', { name: 'Amount (dollars)' }).fill('2,000');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Checked against the <b>report</b>.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(flash(page)).toHaveText(`Your changes to ${invoice} were saved.`);
  await expect(page.getByText('$2,000.00')).toBeVisible();
  await expect(page.getByText('Checked against the <b>report</b>.')).toBeVisible();

  // The lifecycle: invoiced, the money fields are fixed (shown disabled, with the reason); then paid, final.
  await lifecycleStep(page, 'Invoice', `${invoice} was invoiced.`);
  await expect(status(page)).toHaveText('Invoiced');
  await page.goto(detailUrl.replace('/billing-detail/', '/edit-billing/'));
  await expect(page.getByRole('textbox', { name: 'Amount (dollars)' })).toBeDisabled();
  await expect(page.getByText(/This record is Invoiced: its amount, currency/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
  await page.goBack();
  await lifecycleStep(page, 'Mark paid', `${invoice} was marked paid.`);
  await expect(status(page)).toHaveText('Paid');
  await expect(actions(page).getByRole('button')).toHaveCount(0);

  // Totals follow the search: typed in the list's search box, the record alone.
  await page.goto('/billings');
  await page.getByRole('searchbox', { name: 'Search Billing' }).fill(invoice);
  await expect(page).toHaveURL(new RegExp(`search=${invoice}`));
  await expect(usdTotal(page)).toContainText('$2,000.00');
  await expect(usdTotal(page)).toContainText('1 record');

  // A filter: the record's component and Paid. Totals and the export are the API's for that filter.
  await page.getByRole('searchbox', { name: 'Search Billing' }).fill('');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Paid');
  await page
    .getByRole('combobox', { name: 'Billing component' })
    .selectOption({ label: COMPONENTS[target.component]! });
  await expect(page).toHaveURL(/status=Paid/);
  await expect(page).toHaveURL(new RegExp(`billingComponent=${target.component}`));
  const filtered = await apiBilling(request, `status=Paid&billingComponent=${target.component}`);
  const filteredUsd = filtered.totals.find((t) => t.currency === 'USD')!;
  await expect(usdTotal(page)).toContainText(usd(filteredUsd.amountCents));
  await expect(usdTotal(page)).toContainText(`${filteredUsd.records} record`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^billing-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual([
    'Invoice number',
    'Case',
    'Patient',
    'Facility',
    'Billing component',
    'CPT codes',
    'Payer',
    'Amount',
    'Currency',
    'Status',
    'Service date',
    'Created',
  ]);
  expect(rows.map((row) => row[0])).toEqual(filtered.items.map((b) => b.invoiceNumber));
  expect(new Set(rows.map((row) => row[9]))).toEqual(new Set(['Paid']));
  const mine = rows.find((row) => row[0] === invoice)!;
  expect(mine.slice(4, 9)).toEqual([COMPONENTS[target.component], '88305, 0001U', 'Aetna', '2000', 'USD']);
});

test('an admin voids a Draft with a reason, and the Draft totals change', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('admin');
  await page.goto('/billings?status=Draft');
  const before = await apiBilling(request, 'status=Draft');
  const draft = before.items[0]!;
  const beforeUsd = before.totals.find((t) => t.currency === 'USD')!;
  await expect(usdTotal(page)).toContainText(`${beforeUsd.records} record`);
  await page.getByRole('link', { name: `View ${draft.invoiceNumber}` }).click();

  await actions(page).getByRole('button', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Reason for voiding' }).fill('Entered twice.');
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(flash(page)).toHaveText(`${draft.invoiceNumber} was voided.`);
  await expect(page.getByText('Entered twice.')).toBeVisible();

  await page.goto('/billings?status=Draft');
  const after = await apiBilling(request, 'status=Draft');
  expect(after.items).toHaveLength(before.items.length - 1);
  const afterUsd = after.totals.find((t) => t.currency === 'USD');
  await expect(usdTotal(page)).toContainText(usd(afterUsd?.amountCents ?? 0));
});
