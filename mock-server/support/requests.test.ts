/**
 * Support requests and the banner through the real typed client: anyone opens a request, an admin lists and
 * resolves it once; an admin sets and clears the banner and every role reads it.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, FACILITY, NP, PROVIDER, PROVISIONAL, clientFor } from '../testing/test-clients';

const NON_ADMINS = [PROVIDER, PROVISIONAL, FACILITY, NP];

describe('support requests and the banner', () => {
  it('anyone opens a request; an admin lists and resolves it once (then 409)', async () => {
    const np = await clientFor(NP);
    const created = await np.POST('/api/support-requests', {
      body: { subject: 'Cannot upload', message: 'The upload stops at 50%.' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      status: 'Open',
      createdBy: { id: 'usr-np', role: 'Facility_NP' },
    });
    const admin = await clientFor(ADMIN);
    const open = await admin.GET('/api/support-requests', {
      params: { query: { status: 'Open', pageSize: 100 } },
    });
    expect(open.data!.data.items[0]!.id).toBe(created.data!.data.id);
    const path = { params: { path: { supportRequestId: created.data!.data.id } } };
    const resolved = await admin.POST('/api/support-requests/{supportRequestId}/resolve', {
      ...path,
      body: { resolution: 'Fixed.' },
    });
    expect(resolved.data!.data).toMatchObject({
      status: 'Resolved',
      resolvedBy: { id: 'usr-admin' },
      resolution: 'Fixed.',
    });
    const again = await admin.POST('/api/support-requests/{supportRequestId}/resolve', {
      ...path,
      body: { resolution: 'x' },
    });
    expect(again.response.status).toBe(409);
    const missing = await admin.POST('/api/support-requests/{supportRequestId}/resolve', {
      params: { path: { supportRequestId: 'sup-999' } },
      body: { resolution: 'x' },
    });
    expect(missing.response.status).toBe(404);
    const empty = await np.POST('/api/support-requests', { body: { subject: '', message: 'x' } });
    expect(empty.response.status).toBe(400);
  });

  it('an admin sets and clears the banner; every role reads it', async () => {
    const admin = await clientFor(ADMIN);
    const set = await admin.PUT('/api/banner', { body: { message: 'Maintenance on Saturday.' } });
    expect(set.data!.data).toMatchObject({
      message: 'Maintenance on Saturday.',
      updatedBy: { id: 'usr-admin' },
    });
    for (const email of NON_ADMINS) {
      const { data } = await (await clientFor(email)).GET('/api/banner');
      expect(data!.data.message, email).toBe('Maintenance on Saturday.');
    }
    const cleared = await admin.DELETE('/api/banner');
    expect(cleared.data!.data.message).toBeNull();
    expect((await admin.GET('/api/banner')).data!.data.message).toBeNull();
  });
});
