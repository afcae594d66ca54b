/**
 * A list as a real table on TanStack Table: a caption, sortable column headers (aria-sort, links to the next
 * order), a row header per row, and the empty and error states in the table's body. Sorting and paging are
 * the server's (manual): TanStack holds the URL's state and renders what the loader sent.
 *
 * Below 1024 px (the mobile-menu breakpoint) the same markup shows each row as a card of labelled values: the
 * labels are the columns' names, set once on the table as CSS custom properties (`--c1`, `--c2`, …) and drawn
 * by CSS before each cell by its position (`list-table`, app/kit.css), so the table keeps its semantics and its
 * text and a row carries no label of its own. The cells carry no classes of their own: the table's styles them.
 */
import { FreshMark, RowIdProvider } from './list-updates';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import type { ListColumn, RowData } from './columns';
import type { ListData } from './list-data';
import type { ListQuery, ListState } from './list-query';
import { EmptyRow, ErrorRow, type ListNoun } from './list-states';
import { useListTable, type ColumnView, type RowView } from './use-list-table';

function HeaderCell<TSort extends string, TFilter extends string>({
  column,
  state,
  query,
}: {
  column: ColumnView;
  state: ListState<TSort, TFilter>;
  query: ListQuery<TSort, TFilter>;
}) {
  const { pathname } = useLocation();
  if (!column.sortField) {
    return <TableHead className="max-desktop:hidden">{column.label}</TableHead>;
  }
  const { sorted } = column;
  return (
    <TableHead aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      <Link
        to={`${pathname}${query.search(query.sortedBy(state, column.sortField as TSort))}`}
        preventScrollReset
        discover="none"
        className="sort-link"
      >
        {column.label}
      </Link>
    </TableHead>
  );
}

/** One row: its cells written out (a list has hundreds of cells; no component per cell). */
function BodyRow({ row, columns, fresh }: { row: RowView; columns: ColumnView[]; fresh: boolean }) {
  return (
    <TableRow data-fresh={fresh || undefined}>
      {columns.map((column, index) =>
        column.rowHeader ? (
          <th key={column.id} scope="row" className={column.cellClass}>
            {row.cells[index]}
            {fresh ? <FreshMark /> : null}
          </th>
        ) : (
          <td key={column.id} className={column.cellClass}>
            {row.cells[index]}
          </td>
        ),
      )}
    </TableRow>
  );
}

export interface DataTableProps<TRow extends RowData, TSort extends string, TFilter extends string> {
  /** The list's name: the table's caption (and so its accessible name). */
  title: string;
  columns: readonly ListColumn<TRow>[];
  data: ListData<TRow, TSort, TFilter>;
  query: ListQuery<TSort, TFilter>;
  getRowId: (row: TRow) => string;
  noun: ListNoun;
  /** Said when the list itself is empty (no search, no filter). */
  emptyText: ReactNode;
  /**
   * Show the caption. By default it is for assistive technology only: the page's h1 already says the same
   * words above the list.
   */
  captionVisible?: boolean;
  /** Rows that arrived with the last live update (./list-updates.tsx): marked New. */
  freshIds?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** The cards' labels: each labelled column's name as a CSS string in `--c<position>` (app/kit.css has 16). */
function cardLabels(columns: readonly ColumnView[]): CSSProperties {
  const labels: Record<string, string> = {};
  columns.forEach((column, index) => {
    if (!column.actions) labels[`--c${index + 1}`] = `"${column.label.replace(/["\\]/g, '\\$&')}"`;
  });
  return labels as CSSProperties;
}

export function DataTable<TRow extends RowData, TSort extends string, TFilter extends string>({
  title,
  columns,
  data,
  query,
  getRowId,
  noun,
  emptyText,
  captionVisible = false,
  freshIds = NONE,
}: DataTableProps<TRow, TSort, TFilter>) {
  const { state, page, error } = data;
  const { columns: views, rows } = useListTable({ columns, page, state, getRowId });

  return (
    <Table className="list-table" style={cardLabels(views)}>
      <TableCaption
        className={captionVisible ? 'text-lg font-semibold text-foreground max-desktop:block' : 'sr-only'}
      >
        {title}
      </TableCaption>
      {/* Below 1024 px the header row is the 'Sort by:' bar: a list with nothing to sort by has none. */}
      <TableHeader data-unsortable={views.some((column) => column.sortField) ? undefined : ''}>
        <TableRow className="hover:bg-transparent">
          {views.map((column) => (
            <HeaderCell key={column.id} column={column} state={state} query={query} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {error !== null ? (
          <ErrorRow message={error} colSpan={views.length} />
        ) : rows.length === 0 ? (
          <EmptyRow state={state} query={query} noun={noun} emptyText={emptyText} colSpan={views.length} />
        ) : (
          rows.map((row) => (
            <RowIdProvider key={row.id} value={row.id}>
              <BodyRow row={row} columns={views} fresh={freshIds.has(row.id)} />
            </RowIdProvider>
          ))
        )}
      </TableBody>
    </Table>
  );
}
