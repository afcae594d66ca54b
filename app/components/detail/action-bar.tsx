import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

export interface ActionBarProps {
  /** Names the group for assistive technology: "Case actions". */
  label: string;
  /** The actions (buttons, links, confirm dialogs), most important last (rightmost on wide screens). */
  children: ReactNode;
  /** Content on the other side: a status badge, a last-updated note. */
  start?: ReactNode;
  className?: string;
}

/**
 * The row of actions of a detail page. It wraps rather than scrolls on a narrow phone, and on phones the
 * actions stack full width with the main one on top, where the thumb reaches it.
 */
export function ActionBar({ label, children, start, className }: ActionBarProps) {
  return (
    <div
      data-slot="action-bar"
      className={cn(
        'mb-6 flex flex-col gap-3 border-b pb-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between',
        className,
      )}
    >
      {start ? <div className="flex min-w-0 flex-wrap items-center gap-2">{start}</div> : null}
      <div
        role="group"
        aria-label={label}
        className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row sm:flex-wrap sm:items-center [&>*]:w-full sm:[&>*]:w-auto"
      >
        {children}
      </div>
    </div>
  );
}
