/**
 * Provider groups through the real typed client: an admin creates, reads, edits and deletes them.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_COUNT } from '../groups/seed';
import { ADMIN, PROVIDER, clientFor } from '../testing/test-clients';

describe('groups', () => {
  it('an admin creates, reads, edits and deletes groups of providers', async () => {
    const admin = await clientFor(ADMIN);
    const list = await admin.GET('/api/groups');
    expect(list.data!.data.total).toBe(GROUP_COUNT);
    const created = await admin.POST('/api/groups', {
      body: { name: 'Night Shift', specialty: 'Pathology', memberIds: ['usr-provider', 'usr-provider'] },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data.members).toEqual([
      { id: 'usr-provider', name: 'Maya Okafor', email: PROVIDER, status: 'Active' },
    ]);
    const groupId = created.data!.data.id;
    const path = { params: { path: { groupId } } };
    const renamed = await admin.PATCH('/api/groups/{groupId}', {
      ...path,
      body: { name: 'Night Shift B', memberIds: [] },
    });
    expect(renamed.data!.data).toMatchObject({ name: 'Night Shift B', members: [] });
    expect((await admin.POST('/api/groups', { body: { name: 'breast pathology' } })).response.status).toBe(
      409,
    );
    const notProviders = await admin.PATCH('/api/groups/{groupId}', {
      ...path,
      body: { memberIds: ['usr-facility'] },
    });
    expect(notProviders.response.status).toBe(422);
    expect((await admin.DELETE('/api/groups/{groupId}', path)).response.status).toBe(200);
    expect((await admin.GET('/api/groups/{groupId}', path)).response.status).toBe(404);
    expect((await admin.DELETE('/api/groups/{groupId}', path)).response.status).toBe(404);
  });
});
