/**
 * `npm start` keeps the product answering when the mock backend crashes (decision 042): the app
 * answers its own branded error page while the mock is down, and the start script's supervisor brings the mock
 * back within seconds, with the data and sessions it had saved. Runs scripts/start.ts itself (the build as it
 * is, ports of its own beside this worker's) and kills its mock.
 */
import { MESSAGES } from '../../contracts/messages';
import { ACCOUNTS, DEMO_PASSWORD, escapeRegExp, expect, test } from './fixtures';
import { startOwnProduct } from './own-product';

test('a crashed mock leaves the app on its error page, then comes back', async ({ playwright }, info) => {
  test.setTimeout(120_000);
  const product = await startOwnProduct(info.parallelIndex);
  const { appUrl, mockUrl } = product;
  const api = await playwright.request.newContext();
  try {
    const login = await api.post(`${appUrl}/login`, {
      form: { email: ACCOUNTS.provider, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    expect((await api.get(`${appUrl}/availableCases`)).status()).toBe(200);

    process.kill(product.mockPid, 'SIGKILL');
    // While it is down: the app's own page, in its frame, saying what happened (no hang, no raw error).
    const down = await api.get(`${appUrl}/availableCases`, { timeout: 15_000 });
    expect(down.status()).toBe(502);
    const page = await down.text();
    expect(page).toContain('<title>Available Cases · PathBridge</title>');
    // Refused (a new connection) or dropped (a kept-alive one the kill cut): either says the server is not there.
    const serverGone = [MESSAGES.network, MESSAGES.noResponse].map(escapeRegExp);
    expect(page).toMatch(new RegExp(serverGone.join('|')));

    // Back within seconds, with the session that was logged in before the crash.
    await expect
      .poll(async () => (await api.get(`${mockUrl}/__mock/health`).catch(() => null))?.status(), {
        timeout: 30_000,
      })
      .toBe(200);
    expect((await api.get(`${appUrl}/availableCases`)).status()).toBe(200);
    expect(product.output()).toContain('[mock] stopped unexpectedly (SIGKILL); restarting in 0.5 s.');
  } finally {
    await api.dispose();
    await product.stop();
  }
});
