/**
 * The facility account pages (decision 026): a provisionally active facility user lands on Facility Account
 * Details, completes it, uploads a proof of address (a wrong type refused with spec 5's sentence), submits it for
 * review and reads what happens next on the page and in the banner; an active facility user edits their own
 * Account Details (spec 5's phone sentence on the way) and sees the change; My Team lists the team, and a user
 * added through User Registration leads back to it and is listed.
 */
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
const PHONE_MESSAGE = 'Invalid phone number format. Must start with + and follow a valid pattern.';

/** A small valid PDF (its first bytes are what the slot and the API judge). */
const PROOF = {
  name: 'Northgate utility bill.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};
const NOT_A_DOCUMENT = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') };

test('a provisionally active facility user completes the facility details, uploads a proof of address and submits them for review', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.provisionalFacility, DEMO_PASSWORD);

  // Spec 4.1: the provisionally active facility user lands here, and the page says what to do.
  await expect(page).toHaveURL(/\/facility-account-detail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facility Account Details' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Submit your facility for review' });
  await expect(review.getByText('Still needed before you can submit:')).toBeVisible();
  await expect(review.getByRole('listitem').filter({ hasText: 'Proof of address' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  await review.getByRole('link', { name: 'Complete the details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Facility Account Details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('14 Northgate Avenue, Suite 200');

  const slot = page.locator('[data-slot="file-field"]', {
    has: page.getByLabel('Proof of address', { exact: true }),
  });
  await expect(slot.getByText('Drag a file here or browse')).toBeVisible(); // the page's script runs
  await slot.getByLabel('Proof of address', { exact: true }).setInputFiles(NOT_A_DOCUMENT);
  await expect(slot.getByText(TYPE_MESSAGE)).toBeVisible();
  await slot.getByLabel('Proof of address', { exact: true }).setInputFiles(PROOF);
  await expect(slot.getByRole('button', { name: `Remove ${PROOF.name}` })).toBeVisible();
  await expect(slot.getByText(TYPE_MESSAGE)).toBeHidden();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/facility-account-detail$/);
  await expect(page.getByText('The facility account details were saved.').first()).toBeVisible();
  await expect(page.getByText('14 Northgate Avenue, Suite 200')).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Download the proof of address, ${PROOF.name}` }),
  ).toBeVisible();
  await expect(review.getByText('Everything needed is there.')).toBeVisible();

  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('Your facility account details and proof of address were submitted for review.').first(),
  ).toBeVisible();
  const submitted = page.getByRole('region', { name: 'Submitted for review' });
  await expect(
    submitted.getByText(/^Priya Nair submitted these details and the proof of address/),
  ).toBeVisible();
  await expect(
    submitted.getByText(
      'What happens next: The operator’s staff now check your facility’s details and proof of address. Once they approve, your facility account becomes Active and you can create and send out cases.',
    ),
  ).toBeVisible();
  await expect(submitted.getByText(/^Meanwhile you can correct these details/)).toBeVisible();
  // The banner says the same until it is dismissed.
  await expect(
    page.getByText(
      /^Your facility account details were submitted for review\. The operator’s staff check them/,
    ),
  ).toBeVisible();

  // The stored proof of address downloads through the app.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download the proof of address, ${PROOF.name}` }).click();
  expect((await download).suggestedFilename()).toBe(PROOF.name);
});

test('an active facility user edits their account details and sees the change; My Team lists the team and a user added from it', async ({
  page,
  loginAs,
}) => {
  await loginAs('facility');
  await page.goto('/account-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit account details' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account Details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Danny');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('555 010');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
  await phone.fill('+1 (555) 010-4242');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/account-details$/);
  await expect(page.getByText('Your account details were saved.').first()).toBeVisible();
  const you = page.getByRole('region', { name: 'You' });
  await expect(you.getByText('Danny', { exact: true })).toBeVisible();
  await expect(you.getByText('+1 (555) 010-4242')).toBeVisible();

  // My Team: the facility's users, the reader marked; a colleague added through User Registration.
  await page.goto('/my-team');
  const table = page.getByRole('table', { name: 'My Team' });
  await expect(table.getByRole('rowheader', { name: 'Danny Reyes (you)' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Grace Whitfield' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a user' }).click();

  await expect(page).toHaveURL(/\/user-registration\?returnTo=%2Fmy-team$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  await page.getByRole('textbox', { name: 'Email' }).fill('noor.haddad@demo.test');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 (555) 010-7001');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Facility NP' });
  await page.getByRole('combobox', { name: 'User type' }).selectOption({ label: 'Facility NP' });
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('heading', { name: 'User created' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Team' }).click();

  await expect(page).toHaveURL(/\/my-team$/);
  await expect(table.getByRole('rowheader', { name: 'Noor Haddad' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Noor Haddad/ }).getByText('New')).toBeVisible();
});
