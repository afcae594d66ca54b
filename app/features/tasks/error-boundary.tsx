/** The task pages' error boundary: a 403 or 404 page in the API's words, or a failed read. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 403: 'You cannot open this task', 404: 'Task not found' };

export function TaskErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}
