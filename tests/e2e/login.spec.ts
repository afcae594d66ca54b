import { ACCOUNTS, DEMO_PASSWORD, expect, loginFrom, submitLogin, test, type AccountName } from './fixtures';
import { E2E_QA_HEADERS } from './servers';
import { apiToken } from './viewer-cases';

const LANDINGS: Array<[AccountName, string]> = [
  ['admin', '/admin'],
  ['provider', '/availableCases'],
  ['provisionalProvider', '/selectedCases'],
  ['facility', '/upload-project'],
  ['provisionalFacility', '/facility-account-detail'],
  ['np', '/upload-project'],
];

test.describe('login form: each demo account lands where spec 4.1 says', () => {
  for (const [account, path] of LANDINGS) {
    test(`${account} → ${path}`, async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, ACCOUNTS[account], DEMO_PASSWORD);
      await expect(page).toHaveURL(path);
    });
  }
});

test.describe('login form (spec 2.1, 5, 8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test("shows the email placeholder 'Your email *', a password field and the Log In button", async ({
    page,
  }) => {
    await expect(page.getByPlaceholder('Your email *', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  test('an empty submit shows both required errors and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Your email *')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    await expect(page).toHaveURL('/login');
  });

  test('only the missing field is reported', async ({ page }) => {
    await page.getByPlaceholder('Your email *').fill(ACCOUNTS.provider);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Email is required', { exact: true })).toHaveCount(0);
  });

  test('typing in either field clears the errors', async ({ page }) => {
    const submit = page.getByRole('button', { name: 'Log In' });
    const errors = page.getByText(/^(Email|Password) is required$/);

    await submit.click();
    await expect(errors).toHaveCount(2);
    await page.getByPlaceholder('Your email *').pressSequentially('a');
    await expect(errors).toHaveCount(0);

    await page.getByPlaceholder('Your email *').fill('');
    await submit.click();
    await expect(errors).toHaveCount(2);
    await page.getByLabel('Password', { exact: true }).pressSequentially('x');
    await expect(errors).toHaveCount(0);
  });

  test('the show/hide toggle switches the password input type', async ({ page }) => {
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('secret');
  });

  test("a wrong password shows the server's message in an alert", async ({ page }) => {
    await submitLogin(page, ACCOUNTS.provider, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toHaveText(
      'Invalid email or password.',
    );
    await expect(page).toHaveURL('/login');

    // The form error also clears on the next edit.
    await page.getByLabel('Password', { exact: true }).pressSequentially('x');
    await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
  });

  test('a deactivated account is refused with its message', async ({ page }) => {
    await submitLogin(page, ACCOUNTS.deactivatedProvider, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'deactivated' })).toHaveText(
      'This account has been deactivated. Please contact support to restore access.',
    );
    await expect(page).toHaveURL('/login');
  });

  test("'Forgot Password' goes to the email verification page", async ({ page }) => {
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL('/email-verification');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });

  test("the 'Log In' button is disabled with a spinner while the login is in flight", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(
      (url) => url.pathname.startsWith('/login'),
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        held = true;
        await released;
        await route.fallback();
      },
    );

    const button = page.getByRole('button', { name: 'Log In' });
    const spinner = button.locator('[data-slot="spinner"]');
    await expect(spinner).toHaveCount(0);

    await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(spinner).toBeVisible();
    // The button turns busy as the form is sent, a moment before the request reaches the route.
    await expect.poll(() => held).toBe(true);

    release();
    await expect(page).toHaveURL('/availableCases');
  });

  test('a failing status fetch after login shows its toast and stays on /login', async ({ page, mock }) => {
    // The app retries a 5xx twice, so three failures in a row make the status fetch fail.
    await mock.fault({ method: 'GET', path: '/api/Users/current', fault: { status: 500 }, times: 3 });
    await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
    await expect(
      page.getByText('Failed to fetch user details for validation.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    // No session was made.
    await page.goto('/availableCases');
    await expect(page).toHaveURL(loginFrom('/availableCases'));
  });

  test('a malformed status answer shows the validation error toast', async ({ page, mock }) => {
    await mock.fault({ method: 'GET', path: '/api/Users/current', fault: { malformed: true } });
    await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
    await expect(page.getByText('Error validating user after login.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});

// Decision 072: a login refused as busy keeps its page, with and without JavaScript: the form and the e-mail, the
// login's sentence where its other refusals show, 503 with Retry-After. (A login the app server sheds itself gets
// the same page: server/login-refusal.test.ts.)
for (const javaScriptEnabled of [true, false]) {
  test.describe(`a busy login, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('keeps the form and the e-mail and says so under it, 503 with Retry-After', async ({
      page,
      mock,
      allowConsoleErrors,
    }) => {
      // The browser logs the 503 it was answered; that answer is what this test asks for.
      allowConsoleErrors(/the server responded with a status of 503/);
      await page.goto('/login');
      await mock.fault({
        method: 'POST',
        path: '/api/users/login',
        fault: { status: 503, message: 'The server is busy.', headers: { 'Retry-After': '3' } },
      });
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
      const response = await answer;
      expect([response.status(), response.headers()['retry-after']]).toEqual([503, '3']);
      await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
        'Too many people are signing in right now. Try again in a few seconds.',
      );
      await expect(page.getByPlaceholder('Your email *')).toHaveValue(ACCOUNTS.provider);
      await expect(page).toHaveURL('/login');
    });
  });
}

// Decision 124: a notice's e-mail links to the case's page (docs/notifications.md); a reader who is signed out
// logs in and is back on that page, a wrong password on the way included.
test('signed out, a link to a case page leads to the login and back to that case', async ({
  page,
  request,
  mockUrl,
}) => {
  // The demo provider's assigned case, which their seeded 'Overdue' notice is about.
  const caseId = 'case-0013';
  const found = await request.get(`${mockUrl}/api/cases/${caseId}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'provider', mockUrl)}` },
  });
  const { caseRecordId } = ((await found.json()) as { data: { caseRecordId: string } }).data;
  try {
    await page.goto(`/case-details/${caseId}`);
    await expect(page).toHaveURL(loginFrom(`/case-details/${caseId}`));
    await submitLogin(page, ACCOUNTS.provider, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL(loginFrom(`/case-details/${caseId}`));

    await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
    await expect(page).toHaveURL(`/case-details/${caseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRecordId}`);
  } finally {
    // The failed attempt counts towards the account's lockout: gone before the next test.
    expect((await request.post(`${mockUrl}/__mock/reset`, { headers: E2E_QA_HEADERS })).ok()).toBe(true);
  }
});

test('a logged-in user visiting /login is sent to their landing page', async ({ page, loginAs }) => {
  await loginAs('facility');
  await page.goto('/login');
  await expect(page).toHaveURL('/upload-project');
  await expect(page.getByPlaceholder('Your email *')).toHaveCount(0);
});

// Decision 064. Every browser reaches the mock from one loopback address here (the app forwards it), as the
// clinicians of one hospital reach the backend through one NAT address.
test("a site behind one address: others' failures never keep a clinician out; a held-back email is told what to do", async ({
  page,
  request,
  mockUrl,
}) => {
  // Sent from the page, so they come from the browser's own address (Playwright's request context may reach
  // `localhost` over the other loopback family, ::1 against 127.0.0.1).
  const failLogins = (emails: string[]) =>
    page.evaluate(
      (list) =>
        Promise.all(
          list.map(async (email) => {
            const body = new FormData();
            body.set('email', email);
            body.set('password', 'not-the-password');
            return (await fetch('/login', { method: 'POST', body })).status;
          }),
        ),
      emails,
    );
  try {
    await page.goto('/login');
    expect(await failLogins(Array(5).fill(ACCOUNTS.np))).toEqual([401, 401, 401, 401, 401]);
    await submitLogin(page, ACCOUNTS.np, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
      'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.',
    );
    // The page's own answer is the API's 429, with its Retry-After.
    const held = await page.evaluate(async (email) => {
      const body = new FormData();
      body.set('email', email);
      body.set('password', 'not-the-password');
      const response = await fetch('/login', { method: 'POST', body });
      return { status: response.status, retryAfter: Number(response.headers.get('Retry-After')) };
    }, ACCOUNTS.np);
    expect(held.status).toBe(429);
    // Seconds until the first of the five failures leaves its 15 minutes: a moment less than 900.
    expect(held.retryAfter).toBeGreaterThan(800);
    expect(held.retryAfter).toBeLessThanOrEqual(900);

    // 21 failures from this address in all: past the 20 after which it is slowed down, never refused.
    const others = Array.from({ length: 16 }, (_, i) => `someone${i}@example.org`);
    expect(await failLogins(others)).toEqual(others.map(() => 401));
    await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
    await expect(page).toHaveURL('/availableCases');
  } finally {
    // The held-back email and the slowed address must not meet a later test on this worker's mock.
    expect((await request.post(`${mockUrl}/__mock/reset`, { headers: E2E_QA_HEADERS })).ok()).toBe(true);
  }
});
