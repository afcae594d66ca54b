/**
 * One axe scan of the page as it is now, for a state no page visit of a11y.spec.ts reaches (a form after a
 * refusal, a step of a flow): run in the page itself (these pages have no frames), only the violations
 * collected, and any critical or serious one fails, named with its elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The rules every scan runs, by axe's tags: WCAG 2.0 and 2.1 A and AA, WCAG 2.2 AA and axe's best practices.
 * Without tags axe runs every rule it enables by default, which is these minus WCAG 2.2's `target-size` (a
 * control at least 24 × 24 px, or far enough from the next): that one axe leaves off unless asked for.
 * The frame's own rules (one h1, one main landmark) are best practices.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's options for every scan: those rules, and only the violations collected in full. One object, because
 * AxeBuilder's `options()` replaces whatever `withTags()` set before it (the tags were silently dropped).
 */
export const AXE_OPTIONS: Parameters<AxeBuilder['options']>[0] = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
};

/** What AxeBuilder evaluates instead of axe's source: `axeViolations` has put axe in the page already. */
const AXE_ALREADY_INJECTED = 'void 0';

/**
 * Axe's violations of the page as it is now (AXE_OPTIONS), found by axe.run in the page itself (legacy mode;
 * these pages have no frames). The default runs axe per frame, then opens a blank page, injects axe again and
 * merges there (for cross-origin frames): the same results, compared on 16 pages, at 1–2 s more per scan.
 * AxeBuilder evaluates axe's source (650 KB) twice per scan, once in `analyze` and once per frame; here it is
 * evaluated once per document, and a second scan of the same document (the phone's, after the desktop's) uses
 * the axe already there.
 */
export async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
    .setLegacyMode()
    .options(AXE_OPTIONS)
    .analyze();
  return results.violations;
}

/**
 * Scanned as the page will rest: a toast fading in (sonner's 0.4 s) or a button re-enabled (its opacity eases
 * back over 150 ms) has part of its contrast in the frame axe reads, and axe reported its text as too faint (a
 * timing flake, not the colours). As a reader who asks for less motion sees it, transitions end at once; any
 * finite animation still running is finished at the style it was going to (a spinner runs on).
 */
export async function expectNoSeriousViolations(page: Page, what?: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    for (const running of document.getAnimations()) {
      if (running.effect?.getComputedTiming().endTime !== Infinity) running.finish();
    }
  });
  const violations = await axeViolations(page).finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}
