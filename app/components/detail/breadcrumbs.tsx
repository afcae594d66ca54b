import { Link } from '@remix-run/react';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { cn } from '~/lib/utils';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  to?: string;
}

/**
 * Where the page sits: each ancestor a link, the current page last, marked aria-current="page" and not a link.
 * The separators are decoration only.
 */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={cn('mb-4 text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="inline-flex items-center gap-1.5">
              {current || !item.to ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={cn('break-all', current && 'font-medium text-foreground')}
                >
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="underline-offset-4 hover:text-foreground hover:underline">
                  {item.label}
                </Link>
              )}
              {current ? null : <ChevronRightIcon className="size-3.5" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
