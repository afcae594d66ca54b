/**
 * The status lifecycle as admin actions (changeUserStatus, getUserStatus) through the typed client against the
 * in-process mock: each allowed step with its reason in the history, 409 for a change the lifecycle refuses,
 * 422 without a reason, 403 for anyone but an admin, and the provider's next login seeing the new status.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { DEMO_PASSWORD } from '../index';

type Client = ReturnType<typeof createApiClient>;

async function clientFor(email: string): Promise<Client> {
  const { data, response } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.status, `login ${email}`).toBe(200);
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}

const NEW_PROVIDER = { id: 'usr-new-provider', email: 'new.provider@demo.test' };
const path = (userId: string) => ({ params: { path: { userId } } });

async function change(client: Client, userId: string, body: { status: string; reason?: string }) {
  return client.POST('/api/users/{userId}/status', {
    ...path(userId),
    body: body as { status: 'Active'; reason?: string },
  });
}

describe('changeUserStatus', () => {
  it('moves a New provider step by step to Active, each change with its reason in the history', async () => {
    const admin = await clientFor('admin@demo.test');
    const before = await admin.GET('/api/users/{userId}/status', path(NEW_PROVIDER.id));
    expect(before.data!.data).toMatchObject({ status: 'New', allowed: ['In Progress', 'Deactivated'] });

    const steps = [
      ['In Progress', 'Documents received.'],
      ['Provisionally Active', 'Licence checked; references pending.'],
      ['Active', 'References checked.'],
    ] as const;
    for (const [status, reason] of steps) {
      const { data, response } = await change(admin, NEW_PROVIDER.id, { status, reason });
      expect(response.status, status).toBe(200);
      expect(data!.data.status).toBe(status);
    }
    const { data } = await admin.GET('/api/users/{userId}/status', path(NEW_PROVIDER.id));
    expect(data!.data.allowed).toEqual(['Deactivated']);
    expect(data!.data.history.map((h) => [h.from, h.to, h.reason, h.changedBy?.name])).toEqual([
      ['Provisionally Active', 'Active', 'References checked.', 'Alex Morgan'],
      ['In Progress', 'Provisionally Active', 'Licence checked; references pending.', 'Alex Morgan'],
      ['New', 'In Progress', 'Documents received.', 'Alex Morgan'],
    ]);
    const user = await admin.GET('/api/users/{userId}', path(NEW_PROVIDER.id));
    expect(user.data!.data.status).toBe('Active');

    // The provider's next login reads the new status.
    const provider = await clientFor(NEW_PROVIDER.email);
    expect((await provider.GET('/api/Users/current')).data!.data.status).toBe('Active');
  });

  it('deactivates from any status, ends the sessions, and reactivates to Active only', async () => {
    const admin = await clientFor('admin@demo.test');
    const provider = await clientFor('provider@demo.test');
    const off = await change(admin, 'usr-provider', { status: 'Deactivated', reason: 'Left the network.' });
    expect(off.response.status).toBe(200);
    expect(off.data!.data.allowed).toEqual(['Active']);
    expect((await provider.GET('/api/Users/current')).response.status).toBe(401);

    const back = await change(admin, 'usr-provider', { status: 'New', reason: 'Start again.' });
    expect(back.response.status).toBe(409);
    expect(back.error!.message).toBe(
      'A user in status Deactivated cannot be moved to New; it can move to Active.',
    );
    const on = await change(admin, 'usr-provider', { status: 'Active', reason: 'Rejoined.' });
    expect(on.data!.data.status).toBe('Active');
  });

  it('answers 409 for a skipped step, the same status again and an admin deactivating themself', async () => {
    const admin = await clientFor('admin@demo.test');
    const skipped = await change(admin, NEW_PROVIDER.id, { status: 'Active', reason: 'All good.' });
    expect(skipped.response.status).toBe(409);
    expect(skipped.error!.message).toBe(
      'A user in status New cannot be moved to Active; it can move to In Progress or Deactivated.',
    );
    const same = await change(admin, NEW_PROVIDER.id, { status: 'New', reason: 'Again.' });
    expect(same.response.status).toBe(409);
    expect(same.error!.message).toBe('The user is already New; choose another status.');
    const self = await change(admin, 'usr-admin', { status: 'Deactivated', reason: 'Leaving.' });
    expect(self.response.status).toBe(409);
    expect(self.error!.message).toBe('You cannot deactivate your own account; ask another admin.');
    const { data } = await admin.GET('/api/users/{userId}/status', path('usr-admin'));
    expect(data!.data).toMatchObject({ status: 'Active', allowed: [], history: [] });
  });

  it('answers 422 without a reason or with a blank one, and changes nothing', async () => {
    const admin = await clientFor('admin@demo.test');
    for (const body of [{ status: 'In Progress' }, { status: 'In Progress', reason: '   ' }]) {
      const { response, error } = await change(admin, NEW_PROVIDER.id, body);
      expect(response.status).toBe(422);
      expect(error!.data).toEqual({ reason: ['Give the reason for this status change.'] });
    }
    const { data } = await admin.GET('/api/users/{userId}/status', path(NEW_PROVIDER.id));
    expect(data!.data).toMatchObject({ status: 'New', history: [] });
  });

  it('answers 403 to anyone but an admin (their own record included) and 404 for an unknown user', async () => {
    for (const email of ['provider@demo.test', 'facility@demo.test', NEW_PROVIDER.email]) {
      const client = await clientFor(email);
      const changed = await change(client, NEW_PROVIDER.id, { status: 'In Progress', reason: 'Me.' });
      expect(changed.response.status, email).toBe(403);
      expect(changed.error!.message).toBe('Only admins can change a user’s status.');
      const read = await client.GET('/api/users/{userId}/status', path(NEW_PROVIDER.id));
      expect(read.response.status, email).toBe(403);
    }
    const admin = await clientFor('admin@demo.test');
    const missing = await change(admin, 'usr-nobody', { status: 'Active', reason: 'x' });
    expect(missing.response.status).toBe(404);
  });

  it('records a status change made through updateUser, without a reason', async () => {
    const admin = await clientFor('admin@demo.test');
    await admin.PATCH('/api/users/{userId}', { ...path(NEW_PROVIDER.id), body: { status: 'In Progress' } });
    const { data } = await admin.GET('/api/users/{userId}/status', path(NEW_PROVIDER.id));
    expect(data!.data.history).toEqual([
      expect.objectContaining({ from: 'New', to: 'In Progress', reason: null }),
    ]);
  });
});
