/**
 * Rows as a spreadsheet's cells, shared by the CSV and XLSX writers: one column per exported list column, with
 * the list's own header text.
 */
import { columnLabel, type ExportValue, type ListColumn, type RowData } from './columns';

/**
 * At most this many rows per export: 50 API pages of 100, a few seconds of backend work and a file of a few MB.
 * A larger list is refused (the page hides its export links then) and should be narrowed with search or
 * filters; a silently cut spreadsheet would mislead.
 */
export const EXPORT_MAX_ROWS = 5_000;

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

export function exportTable<TRow extends RowData>(
  columns: readonly ListColumn<TRow>[],
  items: readonly TRow[],
): ExportTable {
  const exported = columns.flatMap((column) => {
    const exporter = exporterOf(column);
    return exporter ? [{ header: columnLabel(column), exporter }] : [];
  });
  return {
    headers: exported.map((column) => column.header),
    rows: items.map((item, index) => exported.map((column) => column.exporter(item, index))),
  };
}
