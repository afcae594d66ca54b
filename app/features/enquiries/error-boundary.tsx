/** The enquiry pages' error boundary: a 403 or 404 page in the API's words, or a failed read. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 403: 'You cannot open this enquiry', 404: 'Enquiry not found' };

export function EnquiryErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}
