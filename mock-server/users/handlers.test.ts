/**
 * Users through the real typed client against the in-process mock: the people seed, admin-only resources
 * (403 for every other role), the list, reading and editing, the status lifecycle, creating users, the spec's
 * phone messages, saving to disk, and literal paths before user ids.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type components } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db } from '../index';
import { disablePersistence, enablePersistence } from '../store/persistence';
import { readCollections } from '../store/sqlite-file';
import { GROUP_COUNT } from '../groups/seed';
import { SUPPORT_REQUEST_COUNT } from '../support/seed';
import { ADMIN, FACILITY, NP, PROVIDER, PROVISIONAL, anonymous, clientFor } from '../testing/test-clients';

const NON_ADMINS = [PROVIDER, PROVISIONAL, FACILITY, NP];

const PHONE_FORMAT = 'Invalid phone number format. Must start with + and follow a valid pattern.';

const COUNTRY_CODE = 'Invalid country code.';

const NEW_USER: components['schemas']['UserCreateInput'] = {
  email: 'jordan.bell@demo.test',
  firstName: 'Jordan',
  lastName: 'Bell',
  role: 'Provider',
  userType: 'Physician',
  phone: '+1 (555) 010-3344',
  specialty: 'Pathology',
  experience: '5-7',
  country: 'US',
};

describe('the seed', () => {
  it('keeps the demo accounts and adds profiles, accounts, groups, support requests and an empty banner', async () => {
    expect(db.users.all().length).toBeGreaterThan(40);
    expect(db.userProfiles.all()).toHaveLength(db.users.all().length);
    expect(db.accountProfiles.all()).toHaveLength(db.facilities.all().length);
    expect(db.groups.all()).toHaveLength(GROUP_COUNT);
    expect(db.supportRequests.all()).toHaveLength(SUPPORT_REQUEST_COUNT);
    expect(db.registrations.all().length).toBeGreaterThanOrEqual(3);
    const { data } = await (await clientFor(PROVIDER)).GET('/api/banner');
    expect(data!.data).toEqual({ message: null, updatedAt: null, updatedBy: null });
  });
});

describe('admin-only resources answer 403 to every other role', () => {
  it.each(NON_ADMINS)('%s', async (email) => {
    const client = await clientFor(email);
    const calls = [
      client.GET('/api/users'),
      client.GET('/api/accounts'),
      client.POST('/api/accounts', {
        body: {
          name: 'X Lab',
          facilityType: 'other',
          accountType: 'Other',
          labArrangement: 'No Lab',
          email: 'x@demo.test',
          phone: '+1 555 010 0000',
          country: 'US',
        },
      }),
      client.GET('/api/groups'),
      client.POST('/api/groups', { body: { name: 'Mine' } }),
      client.GET('/api/groups/{groupId}', { params: { path: { groupId: 'grp-001' } } }),
      client.PATCH('/api/groups/{groupId}', {
        params: { path: { groupId: 'grp-001' } },
        body: { name: 'Y' },
      }),
      client.DELETE('/api/groups/{groupId}', { params: { path: { groupId: 'grp-001' } } }),
      client.GET('/api/support-requests'),
      client.POST('/api/support-requests/{supportRequestId}/resolve', {
        params: { path: { supportRequestId: 'sup-001' } },
        body: { resolution: 'Done.' },
      }),
      client.PUT('/api/banner', { body: { message: 'Hello' } }),
      client.DELETE('/api/banner'),
      client.GET('/api/admin/dashboard'),
      client.GET('/api/registrations/others/{registrationId}', {
        params: { path: { registrationId: db.registrations.all().find((r) => r.kind === 'other')!.id } },
      }),
    ];
    for (const { response } of await Promise.all(calls)) expect(response.status, response.url).toBe(403);
  });

  it('and 401 without a token', async () => {
    for (const call of [
      anonymous().GET('/api/users'),
      anonymous().GET('/api/banner'),
      anonymous().GET('/api/me/team'),
      anonymous().POST('/api/support-requests', { body: { subject: 'a', message: 'b' } }),
    ]) {
      expect((await call).response.status).toBe(401);
    }
  });
});

describe('users', () => {
  it('an admin lists, filters, searches, sorts and pages users', async () => {
    const admin = await clientFor(ADMIN);
    const providers = await admin.GET('/api/users', {
      params: { query: { role: 'Provider', status: 'Active', pageSize: 100 } },
    });
    const items = providers.data!.data.items;
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((u) => u.role === 'Provider' && u.status === 'Active')).toBe(true);
    const names = items.map((u) => `${u.lastName} ${u.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const search = await admin.GET('/api/users', { params: { query: { search: 'OKAFOR' } } });
    expect(search.data!.data.items.map((u) => u.id)).toContain('usr-provider');

    const page = await admin.GET('/api/users', {
      params: { query: { page: 2, pageSize: 5, sort: 'email' } },
    });
    expect(page.data!.data).toMatchObject({ page: 2, pageSize: 5, total: db.users.all().length });
    expect(page.data!.data.items).toHaveLength(5);

    const bad = await admin.GET('/api/users', { params: { query: { role: 'Wizard' as never } } });
    expect(bad.response.status).toBe(400);
  });

  it('a user reads and edits themself, not others; unknown ids are 404', async () => {
    const provider = await clientFor(PROVIDER);
    const me = await provider.GET('/api/users/{userId}', { params: { path: { userId: 'usr-provider' } } });
    expect(me.data!.data).toMatchObject({
      id: 'usr-provider',
      userType: 'Physician',
      groupIds: expect.arrayContaining(['grp-001']),
    });
    const edited = await provider.PATCH('/api/users/{userId}', {
      params: { path: { userId: 'usr-provider' } },
      body: { city: 'Oakland', phone: '+1 (555) 010-4002' },
    });
    expect(edited.data!.data).toMatchObject({
      city: 'Oakland',
      phone: '+1 (555) 010-4002',
      status: 'Active',
    });

    const other = { params: { path: { userId: 'usr-facility' } } };
    expect((await provider.GET('/api/users/{userId}', other)).response.status).toBe(403);
    expect(
      (await provider.PATCH('/api/users/{userId}', { ...other, body: { city: 'X' } })).response.status,
    ).toBe(403);
    const status = await provider.PATCH('/api/users/{userId}', {
      params: { path: { userId: 'usr-provider' } },
      body: { status: 'Deactivated' },
    });
    expect(status.response.status).toBe(403);
    const missing = { params: { path: { userId: 'usr-nobody' } } };
    expect((await provider.GET('/api/users/{userId}', missing)).response.status).toBe(404);
    expect((await (await clientFor(ADMIN)).GET('/api/users/{userId}', missing)).response.status).toBe(404);
  });

  it('status lifecycle: New → In Progress → Provisionally Active → Active → Deactivated → Active; skips are 409', async () => {
    const admin = await clientFor(ADMIN);
    const created = await admin.POST('/api/users', { body: NEW_USER });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({ status: 'New', role: 'Provider', phone: NEW_USER.phone });
    const userId = created.data!.data.id;
    const move = (status: components['schemas']['UserStatus']) =>
      admin.PATCH('/api/users/{userId}', { params: { path: { userId } }, body: { status } });

    const skip = await move('Active');
    expect(skip.response.status).toBe(409);
    expect(skip.error).toMatchObject({
      message: 'A user in status New cannot be moved to Active; it can move to In Progress or Deactivated.',
    });
    for (const status of [
      'In Progress',
      'Provisionally Active',
      'Active',
      'Deactivated',
      'Active',
    ] as const) {
      const { data, response } = await move(status);
      expect(response.status, status).toBe(200);
      expect(data!.data.status).toBe(status);
    }
    expect((await move('New')).response.status).toBe(409);
    expect((await move('Active')).response.status).toBe(200);
  });

  it('deactivating ends the user’s sessions; an admin cannot deactivate themself', async () => {
    const admin = await clientFor(ADMIN);
    const provider = await clientFor(PROVIDER);
    const off = await admin.PATCH('/api/users/{userId}', {
      params: { path: { userId: 'usr-provider' } },
      body: { status: 'Deactivated' },
    });
    expect(off.response.status).toBe(200);
    expect((await provider.GET('/api/Users/current')).response.status).toBe(401);
    const self = await admin.PATCH('/api/users/{userId}', {
      params: { path: { userId: 'usr-admin' } },
      body: { status: 'Deactivated' },
    });
    expect(self.response.status).toBe(409);
    expect(self.error).toMatchObject({ message: 'You cannot deactivate your own account.' });
  });

  it('phone: a wrong shape is 400 and a zero country code 422, with the spec’s messages', async () => {
    const admin = await clientFor(ADMIN);
    const shape = await admin.POST('/api/users', { body: { ...NEW_USER, phone: '555-010-3344' } });
    expect(shape.response.status).toBe(400);
    expect(shape.error).toMatchObject({ data: { phone: [PHONE_FORMAT] } });
    const zero = await admin.POST('/api/users', { body: { ...NEW_USER, phone: '+000 (555) 010-3344' } });
    expect(zero.response.status).toBe(422);
    expect(zero.error).toMatchObject({ message: COUNTRY_CODE, data: { phone: [COUNTRY_CODE] } });
    const edit = await admin.PATCH('/api/users/{userId}', {
      params: { path: { userId: 'usr-provider' } },
      body: { phone: '+0 555 010 3344' },
    });
    expect(edit.response.status).toBe(422);
    expect(edit.error).toMatchObject({ data: { phone: [COUNTRY_CODE] } });
  });

  it('create: a used email is 409; missing facility or staff role is 422; bad fields are 400', async () => {
    const admin = await clientFor(ADMIN);
    const taken = await admin.POST('/api/users', { body: { ...NEW_USER, email: 'PROVIDER@demo.test' } });
    expect(taken.response.status).toBe(409);
    const noFacility = await admin.POST('/api/users', {
      body: { ...NEW_USER, role: 'Facility_NP', userType: 'Facility_NP' },
    });
    expect(noFacility.response.status).toBe(422);
    expect(noFacility.error).toMatchObject({
      data: { facilityId: ['Choose the facility this user belongs to.'] },
    });
    const noStaffRole = await admin.POST('/api/users', {
      body: { ...NEW_USER, role: 'Admin', userType: 'Operator_Staff' },
    });
    expect(noStaffRole.error).toMatchObject({
      data: { staffRole: ['Choose the staff role of this admin.'] },
    });
    const bad = await admin.POST('/api/users', {
      body: { ...NEW_USER, email: 'nope', experience: '20+' } as never,
    });
    expect(bad.response.status).toBe(400);
    expect(Object.keys((bad.error as { data: object }).data).sort()).toEqual(['email', 'experience']);
  });

  it('a MedicalFacility user adds Facility_NP users to its own facility only; others may not create users', async () => {
    const facility = await clientFor(FACILITY);
    const np = {
      ...NEW_USER,
      email: 'new.np@demo.test',
      role: 'Facility_NP',
      userType: 'Facility_NP',
    } as const;
    const created = await facility.POST('/api/users', { body: np });
    expect(created.response.status).toBe(201);
    expect(created.data!.data.facility).toEqual({ id: 'fac-001', name: 'Riverside Community Hospital' });
    const elsewhere = await facility.POST('/api/users', {
      body: { ...np, email: 'x.np@demo.test', facilityId: 'fac-002' },
    });
    expect(elsewhere.response.status).toBe(403);
    for (const email of [PROVIDER, NP]) {
      const { response } = await (
        await clientFor(email)
      ).POST('/api/users', { body: { ...np, email: 'y.np@demo.test' } });
      expect(response.status, email).toBe(403);
    }
  });
});

describe('changes are saved', () => {
  it('an edit through the API is written to the data file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'people-persist-'));
    const file = path.join(dir, 'mock.sqlite');
    enablePersistence(file);
    try {
      const admin = await clientFor(ADMIN);
      await admin.PATCH('/api/users/{userId}', {
        params: { path: { userId: 'usr-provider' } },
        body: { city: 'Fresno' },
      });
      await admin.POST('/api/groups', { body: { name: 'Saved Group' } });
      await admin.PUT('/api/banner', { body: { message: 'Saved banner.' } });
      const saved = {
        collections: readCollections(file) as Record<string, Array<Record<string, unknown>>>,
      };
      expect(saved.collections.userProfiles!.find((p) => p.userId === 'usr-provider')).toMatchObject({
        city: 'Fresno',
      });
      expect(saved.collections.groups!.some((g) => g.name === 'Saved Group')).toBe(true);
      expect(saved.collections.banners![0]).toMatchObject({ message: 'Saved banner.' });
    } finally {
      disablePersistence();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('literal paths win over user ids', () => {
  it.each([
    ['GET', '/api/users/login', 'POST'],
    ['PATCH', '/api/users/login', 'POST'],
    ['PATCH', '/api/Users/current', 'GET'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const response = await fetch(`${TEST_API}${path}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
  });
});
