/**
 * Tap targets on a phone (WCAG 2.2 2.5.8 Target Size (Minimum), AA), measured: at 390 px, every button,
 * link and form control of the provider's worklists (Available Cases, My Cases) and case page, and of the admin's
 * Cases and case page, is at least 24 × 24 CSS px, or spaced so that a 24 px circle on its centre meets no other
 * target (the criterion's spacing exception). Links inside a sentence are exempt, as the criterion says. The axe
 * scan (a11y.spec.ts, AXE_TAGS) runs axe's own target-size rule and contrast; this measures the boxes as drawn,
 * including the targets axe leaves "incomplete" (overlapping or partly covered ones), which it does not fail.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

interface Small {
  what: string;
  width: number;
  height: number;
}

/** The targets smaller than 24 × 24 px that another target crowds (the page as it is now). */
async function crowdedSmallTargets(page: Page): Promise<Small[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"], [role="menuitem"]';
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      return [...(parent?.childNodes ?? [])].some(
        (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((el) => !el.closest('[aria-hidden="true"], [inert]'))
      .map((el) => {
        // A control drawn by its label (a visually hidden input) is as big as what is drawn.
        const label = el instanceof HTMLInputElement ? el.labels?.[0] : null;
        const hidden = el instanceof HTMLInputElement && el.getBoundingClientRect().width <= 1;
        const rect = (hidden && label ? label : el).getBoundingClientRect();
        return { el, rect };
      })
      .filter(({ el, rect }) => {
        const style = getComputedStyle(el);
        return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && !inSentence(el);
      });
    // The same control found twice (a label and its input) counts once.
    const unique = targets.filter(
      (t, i) => targets.findIndex((o) => o.el === t.el || o.el.contains(t.el) || t.el.contains(o.el)) === i,
    );
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const small = (r: DOMRect) => r.width < MIN - 0.5 || r.height < MIN - 0.5;
    /** Distance from a point to a rectangle (0 inside). */
    const distance = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    return unique
      .filter(({ rect }) => small(rect))
      .filter(({ el, rect }) => {
        const c = centre(rect);
        return unique.some((other) => {
          if (other.el === el) return false;
          // Two small targets: their circles meet; a small and a big one: the circle meets the big one.
          return small(other.rect)
            ? Math.hypot(c.x - centre(other.rect).x, c.y - centre(other.rect).y) < MIN
            : distance(c, other.rect) < MIN / 2;
        });
      })
      .map(({ el, rect }) => ({
        what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`,
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      }));
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('tap targets of the worklists and case pages are 24 × 24 px or spaced, on a phone', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/availableCases');
  await hydrated(page);
  expect(await crowdedSmallTargets(page), '/availableCases at 390 px').toEqual([]);

  // The demo provider's own assigned case (docs/notifications.md's seeded notices are about it).
  await page.goto('/case-details/case-0013');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await crowdedSmallTargets(page), `${page.url()} at 390 px`).toEqual([]);

  for (const path of ['/selectedCases']) {
    await page.goto(path);
    await hydrated(page);
    expect(await crowdedSmallTargets(page), `${path} at 390 px`).toEqual([]);
  }
  // The menu's Close button, measured itself: its icon alone was 16 px, and it sits apart from the menu's items.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close menu' });
  await expect
    .poll(async () => {
      const box = await close.boundingBox();
      return box ? Math.min(box.width, box.height) : 0;
    })
    .toBeGreaterThanOrEqual(24);
  await close.click();
  await loginAs('admin');
  for (const path of ['/case', '/case/case-0013']) {
    await page.goto(path);
    await hydrated(page);
    expect(await crowdedSmallTargets(page), `${path} at 390 px (admin)`).toEqual([]);
  }
});
