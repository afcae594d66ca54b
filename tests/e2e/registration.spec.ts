/**
 * Registration through the pages (/register?type=provider|facility|other, the admins' on-behalf forms and the
 * edit forms) against the mock backend; every record is checked through the API with an admin's token.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const PASSWORD = 'Microscope-2026';

async function adminGet(request: APIRequestContext, path: string, params: Record<string, string> = {}) {
  const login = await request.post(`${E2E_MOCK_URL}/api/users/login`, {
    data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.token as string;
  const response = await request.get(`${E2E_MOCK_URL}${path}`, {
    params,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data;
}

/** The registrations whose names, email or organisation match `search`, as an admin reads them. */
async function registrationsMatching(request: APIRequestContext, search: string) {
  const page = await adminGet(request, '/api/registrations', { search });
  return page.items as Array<Record<string, unknown>>;
}

async function userByEmail(request: APIRequestContext, email: string) {
  const page = await adminGet(request, '/api/users', { search: email });
  return (page.items as Array<Record<string, unknown>>).find((user) => user.email === email);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
/** The page's own button (the header has a 'Register' menu too). */
const submitButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A searchable list (the kit's combobox): open it, search, choose each; a multiple one is then closed. */
async function choose(page: Page, label: string, options: string[]) {
  await select(page, label).click();
  for (const option of options) {
    await page.getByRole('dialog').getByRole('combobox').fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
}

async function fillContact(
  page: Page,
  person: { first: string; last: string; email?: string; phone: string },
) {
  await field(page, 'First name').fill(person.first);
  await field(page, 'Last name').fill(person.last);
  if (person.email) await field(page, 'Email').fill(person.email);
  await field(page, 'Phone').fill(person.phone);
}

async function fillLogin(page: Page, password = PASSWORD) {
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
}

async function fillProvider(page: Page, email: string) {
  await select(page, 'Salutation').selectOption({ label: 'Dr.' });
  await fillContact(page, { first: 'Lena', last: 'Fischer', email, phone: '15550106123' });
  await expect(field(page, 'Phone')).toHaveValue('+1 (555) 010-6123');
  // Subspecialties are asked for Pathology only.
  await expect(select(page, 'Subspecialties')).toBeHidden();
  await select(page, 'Specialty').selectOption({ label: 'Pathology' });
  await expect(select(page, 'Specialty').locator('option')).toHaveText(['Select…', 'Pathology', 'Other']);
  await choose(page, 'Subspecialties', ['Dermatopathology', 'Breast']);
  await select(page, 'Work authorization').selectOption({ label: 'Green Card' });
  await expect(select(page, 'Experience').locator('option')).toHaveText([
    'Select…',
    'None',
    '0–3 years',
    '3–5 years',
    '5–7 years',
    '7–10 years',
    '10+ years',
  ]);
  await select(page, 'Experience').selectOption({ label: '3–5 years' });
  await choose(page, 'Licensed states', ['Washington', 'Oregon']);
  // Country first: no state list until the country has one.
  await expect(page.getByRole('combobox', { name: /State or territory|Province or territory/ })).toBeHidden();
  await select(page, 'Country').selectOption({ label: 'United States' });
  await choose(page, 'State or territory', ['Washington']);
  await field(page, 'City').fill('Spokane');
  await fillLogin(page);
}

test('a visitor registers as a provider, sees what happens next, and logs in with the chosen password', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Register as a Provider' }).click();
  await expect(page.getByRole('heading', { name: 'Register as a Provider', level: 1 })).toBeVisible();
  await fillProvider(page, 'lena.fischer@example.test');
  await submitButton(page, 'Register').click();

  await expect(page).toHaveURL('/register?type=provider&submitted=1');
  const confirmation = page.getByRole('region', { name: 'Thank you for registering' });
  await expect(confirmation).toContainText('Your registration is in status New.');
  await expect(confirmation).toContainText('Our team reviews it');
  await expect(confirmation).toContainText('You can log in now with your email and the password you chose.');
  // A reload shows the confirmation again and sends nothing.
  await page.reload();
  await expect(confirmation).toBeVisible();
  const registrations = await registrationsMatching(request, 'lena.fischer@example.test');
  expect(registrations).toHaveLength(1);
  expect(registrations[0]).toMatchObject({
    kind: 'provider',
    status: 'New',
    salutation: 'Dr.',
    firstName: 'Lena',
    phone: '+1 (555) 010-6123',
    specialty: 'Pathology',
    // In the reference lists' order, whatever the order they were chosen in.
    subspecialties: ['Breast', 'Dermatopathology'],
    workAuthorization: 'Green_Card',
    experience: '3-5',
    licensedStates: ['OR', 'WA'],
    country: 'US',
    state: 'WA',
    city: 'Spokane',
    organisationKind: null,
  });
  expect(await userByEmail(request, 'lena.fischer@example.test')).toMatchObject({
    role: 'Provider',
    status: 'New',
    specialty: 'Pathology',
  });

  await confirmation.getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, 'lena.fischer@example.test', PASSWORD);
  await expect(page).toHaveURL('/availableCases');
});

test('a visitor registers a medical facility in Canada: the province list follows the country', async ({
  page,
  request,
}) => {
  await page.goto('/register?type=facility');
  await field(page, 'Facility name').fill('Cedar Ridge Clinic');
  await select(page, 'Organisation kind').selectOption({ label: 'Clinic/Facility' });
  await select(page, 'Facility type').selectOption({ label: 'Independent facility' });
  await select(page, 'Account type').selectOption({ label: 'Physician Group' });
  await select(page, 'Lab arrangement').selectOption({ label: 'Contract Lab' });
  await select(page, 'Services').selectOption({ label: 'Both' });
  await select(page, 'Case scope').selectOption({ label: 'All cases' });
  await select(page, 'Country').selectOption({ label: 'Canada' });
  await select(page, 'Province or territory').click();
  // Only Canada's list: no US state to choose.
  await page.getByRole('dialog').getByRole('combobox').fill('Washington');
  await expect(page.getByText('No match.')).toBeVisible();
  await page.keyboard.press('Escape');
  await choose(page, 'Province or territory', ['Ontario']);
  await field(page, 'City').fill('Ottawa');
  await field(page, 'Street address').fill('5 Cedar Ridge Road');
  await field(page, 'Postal code').fill('K1A 0B1');
  await field(page, 'Facility phone').fill('+1 (613) 555-0180');
  await fillContact(page, {
    first: 'Omar',
    last: 'Haddad',
    email: 'omar.haddad@example.test',
    phone: '+1 (613) 555-0181',
  });
  await fillLogin(page);
  await submitButton(page, 'Register').click();

  await expect(page).toHaveURL('/register?type=facility&submitted=1');
  await expect(page.getByRole('region', { name: 'Thank you for registering' })).toContainText(
    'Your facility account and your user are in status New.',
  );
  const [registration] = await registrationsMatching(request, 'Cedar Ridge Clinic');
  expect(registration).toMatchObject({
    kind: 'facility',
    status: 'New',
    facilityName: 'Cedar Ridge Clinic',
    organisationKind: 'Clinic/Facility',
    facilityType: 'independent_facility',
    accountType: 'Physician_Group',
    labArrangement: 'Contract Lab',
    services: 'Both',
    caseScope: 'all',
    country: 'Canada',
    state: 'ON',
    email: 'omar.haddad@example.test',
    subspecialties: [],
  });
  const account = await adminGet(request, `/api/accounts/${registration!.facilityId}`);
  expect(account).toMatchObject({
    name: 'Cedar Ridge Clinic',
    country: 'Canada',
    state: 'ON',
    status: 'New',
  });
  expect(await userByEmail(request, 'omar.haddad@example.test')).toMatchObject({
    role: 'MedicalFacility',
    status: 'New',
  });
});

test('a visitor registers another organisation: no login, the team will contact them', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Register Another Organisation' }).click();
  await field(page, 'Organisation name').fill('Harbour Light Biobank');
  await expect(select(page, 'Specialty').locator('option')).toHaveText([
    'Select…',
    'Pathology',
    'Radiology',
    'Other',
  ]);
  await select(page, 'Specialty').selectOption({ label: 'Radiology' });
  await field(page, 'What would you like to do with us?').fill('Second opinions on archived slides.');
  await select(page, 'Country').selectOption({ label: 'Other' });
  // No state or province list outside the United States and Canada.
  await expect(page.getByRole('combobox', { name: /State|Province/ })).toBeHidden();
  await field(page, 'City').fill('Lisbon');
  await fillContact(page, {
    first: 'Ines',
    last: 'Duarte',
    email: 'ines.duarte@example.test',
    phone: '+351 555 010 9911',
  });
  // Nobody gets a password.
  await expect(field(page, 'Password')).toHaveCount(0);
  await submitButton(page, 'Register').click();

  await expect(page).toHaveURL('/register?type=other&submitted=1');
  const confirmation = page.getByRole('region', { name: 'Thank you, we will be in touch' });
  await expect(confirmation).toContainText('no login is created');
  await expect(confirmation).toContainText('contacts you by email or phone');
  expect(await registrationsMatching(request, 'Harbour Light Biobank')).toEqual([
    expect.objectContaining({
      kind: 'other',
      userId: null,
      organisationName: 'Harbour Light Biobank',
      specialty: 'Radiology',
      country: 'Other',
      state: null,
      city: 'Lisbon',
      message: 'Second opinions on archived slides.',
    }),
  ]);
});

