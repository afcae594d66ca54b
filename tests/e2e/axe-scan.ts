/**
 * One axe scan of the page as it is now, for a state no page visit of a11y.spec.ts reaches (a form after a
 * refusal, a step of a flow): run in the page itself (these pages have no frames), only the violations
 * collected, and any critical or serious one fails, named with its elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousViolations(page: Page, what?: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}
