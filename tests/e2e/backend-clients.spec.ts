/**
 * SMART backend service clients on the Interfaces page (decision 133): the facility registers a client by pasting
 * its public JWKS (a key made here with jose) and picking scopes, sees it listed with its client id, and removes
 * it behind a confirm. A private key pasted by mistake is refused under the key set. The mock is reset before each
 * test (fixtures.ts), so nothing registered here outlives it.
 */
import { exportJWK, generateKeyPair } from 'jose';
import { expect, hydrated, test } from './fixtures';

async function keySet(withPrivate = false) {
  const { privateKey, publicKey } = await generateKeyPair('RS384', { extractable: true });
  const key = withPrivate ? await exportJWK(privateKey) : await exportJWK(publicKey);
  return JSON.stringify({ keys: [{ ...key, kid: 'e2e-key', alg: 'RS384', use: 'sig' }] });
}

test('Interfaces: a backend service client is registered from its public JWKS and removed after a confirm', async ({
  page,
  loginAs,
}) => {
  await loginAs('facility');
  await page.goto('/facility-account/interfaces');
  await hydrated(page);
  const table = page.getByRole('table', { name: 'Backend service clients' });
  await expect(table).toContainText('No backend service clients yet.');

  // A private key is refused, named by its member, and nothing is listed.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('EHR results feed');
  await page.getByLabel('Public key set (JWKS)').fill(await keySet(true));
  await page.getByLabel(/system\/DiagnosticReport\.rs/).check();
  await page.getByRole('button', { name: 'Register client' }).click();
  await expect(page.getByLabel('Public key set (JWKS)')).toHaveAccessibleDescription(/private part \("d"\)/);

  await page.getByLabel('Public key set (JWKS)').fill(await keySet());
  await page.getByRole('button', { name: 'Register client' }).click();
  await expect(page.getByText('The client was registered.').first()).toBeVisible();
  const row = table.getByRole('row', { name: /EHR results feed/ });
  await expect(row).toContainText(/pbc_[A-Za-z0-9_-]+/);
  await expect(row).toContainText('system/DiagnosticReport.rs');

  await row.getByRole('button', { name: 'Remove client EHR results feed' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove the client “EHR results feed”?');
  await dialog.getByRole('button', { name: 'Remove client' }).click();
  await expect(page.getByTestId('backend-client-removal')).toHaveText(
    'The client was removed; its access tokens no longer work.',
  );
  await expect(table).toContainText('No backend service clients yet.');
});
