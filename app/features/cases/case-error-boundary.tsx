/** The case pages' error boundaries: a refusal (403), an unknown case (404) or a failed read, in the frame. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const CASE_HEADINGS = { 403: 'You cannot open this case', 404: 'Case not found' };

/** /case-details/:caseId and /review-project?caseId=: the API decides who may see the case. */
export function CaseErrorBoundary() {
  return <RouteErrorPage headings={CASE_HEADINGS} />;
}

/** The facility's lists (/send-out-cases, /review-project): facility users only. */
export function FacilityPageErrorBoundary() {
  return <RouteErrorPage headings={{ 404: 'Case not found' }} />;
}
