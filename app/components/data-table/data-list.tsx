/**
 * One list page's body: the toolbar (search, filters, export), the table with its loading, empty and error
 * states, and paging. A resource gives its columns, its `ListQuery` and its words; the loader gives the data.
 */
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { Spinner } from '~/components/ui/spinner';
import type { ListColumn, RowData } from './columns';
import { DataTable } from './data-table';
import { DensityToggle } from './density-toggle';
import { rememberListDensity, type ListDensity } from './list-density';
import { EXPORT_FETCHED_MAX_ROWS, EXPORT_MAX_ROWS } from './export-table';
import type { ListData } from './list-data';
import { ListPagination } from './list-pagination';
import type { ListQuery } from './list-query';
import type { ListNoun } from './list-states';
import { ListToolbar, type FilterControl } from './list-toolbar';
import { ListUpdatesBar, RowNoticesProvider, type ListUpdates } from './list-updates';

export interface DataListProps<TRow extends RowData, TSort extends string, TFilter extends string> {
  /** The list's name: the table's caption, the search field's label ('Search <title>'). */
  title: string;
  /** Unique on the page; prefixes the fields' ids. */
  id: string;
  query: ListQuery<TSort, TFilter>;
  columns: readonly ListColumn<TRow>[];
  data: ListData<TRow, TSort, TFilter>;
  getRowId: (row: TRow) => string;
  noun: ListNoun;
  /** Said when the list itself is empty (no search, no filter). */
  emptyText: ReactNode;
  searchPlaceholder?: string;
  filters?: Partial<Record<TFilter, FilterControl>>;
  /** The list's export route ('/availableCases/export'); without it, no export links. */
  exportPath?: string;
  /** Show the table's caption (by default for assistive technology only; the page's h1 names the list). */
  captionVisible?: boolean;
  /** Offer Comfortable / Compact (decision 075): the worklists, where a reader scans many rows. */
  densityToggle?: boolean;
  /** The list's live updates: the "N new" control, New marks and rows' notices. */
  updates?: ListUpdates;
}

const NO_NOTICES: ReadonlyMap<string, string> = new Map();

/** The user's density and its cookie, as the page frame's loader read them (none when logged out). */
interface ShellDensity {
  listDensity: { cookie: string; density: ListDensity } | null;
}

/** The list's density: the user's choice, kept in their cookie when changed here. */
function useListDensity(offered: boolean) {
  const saved = useRouteLoaderData<ShellDensity>('shell')?.listDensity ?? null;
  const [density, setDensity] = useState<ListDensity>(saved?.density ?? 'comfortable');
  const change = (next: ListDensity) => {
    setDensity(next);
    if (saved) rememberListDensity(saved.cookie, next);
  };
  return { density: offered ? density : 'comfortable', change };
}

export function DataList<TRow extends RowData, TSort extends string, TFilter extends string>(
  props: DataListProps<TRow, TSort, TFilter>,
) {
  const { title, id, query, data, noun, exportPath } = props;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Any navigation within this list (search, sort, page, a row action) keeps the old rows visible but dimmed.
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === pathname;
  const { page, state } = data;
  const exportable = Boolean(exportPath) && page !== null && page.total > 0 && page.total <= EXPORT_MAX_ROWS;
  const { density, change } = useListDensity(Boolean(props.densityToggle));

  return (
    <div className="space-y-4">
      <ListToolbar
        title={title}
        id={id}
        state={state}
        query={query}
        searchPlaceholder={props.searchPlaceholder}
        filters={props.filters}
        exportHref={exportable ? `${exportPath}${query.search({ ...state, page: 1 })}` : null}
        exportLarge={page !== null && page.total > EXPORT_FETCHED_MAX_ROWS}
        tools={
          props.densityToggle ? (
            // Below 1024 px a row is a card: the density is the table's only.
            <div className="max-desktop:hidden">
              <DensityToggle density={density} onChange={change} />
            </div>
          ) : null
        }
      />
      {props.updates ? <ListUpdatesBar updates={props.updates} /> : null}
      <div className="relative" aria-busy={busy} data-density={density}>
        <div className={busy ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
          <RowNoticesProvider value={props.updates?.notices ?? NO_NOTICES}>
            <DataTable {...props} freshIds={props.updates?.freshIds} />
          </RowNoticesProvider>
        </div>
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner className="size-6 text-primary" />
            <span role="status" className="sr-only">
              {`Loading ${noun.other}…`}
            </span>
          </div>
        ) : null}
      </div>
      {page && page.items.length > 0 ? (
        <ListPagination
          state={state}
          query={query}
          total={page.total}
          totalPages={page.totalPages}
          shown={page.items.length}
          noun={noun}
        />
      ) : null}
      {exportPath && page && page.total > EXPORT_MAX_ROWS ? (
        <p className="text-sm text-muted-foreground">
          {`Narrow the list to ${EXPORT_MAX_ROWS.toLocaleString('en-US')} ${noun.other} or fewer to export it.`}
        </p>
      ) : null}
    </div>
  );
}
