/**
 * Column definitions are TanStack Table's own (`listColumns<Row>()` is its column helper for the kit's
 * features), with the kit's few extras in `meta`: which URL sort field a column sorts by, which column names
 * the row, cell classes, and what the column puts in a spreadsheet.
 */
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type CellData,
  type ColumnDef,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';

/** What a cell may hold in an export; a Date becomes a date cell in XLSX and the spec-5 text in CSV. */
export type ExportValue = string | number | boolean | Date | null | undefined;

declare module '@tanstack/table-core' {
  // Declaration merging needs TanStack's exact parameters, used or not.
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** The URL (and API) sort field of this column; without it the column does not sort. */
    sortField?: string;
    /** This column's value names the row: its cell is the row header (`<th scope="row">`), one per list. */
    rowHeader?: boolean;
    /** Classes for this column's cells, e.g. 'whitespace-nowrap'. */
    cellClassName?: string;
    /**
     * The value this column puts in a CSV or XLSX export. Defaults to the accessor's value when that is a
     * string, number, boolean or Date; `false` leaves the column out (row actions).
     */
    export?: false | ((row: TData) => ExportValue);
    /** Row actions: the card layout shows this cell without a label, across the card. */
    actions?: boolean;
  }
}

/** The table features every list uses: sorting and paging, both done by the server (manual). */
export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ListFeatures = typeof listFeatures;
export type { RowData };

// TanStack's own column type: its value type differs per column, hence `any` here as in its column helper.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListColumn<TRow extends RowData> = ColumnDef<ListFeatures, TRow, any>;

/** TanStack's column helper for a list of `TRow`. */
export const listColumns = <TRow extends RowData>() => createColumnHelper<ListFeatures, TRow>();

/** The header text of a column: its label in the card layout and in exports. Headers are plain strings. */
export function columnLabel<TRow extends RowData>(column: ListColumn<TRow>): string {
  const header = (column as { header?: unknown }).header;
  return typeof header === 'string' ? header : ((column as { id?: string }).id ?? '');
}

/** A column's id by TanStack's own rule: its id, else its accessor key (dots as '_'), else its header. */
export function columnId<TRow extends RowData>(column: ListColumn<TRow>): string {
  const def = column as { id?: string; accessorKey?: unknown; header?: unknown };
  return (
    def.id ??
    (def.accessorKey !== undefined ? String(def.accessorKey).replaceAll('.', '_') : undefined) ??
    (typeof def.header === 'string' ? def.header : '')
  );
}
