/** GET /case-details/:caseId/attachments/:attachmentId: a case's clinical attachment, as a download. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadCaseAttachment } from '~/features/cases/attachment-download.server';

export const loader = ({ request, params }: LoaderFunctionArgs) => downloadCaseAttachment(request, params);
