/** Spreadsheets for the tests: the template's example row, varied, as XLSX or CSV bytes. */
import { COLUMNS, type Cells } from './columns';

export const EXAMPLE: Cells = Object.fromEntries(COLUMNS.map((c) => [c.key, c.example])) as Cells;

export async function xlsxOf(
  rows: ReadonlyArray<Record<string, unknown>>,
  headers = COLUMNS.map((c) => c.header),
) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Specimens');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvOf(
  rows: ReadonlyArray<Record<string, string>>,
  headers: readonly string[] = COLUMNS.map((c) => c.header),
) {
  const lines = [headers, ...rows.map((row) => headers.map((header) => row[header] ?? ''))];
  return new TextEncoder().encode(`\uFEFF${lines.map((line) => line.map(quote).join(',')).join('\r\n')}\r\n`);
}

/** The example row keyed by header, with some cells changed. */
export const exampleByHeader = (changes: Record<string, string> = {}): Record<string, string> => ({
  ...Object.fromEntries(COLUMNS.map((c) => [c.header, c.example])),
  ...changes,
});
