/**
 * A page's error boundary body: a refusal (403), an unknown record (404) or a failed read, said where the page
 * would be (the frame's header and menu stay), with the sentence the loader gave. A feature passes its own
 * headings ('Registration not found'); a refusal or an unknown record stays so on a reload, so only a failed
 * read offers 'Try again'.
 */
import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { MESSAGES } from '../../../contracts/messages';
import { PageHeading, useFrameHeadingShown } from './page-heading';

const DEFAULT_HEADINGS: Record<number, string> = {
  403: 'You cannot open this page',
  404: 'Not found',
};

const LINK = 'text-primary underline-offset-4 hover:underline';

export function RouteErrorPage({ headings = {} }: { headings?: Record<number, string> }) {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : MESSAGES.other;
  const heading = headings[status] ?? DEFAULT_HEADINGS[status] ?? 'This page could not be loaded';
  const retry = status !== 403 && status !== 404;
  // An admin's frame already shows the page title as the h1; the refusal is then the section's heading.
  const frameHeading = useFrameHeadingShown();
  return (
    <section className="max-w-2xl space-y-4">
      {frameHeading ? (
        <h2 className="text-xl font-semibold">{heading}</h2>
      ) : (
        <PageHeading>{heading}</PageHeading>
      )}
      <p className="text-sm font-semibold text-muted-foreground">Error {status}</p>
      <p>{message}</p>
      <p className="text-sm">
        {retry ? (
          <>
            <a href={location.pathname + location.search} className={LINK}>
              Try again
            </a>{' '}
            or{' '}
            <a href="/" className={LINK}>
              go to the home page
            </a>
            .
          </>
        ) : (
          <a href="/" className={LINK}>
            Go to the home page
          </a>
        )}
      </p>
    </section>
  );
}
