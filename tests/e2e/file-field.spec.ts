/**
 * The form kit's file slot in the provider registration (decision 021): a real PDF and PNG (made here) dragged
 * in or chosen, the upload's progress, the previews (the page's CSP allows them: the fixture fails any
 * violation), Remove, a renamed file refused by its bytes with spec 5's sentence, then the registration sent
 * and its documents read back through the API; the same without JavaScript; the edit form's stored documents,
 * their download, replace and remove.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { makePdf, makePng } from './sample-files';

const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
const PASSWORD = 'Microscope-2026';

const CV = {
  name: 'Lena Fischer CV Müller-检查.pdf',
  mimeType: 'application/pdf',
  buffer: makePdf('Lena Fischer, CV'),
};
const ADDRESS = { name: 'utility-bill.png', mimeType: 'image/png', buffer: makePng(24, [30, 120, 200]) };
/** A PNG renamed .pdf: the name passes, the bytes do not. */
const RENAMED = { name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: makePng(4, [200, 0, 0]) };

// --- The page ----------------------------------------------------------------------------------------------------

const slot = (page: Page, label: 'CV' | 'Proof of address') =>
  page.locator('[data-slot="file-field"]', { has: page.getByLabel(label, { exact: true }) });

/** Drops a file on a slot's drop zone, as a person dragging it from their desktop. */
async function dropFile(zone: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await zone.page().evaluateHandle(
    ({ bytes, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { bytes: [...file.buffer], name: file.name, type: file.mimeType },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function fillProvider(page: Page, email: string, { javaScript = true } = {}) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Lena');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Fischer');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-6123');
  await page.getByRole('combobox', { name: 'Specialty' }).selectOption({ label: 'Other' });
  await page.getByRole('combobox', { name: 'Work authorization' }).selectOption({ label: 'Green Card' });
  await page.getByRole('combobox', { name: 'Experience' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  if (javaScript) {
    await page.getByRole('combobox', { name: 'State or territory' }).click();
    await page.getByPlaceholder('Search by name or code…').fill('Washing');
    await page.getByRole('option', { name: 'Washington' }).click();
  } else {
    await page.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Washington' });
  }
  await fillPasswords(page);
}

async function fillPasswords(page: Page) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
}

// --- The API -----------------------------------------------------------------------------------------------------

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${E2E_MOCK_URL}/api/users/login`, { data: { email, password } });
  expect(response.status(), `login ${email}`).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The id of the registration made with this email, found as an admin finds it (listRegistrations). */
async function registrationIdOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await tokenOf(request, ACCOUNTS.admin, DEMO_PASSWORD);
  const response = await request.get(`${E2E_MOCK_URL}/api/registrations`, {
    params: { search: email },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { items } = ((await response.json()) as { data: { items: Array<{ id: string; email: string }> } })
    .data;
  const found = items.find((r) => r.email === email);
  expect(found, `a registration for ${email}`).toBeDefined();
  return found!.id;
}

interface Document {
  id: string;
  kind: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  expiresAt: string | null;
}

async function documentsOf(request: APIRequestContext, registrationId: string, token: string) {
  const response = await request.get(`${E2E_MOCK_URL}/api/registrations/providers/${registrationId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { documents: Document[] } }).data.documents;
}

async function documentBytes(
  request: APIRequestContext,
  registrationId: string,
  documentId: string,
  token: string,
) {
  const response = await request.get(
    `${E2E_MOCK_URL}/api/registrations/providers/${registrationId}/documents/${documentId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  return response.body();
}

// --- Tests -------------------------------------------------------------------------------------------------------

test('a visitor drags a PDF and a PNG into the document slots, sees them upload and previewed, and registers with them', async ({
  page,
  request,
}) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/uploads/registration-document')
      uploads.push(r.url());
  });
  await page.goto('/register?type=provider');
  const cv = slot(page, 'CV');
  const address = slot(page, 'Proof of address');
  await expect(cv.getByText('Drag a file here or browse')).toBeVisible(); // the page's script runs

  // Hold the first upload on its way, to see it under way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/uploads/registration-document', async (route) => {
    await held;
    await route.continue();
  });
  await dropFile(cv.locator('[data-slot="file-drop-zone"]'), CV);
  const progress = cv.getByRole('progressbar', { name: `Uploading ${CV.name}` });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(cv.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  release();
  await expect(progress).toBeHidden();
  await page.unroute('**/uploads/registration-document');

  const pdfPreview = cv.locator(`iframe[title="Preview of ${CV.name}"]`);
  await expect(pdfPreview).toBeVisible();
  expect(await pdfPreview.getAttribute('src')).toMatch(/^blob:/);
  await expect(cv.getByText(`${CV.name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${CV.name} uploaded.` })).toHaveCount(1);

  await dropFile(address.locator('[data-slot="file-drop-zone"]'), ADDRESS);
  const image = address.getByRole('img', { name: `Preview of ${ADDRESS.name}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);

  // Remove asks first (decision 069), then empties the slot; a PNG renamed .pdf is refused by its bytes before
  // anything is sent.
  await address.getByRole('button', { name: `Remove ${ADDRESS.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${ADDRESS.name}?` })
    .getByRole('button', { name: 'Remove file' })
    .click();
  await expect(image).toBeHidden();
  await expect(address.getByLabel('Proof of address', { exact: true })).toBeFocused();
  const sent = uploads.length;
  await address.getByLabel('Proof of address', { exact: true }).setInputFiles(RENAMED);
  await expect(address.getByText(TYPE_MESSAGE)).toBeVisible();
  await expect(address.getByLabel('Proof of address', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(uploads.length).toBe(sent);

  // Chosen with the file input (the keyboard's way in), it uploads and the message goes.
  await address.getByLabel('Proof of address', { exact: true }).setInputFiles(ADDRESS);
  await expect(image).toBeVisible();
  await expect(address.getByText(TYPE_MESSAGE)).toBeHidden();

  const email = 'lena.files@example.test';
  await fillProvider(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();

  const token = await tokenOf(request, email, PASSWORD);
  const id = await registrationIdOf(request, email);
  const documents = await documentsOf(request, id, token);
  expect(documents).toEqual([
    expect.objectContaining({
      kind: 'cv',
      fileName: CV.name,
      contentType: 'application/pdf',
      expiresAt: null,
    }),
    expect.objectContaining({ kind: 'proofOfAddress', fileName: ADDRESS.name, contentType: 'image/png' }),
  ]);
  expect(Buffer.compare(await documentBytes(request, id, documents[0]!.id, token), CV.buffer)).toBe(0);
  expect(uploads.length).toBe(3);
});

test('the upload route passes the API’s refusal on in its words, never cached', async ({ page }) => {
  // The browser's check would stop this file; the API judges the same way (declared type against the name).
  const response = await page.request.post('/uploads/registration-document', {
    multipart: { kind: 'cv', file: { name: 'cv.pdf', mimeType: 'image/png', buffer: CV.buffer } },
  });
  expect(response.status()).toBe(415);
  expect(((await response.json()) as { message: string }).message).toBe(TYPE_MESSAGE);
  expect(response.headers()['cache-control']).toBe('no-store');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the slots are file inputs the form sends; a refused file is said under its slot and nothing typed is lost', async ({
    page,
    request,
  }) => {
    await page.goto('/register?type=provider');
    const email = 'lena.nojs@example.test';
    await fillProvider(page, email, { javaScript: false });
    await page.getByLabel('CV', { exact: true }).setInputFiles(CV);
    await page.getByLabel('Proof of address', { exact: true }).setInputFiles(RENAMED);
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();

    await expect(slot(page, 'Proof of address').getByText(TYPE_MESSAGE)).toBeVisible();
    await expect(slot(page, 'CV').getByText(`Uploaded: ${CV.name}.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);

    await page.getByLabel('Proof of address', { exact: true }).setInputFiles(ADDRESS);
    await fillPasswords(page); // passwords never come back in a reply
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();

    const token = await tokenOf(request, email, PASSWORD);
    const documents = await documentsOf(request, await registrationIdOf(request, email), token);
    expect(documents.map((d) => [d.kind, d.fileName])).toEqual([
      ['cv', CV.name],
      ['proofOfAddress', ADDRESS.name],
    ]);
  });
});

test('the edit form shows the stored documents with a download link, replaces one and removes another', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('provider');
  const id = 'reg-demo-provider';
  await page.goto(`/provider-registration/edit/${id}`);
  const cv = slot(page, 'CV');
  const address = slot(page, 'Proof of address');
  await expect(cv.getByText('Drag a file here or browse')).toBeVisible();
  await cv.getByLabel('CV', { exact: true }).setInputFiles(CV);
  await address.getByLabel('Proof of address', { exact: true }).setInputFiles(ADDRESS);
  await expect(address.getByRole('img', { name: `Preview of ${ADDRESS.name}` })).toBeVisible();
  await expect(cv.locator(`iframe[title="Preview of ${CV.name}"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.').first()).toBeVisible();

  const token = await tokenOf(request, ACCOUNTS.provider, DEMO_PASSWORD);
  const stored = await documentsOf(request, id, token);
  expect(stored.map((d) => d.fileName)).toEqual([CV.name, ADDRESS.name]);

  await page.goto(`/provider-registration/edit/${id}`);
  const link = cv.getByRole('link', { name: CV.name });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  // The name whole (RFC 6266's filename*), an ASCII stand-in for clients that read only filename.
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="Lena Fischer CV [^"]*\.pdf"/,
  );
  expect(download.headers()['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent(CV.name)}`,
  );
  expect(download.headers()['cache-control']).toBe('no-store');
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await download.body(), CV.buffer)).toBe(0);

  // Someone else's document is not theirs to download.
  await loginAs('facility');
  expect((await page.request.get((await link.getAttribute('href'))!)).status()).toBe(403);
  await loginAs('provider');

  await page.goto(`/provider-registration/edit/${id}`);
  await address.getByRole('button', { name: `Remove ${ADDRESS.name}` }).click();
  const removeStored = page.getByRole('alertdialog', { name: `Remove ${ADDRESS.name}?` });
  await expect(removeStored).toContainText('once you save, it is no longer kept with this record');
  await removeStored.getByRole('button', { name: 'Remove file' }).click();
  const replacement = { ...CV, name: 'CV 2026.pdf', buffer: makePdf('Lena Fischer, CV 2026') };
  await cv.getByLabel('CV', { exact: true }).setInputFiles(replacement);
  await expect(cv.locator(`iframe[title="Preview of ${replacement.name}"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.').first()).toBeVisible();
  const after = await documentsOf(request, id, token);
  expect(after.map((d) => [d.kind, d.fileName])).toEqual([['cv', replacement.name]]);
});
