/** The billing pages' error boundary: a 403 or 404 page in the API's words, or a failed read. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 403: 'You cannot open this billing record', 404: 'Billing record not found' };

export function BillingErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}
