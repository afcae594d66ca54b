/**
 * Forgot password (/email-verification, spec 2.1; decision 019) end to end against the mock backend, reading the
 * codes from the mock's outbox: the same answer for any email, a wrong code and the attempts left, a reload on
 * every step, the code never in a URL or the page, the 429 with when to try again, a used-up code replaced, the
 * whole flow without JavaScript, and a logged-in user sent to Reset Password.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';
import { E2E_QA_HEADERS } from './servers';

const NEW_PASSWORD = 'Slide-review-2027';
const SENT = 'If an account exists for this email, we sent it a 6-digit code. It expires in 15 minutes.';
const CHANGED = 'Your password has been changed. Log in with your new password.';
const STEP = {
  email: 'Step 1 of 3: Your email',
  code: 'Step 2 of 3: Enter the code',
  password: 'Step 3 of 3: Choose a new password',
};

/** The code of the last email the mock "sent" to `email` (GET /__mock/outbox). */
async function outboxCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${E2E_MOCK_URL}/__mock/outbox?email=${encodeURIComponent(email)}`, {
    headers: E2E_QA_HEADERS,
  });
  expect(response.status(), `an email was sent to ${email}`).toBe(200);
  const { data } = (await response.json()) as { data: { code: string } };
  expect(data.code).toMatch(/^\d{6}$/);
  return data.code;
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const codeField = (page: Page) => page.getByRole('textbox', { name: '6-digit code' });

async function requestCode(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(stepHeading(page, STEP.code)).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}

async function flowCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === '__forgot_password');
}

test('forgot password end to end: a wrong code, the right one from the outbox, a new password that logs in', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL('/email-verification');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
  await expect(stepHeading(page, STEP.email)).toBeVisible();

  // Step 1: nothing typed is refused in the browser, with the focus on the field.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'This field is required.',
  );
  await requestCode(page, ACCOUNTS.provider);
  await expect(stepHeading(page, STEP.code)).toBeFocused();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByText(ACCOUNTS.provider)).toBeVisible();

  // A reload keeps the step.
  await page.reload();
  await expect(stepHeading(page, STEP.code)).toBeVisible();

  // Step 2: a wrong code says how many attempts are left, under the field and in a toast.
  const code = await outboxCode(request, ACCOUNTS.provider);
  await enterCode(page, wrongCode(code));
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField(page)).toHaveAccessibleDescription(/The code is not correct\. 4 attempts left\./);
  await expect(notifications(page)).toContainText('The code is not correct. 4 attempts left.');
  await expect(codeField(page)).toBeFocused();

  await enterCode(page, code);
  await expect(stepHeading(page, STEP.password)).toBeFocused();
  await expect(notifications(page)).toContainText('Code verified. Choose a new password.');

  // The code is in no URL and on no page; the browser holds it only sealed, out of reach of scripts.
  expect(page.url()).not.toContain(code);
  expect(await page.locator('body').innerText()).not.toContain(code);
  const cookie = await flowCookie(context);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.value).not.toContain(code);
  await page.reload();
  await expect(stepHeading(page, STEP.password)).toBeVisible();

  // Step 3: the rules are ticked off as the password is typed; the confirmation must match.
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  await newPassword.fill('slides');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least one letter' })).toContainText('(met)');
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least one digit' })).toContainText(
    '(not met yet)',
  );
  await confirm.fill('something-else-1');
  // Nothing is said on leaving the field (a message then would push the button away from the click).
  await confirm.blur();
  await expect(confirm).not.toHaveAccessibleDescription('The passwords do not match.');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveAccessibleDescription(/At least 10 characters\./);
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');

  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(notifications(page)).toContainText(CHANGED);
  await expect(page.getByRole('main')).toContainText(CHANGED);
  expect(await flowCookie(context)).toBeUndefined();

  // The old password no longer logs in; the new one does.
  await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await submitLogin(page, ACCOUNTS.provider, NEW_PASSWORD);
  await expect(page).toHaveURL('/availableCases');
});

test('an unknown email gets the same answer as a known one', async ({ page, request }) => {
  const answerFor = async (email: string) => {
    await page.goto('/email-verification');
    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/email-verification'),
    );
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const status = (await posted).status();
    await expect(stepHeading(page, STEP.code)).toBeVisible();
    const text = (await page.getByRole('main').innerText()).replace(email, '<email>');
    await page.getByRole('button', { name: 'Use a different email' }).click();
    await expect(stepHeading(page, STEP.email)).toBeVisible();
    return { status, text };
  };

  const known = await answerFor(ACCOUNTS.provider);
  const unknown = await answerFor('nobody.here@demo.test');
  expect(unknown).toEqual(known);
  expect(known.text).toContain(SENT);
  // The mock really sent nothing to the unknown address.
  const outbox = await request.get(`${E2E_MOCK_URL}/__mock/outbox?email=nobody.here%40demo.test`, {
    headers: E2E_QA_HEADERS,
  });
  expect(outbox.status()).toBe(404);
});

test('the fourth code within 10 minutes answers 429: the page says when to try again', async ({ page }) => {
  const email = 'nobody.limited@demo.test';
  await page.goto('/email-verification');
  await requestCode(page, email);
  for (let sent = 2; sent <= 3; sent++) {
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(notifications(page)).toContainText(SENT);
  }
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const resend = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send a new code' }) });
  await expect(resend).toContainText('Too many requests. Try again in 10 minutes.');
  await expect(notifications(page)).toContainText('Too many requests. Try again in 10 minutes.');
  // Still on the code step: a code already sent can still be entered.
  await expect(stepHeading(page, STEP.code)).toBeVisible();

  // Starting over with the same email is limited the same way, on step 1.
  await page.getByRole('button', { name: 'Use a different email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('main')).toContainText('Too many requests. Try again in 10 minutes.');
  await expect(stepHeading(page, STEP.email)).toBeVisible();
});

test('a code whose attempts are used up is replaced with "Send a new code"', async ({ page, request }) => {
  await page.goto('/email-verification');
  await requestCode(page, ACCOUNTS.provider);
  const first = await outboxCode(request, ACCOUNTS.provider);
  const left = ['4 attempts left', '3 attempts left', '2 attempts left', '1 attempt left'];
  for (const text of left) {
    await enterCode(page, wrongCode(first));
    await expect(codeField(page)).toHaveAccessibleDescription(
      new RegExp(`The code is not correct\\. ${text}\\.`),
    );
  }
  await enterCode(page, wrongCode(first));
  await expect(codeField(page)).toHaveAccessibleDescription(/The code is not correct\. Request a new code\./);
  // Used up: even the right code is refused now.
  await enterCode(page, first);
  await expect(codeField(page)).toHaveAccessibleDescription(/Too many wrong attempts\. Request a new code\./);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(notifications(page)).toContainText(SENT);
  const second = await outboxCode(request, ACCOUNTS.provider);
  await enterCode(page, second);
  await expect(stepHeading(page, STEP.password)).toBeVisible();
});

test('a logged-in user who opens it is sent to Reset Password', async ({ page, loginAs }) => {
  await loginAs('provider');
  await page.goto('/email-verification');
  await expect(page).toHaveURL('/reset-password');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every step works as a plain form post, and /login says the password was changed', async ({
    page,
    request,
  }) => {
    await page.goto('/email-verification');
    await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.facility);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(stepHeading(page, STEP.code)).toBeVisible();
    await expect(page).toHaveURL('/email-verification');

    const code = await outboxCode(request, ACCOUNTS.facility);
    await codeField(page).fill(wrongCode(code));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByRole('main')).toContainText('The code is not correct. 4 attempts left.');
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(stepHeading(page, STEP.password)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Code verified. Choose a new password.');

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('main')).toContainText(CHANGED);

    const login = await request.post(`${E2E_MOCK_URL}/api/users/login`, {
      data: { email: ACCOUNTS.facility, password: NEW_PASSWORD },
    });
    expect(login.status()).toBe(200);
  });
});
