/** POST /cases/:caseId/images/:imageId/archive-storage: an uploaded slide's failed archive store tried again. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { retryArchiveStore } from '~/features/case-creation/archive.server';

export const action = ({ request, params }: ActionFunctionArgs) => retryArchiveStore(request, params);
