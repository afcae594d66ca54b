/**
 * The words of a trade a page cannot avoid (a standard's names, codes in its messages), each said plainly once
 * where it appears: a definition list a reader scans for the word they met, and who to ask about the rest.
 */
import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

export interface Term {
  term: string;
  /** What it means, in words a clerk uses. */
  means: ReactNode;
}

export function TermList({
  terms,
  ask,
  className,
}: {
  terms: readonly Term[];
  /** Who can help with what the terms are about, under them. */
  ask?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-2 rounded-md border bg-muted/40 p-3 text-sm', className)}>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
        {terms.map(({ term, means }) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="text-muted-foreground max-sm:mb-1">{means}</dd>
          </div>
        ))}
      </dl>
      {ask ? <p>{ask}</p> : null}
    </div>
  );
}
