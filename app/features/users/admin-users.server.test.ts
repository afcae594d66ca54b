/**
 * The admins' Users screens' loaders and actions against the in-process mock with a real session cookie: other
 * roles sent to their landing page before anything is read, the list's filter and group names, the detail's profile and
 * allowed changes, the status action (reason required, the API's 409 sentence, success → the same path with a
 * flash, on the legacy path too) and the edit's save back to the details with a flash.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { requireAdmin } from '~/auth.server';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { changeUserStatusAction, loadUserDetail } from './detail.server';
import { saveUserEdit } from './edit.server';
import { loadUserList } from './list.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** What a `data()` answer carries. */
const payload = <T>(value: unknown) => value as { data: T; init: { status?: number } | null };

describe('the admins’ Users screens', () => {
  it('send every other role to their landing page before reading anything', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const runs: Array<() => Promise<unknown>> = [
      () => loadUserList(appRequest(cookie, '/users')),
      () => loadUserDetail(appRequest(cookie, '/UserDetail/usr-provider'), 'usr-provider'),
      () =>
        changeUserStatusAction(
          appRequest(cookie, '/UserDetail/usr-provider', { status: 'Deactivated', reason: 'x' }),
          'usr-provider',
        ),
    ];
    for (const run of runs) {
      const outcome = await settle(run);
      expect(outcome.thrown).toBe(true);
      expect(redirectOf(outcome.value as Response)).toMatchObject({
        status: 302,
        location: '/availableCases',
      });
    }
  });

  it('list the filter’s users with their groups’ names', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const list = await loadUserList(appRequest(cookie, '/users?role=Provider&search=Okafor'));
    const { page } = (list as { data: { page: { items: Array<Record<string, unknown>> } } }).data;
    expect(page.items.map((u) => u.email)).toEqual(['provider@demo.test']);
    expect((page.items[0]!.groups as string[]).length).toBeGreaterThan(0);
  });

  it('show a provider’s profile and the changes allowed now', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const page = payload<Record<string, unknown>>(
      await loadUserDetail(appRequest(cookie, '/users/detail/usr-provider'), 'usr-provider'),
    ).data;
    expect(page.profile).toMatchObject({ registrationId: 'reg-demo-provider' });
    expect(page.status).toMatchObject({ status: 'Active', allowed: ['Deactivated'] });
    const missing = await settle(() => loadUserDetail(appRequest(cookie, '/users/detail/nobody'), 'nobody'));
    expect(missing).toMatchObject({ thrown: true, value: { init: { status: 404 } } });
  });

  it('change a status only with a reason and as the lifecycle allows, then flash on the same path', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const post = (path: string, body: Record<string, string>) =>
      changeUserStatusAction(appRequest(cookie, path, body), 'usr-new-provider');

    const noReason = payload<{ toast: { message: string } }>(
      await post('/users/detail/usr-new-provider', { status: 'In Progress', reason: '  ' }),
    );
    expect(noReason.init?.status).toBe(400);
    expect(noReason.data.toast.message).toBe('Give the reason for this status change.');

    const skipped = payload<{ toast: { message: string } }>(
      await post('/users/detail/usr-new-provider', { status: 'Active', reason: 'All checked.' }),
    );
    expect(skipped.init?.status).toBe(409);
    expect(skipped.data.toast.message).toBe(
      'A user in status New cannot be moved to Active; it can move to In Progress or Deactivated.',
    );

    const done = await post('/UserDetail/usr-new-provider', { status: 'In Progress', reason: 'Docs in.' });
    expect(redirectOf(done as Response)).toEqual({
      status: 302,
      location: '/UserDetail/usr-new-provider',
      flash: { kind: 'success', message: 'Status changed to In Progress.' },
    });
  });

  it('save an edit back to the details page with a flash', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const request = appRequest(cookie, '/users/edit/usr-np', {
      firstName: 'Grace',
      lastName: 'Whitfield',
      email: 'np@demo.test',
      phone: '+1 (555) 010-7777',
    });
    const admin = await requireAdmin(request);
    const outcome = await settle(() =>
      saveUserEdit(request, admin, 'user', 'usr-np', {
        statusByActions: true,
        afterSave: (id) => `/users/detail/${id}`,
      }),
    );
    expect(outcome.thrown).toBe(true);
    expect(redirectOf(outcome.value as Response)).toEqual({
      status: 302,
      location: '/users/detail/usr-np',
      flash: { kind: 'success', message: 'Your changes were saved.' },
    });
  });
});
