/**
 * QA scenarios from a Playwright test (docs/qa.md): the `qa` fixture gives the test its own namespace, the app
 * passes it on to the mock with every API call, and a scenario armed for it changes what this test sees, and
 * nothing else. The journal then says what the app sent.
 */
import { expect, test } from './fixtures';

test.describe('QA scenarios on the mock', () => {
  test('a burst of 5xx on the case list shows the error with Try again, then the list', async ({
    page,
    loginAs,
    qa,
    consoleErrors,
  }) => {
    await loginAs('provider');
    // Three answers: the app's client tries a GET three times before it gives up.
    await qa.scenario('burst-5xx', { options: { times: 3 }, routes: ['GET /api/cases'] });
    await page.goto('/availableCases');
    const table = page.getByRole('table', { name: 'Available Cases' });
    await expect(table.getByRole('alert')).toHaveText('The service is briefly unavailable. Try again.');
    // The page says the API failed with its status, 502 (Bad Gateway); the browser logs that load.
    const gateway = /status of 502 \(Bad Gateway\) \(http:\/\/[^)]+\/availableCases\)$/;
    expect(consoleErrors).toEqual([expect.stringMatching(gateway)]);
    consoleErrors.length = 0;

    await table.getByRole('link', { name: 'Try again' }).click();
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    await expect(table.getByRole('alert')).toHaveCount(0);

    const calls = await qa.requests({ operationId: 'listCases' });
    expect(calls.map((call) => call.status)).toEqual([503, 503, 503, 200]);
    expect(calls.map((call) => call.applied)).toEqual([
      ['scenario burst-5xx'],
      ['scenario burst-5xx'],
      ['scenario burst-5xx'],
      [],
    ]);
    expect(calls.every((call) => call.namespace === qa.namespace)).toBe(true);
    // What the app asked for: the list's own filter, the first page.
    const query = new URLSearchParams(calls[3]!.query);
    expect(query.get('status')).toBe('Available');
    expect(query.get('page')).toBe('1');
  });

  test('a token that expires now sends the user to the login page', async ({ page, loginAs, qa }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    await expect(
      page.getByRole('table', { name: 'Available Cases' }).getByRole('rowheader').first(),
    ).toBeVisible();

    await qa.scenario('token-expired');
    await page.goto('/selectedCases');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

    // The page's first call met the expired token (the guard's check of the token, which every request makes
    // first since decision 087; the list, the banner or the header's notification count after it; or the live
    // stream reconnecting: docs/live.md; or the page's quiet write of the browser's time zone, decision 121); the
    // app then ended the session, whose logout the API refused too.
    const refused = await qa.requests({ status: 401 });
    expect(refused[0]!.applied).toEqual(['scenario token-expired']);
    expect([
      'getCurrentUser',
      'listCases',
      'getBanner',
      'listMyNotifications',
      'streamMyEvents',
      'updateNotificationPreferences',
    ]).toContain(refused[0]!.operationId);
    expect(refused.slice(1).every((call) => call.applied.length === 0)).toBe(true);
    // The logout is among them; a request already under way may meet the token after it (every request asks).
    expect(refused.slice(1).map((call) => call.operationId)).toContain('logout');
    expect(refused.every((call) => call.namespace === qa.namespace)).toBe(true);
  });
});
