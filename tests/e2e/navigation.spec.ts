import type { Locator, Page } from '@playwright/test';
import { expect, test, type AccountName } from './fixtures';

type Link = [label: string, href: string];

const PROVIDER_MAIN: Link[] = [
  ['Available Cases', '/availableCases'],
  ['My Cases', '/selectedCases'],
  ['Completed Cases', '/completedCases'],
  ['My Tasks', '/task'],
];
const FACILITY_MAIN: Link[] = [
  ['Create New Case', '/upload-project'],
  ['Send-Out Cases', '/send-out-cases'],
  ['Tasks', '/tasks-list'],
];
const ADMIN_MAIN: Link[] = [
  ['Dashboard', '/admin'],
  ['Accounts', '/account'],
  ['Users', '/users'],
  ['Enquiries', '/enquiries'],
  ['Groups', '/groups'],
  ['Cases', '/case'],
  ['Tasks', '/tasks'],
  ['Billing', '/billings'],
  ['Turnaround', '/admin/turnaround'],
  ['Assignment', '/admin/assignment'],
  ['Quality', '/admin/quality'],
  ['Audit Trail', '/admin/audit'],
  ['Delivery Log', '/admin/deliveries'],
  ['Report Templates', '/admin/report-templates'],
];

/** The user menu's top level as shown (label, and href for links), then what 'Account Settings' opens. */
interface UserMenu {
  top: Array<[label: string, href: string | null]>;
  accountSettings: Link[] | null;
}

const PROVIDER_USER: UserMenu = {
  top: [
    ['About Me', '/about-me'],
    ['Account Settings', null],
    ['Logout', null],
  ],
  accountSettings: [
    ['Reset Password', '/reset-password'],
    ['Notification Settings', '/notification-settings'],
  ],
};
const FACILITY_USER: UserMenu = {
  top: [
    ['Account Details', '/account-details'],
    ['Facility Account Details', '/facility-account-detail'],
    ['Interfaces', '/facility-account/interfaces'],
    ['Delivery Log', '/deliveries'],
    ['Account Settings', null],
    ['Logout', null],
  ],
  accountSettings: [
    ['Reset Password', '/reset-password'],
    ['Notification Settings', '/notification-settings'],
  ],
};
const ADMIN_USER: UserMenu = {
  top: [
    ['Reset Password', '/reset-password'],
    ['Notification Settings', '/notification-settings'],
    ['Support', '/support'],
    ['Logout', null],
  ],
  accountSettings: null,
};

const ROLES: Array<{ account: AccountName; landing: string; main: Link[]; user: UserMenu }> = [
  { account: 'admin', landing: '/admin', main: ADMIN_MAIN, user: ADMIN_USER },
  { account: 'provider', landing: '/availableCases', main: PROVIDER_MAIN, user: PROVIDER_USER },
  {
    account: 'provisionalProvider',
    landing: '/selectedCases',
    main: [
      ['My Cases', '/selectedCases'],
      ['My Tasks', '/task'],
    ],
    user: PROVIDER_USER,
  },
  { account: 'facility', landing: '/upload-project', main: FACILITY_MAIN, user: FACILITY_USER },
  { account: 'np', landing: '/upload-project', main: FACILITY_MAIN, user: FACILITY_USER },
];

async function linksIn(container: Locator): Promise<Link[]> {
  return container
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
}

async function menuItems(menu: Locator): Promise<Array<[string, string | null]>> {
  return menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => [item.textContent?.trim() ?? '', item.getAttribute('href')]));
}

