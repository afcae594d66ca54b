/**
 * An axe scan inside a dom test, for a page state only a running image archive reaches (the e2e's page visits
 * cannot): the e2e scans' rules (AXE_TAGS), minus what jsdom cannot judge (colour contrast: it lays nothing
 * out; the e2e scans and theme-contrast.test.ts cover colours). As there (tests/e2e/axe-scan.ts), a critical or
 * serious violation fails, named with its elements.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function expectNoAxeViolations(root: Element) {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: TAGS },
    rules: {
      'color-contrast': { enabled: false },
      // A component rendered alone has no page around it: no landmarks, no h1.
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
    resultTypes: ['violations'],
  });
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
