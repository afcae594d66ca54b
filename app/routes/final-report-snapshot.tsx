/** GET /final-report/:caseId/snapshots/:imageId?x&y&width&height&outWidth: a patch snapshot's image. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { snapshotImage } from '~/features/report/snapshots.server';

export const loader = ({ request, params }: LoaderFunctionArgs) => snapshotImage(request, params);
