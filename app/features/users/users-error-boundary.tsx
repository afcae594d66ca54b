/**
 * The user pages' error boundary: a refusal (403), an unknown user (404) or a failed read, said in the page
 * frame (header and menu stay), with the sentence the loader gave.
 */
import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { PageHeading, useFrameHeadingShown } from '~/components/layout/page-heading';
import { MESSAGES } from '../../../contracts/messages';

const HEADINGS: Record<number, string> = {
  403: 'You cannot open this page',
  404: 'User not found',
};

const LINK = 'text-primary underline-offset-4 hover:underline';

export function UsersErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : MESSAGES.other;
  const heading = HEADINGS[status] ?? 'This page could not be loaded';
  // A refusal or an unknown user stays so on a reload; a failed read may not.
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
