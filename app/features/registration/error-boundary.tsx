/** The registration pages' error boundary: a 403 or 404 page in the registration's words, or a failed read. */
import { PageFrame } from '~/components/layout/page-frame';
import { RouteErrorPage } from '~/components/layout/route-error-page';

const HEADINGS = { 404: 'Registration not found' };

export function RegistrationErrorBoundary() {
  return <RouteErrorPage headings={HEADINGS} />;
}

/** /register sits outside the logged-in frame: the error gets the page frame it would have had. */
export function RegisterErrorBoundary() {
  return (
    <PageFrame>
      <RouteErrorPage headings={HEADINGS} />
    </PageFrame>
  );
}
