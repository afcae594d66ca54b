import { Link } from '@remix-run/react';
import ConstructionIcon from 'lucide-react/icons/construction';
import { PAGE_HEADING_ID, PageHeading } from './page-heading';

/**
 * The spec's 'Under Construction' page, shown by every page that is not built yet, under its own title: the
 * page's h1 for non-admins, the frame's for admins (spec 2.3).
 */
export function UnderConstruction({ title, backTo = '/' }: { title: string; backTo?: string }) {
  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="mx-auto max-w-xl py-12 text-center">
      <ConstructionIcon className="mx-auto mb-4 size-12 text-amber-600" aria-hidden />
      <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Under Construction</p>
      <PageHeading className="mt-2">{title}</PageHeading>
      <p className="mt-3 text-muted-foreground">
        This page is not built yet. Nothing you do here is saved; please use the menu to continue your work.
      </p>
      <Link to={backTo} className="mt-6 inline-block text-primary underline-offset-4 hover:underline">
        Back to Home
      </Link>
    </section>
  );
}
