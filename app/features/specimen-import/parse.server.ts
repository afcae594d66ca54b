/**
 * Reads an uploaded specimen spreadsheet (decision 040) on the server: the type is decided by the bytes, never
 * the name (XLSX is a zip: PK\x03\x04; CSV is text), the size is limited, a zip that would unpack to far more
 * than its size is refused before it is opened, and every cell becomes text. The header row names the columns
 * (columns.ts); the rows after it become `ImportRow`s, empty rows skipped.
 */
import { Readable } from 'node:stream';
import type { CellValue, Workbook, Worksheet } from 'exceljs';
import { FILE_MESSAGES, sniff, type SpreadsheetKind } from './file-kind';
import {
  COLUMNS,
  IMPORT_LIMITS,
  columnForHeader,
  emptyCells,
  type ColumnKey,
  type ImportRow,
} from './columns';

export const PARSE_MESSAGES = {
  ...FILE_MESSAGES,
  unreadable: 'The spreadsheet could not be read. Save it again as XLSX or CSV and upload it again.',
  noHeader: 'The spreadsheet has no header row. Start from the template.',
  noRows: 'The spreadsheet has a header row but no specimen rows.',
  tooManyRows: `The spreadsheet has more than ${IMPORT_LIMITS.maxRows} specimen rows. Split it into several files.`,
  missing: (headers: string[]) =>
    `The spreadsheet has no ${headers.length === 1 ? 'column' : 'columns'} ${headers.map((h) => `'${h}'`).join(', ')}. Start from the template, which has every header.`,
} as const;

export { sniff };

/** An XLSX unpacks to a few times its size; far more is a zip bomb, not a spreadsheet. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

export type ParseResult =
  { ok: true; rows: ImportRow[]; ignoredHeaders: string[] } | { ok: false; message: string };

/** The uncompressed size a zip declares in its central directory, or null when it has none readable. */
export function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end -= 1) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i += 1) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
      total += view.getUint32(offset + 24, true);
      offset +=
        46 +
        view.getUint16(offset + 28, true) +
        view.getUint16(offset + 30, true) +
        view.getUint16(offset + 32, true);
    }
    return total;
  }
  return null;
}

const DATE_COLUMNS = new Set<ColumnKey>(['birthDate', 'collectionDate']);
const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates as MM/DD/YYYY (times as HH:MM), formulas by their result, rich text as its text. */
export function cellText(value: CellValue, column: ColumnKey | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    if (column === 'collectionTime') return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    const date = `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()}`;
    return column && DATE_COLUMNS.has(column) ? date : value.toISOString();
  }
  if (typeof value === 'number') {
    // A time typed into a cell without a time format is a fraction of a day.
    if (column === 'collectionTime' && value >= 0 && value < 1) {
      const minutes = Math.round(value * 24 * 60);
      return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
    }
    return String(value);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result ?? null, column);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function loadWorkbook(bytes: Uint8Array, kind: SpreadsheetKind): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  if (kind === 'xlsx') {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    return workbook;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves CSV in the system's code page.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  text = text.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  // `map` keeps every value as the text it is (exceljs would otherwise turn '01/02' into a date).
  await workbook.csv.read(Readable.from([text]), {
    map: (value: string) => value,
    parserOptions: { delimiter },
  });
  return workbook;
}

/** The first worksheet that has anything in it. */
const firstSheet = (workbook: Workbook): Worksheet | undefined =>
  workbook.worksheets.find((sheet) => sheet.actualRowCount > 0) ?? workbook.worksheets[0];

export async function parseSpreadsheet(bytes: Uint8Array): Promise<ParseResult> {
  if (bytes.length === 0) return { ok: false, message: PARSE_MESSAGES.empty };
  if (bytes.length > IMPORT_LIMITS.maxBytes) return { ok: false, message: PARSE_MESSAGES.tooLarge };
  const kind = sniff(bytes);
  if (!kind) return { ok: false, message: PARSE_MESSAGES.type };
  if (kind === 'xlsx') {
    const unpacked = declaredUnpackedSize(bytes);
    if (unpacked === null || unpacked > MAX_UNPACKED_BYTES)
      return { ok: false, message: PARSE_MESSAGES.unreadable };
  }
  let sheet: Worksheet | undefined;
  try {
    sheet = firstSheet(await loadWorkbook(bytes, kind));
  } catch {
    return { ok: false, message: PARSE_MESSAGES.unreadable };
  }
  if (!sheet) return { ok: false, message: PARSE_MESSAGES.noHeader };

  const lines: Array<{ line: number; values: CellValue[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    lines.push({ line, values: values as CellValue[] });
  });
  const headerIndex = lines.findIndex(({ values }) =>
    values.some((value) => cellText(value, undefined).trim()),
  );
  if (headerIndex < 0) return { ok: false, message: PARSE_MESSAGES.noHeader };

  // Column positions by key; the first column with a header wins, unknown headers are reported.
  const positions = new Map<ColumnKey, number>();
  const ignoredHeaders: string[] = [];
  lines[headerIndex]!.values.forEach((value, index) => {
    const header = cellText(value, undefined).trim();
    if (!header) return;
    const key = columnForHeader(header);
    if (key && !positions.has(key)) positions.set(key, index);
    else ignoredHeaders.push(header);
  });
  const missing = COLUMNS.filter((column) => column.required && !positions.has(column.key));
  if (missing.length) return { ok: false, message: PARSE_MESSAGES.missing(missing.map((c) => c.header)) };

  const rows: ImportRow[] = [];
  for (const { line, values } of lines.slice(headerIndex + 1)) {
    const cells = emptyCells();
    for (const [key, index] of positions) cells[key] = cellText(values[index] ?? null, key).trim();
    if (Object.values(cells).every((cell) => cell === '')) continue;
    if (rows.length === IMPORT_LIMITS.maxRows) return { ok: false, message: PARSE_MESSAGES.tooManyRows };
    rows.push({ id: `row-${line}`, line, cells });
  }
  if (!rows.length) return { ok: false, message: PARSE_MESSAGES.noRows };
  return { ok: true, rows, ignoredHeaders };
}
