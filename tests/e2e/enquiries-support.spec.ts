/**
 * The admins' Enquiries and Support screens (decision 037), through the UI: a new enquiry, a follow-up
 * note and its lead status edited; a support request resolved with a reply; the global banner set on /support
 * appears for a facility user on their next page (already logged in) and is gone once cleared.
 */
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

test('an admin creates an enquiry, adds a follow-up note and moves its lead status', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/enquiries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiries');
  await expect(page.locator('h1')).toHaveCount(1);

  await page.getByRole('link', { name: 'New enquiry' }).click();
  await expect(page).toHaveURL('/create-enquiry');
  await page.getByLabel('Salutation').selectOption('Dr.');
  await page.getByLabel('First name').fill('Imogen');
  await page.getByLabel('Last name').fill('Thistlewood');
  await page.getByLabel('Email').fill('imogen.thistlewood@example.org');
  await page.getByLabel('Phone').fill('+44 207 946 0142');
  await page.getByRole('textbox', { name: 'Organisation', exact: true }).fill('Thistlewood Histology');
  await page.getByLabel('Organisation kind').selectOption('Pathology Lab');
  await page.getByLabel('Country').selectOption('Other');
  await page.getByLabel('Service').selectOption('Send Out');
  await page.getByLabel('Lead source').selectOption('Conference');
  await page.getByRole('button', { name: 'Create enquiry' }).click();

  await expect(page).toHaveURL(/\/enquiries-detail\/enq-\d+$/);
  await expect(page.getByRole('main').getByText('The enquiry was created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry Details');
  await expect(page.locator('h1')).toHaveCount(1);
  const lead = page.getByRole('region', { name: 'Lead' });
  await expect(lead.getByText('Prospect').first()).toBeVisible();
  await expect(lead.getByText('Conference')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' }).getByText('Dr.')).toBeVisible();

  // A follow-up note: text as written (no markup), with its author and time.
  const note = 'Met at the <b>USCAP</b> booth; wants pricing.';
  await page.getByLabel('Add a follow-up note').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Follow-up notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem').first()).toContainText(note);
  await expect(page.getByLabel('Add a follow-up note')).toHaveValue('');

  // Edit: both lead-status lists.
  const detailUrl = page.url();
  await page.getByRole('link', { name: 'Edit enquiry' }).click();
  await expect(page).toHaveURL(/\/edit-enquiries\/enq-\d+$/);
  await expect(page.getByLabel('First name')).toHaveValue('Imogen');
  await page.getByLabel('Lead status A').selectOption('Interested');
  await page.getByLabel('Lead status B').selectOption('interested');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('main').getByText('Your changes to the enquiry were saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lead' }).getByText('Interested')).toHaveCount(2);
  await expect(notes.getByRole('listitem')).toHaveCount(1);

  // The list filtered by lead status A finds it.
  await page.goto('/enquiries?status=Interested&search=Thistlewood');
  await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('rowheader')).toHaveText([
    'Dr. Imogen Thistlewood',
  ]);
});

test('an admin resolves a support request with a reply, and sets and clears the banner another user sees', async ({
  page,
  browser,
  baseURL,
  loginAs,
  mockUrl,
  request,
}) => {
  // A facility user asks for help (through the API), and is looking at the app.
  const login = await request.post(`${mockUrl}/api/users/login`, {
    data: { email: ACCOUNTS.facility, password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const subject = 'Quokka slide will not open';
  const asked = await request.post(`${mockUrl}/api/support-requests`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject, message: 'Case <i>RCH-1</i> shows an error\nin the viewer.' },
  });
  expect(asked.status()).toBe(201);
  const facility = await browser.newContext({ baseURL });
  const facilityPage = await facility.newPage();
  await loginAs('facility', facilityPage);
  await facilityPage.goto('/upload-project');
  await expect(facilityPage.getByRole('button', { name: 'Dismiss announcement' })).toHaveCount(0);

  await loginAs('admin');
  await page.goto(`/support?status=Open&search=${encodeURIComponent('Quokka')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  const table = page.getByRole('table', { name: 'Support requests' });
  await expect(table.getByRole('rowheader')).toHaveText([subject]);
  await page.getByRole('button', { name: `Open ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Case <i>RCH-1</i> shows an error')).toBeVisible();
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Resolve “${subject}”?` });
  await confirm.getByLabel('Reply').fill('Rescanned the slide; it opens now.');
  await confirm.getByRole('button', { name: 'Resolve request' }).click();
  await expect(page.getByText('Support request resolved. Your reply is kept with it.')).toBeVisible();
  // Resolved, it leaves the Open list; under Resolved it shows the reply.
  await expect(table.getByRole('rowheader')).toHaveCount(0);
  await page.goto(`/support?status=Resolved&search=Quokka`);
  await expect(table.getByRole('row', { name: new RegExp(subject) })).toContainText('Resolved');
  await page.getByRole('button', { name: `Open ${subject}` }).click();
  await expect(dialog.getByText('Rescanned the slide; it opens now.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The banner: set here, seen by the facility user on their next page load, then cleared.
  const message = 'Scheduled maintenance on Saturday from 22:00 to 23:00 UTC.';
  await page.getByRole('textbox', { name: 'Banner message' }).fill(message);
  await page.getByRole('button', { name: 'Set banner' }).click();
  await expect(page.getByTestId('current-banner')).toHaveText(message);

  await facilityPage.goto('/send-out-cases');
  const banner = facilityPage.getByRole('status').filter({ hasText: message });
  await expect(banner).toBeVisible();
  await facilityPage.reload();
  await expect(banner).toBeVisible();

  await page.getByRole('button', { name: 'Clear banner' }).click();
  await page
    .getByRole('alertdialog', { name: 'Clear the banner?' })
    .getByRole('button', { name: 'Clear banner' })
    .click();
  await expect(page.getByText('No banner is shown.')).toBeVisible();

  await facilityPage.reload();
  await expect(
    facilityPage.getByRole('heading', { level: 1 }).or(facilityPage.getByRole('main')),
  ).not.toHaveCount(0);
  await expect(facilityPage.getByText(message)).toHaveCount(0);
  await facility.close();
});
