/**
 * Creating and editing users (/user-registration, /staff-registration and their edit routes) against the mock
 * backend; every record is checked through the API with an admin's token.
 */
import { expectNoSeriousViolations } from './axe-scan';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

const PHONE_FORMAT_MESSAGE = 'Invalid phone number format. Must start with + and follow a valid pattern.';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${E2E_MOCK_URL}/api/users/login`, {
    data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

/** The user with this email, as the API has it (admin token). */
async function userByEmail(request: APIRequestContext, email: string) {
  const response = await request.get(`${E2E_MOCK_URL}/api/users`, {
    params: { search: email },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()).data as { items: Array<Record<string, unknown>> };
  return items.find((user) => user.email === email);
}

async function fillPerson(page: Page, person: { first: string; last: string; email: string; phone: string }) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(person.last);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(person.phone);
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('an admin creates a provider: only the fields of the role are shown, then a confirmation says what is next', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('admin');
  await page.goto('/user-registration');
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  // Once the script runs, nothing role-dependent is shown until a role is chosen.
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Provider details' })).toBeHidden();

  await role.selectOption({ label: 'Admin' });
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Staff role' }).locator('option', { hasText: 'Accounts and Billing' }),
  ).toHaveCount(1);
  await role.selectOption({ label: 'Medical Facility' });
  await expect(page.getByRole('combobox', { name: 'Facility', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toBeHidden();
  await role.selectOption({ label: 'Provider' });
  await expect(page.getByRole('group', { name: 'Provider details' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Facility', exact: true })).toBeHidden();

  await page.getByRole('combobox', { name: 'User type' }).selectOption({ label: 'Physician' });
  await fillPerson(page, {
    first: 'Jordan',
    last: 'Bell',
    email: 'jordan.bell@demo.test',
    phone: '15550103344',
  });
  await page.getByRole('combobox', { name: 'Specialty' }).selectOption({ label: 'Radiology' });
  await page.getByRole('combobox', { name: 'Work authorization' }).selectOption({ label: 'Green Card' });
  await page.getByRole('combobox', { name: 'Experience' }).selectOption({ label: '5–7 years' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await page.getByRole('combobox', { name: 'State or territory' }).click();
  await page.getByPlaceholder('Search by name or code…').fill('Calif');
  await page.getByRole('option', { name: 'California' }).click();
  await page.getByRole('textbox', { name: 'City' }).fill('Fresno');
  await page.getByRole('button', { name: 'Create user' }).click();

  const confirmation = page.getByRole('region', { name: 'User created' });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User created' })).toBeFocused();
  await expect(confirmation).toContainText('Jordan Bell starts in status New and has no password yet');
  await expect(confirmation).toContainText('‘Forgot Password’');
  await expect(confirmation.getByRole('link', { name: 'Edit Jordan Bell' })).toBeVisible();

  expect(await userByEmail(request, 'jordan.bell@demo.test')).toMatchObject({
    firstName: 'Jordan',
    lastName: 'Bell',
    role: 'Provider',
    userType: 'Physician',
    status: 'New',
    phone: '+1 (555) 010-3344',
    specialty: 'Radiology',
    workAuthorization: 'Green_Card',
    experience: '5-7',
    country: 'US',
    state: 'CA',
    city: 'Fresno',
    staffRole: null,
    facility: null,
  });
});

test('an admin creates an operator staff user, then edits the staff role', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('admin');
  await page.goto('/staff-registration');
  await page.getByRole('button', { name: 'Create staff user' }).click();
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toHaveAccessibleDescription(
    /This field is required\./,
  );
  await page.getByRole('combobox', { name: 'Staff role' }).selectOption({ label: 'Accounts and Billing' });
  await fillPerson(page, {
    first: 'Rosa',
    last: 'Lind',
    email: 'rosa.lind@demo.test',
    phone: '+1 (555) 010-7000',
  });
  await page.getByRole('button', { name: 'Create staff user' }).click();

  const confirmation = page.getByRole('region', { name: 'User created' });
  await expect(confirmation).toContainText('Accounts and Billing');
  const created = await userByEmail(request, 'rosa.lind@demo.test');
  expect(created).toMatchObject({
    role: 'Admin',
    userType: 'Operator_Staff',
    staffRole: 'Accounts',
    status: 'New',
  });

  await confirmation.getByRole('link', { name: 'Edit Rosa Lind' }).click();
  await expect(page).toHaveURL(`/staff-registration/edit/${created!.id}`);
  await page.getByRole('combobox', { name: 'Staff role' }).selectOption({ label: 'Lab Operations' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notifications(page)).toContainText('Your changes were saved.');
  await expect(notifications(page).getByText('Your changes were saved.')).toHaveCount(1);
  // The page shows the updated record.
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toHaveValue('Lab_Operations');
  expect(await userByEmail(request, 'rosa.lind@demo.test')).toMatchObject({ staffRole: 'Lab_Operations' });
});

test('a facility user adds a Facility NP colleague to their own facility', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('facility');
  await page.goto('/user-registration');
  await expect(page.getByRole('heading', { name: 'User Registration', level: 1 })).toBeVisible();
  await expect(page.getByText('Riverside Community Hospital')).toBeVisible();
  // The facility is shown, not chosen; no admin or provider fields.
  await expect(page.getByRole('combobox', { name: 'Facility', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Staff role' })).toHaveCount(0);
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  await expect(role.locator('option')).toHaveText(['Select…', 'Medical Facility', 'Facility NP']);

  await role.selectOption({ label: 'Facility NP' });
  await page.getByRole('combobox', { name: 'User type' }).selectOption({ label: 'Facility NP' });
  await fillPerson(page, {
    first: 'Ines',
    last: 'Moreau',
    email: 'ines.moreau@demo.test',
    phone: '+1 555 010 6200',
  });
  await page.getByRole('button', { name: 'Create user' }).click();

  const confirmation = page.getByRole('region', { name: 'User created' });
  await expect(confirmation).toContainText('Riverside Community Hospital');
  // A facility user cannot read other users' records, so no edit link is offered.
  await expect(confirmation.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  expect(await userByEmail(request, 'ines.moreau@demo.test')).toMatchObject({
    role: 'Facility_NP',
    userType: 'Facility_NP',
    status: 'New',
    facility: { id: 'fac-001', name: 'Riverside Community Hospital' },
  });
});

test('a provider, a Facility NP user and a facility user are refused where they may not create users', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  let response = await page.goto('/user-registration');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You cannot open this page', level: 1 })).toBeVisible();
  // The page says it (the toast says it too).
  await expect(
    page.getByRole('main').getByText('Only admins and medical facility users can create users.'),
  ).toBeVisible();
  const refused = await page.request.post('/user-registration', { form: { role: 'Admin' }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);

  await loginAs('np');
  response = await page.goto('/user-registration');
  expect(response?.status()).toBe(403);

  await loginAs('facility');
  response = await page.goto('/staff-registration');
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole('main').getByText('Only admins can create and edit the operator’s staff users.'),
  ).toBeVisible();
  response = await page.goto('/user-registration/edit/usr-provider');
  expect(response?.status()).toBe(403);
});

test('an edit sends only what changed: a change made meanwhile to another field stays', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('admin');
  await page.goto('/user-registration/edit/usr-provider');
  const city = page.getByRole('textbox', { name: 'City' });
  await expect(city).not.toHaveValue('');

  // Someone else changes the phone while the form is open.
  const token = await adminToken(request);
  const meanwhile = await request.patch(`${E2E_MOCK_URL}/api/users/usr-provider`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { phone: '+1 (555) 010-9999' },
  });
  expect(meanwhile.status()).toBe(200);

  await city.fill('Oakland');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notifications(page)).toContainText('Your changes were saved.');
  await expect(city).toHaveValue('Oakland');
  expect(await userByEmail(request, ACCOUNTS.provider)).toMatchObject({
    city: 'Oakland',
    phone: '+1 (555) 010-9999',
  });
});

test('a status change the lifecycle does not allow shows the server’s sentence under Status', async ({
  page,
  loginAs,
  request,
}) => {
  const token = await adminToken(request);
  const created = await request.post(`${E2E_MOCK_URL}/api/users`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      email: 'new.person@demo.test',
      firstName: 'New',
      lastName: 'Person',
      role: 'Facility_NP',
      userType: 'Facility_NP',
      phone: '+1 (555) 010-1234',
      facilityId: 'fac-001',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;

  await loginAs('admin');
  await page.goto(`/user-registration/edit/${id}?returnTo=/user-registration`);
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('New');
  await status.selectOption('Active');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const sentence =
    'A user in status New cannot be moved to Active; it can move to In Progress or Deactivated.';
  await expect(status).toHaveAccessibleDescription(new RegExp(sentence.replace(/[.;]/g, '\\$&')));
  await expect(notifications(page)).toContainText(sentence);
  expect(await userByEmail(request, 'new.person@demo.test')).toMatchObject({ status: 'New' });

  // An allowed change is saved, and the editor goes back where they came from.
  await status.selectOption('In Progress');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/user-registration');
  await expect(notifications(page)).toContainText('Your changes were saved.');
  expect(await userByEmail(request, 'new.person@demo.test')).toMatchObject({ status: 'In Progress' });
});

test('an invalid phone shows the spec’s sentence once sent, and loses it as it is corrected', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/staff-registration');
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  const message = new RegExp(PHONE_FORMAT_MESSAGE.replace(/[.+]/g, '\\$&'));
  await phone.fill('555-0102');
  await phone.blur();
  await expect(phone).not.toHaveAccessibleDescription(message);
  await page.getByRole('button', { name: 'Create staff user' }).click();
  await expect(phone).toHaveAccessibleDescription(message);
  await phone.fill('+1 555 010 2001');
  await expect(phone).not.toHaveAccessibleDescription(message);
});

test('the forms have one h1 and no serious accessibility problem, filled in or refused', async ({
  page,
  loginAs,
}) => {
  // Six axe scans: seconds of CPU each on a shared 2-core machine.
  test.slow();
  const scan = async (what: string) => {
    await expect(page.locator('h1'), `${what}: exactly one h1`).toHaveCount(1);
    await expectNoSeriousViolations(page, what);
  };
  await loginAs('admin');
  await page.goto('/user-registration');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Provider' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('combobox', { name: 'Specialty' })).toHaveAttribute('aria-invalid', 'true');
  await scan('user registration (admin, provider, errors shown)');
  await page.goto('/staff-registration');
  await scan('staff registration');
  await page.goto('/staff-registration/edit/usr-admin');
  await scan('staff edit');
  await page.goto('/user-registration/edit/usr-provider');
  await scan('user edit (provider)');
  await loginAs('facility');
  await page.goto('/user-registration');
  await scan('user registration (facility)');
  await loginAs('provider');
  await page.goto('/user-registration');
  await scan('refused');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every field is shown with its hint, the server judges the phone, and the user is created', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('admin');
    await page.goto('/user-registration');
    await expect(page.getByRole('combobox', { name: 'Staff role' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Provider details' })).toBeVisible();
    await expect(page.getByText('Required for providers; ignored for other roles.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Admin' });
    await page.getByRole('combobox', { name: 'User type' }).selectOption({ label: 'Operator Staff' });
    await page.getByRole('combobox', { name: 'Staff role' }).selectOption({ label: 'Relationship Manager' });
    await fillPerson(page, {
      first: 'Noor',
      last: 'Haddad',
      email: 'noor.haddad@demo.test',
      phone: 'call me',
    });
    // A provider field filled by mistake is ignored for an admin.
    await page.getByRole('textbox', { name: 'City' }).fill('Boston');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-4545');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('heading', { name: 'User created' })).toBeVisible();
    expect(await userByEmail(request, 'noor.haddad@demo.test')).toMatchObject({
      role: 'Admin',
      userType: 'Operator_Staff',
      staffRole: 'Relationship_Manager',
      city: null,
    });
  });
});
