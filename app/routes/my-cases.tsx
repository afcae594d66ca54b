/** /my-cases, /project-list and /show-cases (spec 2.5, 2.6): the reader's own case list, by role (a redirect). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirectToOwnCaseList } from '~/features/cases/case-redirects.server';

export const loader = ({ request }: LoaderFunctionArgs) => redirectToOwnCaseList(request);

/** Never shown: the loader always redirects (a component keeps this a page route for client navigation). */
export default function MyCasesRedirect() {
  return null;
}
