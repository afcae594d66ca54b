/** The user pages' error boundary: the kit's RouteErrorPage with the users' own 404 heading. */
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 404: 'User not found' };

export function UsersErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}
