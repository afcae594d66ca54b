/**
 * /viewer?caseId=… — the standalone slide viewer (spec 2.8): the guard, and no other page frame. The loader
 * checks the session and reads the case on the server; the page's head leaves before the case is read (decision
 * 110); without a case id the page reopens the case kept in session storage.
 */
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { documentTitle } from '~/lib/pages';
import { VIEWER } from '~/route-table.js';
import { OPENSEADRAGON_SCRIPT, ViewerPage, markRouteStart, startViewerEarly } from '~/features/viewer';
import { loadViewerPage } from '~/features/viewer/viewer.server';
import type { HeadScriptsHandle } from '~/lib/head-scripts';
import type { HoldScriptsHandle } from '~/lib/held-scripts';

export const meta: MetaFunction = () => [{ title: documentTitle('viewer') }];

/**
 * OpenSeadragon's own file, asked for in the head: it runs before hydration (decisions 053 and 055); the page's
 * other scripts wait for the first slide the page opens itself (decision 089).
 */
export const handle: HeadScriptsHandle & HoldScriptsHandle = {
  headScripts: [OPENSEADRAGON_SCRIPT],
  holdScripts: true,
};

startViewerEarly();

/** Answered once the session is checked; the case, its first slide links and rights follow (decisions 092, 110). */
export const loader = ({ request }: LoaderFunctionArgs) => loadViewerPage(request);

/** A client navigation to the viewer starts the case-open stopwatch here (a full load starts at 0). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  markRouteStart();
  return serverLoader<typeof loader>();
}

export default function ViewerRoute() {
  const { viewer, expiresAt, sessionId, backTo } = useLoaderData<typeof loader>();
  return (
    <ViewerPage
      viewer={viewer}
      expiresAt={expiresAt}
      sessionId={sessionId}
      backTo={backTo}
      title={VIEWER.title}
    />
  );
}
