/** What a list page's loader hands its view: the list state it read from the URL and one page of rows. */
import type { RowData } from './columns';
import type { ListState } from './list-query';

/** One page of a list, as every list operation of the contract answers it. */
export interface ListPage<TRow extends RowData> {
  items: TRow[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface ListData<
  TRow extends RowData,
  TSort extends string = string,
  TFilter extends string = string,
> {
  state: ListState<TSort, TFilter>;
  /** null when the list could not be loaded (see `error`). */
  page: ListPage<TRow> | null;
  /** The sentence to show (spec 8) when the list could not be loaded. */
  error: string | null;
}
