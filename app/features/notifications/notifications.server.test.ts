/**
 * /notifications against the in-process mock with real sessions: a visitor goes to /login; a user sees their own
 * notices and unread count; Mark as read and Mark all as read redirect back with a flash and change only the
 * caller's; an id that is not theirs or not an id changes nothing and says so. The header reads the count.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { UNREAD_TTL_MS, unreadNotifications } from './unread-count.server';
import { loadHeader } from '~/page-header.server';
import {
  loadNotificationsPage,
  MARKED_READ,
  markedAll,
  NOT_FOUND,
  NOTHING_UNREAD,
  notificationsAction,
  UNKNOWN_INTENT,
} from './notifications.server';
import { updateSessionDetails } from '~/auth.server';
import { sessionFromCookie } from '~/session.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** The ids of a user's unread notifications, as the API gives them to that user. */
async function unreadOf(email: string) {
  const { client } = await sessionFor(email);
  const { data } = await client.GET('/api/me/notifications', { params: { query: { unread: true } } });
  return data!.data.items.map((n) => n.id);
}

describe('the notifications page', () => {
  it('sends a visitor to /login before reading anything', async () => {
    const outcome = await settle(() => loadNotificationsPage(new Request('http://app.test/notifications')));
    expect(outcome.thrown).toBe(true);
    expect(redirectOf(outcome.value as Response)).toMatchObject({ status: 302, location: '/login' });
  });

  it('lists the user’s own notices, newest first, with their unread count; Unread only filters', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const all = (await loadNotificationsPage(appRequest(cookie, '/notifications'))).data;
    expect(all.unreadCount).toBe(1);
    expect(all.isAdmin).toBe(false);
    expect(all.page!.items.map((n) => n.id)).toEqual(['ntf-0002', 'ntf-0001']);
    const unread = (await loadNotificationsPage(appRequest(cookie, '/notifications?unread=true'))).data;
    expect(unread.page!.items.map((n) => n.id)).toEqual(['ntf-0002']);
  });

  it('marks one read, then says there is nothing left; the header’s count follows', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const header = async () => (await loadHeader(appRequest(cookie, '/'))).user!.unreadNotifications;
    expect(await header()).toBe(1);
    const one = await notificationsAction(
      appRequest(cookie, '/notifications?unread=true', { intent: 'read', notificationId: 'ntf-0002' }),
    );
    expect(redirectOf(one)).toMatchObject({
      status: 302,
      location: '/notifications?unread=true',
      flash: { kind: 'success', message: MARKED_READ },
    });
    expect(await unreadOf('provider@demo.test')).toEqual([]);
    expect(await header()).toBe(0);
    const none = await notificationsAction(appRequest(cookie, '/notifications', { intent: 'read-all' }));
    expect(redirectOf(none).flash).toEqual({ kind: 'success', message: NOTHING_UNREAD });
  });

  it('marks all of the caller’s read, and no one else’s', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const all = await notificationsAction(appRequest(cookie, '/notifications', { intent: 'read-all' }));
    expect(redirectOf(all).flash).toEqual({ kind: 'success', message: markedAll(1) });
    expect(await unreadOf('admin@demo.test')).toEqual([]);
    expect(await unreadOf('provider@demo.test')).toEqual(['ntf-0002']);
  });

  it('refuses another user’s notice, or no id at all, and changes nothing', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const theirs = await notificationsAction(
      appRequest(cookie, '/notifications', { intent: 'read', notificationId: 'ntf-0002' }),
    );
    expect(redirectOf(theirs).flash).toEqual({ kind: 'error', message: 'Notification not found.' });
    const bad = await notificationsAction(
      appRequest(cookie, '/notifications', { intent: 'read', notificationId: '../x' }),
    );
    expect(redirectOf(bad).flash).toEqual({ kind: 'error', message: NOT_FOUND });
    expect(await unreadOf('provider@demo.test')).toEqual(['ntf-0002']);
    expect(await unreadOf('admin@demo.test')).toEqual(['ntf-0003']);
  });

  it('keeps the header’s count a few seconds per session (a change made elsewhere shows after them)', async () => {
    const { token, client } = await sessionFor('provider@demo.test');
    const start = 1_000_000;
    expect(await unreadNotifications(token, undefined, start)).toBe(1);
    // Marked through the API directly (another app instance, say): this process still shows the kept count…
    await client.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-0002' } },
    });
    expect(await unreadNotifications(token, undefined, start + 1_000)).toBe(1);
    // …until it is older than UNREAD_TTL_MS.
    expect(await unreadNotifications(token, undefined, start + UNREAD_TTL_MS)).toBe(0);
  });

  it('marked read on another instance: the user’s next page here shows the new count at once (decision 087)', async () => {
    const { cookie, client } = await sessionFor('provider@demo.test');
    const header = async (cookieHeader: string) =>
      (await loadHeader(appRequest(cookieHeader, '/'))).user!.unreadNotifications;
    expect(await header(cookie)).toBe(1);
    // Another instance marks it read: the API call, and the session cookie its answer sets.
    await client.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-0002' } },
    });
    const rewritten = updateSessionDetails(appRequest(cookie, '/notifications'), { unreadChanged: true })!;
    // This process still keeps 1 for the token; the browser's new cookie says the count changed just now.
    expect(await header(cookie)).toBe(1);
    expect(await header(rewritten.split(';')[0]!)).toBe(0);
  });

  it('the action rewrites the session cookie to say the count changed, whatever it answers', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const before = Date.now();
    const answer = await notificationsAction(appRequest(cookie, '/notifications', { intent: 'nonsense' }));
    expect(redirectOf(answer).flash).toEqual({ kind: 'error', message: UNKNOWN_INTENT });
    const session = answer.headers.getSetCookie().find((c) => c.startsWith('__session='));
    expect(session, 'the session cookie').toBeDefined();
    expect(sessionFromCookie(session!.split(';')[0]).get('unreadChangedAt')).toBeGreaterThanOrEqual(before);
  });
});
