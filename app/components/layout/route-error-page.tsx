/**
 * The one error boundary body of every page: a refusal (403), an unknown record (404) or a failed read, said
 * where the page would be (the frame's header and menu stay), with the sentence the loader gave or the
 * catalogue's for its status (spec 8), as a toast too. A feature passes its own headings ('Registration not
 * found'); a refusal or an unknown record stays so on a reload, so only a failure offers 'Try again'.
 */
import { Link, isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { useErrorToast } from '~/components/ui/use-error-toast';
import { useHydrated } from '~/lib/use-hydrated';
import { describeRouteError } from '~/lib/route-error';
import { PageHeading, useFrameHeadingShown } from './page-heading';

const DEFAULT_HEADINGS: Record<number, string> = {
  403: 'You cannot open this page',
  404: 'Not found',
};
export const ROUTE_ERROR_HEADING = 'This page could not be loaded';

const LINK = 'text-primary underline-offset-4 hover:underline';

/** What the boundary shows, from whatever Remix caught (the browser's online state once it runs). */
export function useRouteErrorView() {
  const error = useRouteError();
  const hydrated = useHydrated();
  return describeRouteError(error, {
    routeError: isRouteErrorResponse(error) ? error : null,
    online: !hydrated || navigator.onLine !== false,
  });
}

export function RouteErrorPage({ headings = {} }: { headings?: Record<number, string> }) {
  const view = useRouteErrorView();
  const location = useLocation();
  useErrorToast(view.message, location.key);
  const heading =
    (view.status && (headings[view.status] ?? DEFAULT_HEADINGS[view.status])) || ROUTE_ERROR_HEADING;
  // An admin's frame already shows the page title as the h1; the refusal is then the section's heading.
  const frameHeading = useFrameHeadingShown();
  return (
    <section className="max-w-2xl space-y-4">
      {frameHeading ? (
        <h2 className="text-xl font-semibold">{heading}</h2>
      ) : (
        <PageHeading>{heading}</PageHeading>
      )}
      {/* The page's status, unless the sentence already names its own ('Error 500: Server error. …'). */}
      {view.status && !view.message.startsWith('Error ') ? (
        <p className="text-sm font-semibold text-muted-foreground">Error {view.status}</p>
      ) : null}
      <p>{view.message}</p>
      {view.retry ? (
        <div className="flex flex-wrap items-center gap-4 text-sm">
          {/* The same URL again: a navigation that re-runs the page's loaders with JavaScript, a reload without. */}
          <Button asChild variant="outline" size="sm">
            <Link to={location.pathname + location.search} replace>
              Try again
            </Link>
          </Button>
          <a href="/" className={LINK}>
            Go to the home page
          </a>
        </div>
      ) : (
        <p className="text-sm">
          <a href="/" className={LINK}>
            Go to the home page
          </a>
        </p>
      )}
    </section>
  );
}
