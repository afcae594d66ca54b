/**
 * A refused upload reaches the person as the product's sentence, whatever its size (decision 073): the
 * server decides from the first bytes or the declared size, then reads and drops the rest of the body before it
 * answers, so the browser gets the answer and not a reset connection ('Failed to fetch').
 *
 * - Through the page: a slide image named .dcm that is not DICOM (the browser's check knows only TIFF and JPEG;
 *   the backend refuses it on the first bytes of the first chunk).
 * - The app's upload route, as a page's script calls it: a file whose bytes are not its type, a file the API
 *   refuses before reading it (its case does not exist), a file over 20 MB, and a form over the server's
 *   100 MB body limit.
 * - Without JavaScript: files over 20 MB sent with the registration form.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SLIDE_TYPE_MESSAGE =
  'Only slide images are allowed (.jpg, .jpeg, .tif, .tiff, .ndpi, .mrxs, .isyntax, .svs, .dcm, .vms, .vmu, .scn, .vsi, .bif, .czi, .zvi, .svslide, .ome.tiff).';
const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
const KB = 1024;
const MB = 1024 * KB;

const slot = (page: Page, label: string) =>
  page.locator('[data-slot="file-field"]', { has: page.getByLabel(label, { exact: true }) });

/** Posts a multipart form from the page's own script, as the file slot does; the status and message it gets. */
async function postFromPage(page: Page, url: string, fileName: string, size: number, head: string) {
  return page.evaluate(
    async ({ url, fileName, size, head }) => {
      const bytes = new Uint8Array(size);
      for (let i = 0; i < head.length; i++) bytes[i] = head.charCodeAt(i);
      const body = new FormData();
      body.set('slot', 'labReports');
      body.set('file', new File([bytes], fileName));
      try {
        const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' } });
        const text = await response.text();
        let message = text;
        try {
          message = (JSON.parse(text) as { message: string }).message;
        } catch {
          // plain text (the server's body check)
        }
        return { status: response.status, message };
      } catch (error) {
        return { status: 0, message: String(error) };
      }
    },
    { url, fileName, size, head },
  );
}

test('a slide image that is not what its name says is refused in the product’s words, not as a network error', async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  await loginAs('facility');
  await page.goto('/upload-project');
  await page.getByLabel('Last name').fill('Refused');
  await page.getByLabel('First name').fill('Slide');
  await page.getByLabel('Birth date').fill('04/12/1967');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Case type').selectOption('surgical');
  await page.getByLabel('Slide delivery').selectOption('Upload_the_Slide_Images');
  const specimen = page.getByRole('group', { name: 'Specimen 1' });
  await specimen.getByLabel('Specimen type').fill('Excision');
  // 300 KB of markup named .dcm: well past what a connection holds unread.
  const html = Buffer.alloc(300 * KB, 0x20);
  html.write('<!doctype html><html><body>not a slide</body></html>');
  await specimen
    .getByLabel('Slide images for block 1')
    .setInputFiles({ name: 'scan.dcm', mimeType: 'application/dicom', buffer: html });
  await expect(specimen.getByRole('button', { name: 'Remove scan.dcm' })).toBeVisible();
  await page.getByRole('button', { name: 'Create case' }).click();

  await expect(page.getByText(SLIDE_TYPE_MESSAGE).first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('Network Error: Please check your internet connection and try again.'),
  ).toHaveCount(0);
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 415 \(Unsupported Media Type\)/)]);
  consoleErrors.length = 0;
});

test.describe('the app’s attachment upload route', () => {
  test('a file whose bytes are not its type answers 415 with spec 5’s sentence', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    await loginAs('facility');
    await page.goto('/upload-project');
    // 200 KB: the route judges the first bytes and refuses without sending the rest on.
    const answer = await postFromPage(page, '/cases/CASE-1/attachments/upload', 'report.pdf', 200 * KB, 'MZ');
    expect(answer).toEqual({ status: 415, message: TYPE_MESSAGE });
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 415 /)]);
    consoleErrors.length = 0;
  });

  test('a file the API refuses before reading it (no such case) answers the API’s 404 in its words', async ({
    page,
    loginAs,
  }) => {
    await loginAs('facility');
    await page.goto('/upload-project');
    // A real PDF of 2 MB: the route sends it on, and the API refuses the case before reading the file.
    const answer = await postFromPage(
      page,
      '/cases/CASE-NOBODY-HAS/attachments/upload',
      'report.pdf',
      2 * MB,
      '%PDF-1.4\n',
    );
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Case not found.');
  });

  test('a file over 20 MB answers 413 with the size sentence', async ({ page, loginAs, consoleErrors }) => {
    await loginAs('facility');
    await page.goto('/upload-project');
    const answer = await postFromPage(
      page,
      '/cases/CASE-1/attachments/upload',
      'report.pdf',
      21 * MB,
      '%PDF-1.4\n',
    );
    expect(answer).toEqual({ status: 413, message: 'The file is larger than 20 MB.' });
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 413 /)]);
    consoleErrors.length = 0;
  });

  test('a form over the server’s 100 MB limit answers 413 from the body check', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    await loginAs('facility');
    await page.goto('/upload-project');
    const answer = await postFromPage(
      page,
      '/cases/CASE-1/attachments/upload',
      'report.pdf',
      101 * MB,
      '%PDF-1.4\n',
    );
    expect(answer).toEqual({
      status: 413,
      message: 'The form is too large to send. Choose smaller files and try again.',
    });
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 413 /)]);
    consoleErrors.length = 0;
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('files over 20 MB sent with the registration form are refused under their slots, not as a reset', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // Two files over 20 MB go through the browser's file input and a whole form post: slow on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.goto('/register?type=provider');
    // Two 22 MB files: past what the form's slots take together, so the server stops keeping them midway. Given
    // as files on disk: the browser reads them itself (a buffer would be sent into the page as base64 first).
    const big = (name: string) => {
      const file = testInfo.outputPath(name);
      writeFileSync(file, Buffer.alloc(22 * MB, 0x25));
      return file;
    };
    await page.getByLabel('CV', { exact: true }).setInputFiles(big('cv.pdf'));
    await page.getByLabel('Proof of address', { exact: true }).setInputFiles(big('bill.pdf'));
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    // The first file was read past whole; the second is where the form went past its limit.
    await expect(slot(page, 'CV').getByText('The file is larger than 20 MB.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
