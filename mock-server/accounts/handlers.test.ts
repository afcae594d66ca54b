/**
 * Facility accounts through the real typed client: the admin's list, create and edit with status changes, a
 * facility user's own account (not its status, not another facility's), my facility account and my team.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { ADMIN, FACILITY, NP, PROVIDER, clientFor } from '../testing/test-clients';

const PHONE_FORMAT = 'Invalid phone number format. Must start with + and follow a valid pattern.';

const COUNTRY_CODE = 'Invalid country code.';

describe('accounts, my facility account and my team', () => {
  it('an admin lists, creates (409 on a used name) and edits accounts with status changes', async () => {
    const admin = await clientFor(ADMIN);
    const list = await admin.GET('/api/accounts', { params: { query: { pageSize: 100 } } });
    expect(list.data!.data.total).toBe(db.facilities.all().length);
    const input = {
      name: 'Willow Creek Pathology',
      facilityType: 'independent_facility',
      accountType: 'Laboratory',
      labArrangement: 'Own Lab',
      email: 'office@willowcreek.demo.test',
      phone: '+1 (555) 010-7788',
      country: 'US',
    } as const;
    const created = await admin.POST('/api/accounts', { body: input });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({ id: 'fac-013', status: 'New', userCount: 0 });
    expect(
      (await admin.POST('/api/accounts', { body: { ...input, name: 'willow creek PATHOLOGY' } })).response
        .status,
    ).toBe(409);
    const zero = await admin.POST('/api/accounts', {
      body: { ...input, name: 'Other', phone: '+00 555 010 7788' },
    });
    expect(zero.error).toMatchObject({ data: { phone: [COUNTRY_CODE] } });

    const path = { params: { path: { accountId: 'fac-013' } } };
    expect(
      (await admin.PATCH('/api/accounts/{accountId}', { ...path, body: { status: 'Active' } })).response
        .status,
    ).toBe(409);
    const moved = await admin.PATCH('/api/accounts/{accountId}', {
      ...path,
      body: { status: 'In Progress' },
    });
    expect(moved.data!.data.status).toBe('In Progress');
    expect(
      (await admin.GET('/api/accounts/{accountId}', { params: { path: { accountId: 'fac-999' } } })).response
        .status,
    ).toBe(404);
  });

  it('facility users read and edit their own account (not its status), not another facility’s', async () => {
    for (const email of [FACILITY, NP]) {
      const client = await clientFor(email);
      const own = { params: { path: { accountId: 'fac-001' } } };
      expect((await client.GET('/api/accounts/{accountId}', own)).data!.data.name).toBe(
        'Riverside Community Hospital',
      );
      const edited = await client.PATCH('/api/accounts/{accountId}', {
        ...own,
        body: { labArrangement: 'Contract Lab' },
      });
      expect(edited.data!.data.labArrangement).toBe('Contract Lab');
      expect(
        (await client.PATCH('/api/accounts/{accountId}', { ...own, body: { status: 'Deactivated' } }))
          .response.status,
      ).toBe(403);
      const other = { params: { path: { accountId: 'fac-002' } } };
      expect((await client.GET('/api/accounts/{accountId}', other)).response.status, email).toBe(403);
      expect(
        (await client.PATCH('/api/accounts/{accountId}', { ...other, body: { city: 'X' } })).response.status,
      ).toBe(403);
    }
    const provider = await clientFor(PROVIDER);
    expect(
      (await provider.GET('/api/accounts/{accountId}', { params: { path: { accountId: 'fac-001' } } }))
        .response.status,
    ).toBe(403);
  });

  it('/api/me/facility-account and /api/me/team are for facility users', async () => {
    const np = await clientFor(NP);
    const account = await np.GET('/api/me/facility-account');
    expect(account.data!.data).toMatchObject({ id: 'fac-001', userCount: 2 });
    const saved = await np.PATCH('/api/me/facility-account', {
      body: { address: '101 River Road', postalCode: '95815' },
    });
    expect(saved.data!.data).toMatchObject({ address: '101 River Road', postalCode: '95815' });
    expect((await np.PATCH('/api/me/facility-account', { body: { status: 'Active' } })).response.status).toBe(
      403,
    );
    const bad = await np.PATCH('/api/me/facility-account', { body: { phone: '(555) 010-2001' } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ data: { phone: [PHONE_FORMAT] } });

    const team = await np.GET('/api/me/team');
    expect(team.data!.data.facility.id).toBe('fac-001');
    expect(team.data!.data.members.map((m) => m.id).sort()).toEqual(['usr-facility', 'usr-np']);
    for (const email of [ADMIN, PROVIDER]) {
      const client = await clientFor(email);
      expect((await client.GET('/api/me/team')).response.status, email).toBe(403);
      expect((await client.GET('/api/me/facility-account')).response.status, email).toBe(403);
    }
  });
});
