/** GET /provider-registration/edit/:id/documents/:documentId: a stored registration document, as a download. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadRegistrationDocument } from '~/features/registration/documents.server';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  downloadRegistrationDocument(request, params);
