/** About Me's error boundary: a refusal or a failed read, in the page frame. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 403: 'You cannot open this page', 404: 'Not found' };

export function AboutMeErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}
