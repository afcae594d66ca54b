/** POST /tasks/:taskId/documents/upload: an onboarding document from the file slot, streamed to the API. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { uploadOnboardingDocument } from '~/features/tasks/onboarding-task.server';

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  uploadOnboardingDocument(request, params, context);
