/** The server half of a list: read the URL's list state, fetch one page, and say what went wrong if it failed. */
import type { RowData } from './columns';
import { data, redirect } from '@remix-run/node';
import type { ListData, ListPage } from './list-data';
import type { ListQuery, ListState } from './list-query';
import { keptSortState } from './list-sort';

export interface LoadListOptions<TRow extends RowData, TSort extends string, TFilter extends string> {
  query: ListQuery<TSort, TFilter>;
  /** One page from the API for a list state (the resource adds its fixed filters). */
  fetchPage: (state: ListState<TSort, TFilter>) => Promise<ListPage<TRow>>;
  /**
   * The sentence to show for a failed fetch (spec 8). Rethrow (or throw a redirect) for anything the page
   * should not survive, e.g. a 401 that ends the session.
   */
  describeError: (error: unknown) => string | Promise<string>;
  /** The cookie that keeps this person's sort of the list (listSortCookie, ./list-sort.ts), for a list that
   * keeps it (`keepsSort`): a URL without a sort gets the kept one, a URL's new sort is kept. */
  sortCookie?: string;
}

/**
 * A list page's data. A failed fetch still renders the page (search and retry work) with status 502: the page
 * came, the data behind it did not. A page past the end (the list shrank, or the URL was edited) redirects to
 * the last page.
 */
export async function loadList<
  TRow extends RowData,
  TSort extends string,
  TFilter extends string,
  TExtra extends object = object,
>(
  request: Request,
  { query, fetchPage, describeError, sortCookie }: LoadListOptions<TRow, TSort, TFilter>,
  /** Whatever else the view needs beside the list (e.g. what this user may do with the rows). */
  extra: TExtra = {} as TExtra,
) {
  const url = new URL(request.url);
  const kept = sortCookie ? keptSortState(request, query, sortCookie) : null;
  const state = kept?.state ?? query.parse(url.searchParams);
  const headers: HeadersInit | undefined = kept?.setCookie ? { 'Set-Cookie': kept.setCookie } : undefined;
  let page: ListPage<TRow>;
  try {
    page = await fetchPage(state);
  } catch (error) {
    const message = await describeError(error);
    const result: ListData<TRow, TSort, TFilter> & TExtra = { ...extra, state, page: null, error: message };
    return data(result, { status: 502, headers });
  }
  if (page.items.length === 0 && page.totalPages > 0 && state.page > page.totalPages) {
    throw redirect(`${url.pathname}${query.search({ ...state, page: page.totalPages })}`);
  }
  const result: ListData<TRow, TSort, TFilter> & TExtra = { ...extra, state, page, error: null };
  return data(result, headers && { headers });
}

/** Two sets of response headers as one (a list's kept sort beside a page's own, e.g. a flash's cookie). */
export function withHeaders(...sets: Array<HeadersInit | undefined>): Headers {
  const merged = new Headers();
  for (const set of sets) new Headers(set).forEach((value, name) => merged.append(name, value));
  return merged;
}
