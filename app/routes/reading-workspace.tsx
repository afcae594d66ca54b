/**
 * The reading workspace (spec 2.5 "pd case view/{caseId}", /pathologist/pd-case-view/:caseId): the case's
 * clinical information beside the report, saved as a draft while typing, then Sign out (decision 032).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import type { SerializeFrom } from '@remix-run/node';
import type { LayoutHandle } from '~/components/layout/full-screen';
import { CaseErrorBoundary } from '~/features/cases';
import { WorkspaceView, takePageAhead } from '~/features/reading';
import { loadWorkspace, workspaceAction } from '~/features/reading/workspace.server';
import { documentTitle } from '~/lib/pages';
import type { HeadScriptsHandle } from '~/lib/head-scripts';
import { OPENSEADRAGON_SCRIPT, startViewerEarly } from '~/features/viewer';

/** The frame's full width; OpenSeadragon asked for in the head, as the viewer's page does (decision 104). */
export const handle: LayoutHandle & HeadScriptsHandle = {
  fullScreen: true,
  headScripts: [OPENSEADRAGON_SCRIPT],
};

startViewerEarly();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? documentTitle('reading-workspace').replace(
          'Primary Diagnosis Case',
          `Diagnose ${data.caseData.caseRecordId}`,
        )
      : documentTitle('reading-workspace'),
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadWorkspace(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => workspaceAction(request, params);

/** "Next case" loaded this page's data ahead: it renders at once; otherwise the server is asked. */
export const clientLoader = ({ params, serverLoader }: ClientLoaderFunctionArgs) =>
  takePageAhead<SerializeFrom<typeof loader>>(params.caseId) ?? serverLoader<typeof loader>();

export default function ReadingWorkspacePage() {
  const data = useLoaderData<typeof loader>();
  return <WorkspaceView data={data} />;
}

export const ErrorBoundary = CaseErrorBoundary;
