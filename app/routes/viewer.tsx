/**
 * /viewer?caseId=… — the standalone slide viewer (spec 2.8): the guard, and no other page frame. The loader reads
 * the case from the API on the server; without a case id the page reopens the case kept in session storage.
 */
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData, useNavigate } from '@remix-run/react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useEffect, useState } from 'react';
import { MainContent } from '~/components/layout/main-content';
import { PageHeading } from '~/components/layout/page-heading';
import { documentTitle } from '~/lib/pages';
import { VIEWER } from '~/route-table.js';
import {
  ErrorPanel,
  OPENSEADRAGON_SCRIPT,
  readViewerState,
  VIEWER_TEXT,
  ViewerScreen,
  markRouteStart,
} from '~/features/viewer';
import { loadViewerCase, viewerBackTo } from '~/features/viewer/viewer.server';
import { requireUserWhile } from '~/auth.server';
import { SessionWatch } from '~/features/auth';
import { LiveProvider } from '~/features/live';
import type { HeadScriptsHandle } from '~/lib/head-scripts';
import type { HoldScriptsHandle } from '~/lib/held-scripts';

const VIEWER_TITLE = VIEWER.title;

export const meta: MetaFunction = () => [{ title: documentTitle('viewer') }];

/**
 * OpenSeadragon's own file, asked for in the head: it runs before hydration (decisions 053 and 055); the page's
 * other scripts wait for the first slide the page opens itself (decision 089).
 */
export const handle: HeadScriptsHandle & HoldScriptsHandle = {
  headScripts: [OPENSEADRAGON_SCRIPT],
  holdScripts: true,
};

/**
 * The case is read beside the session's token check, not after it (decision 089); the first slide links and the
 * annotation rights follow the frame in the same response (decision 092).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, result } = await requireUserWhile(request, (user) => loadViewerCase(request, user));
  return { ...result, expiresAt: user.expiresAt, backTo: viewerBackTo(request) };
}

/** A client navigation to the viewer starts the case-open stopwatch here (a full load starts at 0). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  markRouteStart();
  return serverLoader<typeof loader>();
}

export default function ViewerPage() {
  const { caseData, error, expiresAt, extras, backTo } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [noCase, setNoCase] = useState(false);

  useEffect(() => {
    if (caseData || error) return;
    const stored = readViewerState(window.sessionStorage);
    if (stored) navigate(`/viewer?caseId=${encodeURIComponent(stored.caseId)}`, { replace: true });
    else setNoCase(true);
  }, [caseData, error, navigate]);

  // No page frame here, so the viewer keeps its own watch on the session (inactivity, other tabs' logout).
  const watch = <SessionWatch expiresAt={expiresAt} />;
  if (caseData && extras) {
    return (
      // The viewer hears the person's live events too: a live consult's changes and steps (decision 086).
      <LiveProvider>
        <ViewerScreen key={caseData.caseID} caseData={caseData} backTo={backTo} extras={extras} />
        {watch}
      </LiveProvider>
    );
  }
  const message = error ? VIEWER_TEXT.errorLoadingSlides(error) : noCase ? VIEWER_TEXT.noSlideData : null;
  return (
    <MainContent
      className="relative h-screen bg-background"
      data-testid="viewer"
      data-loading={message ? 'false' : 'true'}
    >
      <PageHeading visuallyHidden>{VIEWER_TITLE}</PageHeading>
      {message ? <ErrorPanel message={message} /> : null}
      {watch}
    </MainContent>
  );
}
