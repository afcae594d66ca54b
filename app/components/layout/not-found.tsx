import { Link } from '@remix-run/react';
import { PAGE_HEADING_ID, PageHeading } from './page-heading';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or has been moved.";

/** The 404 page of spec 2.1. */
export function NotFound() {
  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <PageHeading className="mt-4">{NOT_FOUND_TITLE}</PageHeading>
      <p className="mt-3 text-muted-foreground">{NOT_FOUND_TEXT}</p>
      <Link to="/" className="mt-6 inline-block text-primary underline-offset-4 hover:underline">
        Back to Home
      </Link>
    </section>
  );
}
