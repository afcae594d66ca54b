import { Link } from '@remix-run/react';
import ConstructionIcon from 'lucide-react/icons/construction';

/** The spec's 'Under Construction' page, shown by every page that is not built yet, under its own title. */
export function UnderConstruction({ title, backTo = '/' }: { title: string; backTo?: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl py-12 text-center">
      <ConstructionIcon className="mx-auto mb-4 size-12 text-amber-500" aria-hidden />
      <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Under Construction</p>
      <h2 id="page-title" className="mt-2 text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-3 text-muted-foreground">
        This page is not built yet. Nothing you do here is saved; please use the menu to continue your work.
      </p>
      <Link to={backTo} className="mt-6 inline-block text-primary underline-offset-4 hover:underline">
        Back to Home
      </Link>
    </section>
  );
}
