/**
 * The header's bell: the unread count the page frame's loader read, and, once the page's script runs,
 * a popover with the latest notices — loaded only when it is opened (GET /notifications/latest) — each linking to
 * its case, with Mark as read, Mark all as read, and links to every notification and the settings. Before the
 * script runs (and without it) the bell is the plain link to /notifications. The count follows the live events
 * `notification.created` and `notifications.read` (the live stream).
 */
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher } from '@remix-run/react';
import BellIcon from 'lucide-react/icons/bell';
import { StatusBadge } from '~/components/detail';
import { NotificationsLink, UnreadBadge, notificationsLabel } from '~/components/layout/site-header';
import { Button } from '~/components/ui/button';
import { DateTime, ZonedText } from '~/components/ui/date-time';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { Spinner } from '~/components/ui/spinner';
import { useLiveEvent } from '~/features/live';
import { useHydrated } from '~/lib/use-hydrated';
import { KIND_TONES, NOTIFICATION_INTENTS, caseLinkFor, kindLabel, type Notification } from './list';
import type { LatestNotifications, MarkResult } from './latest.server';

export const LATEST_PATH = '/notifications/latest';
export const BELL_TEXT = {
  heading: 'Notifications',
  loading: 'Loading your notifications…',
  empty: 'No notifications yet.',
  all: 'See all notifications',
  settings: 'Notification settings',
  markAll: 'Mark all as read',
} as const;

function NoticeItem({
  notice,
  isAdmin,
  busy,
  onMark,
  onOpen,
}: {
  notice: Notification;
  isAdmin: boolean;
  busy: boolean;
  onMark: () => void;
  onOpen: () => void;
}) {
  const link = caseLinkFor(notice, isAdmin);
  const unread = !notice.readAt;
  return (
    <li className="space-y-1 border-b px-4 py-3 last:border-b-0" data-unread={unread || undefined}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <StatusBadge
          status={notice.kind}
          tones={KIND_TONES}
          labels={{ [notice.kind]: kindLabel(notice.kind) }}
        />
        <DateTime value={notice.createdAt} />
        {unread ? <span className="font-semibold text-foreground">Unread</span> : null}
      </div>
      <p className={unread ? 'text-sm font-semibold' : 'text-sm'}>
        {link ? (
          <Link to={link} onClick={onOpen} className="underline-offset-4 hover:underline">
            {notice.title}
          </Link>
        ) : (
          notice.title
        )}
      </p>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        <ZonedText text={notice.message} />
      </p>
      {unread ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0"
          disabled={busy}
          onClick={onMark}
          aria-label={`Mark as read: ${notice.title}`}
        >
          Mark as read
        </Button>
      ) : null}
    </li>
  );
}

export function NotificationsBell({ unread }: { unread: number | null }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const list = useFetcher<LatestNotifications>();
  const mark = useFetcher<MarkResult>();
  const headingId = useId();
  const marking = mark.state !== 'idle';

  // After a marking, its answer is said; Remix reads the list (a loaded fetcher) and the frame's count again.
  const marked = mark.state === 'idle' ? mark.data : undefined;
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (marked) setSaid(marked.message);
  }, [marked]);

  // The count shown: the frame's (read with every page), or the bell's own when it has read a newer one.
  const [count, setCount] = useState(unread);
  useEffect(() => setCount(unread), [unread]);
  const latest = list.data;
  useEffect(() => {
    if (typeof latest?.unreadCount === 'number') setCount(latest.unreadCount);
  }, [latest]);
  // Live (docs/live.md): a new notice or a marking elsewhere sets the count; an open list reads itself again.
  useLiveEvent(['notification.created', 'notifications.read'], (event) => {
    if (event.type !== 'notification.created' && event.type !== 'notifications.read') return;
    setCount(event.data.unreadCount);
    if (open && event.type === 'notification.created') list.load(LATEST_PATH);
  });

  if (!hydrated) return <NotificationsLink unread={unread} />;

  const submit = (fields: Record<string, string>) =>
    mark.submit(fields, { method: 'post', action: LATEST_PATH });

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        setSaid(null);
        list.load(LATEST_PATH);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={notificationsLabel(count)}
          data-unread={count ?? undefined}
        >
          <BellIcon className="size-5" aria-hidden />
          <UnreadBadge unread={count} />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold">
            {BELL_TEXT.heading}
          </h2>
          {count ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={marking}
              aria-busy={marking || undefined}
              onClick={() => submit({ intent: NOTIFICATION_INTENTS.readAll })}
            >
              {marking ? <Spinner /> : null}
              {BELL_TEXT.markAll}
            </Button>
          ) : null}
        </div>
        <p role="status" className="px-4 pt-2 text-sm empty:hidden" aria-live="polite">
          {!latest && list.state !== 'idle' ? BELL_TEXT.loading : ''}
          {latest?.error ?? ''}
          {said ?? ''}
        </p>
        {latest && !latest.error ? (
          latest.items.length ? (
            <ul aria-labelledby={headingId} className="max-h-[60vh] overflow-y-auto">
              {latest.items.map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  isAdmin={latest.isAdmin}
                  busy={marking}
                  onMark={() => submit({ intent: NOTIFICATION_INTENTS.read, notificationId: notice.id })}
                  onOpen={() => setOpen(false)}
                />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-3 text-sm text-muted-foreground">{BELL_TEXT.empty}</p>
          )
        ) : null}
        <div className="flex flex-wrap justify-between gap-2 border-t px-4 py-3 text-sm">
          <Link to="/notifications" className="underline underline-offset-4" onClick={() => setOpen(false)}>
            {BELL_TEXT.all}
            {latest && latest.total > latest.items.length ? ` (${latest.total})` : ''}
          </Link>
          <Link
            to="/notification-settings"
            className="underline underline-offset-4"
            onClick={() => setOpen(false)}
          >
            {BELL_TEXT.settings}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
