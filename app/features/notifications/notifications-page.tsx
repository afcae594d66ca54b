/** /notifications: the user's own notices, newest first, each linking to its case; mark one or all as read. */
import { Form, Link, useNavigation } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { notificationColumns } from './columns';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_INTENTS,
  notificationListQuery,
  type NotificationsPageData,
} from './list';

function MarkAllRead({ unread }: { unread: number }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get('intent') === NOTIFICATION_INTENTS.readAll;
  if (unread === 0) return null;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={NOTIFICATION_INTENTS.readAll} />
      <Button type="submit" variant="outline" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Spinner /> : null}
        Mark all as read
      </Button>
    </Form>
  );
}

export function NotificationsPage({ title, data }: { title: string; data: NotificationsPageData }) {
  const unread = data.unreadCount;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading>{title}</PageHeading>
          <p className="mt-1 text-muted-foreground" data-unread-summary>
            {unread === 0
              ? 'You have no unread notifications.'
              : `You have ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}.`}{' '}
            Choose what you are told, and how, in{' '}
            <Link to="/notification-settings" className="underline underline-offset-4">
              Notification Settings
            </Link>
            .
          </p>
        </div>
        <MarkAllRead unread={unread} />
      </div>
      <FlashMessage flash={data.flash} />
      <DataList
        title="Notifications"
        id="notifications"
        query={notificationListQuery}
        columns={notificationColumns(data.isAdmin)}
        data={data}
        getRowId={(n) => n.id}
        noun={{ one: 'notification', other: 'notifications' }}
        emptyText="No notifications yet. You will be told here when work arrives or a case of yours is at risk or overdue."
        filters={NOTIFICATION_FILTERS}
      />
    </section>
  );
}
