/**
 * A list as a real table on TanStack Table: a caption, sortable column headers (aria-sort, links to the next
 * order), a row header per row, and the empty and error states in the table's body. Sorting and paging are
 * the server's (manual): TanStack holds the URL's state and renders what the loader sent.
 *
 * Below 1024 px (the mobile-menu breakpoint) the same markup shows each row as a card of labelled values: the
 * labels are the cells' `data-label`, drawn by CSS, so the table keeps its semantics and its text.
 */
import { FreshMark, RowIdProvider } from './list-updates';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import ArrowUpDownIcon from 'lucide-react/icons/arrow-up-down';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import type { ListColumn, RowData } from './columns';
import type { ListData } from './list-data';
import type { ListQuery, ListState } from './list-query';
import { EmptyRow, ErrorRow, type ListNoun } from './list-states';
import { useListTable, type ColumnView, type RowView } from './use-list-table';

// The card layout, once per table rather than once per cell (the body classes reach every row and cell).
const CARD_HEAD_ROW =
  "max-desktop:flex max-desktop:flex-wrap max-desktop:items-center max-desktop:gap-x-4 max-desktop:border-0 max-desktop:pb-2 max-desktop:before:text-sm max-desktop:before:text-muted-foreground max-desktop:before:content-['Sort_by:']";
const CARD_BODY = [
  'max-desktop:block max-desktop:space-y-3 max-desktop:pt-3',
  'max-desktop:[&>tr]:block max-desktop:[&>tr]:rounded-lg max-desktop:[&>tr]:border! max-desktop:[&>tr]:bg-card max-desktop:[&>tr]:px-3 max-desktop:[&>tr]:py-2',
  'max-desktop:[&>tr>[data-label]]:flex max-desktop:[&>tr>[data-label]]:gap-3 max-desktop:[&>tr>[data-label]]:h-auto max-desktop:[&>tr>[data-label]]:px-0 max-desktop:[&>tr>[data-label]]:py-1 max-desktop:[&>tr>[data-label]]:whitespace-normal max-desktop:[&>tr>[data-label]]:break-words',
  'max-desktop:[&>tr>[data-label]]:before:w-28 max-desktop:[&>tr>[data-label]]:before:shrink-0 max-desktop:[&>tr>[data-label]]:before:font-normal max-desktop:[&>tr>[data-label]]:before:text-muted-foreground max-desktop:[&>tr>[data-label]]:before:content-[attr(data-label)]',
  'max-desktop:[&>tr>td:not([data-label])]:block max-desktop:[&>tr>td:not([data-label])]:px-0',
  'max-desktop:[&>tr>th]:text-base',
].join(' ');

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return <Icon aria-hidden="true" className={sorted ? 'size-3.5' : 'size-3.5 text-muted-foreground'} />;
}

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
    return <TableHead className={`${HEAD_WRAPS} max-desktop:hidden`}>{column.label}</TableHead>;
  }
  const { sorted } = column;
  return (
    <TableHead
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={`${HEAD_WRAPS} max-desktop:h-auto max-desktop:px-0`}
    >
      <Link
        to={`${pathname}${query.search(query.sortedBy(state, column.sortField as TSort))}`}
        preventScrollReset
        className="inline-flex items-center gap-1 rounded-sm underline-offset-4 hover:underline"
      >
        {column.label}
        <SortIcon sorted={sorted} />
      </Link>
    </TableHead>
  );
}

/** A list's header may wrap ('Specimens / Images' on two lines): with the browser's automatic table layout a
 * table that fits keeps every header on one line, and one that would not fits by wrapping headers and text
 * cells before it scrolls sideways (decision 067). */
const HEAD_WRAPS = 'whitespace-normal';

/** One row: shadcn's cell markup written out (a list has hundreds of cells; no component per cell). */
function BodyRow({ row, columns, fresh }: { row: RowView; columns: ColumnView[]; fresh: boolean }) {
  return (
    <TableRow data-fresh={fresh || undefined}>
      {columns.map((column, index) =>
        column.rowHeader ? (
          <th
            key={column.id}
            scope="row"
            data-slot="table-head"
            data-label={column.label}
            className={column.cellClass}
          >
            {row.cells[index]}
            {fresh ? <FreshMark /> : null}
          </th>
        ) : (
          <td
            key={column.id}
            data-slot="table-cell"
            data-label={column.actions ? undefined : column.label}
            className={column.cellClass}
          >
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
    <Table className="max-desktop:block">
      <TableCaption
        className={captionVisible ? 'text-lg font-semibold text-foreground max-desktop:block' : 'sr-only'}
      >
        {title}
      </TableCaption>
      <TableHeader className="max-desktop:block">
        <TableRow className={`hover:bg-transparent ${CARD_HEAD_ROW}`}>
          {views.map((column) => (
            <HeaderCell key={column.id} column={column} state={state} query={query} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={CARD_BODY}>
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
