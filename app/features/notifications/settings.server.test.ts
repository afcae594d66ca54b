/**
 * /notification-settings and the bell's /notifications/latest against the in-process mock with real sessions:
 * the settings load the user's own preferences and save them together (a refused kind comes back under its
 * field, nothing saved); the bell reads the latest notices only when asked and marks one or all read, and the
 * header's count follows.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { loadHeader } from '~/page-header.server';
import { LATEST_COUNT, loadLatestNotifications, markFromBell } from './latest.server';
import { MARKED_READ, markedAll } from './notifications.server';
import { loadNotificationSettings, saveNotificationSettings } from './settings.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const post = (cookie: string, path: string, entries: [string, string][]) =>
  new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams(entries),
  });

describe('notification settings', () => {
  it('send a visitor to /login, and load the user’s own preferences', async () => {
    const outcome = await settle(() =>
      loadNotificationSettings(new Request('http://app.test/notification-settings')),
    );
    expect(redirectOf(outcome.value as Response)).toMatchObject({ status: 302, location: '/login' });
    const { cookie } = await sessionFor('facility@demo.test');
    const page = (await loadNotificationSettings(appRequest(cookie, '/notification-settings'))).data;
    expect(page.preferences.items).toEqual([
      { kind: 'TaskAssigned', delivery: 'InAppAndEmail' },
      { kind: 'ReportAddendum', delivery: 'InAppAndEmail' },
      { kind: 'AccountStatusChanged', delivery: 'InAppAndEmail' },
    ]);
  });

  it('save every kind at once with a flash; a kind the API refuses comes back under its field', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const saved = await saveNotificationSettings(
      post(cookie, '/notification-settings', [
        ['items[0].kind', 'CaseAvailable'],
        ['items[0].delivery', 'Off'],
        ['items[1].kind', 'QaResult'],
        ['items[1].delivery', 'Email'],
      ]),
    );
    expect(redirectOf(saved as Response)).toMatchObject({
      status: 302,
      location: '/notification-settings',
      flash: { kind: 'success', message: 'Your notification settings were saved.' },
    });
    const refused = (await saveNotificationSettings(
      post(cookie, '/notification-settings', [
        ['items[0].kind', 'CaseAvailable'],
        ['items[0].delivery', 'InApp'],
        ['items[1].kind', 'CaseOverdue'],
        ['items[1].delivery', 'Off'],
      ]),
    )) as unknown as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error).toMatchObject({
      'items[1].kind': ['CaseOverdue is always sent in the app and by e-mail: it cannot be changed.'],
    });
    const bad = (await saveNotificationSettings(
      post(cookie, '/notification-settings', [
        ['items[0].kind', 'CaseAvailable'],
        ['items[0].delivery', 'Sometimes'],
      ]),
    )) as unknown as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    const page = (await loadNotificationSettings(appRequest(cookie, '/notification-settings'))).data;
    const delivery = (kind: string) => page.preferences.items.find((i) => i.kind === kind)!.delivery;
    expect([delivery('CaseAvailable'), delivery('QaResult')]).toEqual(['Off', 'Email']);
  });
});

describe('the bell’s latest notices', () => {
  it('lists the latest few with the unread count, marks one and then all read; the header follows', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const latest = (await loadLatestNotifications(appRequest(cookie, '/notifications/latest'))).data;
    expect(latest).toMatchObject({ unreadCount: 1, total: 2, isAdmin: false, error: null });
    expect(latest.items.map((n) => n.id)).toEqual(['ntf-0002', 'ntf-0001']);
    expect(latest.items.length).toBeLessThanOrEqual(LATEST_COUNT);

    const one = await markFromBell(
      appRequest(cookie, '/notifications/latest', { intent: 'read', notificationId: 'ntf-0002' }),
    );
    expect(one.data).toEqual({ ok: true, message: MARKED_READ });
    expect((await loadHeader(appRequest(cookie, '/'))).user!.unreadNotifications).toBe(0);
    const none = await markFromBell(appRequest(cookie, '/notifications/latest', { intent: 'read-all' }));
    expect(none.data).toEqual({ ok: true, message: 'There are no unread notifications.' });

    const admin = await sessionFor('admin@demo.test');
    const all = await markFromBell(appRequest(admin.cookie, '/notifications/latest', { intent: 'read-all' }));
    expect(all.data).toEqual({ ok: true, message: markedAll(1) });
    const foreign = await markFromBell(
      appRequest(admin.cookie, '/notifications/latest', { intent: 'read', notificationId: 'ntf-0001' }),
    );
    expect(foreign.data).toEqual({ ok: false, message: 'Notification not found.' });
  });
});