test('an email already registered is said under the field, with a way to log in or reset the password', async ({
  page,
  request,
}) => {
  await page.goto('/register?type=provider');
  await fillProvider(page, ACCOUNTS.provider);
  await submitButton(page, 'Register').click();

  await expect(field(page, 'Email')).toHaveAccessibleDescription(
    /An account with this email already exists\. Log in, or use Forgot Password\./,
  );
  const hint = page.locator('[data-conflict-hint="email"]');
  await expect(hint.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(hint.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
    'href',
    '/email-verification',
  );
  // What was typed stays.
  await expect(field(page, 'First name')).toHaveValue('Lena');
  expect(await registrationsMatching(request, 'Lena Fischer')).toHaveLength(0);
});

test('without JavaScript the server checks that the state belongs to the country', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/register?type=other');
  // Both countries' lists, each under its country, in one select.
  const region = select(page, 'State or province');
  await expect(region.locator('option', { hasText: 'Texas' })).toHaveCount(1);
  await expect(region.locator('option', { hasText: 'Ontario' })).toHaveCount(1);
  await field(page, 'Organisation name').fill('Prairie Tissue Lab');
  await select(page, 'Country').selectOption({ label: 'United States' });
  await region.selectOption({ label: 'Ontario' });
  await fillContact(page, {
    first: 'Ana',
    last: 'Silva',
    email: 'ana.silva@example.test',
    phone: '+1 (555) 010-4411',
  });
  await submitButton(page, 'Register').click();
  await expect(page.getByText('Choose a US state or territory.')).toBeVisible();
  await expect(field(page, 'Organisation name')).toHaveValue('Prairie Tissue Lab');

  await select(page, 'State or province').selectOption({ label: 'Texas' });
  await submitButton(page, 'Register').click();
  await expect(page.getByRole('heading', { name: 'Thank you, we will be in touch' })).toBeVisible();
  await context.close();
});

