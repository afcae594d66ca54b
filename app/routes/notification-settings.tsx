/** Notification settings (decision 085): how the user is told about each kind of event. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { NotificationSettingsPage } from '~/features/notifications';
import { loadNotificationSettings, saveNotificationSettings } from '~/features/notifications/settings.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('notification-settings') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadNotificationSettings(request);

export const action = ({ request }: ActionFunctionArgs) => saveNotificationSettings(request);

export default function NotificationSettingsRoute() {
  const title = useCurrentPage()?.title ?? 'Notification Settings';
  return <NotificationSettingsPage title={title} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage headings={{ 404: 'Not found' }} />;
}
