/**
 * The frame every page inherits (spec 2.2 and 9): skip link, focus after a page change, the focus ring,
 * the user menu's name, the side menu, and the spec's breakpoints.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test, hydrated } from './fixtures';

/** The element that has the keyboard focus, as a locator-friendly description. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), id: element?.id, text: element?.textContent?.trim() };
  });

/** The focus indicator as the browser draws it. */
const ringOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    // The theme's ring colour as the browser resolves it, to compare like with like.
    const probe = document.createElement('span');
    probe.style.color = 'var(--ring)';
    document.body.append(probe);
    const ring = getComputedStyle(probe).color;
    probe.remove();
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineOffset: style.outlineOffset,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
      ring,
    };
  });

test.describe('skip link and focus (accessibility)', () => {
  test('the first Tab reaches "Skip to main content", which moves the focus to the main landmark', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    // Before hydration the Enter below follows the fragment itself, and React 18.3 can fail on the router's
    // update (app/root.tsx, HydratedMark): a person's first Tab comes later than a script's.
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands inside the page, past the header and the side menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('after login the focus is on the landing page’s heading, so the new page is announced', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
    await expect(page).toHaveURL('/availableCases');
    const heading = page.getByRole('heading', { level: 1, name: 'Available Cases' });
    await expect(heading).toBeFocused();
  });

  test('a menu link moves the focus to the new page’s heading', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();
  });

  test('a search that changes the URL of the same page keeps the focus in the search box', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/selectedCases');
    const search = page.getByRole('searchbox', { name: 'Search My Cases' });
    await search.pressSequentially('LUMC');
    await expect(page).toHaveURL(/search=LUMC/);
    await expect(search).toBeFocused();
    expect((await focused(page)).tag).toBe('input');
  });
});

test.describe('focus ring (clearly visible on every control)', () => {
  /** Buttons animate their box shadow (`transition-all`): the ring is read once it has settled. */
  async function expectSolidRing(control: Locator) {
    await expect
      .poll(async () => {
        const ring = await ringOf(control);
        return {
          focusVisible: ring.focusVisible,
          outline: `${ring.outlineStyle} ${ring.outlineWidth} offset ${ring.outlineOffset}`,
          // Opaque and the theme's ring colour: the old ring was that colour at 50 %.
          outlineColor: ring.outlineColor === ring.ring && !/\/|rgba|transparent/.test(ring.outlineColor),
          // The halo fills the 2 px gap, so the ring stands apart from a filled button.
          halo: /^\S+\(1 0 0\) 0px 0px 0px 2px|^rgb\(255, 255, 255\) 0px 0px 0px 2px/.test(ring.boxShadow),
        };
      })
      .toEqual({ focusVisible: true, outline: 'solid 2px offset 2px', outlineColor: true, halo: true });
  }

  test('a filled button, an input and a link each show the solid ring when reached by keyboard', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByPlaceholder('Your email *');
    await email.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await expectSolidRing(email);

    const forgot = page.getByRole('link', { name: 'Forgot Password' });
    const logIn = page.getByRole('button', { name: 'Log In' });
    while (!(await forgot.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await expectSolidRing(forgot);
    await page.keyboard.press('Tab');
    await expect(logIn).toBeFocused();
    await expectSolidRing(logIn);
  });

  test('a dropdown item reached by keyboard shows the ring inside the menu', async ({ page }) => {
    await page.goto('/');
    // The menu is the script's: Enter before hydration opens it without moving the focus into it.
    await hydrated(page);
    await page.getByRole('button', { name: 'Register' }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Register as a Provider' });
    await expect(item).toBeFocused();
    const ring = await ringOf(item);
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outlineWidth).toBe('2px');
    expect(ring.outlineOffset).toBe('-2px');
  });
});

test.describe('user menu (WCAG 2.5.3: the name contains the visible text)', () => {
  test("the trigger's accessible name starts with the user's name it shows", async ({ page, loginAs }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const trigger = page.getByRole('button', { name: /, user menu$/ });
    const shown = (await trigger.innerText()).trim();
    expect(shown.length).toBeGreaterThan(0);
    await expect(trigger).toHaveAccessibleName(`${shown}, user menu`);
  });
});

test.describe('side menu (spec 2.2, docs/decisions/015-page-layout.md)', () => {
  test("holds the role's navigation from 1024 px, collapses, and stays collapsed after a reload", async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs('admin');
    await page.goto('/admin');
    const menu = page.getByTestId('side-menu');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The header carries no second copy of the navigation.
    await expect(page.locator('header').getByRole('link', { name: 'Billing' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Hide menu' }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show menu' })).toBeVisible();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Show menu' }).click();
    await expect(nav).toBeVisible();
    await page.reload();
    await expect(nav).toBeVisible();
  });

  test('is hidden below 1024 px, where the menu button carries the navigation', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await loginAs('provider');
    await page.goto('/availableCases');
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe("the spec's breakpoints (spec 9: sm 600, md 900)", () => {
  const columns = (page: Page) =>
    page
      .getByRole('heading', { name: 'For pathologists' })
      .evaluate(
        (heading) => getComputedStyle(heading.closest('section')!).gridTemplateColumns.split(' ').length,
      );
  const footerDirection = (page: Page) =>
    page
      .getByRole('contentinfo')
      .evaluate((footer) => getComputedStyle(footer.firstElementChild!).flexDirection);

  test('md starts at 900 px and sm at 600 px', async ({ page }) => {
    await page.setViewportSize({ width: 899, height: 800 });
    await page.goto('/');
    expect(await columns(page)).toBe(1);
    await page.setViewportSize({ width: 900, height: 800 });
    expect(await columns(page)).toBe(3);

    await page.setViewportSize({ width: 599, height: 800 });
    expect(await footerDirection(page)).toBe('column');
    await page.setViewportSize({ width: 600, height: 800 });
    expect(await footerDirection(page)).toBe('row');
  });
});