test('the registrant edits their facility registration: only the change is saved, then on to their start page', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('provisionalFacility');
  await page.goto('/facility-registration/edit/reg-demo-facility');
  await expect(page.getByRole('heading', { name: 'Edit Facility Registration', level: 1 })).toBeVisible();
  await expect(field(page, 'Facility name')).toHaveValue('Northgate Pathology Clinic');
  // The login's email and password are not edited here.
  await expect(field(page, 'Email')).toHaveCount(0);
  await expect(field(page, 'Password')).toHaveCount(0);

  await select(page, 'Services').selectOption({ label: 'Both' });
  // Leaving with the change unsaved asks first.
  await page.getByRole('button', { name: 'Priya Nair, user menu' }).click();
  await page.getByRole('menuitem', { name: 'Facility Account Details' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL('/facility-registration/edit/reg-demo-facility');

  await submitButton(page, 'Save changes').click();
  await expect(notifications(page)).toContainText('Your changes were saved.');
  await expect(page).toHaveURL('/facility-account-detail');
  const [registration] = await registrationsMatching(request, 'Northgate Pathology Clinic');
  expect(registration).toMatchObject({
    id: 'reg-demo-facility',
    services: 'Both',
    caseScope: 'all',
    organisationKind: 'Pathologist Group',
  });
});

test('the demo provider edits their own registration: the API and their user record show the change', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('provider');
  await page.goto('/provider-registration/edit/reg-demo-provider');
  await expect(page.getByRole('heading', { name: 'Edit Provider Registration', level: 1 })).toBeVisible();
  await expect(select(page, 'Salutation')).toHaveValue('Dr.');
  await expect(field(page, 'Email')).toHaveCount(0);
  await choose(page, 'Licensed states', ['Idaho']);
  await field(page, 'City').fill('Tacoma');
  await submitButton(page, 'Save changes').click();
  await expect(notifications(page)).toContainText('Your changes were saved.');
  await expect(page).toHaveURL('/availableCases');

  const [registration] = (
    await adminGet(request, '/api/registrations', { kind: 'provider', pageSize: '100' })
  ).items.filter((r: { id: string }) => r.id === 'reg-demo-provider');
  expect(registration).toMatchObject({ city: 'Tacoma', salutation: 'Dr.' });
  expect(registration.licensedStates).toContain('ID');
  expect(await userByEmail(request, ACCOUNTS.provider)).toMatchObject({ city: 'Tacoma' });
});

