/** POST /uploads/registration-document: a file slot's CV or proof of address, streamed to the API. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { uploadRegistrationDocument } from '~/features/registration/documents.server';

export const action = ({ request, context }: ActionFunctionArgs) =>
  uploadRegistrationDocument(request, context);
