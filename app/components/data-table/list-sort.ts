/**
 * A list's sort, kept per person and per list (decision 103): the URL names it (reload, back/forward and a shared
 * link show the same list), and a plain cookie remembers the last one chosen, so the next visit without one in the
 * URL (the side menu's link) opens as the person left it. A display preference, no secret, like the density's.
 */
import { shortHash } from './list-density';
import type { ListQuery, ListState } from './list-query';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie that keeps this person's sort of this list (by list id and login e-mail, in any letter case). */
export function listSortCookie(listId: string, email: string): string {
  return `list-sort-${listId}-${shortHash(email.trim().toLowerCase())}`;
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && value) return value;
  }
  return null;
}

/**
 * The list state a request asks for, with the kept sort when its URL names none, and the Set-Cookie header that
 * keeps the URL's sort when it names a new one (null: nothing to keep).
 */
export function keptSortState<TSort extends string, TFilter extends string>(
  request: Request,
  query: ListQuery<TSort, TFilter>,
  cookie: string,
): { state: ListState<TSort, TFilter>; setCookie: string | null } {
  const params = new URL(request.url).searchParams;
  const state = query.parse(params);
  const kept = readCookie(request.headers.get('Cookie'), cookie);
  if (!params.has('sort')) {
    if (!kept) return { state, setCookie: null };
    const [sort = '', order = ''] = kept.split('.');
    const remembered = query.parse(new URLSearchParams({ sort, order }));
    return { state: { ...state, sort: remembered.sort, order: remembered.order }, setCookie: null };
  }
  const value = `${state.sort}.${state.order}`;
  return {
    state,
    setCookie: value === kept ? null : `${cookie}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
  };
}
