import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { parseCsv } from './csv-read';

const HEADER = [
  'Case Record ID',
  'Patient',
  'Facility',
  'Case Type',
  'Specimens / Images',
  'Created',
  'Status',
  'Due',
  'Due state',
  'Priority',
];
/** On screen the due state and a Rush or STAT priority share the Due column (decision 080). */
const ON_SCREEN = HEADER.filter((header) => header !== 'Due state' && header !== 'Priority');

/** The cases the API itself lists for a query, as the provider sees them: every page. */
async function apiCases(request: APIRequestContext, query: string) {
  const login = await request.post(`${E2E_MOCK_URL}/api/users/login`, {
    data: { email: ACCOUNTS.provider, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).data.token;
  const items: Array<{ caseRecordId: string; status: string }> = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`${E2E_MOCK_URL}/api/cases?pageSize=100&page=${page}&${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    items.push(...body.data.items);
    if (page >= body.data.totalPages) return items;
  }
}

async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return file;
}

/** The export's rows, cut to the header's columns. */
const csvRows = (text: string) => parseCsv(text).map((cells) => cells.slice(0, HEADER.length));

test.describe('case list export (CSV, XLSX)', () => {
  test('exports the whole current list, every page in the page’s order, as a CSV that opens', async ({
    page,
    loginAs,
    request,
  }) => {
    const expected = await apiCases(request, 'status=Available&sort=caseRecordId&order=asc');
    expect(expected.length).toBeGreaterThan(10);

    await loginAs('provider');
    await page.goto('/availableCases?sort=caseRecordId&order=asc&pageSize=10&page=2');
    await expect(page.getByRole('table', { name: 'Available Cases' }).getByRole('rowheader')).toHaveCount(10);

    const file = await download(page, 'Export CSV');
    expect(file.suggestedFilename()).toMatch(/^available-cases-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRows(await readFile((await file.path())!, 'utf8'));
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => row[0])).toEqual(expected.map((item) => item.caseRecordId));
    expect(new Set(rows.map((row) => row[6]))).toEqual(new Set(['Available']));
    expect(rows[0]![5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) UTC$/);
  });

  test('exports what the search matches as an XLSX workbook that opens', async ({
    page,
    loginAs,
    request,
  }) => {
    const mine = await apiCases(request, 'status=Assigned&assignedToMe=true');
    const recordId = mine[0]!.caseRecordId;

    await loginAs('provider');
    await page.goto(`/selectedCases?search=${encodeURIComponent(recordId)}`);
    await expect(page.getByRole('table', { name: 'My Cases' }).getByRole('rowheader')).toHaveText([recordId]);

    const file = await download(page, 'Export XLSX');
    expect(file.suggestedFilename()).toMatch(/^my-cases-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('My Cases');
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(recordId);
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(7).value).toBe('Assigned');
  });

  test('the export route checks access first and refuses an unknown format', async ({ page, loginAs }) => {
    const anonymous = await page.request.get('/availableCases/export?format=csv', { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()['location']).toBe('/login');

    await loginAs('provider');
    const refused = await page.request.get('/availableCases/export?format=pdf');
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toBe('Unknown export format. Use one of: csv, xlsx.');
  });
});

test.describe('case list on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows every case as a card of labelled values, with no sideways scrolling', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const table = page.getByRole('table', { name: 'Available Cases' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);

    const cards = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const box = tr.getBoundingClientRect();
        return {
          left: box.left,
          right: box.right,
          cells: [...tr.children].map((cell) => ({
            shown: getComputedStyle(cell, '::before').content,
            right: cell.getBoundingClientRect().right,
            text: cell.textContent,
          })),
        };
      }),
    );
    for (const card of cards) {
      expect(card.left).toBeGreaterThanOrEqual(0);
      expect(card.right).toBeLessThanOrEqual(390);
      // Every cell but the row actions' shows its column's name before its value.
      const labelled = card.cells.filter((cell) => cell.shown !== 'none' && cell.shown !== 'normal');
      expect(labelled.map((cell) => cell.shown)).toEqual(ON_SCREEN.map((label) => `"${label}"`));
      expect(card.cells).toHaveLength(ON_SCREEN.length + 1);
      for (const cell of card.cells) expect(cell.right).toBeLessThanOrEqual(390);
    }
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // Sorting stays at hand as a 'Sort by' bar of the sortable headers.
    await expect(table.getByRole('columnheader', { name: 'Case Record ID' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Case Type' })).toBeHidden();
    // Each sort link is a target of at least 24 × 24 px (WCAG 2.2's target size; its text alone is 20 px high).
    const sortLinks = await table
      .getByRole('columnheader')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => {
          const { width, height } = link.getBoundingClientRect();
          return { name: link.textContent, width, height };
        }),
      );
    expect(sortLinks.length).toBeGreaterThan(3);
    for (const link of sortLinks) {
      expect(link.width, link.name!).toBeGreaterThanOrEqual(24);
      expect(link.height, link.name!).toBeGreaterThanOrEqual(24);
    }
  });
});
