/**
 * Rows as a spreadsheet's cells, shared by the CSV and XLSX writers: one column per exported list column, with
 * the list's own header text.
 */
import { columnLabel, type ExportValue, type ListColumn, type RowData } from './columns';

/**
 * At most this many rows per export (decision 099): 2,500 API pages of 100. The file is streamed, page by page,
 * so the app's memory does not grow with it; what grows is the time (one page after another on the backend)
 * and the file (about 16 MB of CSV per 100,000 admin cases). A larger list is refused (the page hides its
 * export links then) and should be narrowed with search or filters; a silently cut spreadsheet would mislead.
 * A network's year of cases (30,000–60,000) fits several times over.
 */
export const EXPORT_MAX_ROWS = 250_000;

/**
 * Up to this many rows the export links fetch the file and save it (`DownloadLink`: busy, a refusal in a toast,
 * the file held in the tab's memory once); past it they are plain download links, which the browser streams to
 * disk with its own progress (decision 099).
 */
export const EXPORT_FETCHED_MAX_ROWS = 5_000;

export interface ExportTable {
  headers: string[];
  rows: ExportValue[][];
}

/** `row['patient.lastName']` style access, as TanStack's accessorKey allows. */
function valueAt(row: unknown, key: string): unknown {
  let current: unknown = row;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function isExportValue(value: unknown): value is ExportValue {
  return (
    value === null ||
    value === undefined ||
    value instanceof Date ||
    ['string', 'number', 'boolean'].includes(typeof value)
  );
}

/** What a column exports for a row, or null when the column has nothing to export (a display column). */
function exporterOf<TRow extends RowData>(
  column: ListColumn<TRow>,
): ((row: TRow, index: number) => ExportValue) | null {
  const def = column as {
    meta?: { export?: false | ((row: TRow) => ExportValue) };
    accessorFn?: (row: TRow, index: number) => unknown;
    accessorKey?: string;
  };
  const exporter = def.meta?.export;
  if (exporter === false) return null;
  if (exporter) return (row) => exporter(row);
  const read = def.accessorFn ?? (def.accessorKey ? (row: TRow) => valueAt(row, def.accessorKey!) : null);
  if (!read) return null;
  return (row, index) => {
    const value = read(row, index);
    return isExportValue(value) ? value : String(value);
  };
}

/**
 * The exported columns of a list: their headers, and the cells of a run of rows (`from`: the index of the first
 * of them in the whole export, which an `accessorFn` is given). An export makes its rows a page at a time.
 */
export function exportRows<TRow extends RowData>(columns: readonly ListColumn<TRow>[]) {
  const exported = columns.flatMap((column) => {
    const exporter = exporterOf(column);
    return exporter ? [{ header: columnLabel(column), exporter }] : [];
  });
  return {
    headers: exported.map((column) => column.header),
    rowsOf: (items: readonly TRow[], from = 0): ExportValue[][] =>
      items.map((item, index) => exported.map((column) => column.exporter(item, from + index))),
  };
}

export function exportTable<TRow extends RowData>(
  columns: readonly ListColumn<TRow>[],
  items: readonly TRow[],
): ExportTable {
  const { headers, rowsOf } = exportRows(columns);
  return { headers, rows: rowsOf(items) };
}
