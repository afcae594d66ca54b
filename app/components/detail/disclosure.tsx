/**
 * A disclosure: a summary that shows or hides more detail, on the native <details>/<summary>, so the keyboard
 * (Enter, Space) and screen readers (a button, expanded or collapsed) work without script or ARIA of our own.
 */
import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

export interface DisclosureProps {
  /** What the closed disclosure says; the accessible name of its button. */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Disclosure({ summary, children, className }: DisclosureProps) {
  return (
    <details className={cn('group', className)}>
      <summary className="cursor-pointer select-none rounded-sm underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {summary}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}
