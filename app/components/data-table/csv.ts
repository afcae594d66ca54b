/**
 * CSV of RFC 4180 (quoted where needed, CRLF line ends, a UTF-8 byte-order mark so spreadsheet programs read
 * accents right), safe against formula injection: a text cell starting with = + - @ (or a tab or carriage
 * return, which some programs skip before looking) is prefixed with an apostrophe, so a spreadsheet shows it as
 * text instead of running it (OWASP "CSV injection"). Numbers are written as numbers, so -5 stays -5.
 */
import { formatDateTime } from '~/lib/format';
import type { ExportValue } from './columns';
import type { ExportTable } from './export-table';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of one cell, formula-safe but not yet quoted. */
export function csvText(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // Dates as spec 5 shows them, in UTC (the file has no reader's time zone), with the zone written out.
  if (value instanceof Date) return formatDateTime(value, 'UTC');
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: ExportValue): string {
  const text = csvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = '\uFEFF';

/** Rows as CSV lines, each ended by CRLF: a streamed export writes a page of them at a time. */
export function csvLines(rows: readonly (readonly ExportValue[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvCell).join(',')}\r\n`;
  return text;
}

export function toCsv({ headers, rows }: ExportTable): string {
  return `${CSV_BOM}${csvLines([headers, ...rows])}`;
}
