/** A list's empty and error states, as the table's one row (so the caption still names what is empty). */
import type { ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { useErrorToast } from '~/components/ui/use-error-toast';
import { TableCell, TableRow } from '~/components/ui/table';
import type { ListQuery, ListState } from './list-query';

/** What a list holds, in words: { one: 'case', other: 'cases' }. */
export interface ListNoun {
  one: string;
  other: string;
}

export function EmptyRow<TSort extends string, TFilter extends string>({
  state,
  query,
  noun,
  emptyText,
  colSpan,
}: {
  state: ListState<TSort, TFilter>;
  query: ListQuery<TSort, TFilter>;
  noun: ListNoun;
  emptyText: ReactNode;
  colSpan: number;
}) {
  const { pathname } = useLocation();
  const filtered = Object.values(state.filters).some(Boolean);
  const narrowed = Boolean(state.search) || filtered;
  const clearLabel = state.search
    ? filtered
      ? 'Clear search and filters'
      : 'Clear search'
    : 'Clear filters';
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="py-12 text-center text-muted-foreground">
        {narrowed ? (
          <p>
            {state.search
              ? `No ${noun.other} match “${state.search}”.`
              : `No ${noun.other} match these filters.`}{' '}
            <Link
              to={`${pathname}${query.search({ ...state, search: '', filters: {}, page: 1 })}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {clearLabel}
            </Link>
          </p>
        ) : (
          <p>{emptyText}</p>
        )}
      </TableCell>
    </TableRow>
  );
}

export function ErrorRow({ message, colSpan }: { message: string; colSpan: number }) {
  const { pathname, search, key } = useLocation();
  // Said as the product's toast too (spec 8), once per arrival at the list.
  useErrorToast(message, key);
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="py-12 text-center">
        <div role="alert" className="font-medium text-destructive">
          {message}
        </div>
        {/* The same URL again: a navigation with JavaScript, a reload without. */}
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to={`${pathname}${search}`}>Try again</Link>
        </Button>
      </TableCell>
    </TableRow>
  );
}
