/** The facility account pages' error boundary: a refusal (403), an unknown record (404) or a failed read. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 403: 'You cannot open this page', 404: 'Not found' };

export function FacilityAccountErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}
