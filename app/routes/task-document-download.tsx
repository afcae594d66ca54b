/** GET /tasks/:taskId/documents/:documentId: a task's document, streamed from the API as a download. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadOnboardingDocument } from '~/features/tasks/onboarding-task.server';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  downloadOnboardingDocument(request, params);
