/**
 * What "the page fits the screen" means (decision 067), checked on every page by the axe scan at
 * 1280 px and at 390 px: the page never scrolls sideways; a list's search and filters stay inside the screen;
 * and from 1024 px, where a list is a table rather than cards, the table shows all its columns without a
 * sideways scroll of its own.
 */
import { expect, type Page } from '@playwright/test';

interface Misfit {
  what: string;
  by: number;
}

export async function expectFits(page: Page, where: string) {
  const misfits = await page.evaluate((): Misfit[] => {
    const found: Misfit[] = [];
    const root = document.documentElement;
    const pageOverflow = root.scrollWidth - root.clientWidth;
    if (pageOverflow > 0) found.push({ what: 'the page scrolls sideways', by: pageOverflow });
    for (const control of document.querySelectorAll('[role="search"] :is(input, select, button)')) {
      const { right } = control.getBoundingClientRect();
      const name = control.getAttribute('name') ?? control.textContent ?? control.tagName;
      if (right > root.clientWidth + 0.5)
        found.push({
          what: `the list's control "${name}" ends past the screen's edge`,
          by: right - root.clientWidth,
        });
    }
    if (root.clientWidth >= 1024) {
      for (const box of document.querySelectorAll('main [data-slot="table-container"]')) {
        const hidden = box.scrollWidth - box.clientWidth;
        const caption = box.querySelector('caption')?.textContent ?? 'a table';
        if (hidden > 0) found.push({ what: `the table "${caption}" hides columns`, by: hidden });
      }
    }
    return found.map(({ what, by }) => ({ what, by: Math.ceil(by) }));
  });
  expect(
    misfits,
    `${where} does not fit: ${misfits.map((m) => `${m.what} (by ${m.by} px)`).join('; ')}`,
  ).toEqual([]);
}
