import { Link } from '@remix-run/react';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = "The page you are looking for doesn't exist or has been moved.";

/** The 404 page of spec 2.1. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-muted-foreground">{NOT_FOUND_TEXT}</p>
      <Link to="/" className="mt-6 inline-block text-primary underline-offset-4 hover:underline">
        Back to Home
      </Link>
    </section>
  );
}
