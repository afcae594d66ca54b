/** POST /cases/:caseId/subsections/:subsectionId/slide-upload: a signed tus URL for one slide image (JSON). */
import type { ActionFunctionArgs } from '@remix-run/node';
import { createSlideUploadUrl } from '~/features/case-creation/slide-upload.server';

export const action = ({ request, params }: ActionFunctionArgs) => createSlideUploadUrl(request, params);
