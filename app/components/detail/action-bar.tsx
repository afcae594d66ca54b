import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { cn } from '~/lib/utils';

export interface ActionBarProps {
  /** Names the group for assistive technology: "Case actions". */
  label: string;
  /** The actions (buttons, links, confirm dialogs), most important last (rightmost on wide screens). */
  children: ReactNode;
  /** Content on the other side: a status badge, a last-updated note. */
  start?: ReactNode;
  /**
   * On a phone (below 600 px): 'stack' (the default) stacks the actions full width, the main one on top; 'row'
   * keeps the start and the actions on one row, for a page whose content needs the screen (the reading
   * workspace, decision 125): give it few actions, the secondary ones in an `ActionBarLinks`.
   */
  phone?: 'stack' | 'row';
  className?: string;
}

/**
 * The row of actions of a detail page. It wraps rather than scrolls on a narrow phone, and on phones the
 * actions stack full width with the main one on top, where the thumb reaches it (or stay on one row: `phone`).
 */
export function ActionBar({ label, children, start, phone = 'stack', className }: ActionBarProps) {
  const row = phone === 'row';
  return (
    <div
      data-slot="action-bar"
      className={cn(
        'mb-6 flex gap-3 border-b pb-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between',
        row ? 'flex-row flex-wrap items-center justify-between max-sm:mb-3 max-sm:pb-3' : 'flex-col',
        className,
      )}
    >
      {start ? <div className="flex min-w-0 flex-wrap items-center gap-2">{start}</div> : null}
      <div
        role="group"
        aria-label={label}
        className={cn(
          'flex gap-2 sm:ml-auto sm:flex-row sm:flex-wrap sm:items-center',
          row ? 'ml-auto flex-row items-center' : 'flex-col-reverse [&>*]:w-full sm:[&>*]:w-auto',
        )}
      >
        {children}
      </div>
    </div>
  );
}

export interface ActionBarLink {
  /** The link's words, its accessible name on every screen. */
  label: string;
  to: string;
}

/**
 * Secondary links of an `ActionBar phone="row"`: outline buttons from 600 px; below, one menu button (`label`,
 * an ellipsis) whose menu holds the same links under the same names, 44 px high to a finger (decision 067).
 * CSS alone chooses (the page renders the same elements on every screen); the menu's items exist only while it
 * is open, so a name is never on the page twice.
 */
export function ActionBarLinks({ label, links }: { label: string; links: ActionBarLink[] }) {
  if (links.length === 0) return null;
  return (
    <>
      {links.map((link) => (
        <Button key={link.to} asChild variant="outline" className="max-sm:hidden">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={label} title={label} className="sm:hidden">
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          {links.map((link) => (
            <DropdownMenuItem key={link.to} asChild className="pointer-coarse:min-h-11">
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
