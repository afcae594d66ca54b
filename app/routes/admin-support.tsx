/** Support (spec 2.2, admins): the global banner (set, clear) and the users' support requests (resolve). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { SupportPage } from '~/features/support';
import { loadSupportPage, supportAction } from '~/features/support/support.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-support') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadSupportPage(request);

export const action = ({ request }: ActionFunctionArgs) => supportAction(request);

export default function SupportRoute() {
  const title = useCurrentPage()?.title ?? 'Support';
  return <SupportPage title={title} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage headings={{ 403: 'You cannot open Support', 404: 'Not found' }} />;
}