test.describe('menus by role (spec 2.2)', () => {
  for (const { account, landing, main, user } of ROLES) {
    test(`${account}: main menu and user menu`, async ({ page, loginAs }) => {
      await loginAs(account);
      await page.goto(landing);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveCount(main.length);
      expect(await linksIn(nav)).toEqual(main);

      await page.getByRole('button', { name: 'User menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      expect(await menuItems(menu)).toEqual(user.top);

      if (user.accountSettings) {
        await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
        const submenu = page.getByRole('menu').nth(1);
        await expect(submenu).toBeVisible();
        expect(await menuItems(submenu)).toEqual(user.accountSettings);
        await submenu.getByRole('menuitem', { name: 'Reset Password' }).click();
      } else {
        await menu.getByRole('menuitem', { name: 'Reset Password' }).click();
      }
      await expect(page).toHaveURL('/reset-password');
      await expect(page.getByRole('heading', { name: 'Reset Password' }).first()).toBeVisible();
    });
  }
});

test.describe('logged-out header (spec 2.1)', () => {
  test('shows Login and Register; Register offers the two ways to register', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await account.getByRole('button', { name: 'Register' }).click();
    const menu = page.getByRole('menu');
    expect(await menuItems(menu)).toEqual([
      ['Register as a Provider', '/register?type=provider'],
      ['Register as a Medical Facility', '/register?type=facility'],
    ]);
    await menu.getByRole('menuitem', { name: 'Register as a Medical Facility' }).click();
    await expect(page).toHaveURL('/register?type=facility');
    await expect(page.getByRole('heading', { name: 'Register as a Medical Facility' })).toBeVisible();

    await account.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('menuitem', { name: 'Register as a Provider' }).click();
    await expect(page).toHaveURL('/register?type=provider');
    await expect(page.getByRole('heading', { name: 'Register as a Provider' })).toBeVisible();

    await account.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('logo (spec 2.1)', () => {
  test('links to / when logged out', async ({ page }) => {
    await page.goto('/login');
    const logo = page.getByRole('link', { name: 'PathBridge home' });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL('/');
  });

  test('is not a link when logged in, and a click does nothing', async ({ page, loginAs }) => {
    await loginAs('provider');
    await page.goto('/completedCases');
    await expect(page.getByRole('link', { name: 'PathBridge home' })).toHaveCount(0);
    const logo = page.getByTestId('logo');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((element) => element.closest('a') === null)).toBe(true);
    await logo.click();
    await expect(page).toHaveURL('/completedCases');
  });
});

test.describe('layout behaviour (spec 2.2)', () => {
  test('the header is stuck once the page scrolls past 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/login');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-stuck', 'false');

    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    await scrollTo(11);
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await scrollTo(10);
    await expect(header).toHaveAttribute('data-stuck', 'false');
    await scrollTo(200);
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await scrollTo(0);
    await expect(header).toHaveAttribute('data-stuck', 'false');
  });

  test('the page scrolls to the top after navigating', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await loginAs('provider');
    await page.goto('/availableCases');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    // The header is sticky, so its links stay reachable while scrolled.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();
    await expect(page).toHaveURL('/selectedCases');
    await expect(page.getByRole('table', { name: 'My Cases' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload keeps the browser's restored scroll position", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/login');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);

    await page.reload();
    // Opening the Register menu needs the app to be running, so its mount effects have run by then.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('menuitem', { name: 'Register as a Provider' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
  });

  test('the footer shows the copyright with the current year and the social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    const social = footer.getByRole('list', { name: 'Social media' });
    expect(await linksIn(social)).toEqual([
      ['', 'https://www.linkedin.com/'],
      ['', 'https://x.com/'],
      ['', 'https://www.facebook.com/'],
    ]);
    for (const name of ['LinkedIn', 'X', 'Facebook']) {
      await expect(social.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
    }
  });
});

test.describe('mobile menu (spec 2.2, 9: mobile up to 1023 px)', () => {
  async function openMobileMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog.getByRole('navigation', { name: 'Mobile' });
  }

  test('at 1000 px the desktop nav is hidden and the menu button opens the role’s items', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await loginAs('provider');
    await page.goto('/availableCases');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();

    const nav = await openMobileMenu(page);
    expect(await linksIn(nav)).toEqual([
      ...PROVIDER_MAIN,
      ['About Me', '/about-me'],
      ['Reset Password', '/reset-password'],
      ['Notification Settings', '/notification-settings'],
    ]);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

    await nav.getByRole('link', { name: 'Completed Cases' }).click();
    await expect(page).toHaveURL('/completedCases');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // At 1024 px the desktop layout is back.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('a facility user gets the facility items, and the provider menu under /pathologist', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await loginAs('facility');
    await page.goto('/upload-project');
    let nav = await openMobileMenu(page);
    expect((await linksIn(nav)).slice(0, 3)).toEqual(FACILITY_MAIN);

    // A /pathologist page (the reading workspace refuses a facility user in the frame, decision 032).
    await page.goto('/pathologist/pd-case-view/case-0001');
    nav = await openMobileMenu(page);
    expect((await linksIn(nav)).slice(0, 4)).toEqual(PROVIDER_MAIN);
  });

  test('logout from the mobile menu lands on /login', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await loginAs('admin');
    await page.goto('/admin');
    const nav = await openMobileMenu(page);
    expect((await linksIn(nav)).slice(0, ADMIN_MAIN.length)).toEqual(ADMIN_MAIN);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
  });
});
