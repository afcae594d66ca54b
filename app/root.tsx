// First: zod's browser mode, before any schema is built (app/lib/zod-browser.ts).
import '~/lib/zod-browser';
import type { LinksFunction } from '@remix-run/node';
import { Links, Meta, Outlet, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { MainContent } from '~/components/layout/main-content';
import { PageHeading } from '~/components/layout/page-heading';
import { useRouteErrorView } from '~/components/layout/route-error-page';
import { RouteFocus } from '~/components/layout/route-focus';
import { SkipLink } from '~/components/layout/skip-link';
import { Toaster, toast, toasterStylesheet } from '~/components/ui/sonner';
import { useErrorToast } from '~/components/ui/use-error-toast';
import { HeadScripts } from '~/lib/head-scripts';
import { PageScripts } from '~/lib/held-scripts';
import { useNonce } from '~/lib/nonce';
import { MESSAGES } from '../contracts/messages';
import stylesheet from './tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: toasterStylesheet },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The page scrolls to the top on every route change (spec 2.2); the first load keeps the browser's own scroll
 * (restored on reload, or scrolled before hydration). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Losing the network is said at once, in the catalogue's words. */
function OfflineNotice() {
  useEffect(() => {
    const onOffline = () => toast.error(MESSAGES.offline, { id: 'offline' });
    const onOnline = () => toast.dismiss('offline');
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return null;
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`), for end-to-end tests that act at once
 * on what the script takes over (`hydrated(page)` in tests/e2e/fixtures.ts says why).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Vite's preload helper reads the nonce here for the links it adds (docs/auth-and-session.md). */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        {/* Before the stylesheets: the viewer's OpenSeadragon is asked for first (decision 092). */}
        <HeadScripts />
        <Links />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <SkipLink />
        {children}
        <Toaster />
        <ScrollToTop />
        <RouteFocus />
        <OfflineNotice />
        <HydratedMark />
        {/* Remix's scripts; the viewer holds them until its first slide is shown (decision 089). */}
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Anything no route handled (the frame's own data failed): say what happened and what to do, never a blank page. */
export function ErrorBoundary() {
  const view = useRouteErrorView();
  useErrorToast(view.message);
  return (
    <MainContent className="mx-auto max-w-xl px-4 py-16 text-center">
      {view.status ? <p className="text-5xl font-bold text-primary">{view.status}</p> : null}
      <PageHeading className="mt-4">Something went wrong</PageHeading>
      <p className="mt-3 text-muted-foreground">{view.message}</p>
      <p className="mt-6 text-sm">
        <a href="/" className="text-primary underline-offset-4 hover:underline">
          Back to Home
        </a>{' '}
        or reload the page to try again.
      </p>
    </MainContent>
  );
}
