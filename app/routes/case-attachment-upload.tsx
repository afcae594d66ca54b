/** POST /cases/:caseId/attachments/upload: a case's clinical attachment, checked and streamed to the API. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { uploadNewCaseAttachment } from '~/features/case-creation/attachment-upload.server';

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  uploadNewCaseAttachment(request, params, context);
