import type { Locator } from '@playwright/test';

/**
 * The body cells of a list's column, found by its header's text: cells carry no label of their own (the cards'
 * labels are the table's, app/kit.css), so a column is its position among the headers.
 */
export async function columnCells(table: Locator, header: string): Promise<Locator> {
  const headers = await table.locator('thead th').allTextContents();
  const position = headers.indexOf(header) + 1;
  if (position === 0) throw new Error(`No column '${header}' among ${headers.join(', ')}`);
  return table.locator(`tbody tr > :nth-child(${position})`);
}
