/** GET /facility-account-detail/:accountId/documents/:documentId: a facility account's document, as a download. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadAccountDocument } from '~/features/facility-account/facility-account.server';

export const loader = ({ request, params }: LoaderFunctionArgs) => downloadAccountDocument(request, params);
