/** /my-cases/:projectId (spec 2.5): the case's own page (a redirect to /case-details/:caseId). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirectToCaseDetails } from '~/features/cases/case-redirects.server';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  redirectToCaseDetails(request, params.projectId);

/** Never shown: the loader always redirects. */
export default function MyCaseRedirect() {
  return null;
}

export { CaseErrorBoundary as ErrorBoundary } from '~/features/cases';
