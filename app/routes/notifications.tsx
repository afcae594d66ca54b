/** Notifications: the user's own notices, newest first; mark one or all as read. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { NotificationsPage } from '~/features/notifications';
import { loadNotificationsPage, notificationsAction } from '~/features/notifications/notifications.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('notifications') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadNotificationsPage(request);

export const action = ({ request }: ActionFunctionArgs) => notificationsAction(request);

export default function NotificationsRoute() {
  const title = useCurrentPage()?.title ?? 'Notifications';
  return <NotificationsPage title={title} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage headings={{ 404: 'Not found' }} />;
}
