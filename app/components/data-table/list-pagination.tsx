/** Paging links under a list: Previous, a window of page numbers, Next; every link keeps the rest of the state. */
import type { ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { Pagination, PaginationContent, PaginationItem, PaginationLink } from '~/components/ui/pagination';
import type { ListQuery, ListState } from './list-query';
import type { ListNoun } from './list-states';

/** The page numbers to show: the first, the last, and the current one with its neighbours; gaps are null. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const wanted = new Set([1, last, current - 1, current, current + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  return pages.flatMap((n, i) => (i > 0 && n - pages[i - 1]! > 1 ? [null, n] : [n]));
}

function PageLink({
  to,
  label,
  rel,
  children,
  isActive,
  size = 'default',
}: {
  to: string | null;
  label: string;
  rel?: string;
  children: ReactNode;
  isActive?: boolean;
  size?: 'default' | 'icon';
}) {
  if (to === null) {
    return (
      <PaginationLink asChild size={size}>
        <span role="link" aria-disabled="true" aria-label={label}>
          {children}
        </span>
      </PaginationLink>
    );
  }
  return (
    <PaginationLink asChild size={size} isActive={isActive}>
      <Link to={to} rel={rel} aria-label={label} preventScrollReset discover="none">
        {children}
      </Link>
    </PaginationLink>
  );
}

export function ListPagination<TSort extends string, TFilter extends string>({
  state,
  query,
  total,
  totalPages,
  shown,
  noun,
}: {
  state: ListState<TSort, TFilter>;
  /** What makes a page's link (a list's query; a page with two paged lists keeps the other's page in it). */
  query: Pick<ListQuery<TSort, TFilter>, 'search'>;
  total: number;
  totalPages: number;
  shown: number;
  noun: ListNoun;
}) {
  const { pathname } = useLocation();
  const href = (page: number) => `${pathname}${query.search({ ...state, page })}`;
  const first = (state.page - 1) * state.pageSize + 1;
  const current = state.page;

  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${noun.other}`
          : `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? noun.one : noun.other}`}
      </p>
      {totalPages > 1 ? (
        <Pagination className="mx-0 w-auto">
          <PaginationContent>
            <PaginationItem>
              <PageLink to={current > 1 ? href(current - 1) : null} label="Previous page" rel="prev">
                <ChevronLeftIcon aria-hidden="true" />
                {/* Narrow screens keep the arrows; the link's name stays 'Previous page'. */}
                <span className="max-sm:sr-only">Previous</span>
              </PageLink>
            </PaginationItem>
            {pageWindow(current, totalPages).map((page, index) =>
              page === null ? (
                <PaginationItem
                  key={`gap-${index}`}
                  aria-hidden="true"
                  className="px-1 text-muted-foreground"
                >
                  …
                </PaginationItem>
              ) : (
                <PaginationItem key={page}>
                  <PageLink to={href(page)} label={`Page ${page}`} isActive={page === current} size="icon">
                    {page}
                  </PageLink>
                </PaginationItem>
              ),
            )}
            <PaginationItem>
              <PageLink to={current < totalPages ? href(current + 1) : null} label="Next page" rel="next">
                <span className="max-sm:sr-only">Next</span>
                <ChevronRightIcon aria-hidden="true" />
              </PageLink>
            </PaginationItem>
          </PaginationContent>
        </Pagination>
      ) : null}
    </div>
  );
}
