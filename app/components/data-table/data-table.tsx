/**
 * A list as a real table on TanStack Table: a caption, sortable column headers (aria-sort, links to the next
 * order), a row header per row, and the empty and error states in the table's body. Sorting and paging are
 * the server's (manual): TanStack holds the URL's state and renders what the loader sent.
 *
 * Below 1024 px (the mobile-menu breakpoint) the same markup shows each row as a card of labelled values: the
 * labels are the cells' `data-label`, drawn by CSS, so the table keeps its semantics and its text.
 */
import { useMemo } from 'react';
import { Link, useLocation } from '@remix-run/react';
import {
  flexRender,
  useTable,
  type Cell,
  type Header,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import ArrowUpDownIcon from 'lucide-react/icons/arrow-up-down';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import {
  columnId,
  columnLabel,
  listFeatures,
  type ListColumn,
  type ListFeatures,
  type RowData,
} from './columns';
import type { ListData } from './list-data';
import type { ListQuery } from './list-query';
import { EmptyRow, ErrorRow, type ListNoun } from './list-states';

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

type ListHeader<TRow extends RowData> = Header<ListFeatures, TRow, unknown>;
type ListCell<TRow extends RowData> = Cell<ListFeatures, TRow, unknown>;

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return <Icon aria-hidden="true" className={sorted ? 'size-3.5' : 'size-3.5 text-muted-foreground'} />;
}

function HeaderCell<TRow extends RowData, TSort extends string, TFilter extends string>({
  header,
  data,
  query,
}: {
  header: ListHeader<TRow>;
  data: ListData<TRow, TSort, TFilter>;
  query: ListQuery<TSort, TFilter>;
}) {
  const { pathname } = useLocation();
  const { column } = header;
  const label = columnLabel(column.columnDef as ListColumn<TRow>);
  const sortField = column.columnDef.meta?.sortField as TSort | undefined;
  if (!column.getCanSort() || !sortField) {
    return <TableHead className="max-desktop:hidden">{label}</TableHead>;
  }
  const sorted = column.getIsSorted();
  return (
    <TableHead
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className="max-desktop:h-auto max-desktop:px-0"
    >
      <Link
        to={`${pathname}${query.search(query.sortedBy(data.state, sortField))}`}
        preventScrollReset
        className="inline-flex items-center gap-1 rounded-sm underline-offset-4 hover:underline"
      >
        {label}
        <SortIcon sorted={sorted} />
      </Link>
    </TableHead>
  );
}

function BodyCell<TRow extends RowData>({ cell }: { cell: ListCell<TRow> }) {
  const meta = cell.column.columnDef.meta;
  const label = meta?.actions ? undefined : columnLabel(cell.column.columnDef as ListColumn<TRow>);
  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
  return meta?.rowHeader ? (
    <TableHead scope="row" data-label={label} className={meta.cellClassName ?? 'font-medium'}>
      {content}
    </TableHead>
  ) : (
    <TableCell data-label={label} className={meta?.cellClassName}>
      {content}
    </TableCell>
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
  emptyText: string;
  /**
   * Show the caption. By default it is for assistive technology only: the page's h1 already says the same
   * words above the list.
   */
  captionVisible?: boolean;
}

const NO_ROWS: never[] = [];

export function DataTable<TRow extends RowData, TSort extends string, TFilter extends string>({
  title,
  columns,
  data,
  query,
  getRowId,
  noun,
  emptyText,
  captionVisible = false,
}: DataTableProps<TRow, TSort, TFilter>) {
  const { state, page, error } = data;
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
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;

  return (
    <Table className="max-desktop:block">
      <TableCaption
        className={captionVisible ? 'text-lg font-semibold text-foreground max-desktop:block' : 'sr-only'}
      >
        {title}
      </TableCaption>
      <TableHeader className="max-desktop:block">
        <TableRow className={`hover:bg-transparent ${CARD_HEAD_ROW}`}>
          {headers.map((header) => (
            <HeaderCell key={header.id} header={header} data={data} query={query} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={CARD_BODY}>
        {error !== null ? (
          <ErrorRow message={error} colSpan={headers.length} />
        ) : rows.length === 0 ? (
          <EmptyRow state={state} query={query} noun={noun} emptyText={emptyText} colSpan={headers.length} />
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell) => (
                <BodyCell key={cell.id} cell={cell} />
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
