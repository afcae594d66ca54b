/**
 * The list's TanStack table, read once per render into plain views the markup needs: each column's label,
 * sort state and classes, and each row's rendered cells.
 *
 * Cells are rendered from TanStack's rows and columns with a light cell context rather than through
 * `row.getAllCells()`: building a cell object per value costs more on the server than the rest of the table
 * (docs/performance.md), and the column templates only read `row`, `column` and the value.
 */
import { useMemo, type ReactNode } from 'react';
import {
  flexRender,
  useTable,
  type CellContext,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import {
  columnId,
  columnLabel,
  listFeatures,
  type ListColumn,
  type ListFeatures,
  type RowData,
} from './columns';
import type { ListPage } from './list-data';
import type { ListState } from './list-query';

export interface ColumnView {
  id: string;
  label: string;
  /** The URL sort field, when the column sorts. */
  sortField: string | null;
  sorted: false | 'asc' | 'desc';
  /** The row header column (`<th scope="row">`). */
  rowHeader: boolean;
  /** Row actions: no label in the card layout. */
  actions: boolean;
  /** The classes of this column's body cells, beyond the table's own (app/kit.css); `actions` for row actions. */
  cellClass: string | undefined;
}

export interface RowView {
  id: string;
  cells: ReactNode[];
}

const NO_ROWS: never[] = [];

export function useListTable<TRow extends RowData>({
  columns,
  page,
  state,
  getRowId,
}: {
  columns: readonly ListColumn<TRow>[];
  page: ListPage<TRow> | null;
  state: ListState;
  getRowId: (row: TRow) => string;
}): { columns: ColumnView[]; rows: RowView[] } {
  // A column sorts exactly when it names a sort field.
  const tableColumns = useMemo(
    () => columns.map((column) => ({ ...column, enableSorting: Boolean(column.meta?.sortField) })),
    [columns],
  );
  const sortColumn = useMemo(() => {
    const column = columns.find((c) => c.meta?.sortField === state.sort);
    return column ? columnId(column) : null;
  }, [columns, state.sort]);
  const sorting: SortingState = sortColumn ? [{ id: sortColumn, desc: state.order === 'desc' }] : [];
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.pageSize };

  const table = useTable({
    features: listFeatures,
    columns: tableColumns as ListColumn<TRow>[],
    data: (page?.items ?? NO_ROWS) as TRow[],
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    manualPagination: true,
    rowCount: page?.total ?? 0,
    state: { sorting, pagination },
  });

  const leafColumns = table.getAllLeafColumns();
  const columnViews: ColumnView[] = leafColumns.map((column) => {
    const meta = column.columnDef.meta;
    return {
      id: column.id,
      label: columnLabel(column.columnDef as ListColumn<TRow>),
      sortField: column.getCanSort() ? (meta?.sortField ?? null) : null,
      sorted: column.getIsSorted(),
      rowHeader: Boolean(meta?.rowHeader),
      actions: Boolean(meta?.actions),
      cellClass: meta?.actions
        ? ['actions', meta.cellClassName].filter(Boolean).join(' ')
        : meta?.cellClassName,
    };
  });
  const rows: RowView[] = table.getRowModel().rows.map((row) => ({
    id: row.id,
    cells: leafColumns.map((column) => {
      const getValue = () => row.getValue(column.id);
      const context = { table, row, column, getValue, renderValue: getValue } as unknown as CellContext<
        ListFeatures,
        TRow,
        unknown
      >;
      return flexRender(column.columnDef.cell, context);
    }),
  }));
  return { columns: columnViews, rows };
}
