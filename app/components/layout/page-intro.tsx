/**
 * The top of a list or workspace page: its h1 (<PageHeading>, so none when an admin's frame already shows the
 * title), a sentence saying what the page is for, and the page's main action on the right (on a phone, below it at full width).
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { PageHeading } from './page-heading';

export interface PageIntroProps {
  title: string;
  /** What the page is for, in a sentence. */
  children: ReactNode;
  /** The page's main action: a link styled as the primary button. */
  action?: { to: string; label: string } | null;
}

export function PageIntro({ title, children, action }: PageIntroProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <PageHeading>{title}</PageHeading>
        <p className="mt-1 text-muted-foreground">{children}</p>
      </div>
      {action ? (
        <Button asChild className="max-sm:w-full">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
    </div>
  );
}