test('an admin enters another organisation’s registration and edits it; other roles are refused before reading', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('admin');
  await page.goto('/other-registration');
  await field(page, 'Organisation name').fill('Northern Lights Research');
  await select(page, 'Country').selectOption({ label: 'Canada' });
  await choose(page, 'Province or territory', ['British Columbia']);
  await fillContact(page, {
    first: 'Kai',
    last: 'Moreno',
    email: 'kai.moreno@example.test',
    phone: '+1 (604) 555-0199',
  });
  await submitButton(page, 'Create registration').click();
  const confirmation = page.getByRole('region', { name: 'Registration created' });
  await expect(confirmation).toContainText('No login is created');
  const [created] = await registrationsMatching(request, 'Northern Lights Research');
  expect(created).toMatchObject({ kind: 'other', country: 'Canada', state: 'BC', userId: null });
  await expect(page).toHaveURL(`/other-registration?created=${created!.id}`);

  await confirmation.getByRole('link', { name: 'Edit this registration' }).click();
  await expect(page).toHaveURL(`/other-registration/edit/${created!.id}`);
  await field(page, 'City').fill('Victoria');
  await submitButton(page, 'Save changes').click();
  await expect(notifications(page)).toContainText('Your changes were saved.');
  await expect(page).toHaveURL('/admin');
  expect((await registrationsMatching(request, 'Northern Lights Research'))[0]).toMatchObject({
    city: 'Victoria',
    state: 'BC',
  });

  await loginAs('provider');
  for (const path of ['/other-registration', `/other-registration/edit/${created!.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page', level: 1 })).toBeVisible();
  }
  // Someone else's provider registration: the API refuses it (read as this provider).
  const other = await page.goto('/provider-registration/edit/reg-001');
  expect(other?.status()).toBe(403);
  await page.goto('/register?type=provider');
  await expect(page.getByText('You are logged in as')).toBeVisible();
});
