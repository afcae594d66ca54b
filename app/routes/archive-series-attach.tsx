/** POST /cases/:caseId/subsections/:subsectionId/archive-series: an archive's slide series added to a block. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { attachArchive } from '~/features/case-creation/archive.server';

export const action = ({ request, params }: ActionFunctionArgs) => attachArchive(request, params);
