/**
 * The axe scan of every page built so far (tests/e2e/page-visits.ts derives the list from the route table), as
 * the account that opens it, on a desktop screen and on a 390 px phone, with the rules of WCAG 2.0, 2.1 and 2.2 A
 * and AA and axe's best practices (AXE_OPTIONS in ./axe-scan.ts). Any critical or serious violation fails,
 * and so do the rules the frame promises regardless of axe's impact rating: one h1, one main landmark, a way
 * past the header. On both screens the page fits its width (tests/e2e/layout-fit.ts).
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe-scan';
import { expect, test } from './fixtures';
import { expectFits } from './layout-fit';
import { networkQuiet } from './network-quiet';
import { pageVisits, type PageVisit } from './page-visits';

type Violation = Awaited<ReturnType<typeof axeViolations>>[number];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const FAILING_IMPACTS = new Set(['critical', 'serious']);
/** Rules of the frame that axe rates below 'serious' but that this product keeps on every page. */
const ALWAYS_ENFORCED = new Set(['page-has-heading-one', 'landmark-one-main', 'bypass', 'heading-order']);

const failing = (violation: Violation) =>
  FAILING_IMPACTS.has(violation.impact ?? '') || ALWAYS_ENFORCED.has(violation.id);

/** One readable block per violation: rule, impact, what to do, and every offending element. */
function report(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Loads the page (`load`), then waits until it is ready to be judged: its slide drawn, or the network quiet. */
async function settle(page: Page, visit: PageVisit, load: () => Promise<unknown>) {
  await load();
  if (visit.waitFor === 'slide') {
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  } else {
    await page.waitForLoadState('load');
    // A page asks for what its first view needs as it hydrates, one request after another: a quarter second with
    // none in flight means it is done (the default half second cost this file about 30 s of a worker's time).
    await networkQuiet(page, 250);
  }
}

async function open(page: Page, visit: PageVisit) {
  const url = await visit.url(page.request);
  await settle(page, visit, () => page.goto(url));
  await visit.open?.(page);
  return url;
}

/** Axe's failing violations of the page as it is now, with the frame's own rules. */
async function scan(page: Page, url: string, viewport: (typeof VIEWPORTS)[number]) {
  const where = `${url} at ${viewport.width} px`;
  await expect(page.locator('h1'), `${where}: exactly one h1`).toHaveCount(1);
  // The phone's scan keeps every rule, color-contrast included: below 1024 px a list's rows are cards on another
  // background (`max-desktop:[&>tr]:bg-card`) and some elements show on one screen only (`desktop:hidden`).
  const violations = (await axeViolations(page)).filter(failing);
  expect(violations, `${where}\n${report(violations)}`).toEqual([]);
  await expectFits(page, where);
}

/** Pages scanned in one test: one browser context and one page for all of them. */
const PAGES_PER_TEST = 6;

/** The visits in runs of one account at a time (a run logs in once per page), cut into tests of a few pages. */
function batches(visits: PageVisit[]): PageVisit[][] {
  const byAccount = new Map<string, PageVisit[]>();
  for (const visit of visits) {
    const key = visit.account ?? 'visitor';
    byAccount.set(key, [...(byAccount.get(key) ?? []), visit]);
  }
  return [...byAccount.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / PAGES_PER_TEST) }, (_, i) =>
      group.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
    ),
  );
}

// A few pages per test, each in its own step: opened and scanned on the desktop screen, then narrowed to the
// phone's and scanned again. Pages share the test's browser context (a new context costs a new renderer and a
// cold cache: the 15 facility pages took 141 CPU-s as 15 tests, 76 as 3), but not their data: the backend is seeded afresh and the account
// logged in again before each page. Narrowing is as good as loading the page on a phone because the layout
// follows the width by CSS alone: nothing in app/ reads the viewport from script (no matchMedia or
// innerWidth), so a page loaded at 390 px renders the same elements.
test.describe('axe on a desktop (1280 px) and a phone (390 px) screen', () => {
  // Each test starts on a freshly seeded backend: spread over all workers (the longest file).
  test.describe.configure({ mode: 'parallel' });
  for (const batch of batches(pageVisits())) {
    const account = batch[0]!.account;
    test(`${batch.map((visit) => visit.label).join(', ')} as ${account ?? 'visitor'}`, async ({
      page,
      loginAs,
      mock,
    }) => {
      // A slide is drawn before it is judged: up to 30 s on a shared machine.
      test.setTimeout(30_000 * batch.length);
      for (const [index, visit] of batch.entries()) {
        await test.step(visit.label, async () => {
          if (index > 0) {
            // The last page's scripts gone first: a live page whose session the reset ends may sign out the next.
            await page.goto('about:blank');
            await mock.reset();
            await page.context().clearCookies();
          }
          if (visit.account) await loginAs(visit.account);
          const [desktop, phone] = VIEWPORTS;
          await page.setViewportSize(desktop);
          const url = await open(page, visit);
          await scan(page, url, desktop);

          await page.setViewportSize(phone);
          // One frame, so the narrower layout is drawn before it is judged (the page's data is already there).
          await page.evaluate(() => new Promise(requestAnimationFrame));
          await scan(page, url, phone);
        });
      }
    });
  }
});
