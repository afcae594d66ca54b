/**
 * Users, accounts, my team, groups, support requests, the banner, the dashboard and registration through the
 * real typed client against the in-process mock: permissions per role, the status lifecycle (valid and 409),
 * validation (400/422 with the spec's phone messages), seed sizes, and that changes are saved to disk.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient, type components } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import { disablePersistence, enablePersistence } from '../persistence';
import { GROUP_COUNT, SUPPORT_REQUEST_COUNT } from '../people/seed';

type Client = ReturnType<typeof createApiClient>;

async function clientFor(email: string, password = DEMO_PASSWORD): Promise<Client> {
  const { data, response } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password },
  });
  expect(response.status, `login ${email}`).toBe(200);
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}
const anonymous = () => createApiClient({ baseUrl: TEST_API });

const ADMIN = 'admin@demo.test';
const PROVIDER = 'provider@demo.test';
const PROVISIONAL = 'provisional.provider@demo.test';
const FACILITY = 'facility@demo.test';
const NP = 'np@demo.test';
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

describe('support requests, banner and dashboard', () => {
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

  it('the dashboard counts cases and providers per status and open requests', async () => {
    const { data } = await (await clientFor(ADMIN)).GET('/api/admin/dashboard');
    const counts = data!.data;
    expect(Object.values(counts.cases).reduce((a, b) => a + b, 0)).toBe(db.cases.all().length);
    expect(counts.cases.Available).toBe(db.cases.all().filter((c) => c.status === 'Available').length);
    expect(Object.values(counts.providers).reduce((a, b) => a + b, 0)).toBe(
      db.users.all().filter((u) => u.role === 'Provider').length,
    );
    expect(counts.openSupportRequests).toBe(
      db.supportRequests.all().filter((r) => r.status === 'Open').length,
    );
    const optional = db as unknown as Record<string, unknown>;
    expect(counts.openTasks === null).toBe(!optional.tasks);
    expect(counts.openEnquiries === null).toBe(!optional.enquiries);
  });
});

describe('registration', () => {
  const PROVIDER_REG: components['schemas']['ProviderRegistrationInput'] = {
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'lena.fischer@example.test',
    phone: '+1 (555) 010-6123',
    password: 'Microscope-2026',
    specialty: 'Pathology',
    workAuthorization: 'Green_Card',
    experience: '3-5',
    licensedStates: ['WA'],
    country: 'US',
    state: 'WA',
  };

  it('a provider registers, logs in, reads and edits their registration; others may not', async () => {
    const created = await anonymous().POST('/api/registrations/providers', { body: PROVIDER_REG });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({ kind: 'provider', status: 'New', email: PROVIDER_REG.email });
    const path = { params: { path: { registrationId: created.data!.data.id } } };
    const lena = await clientFor(PROVIDER_REG.email, PROVIDER_REG.password);
    expect((await lena.GET('/api/registrations/providers/{registrationId}', path)).response.status).toBe(200);
    const edited = await lena.PATCH('/api/registrations/providers/{registrationId}', {
      ...path,
      body: { experience: '5-7', city: 'Seattle' },
    });
    expect(edited.data!.data).toMatchObject({ experience: '5-7', city: 'Seattle' });
    const user = db.users.all().find((u) => u.email === PROVIDER_REG.email)!;
    expect(db.userProfiles.all().find((p) => p.userId === user.id)).toMatchObject({
      experience: '5-7',
      city: 'Seattle',
    });
    expect(
      (await (await clientFor(PROVIDER)).GET('/api/registrations/providers/{registrationId}', path)).response
        .status,
    ).toBe(403);
    expect(
      (await (await clientFor(ADMIN)).GET('/api/registrations/providers/{registrationId}', path)).response
        .status,
    ).toBe(200);
    const wrongKind = await lena.GET('/api/registrations/facilities/{registrationId}', path);
    expect(wrongKind.response.status).toBe(404);
    expect(
      (await anonymous().POST('/api/registrations/providers', { body: PROVIDER_REG })).response.status,
    ).toBe(409);
  });

  it('validation: phone 400/422 with the spec’s messages, weak password 422', async () => {
    const api = anonymous();
    const shape = await api.POST('/api/registrations/providers', {
      body: { ...PROVIDER_REG, phone: '+1 555 0102' },
    });
    expect(shape.response.status).toBe(400);
    expect(shape.error).toMatchObject({ data: { phone: [PHONE_FORMAT] } });
    const zero = await api.POST('/api/registrations/providers', {
      body: { ...PROVIDER_REG, phone: '+0 (555) 010-6123' },
    });
    expect(zero.response.status).toBe(422);
    expect(zero.error).toMatchObject({ message: COUNTRY_CODE, data: { phone: [COUNTRY_CODE] } });
    const weak = await api.POST('/api/registrations/providers', {
      body: { ...PROVIDER_REG, password: 'microscope' },
    });
    expect(weak.response.status).toBe(422);
    expect(weak.error).toMatchObject({
      data: { password: ['The password must contain at least one digit.'] },
    });
  });

  it('a facility registers: account and user in status New; its users read it, only the registrant edits', async () => {
    const body: components['schemas']['FacilityRegistrationInput'] = {
      facilityName: 'Pine Valley Clinic',
      organisationKind: 'Clinic/Facility',
      facilityType: 'independent_facility',
      accountType: 'Physician_Group',
      labArrangement: 'Contract Lab',
      services: 'Send Out',
      caseScope: 'all',
      facilityPhone: '+1 (555) 010-8800',
      country: 'US',
      state: 'ID',
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar.haddad@example.test',
      phone: '+1 (555) 010-8801',
      password: 'Pine-valley-2026',
    };
    const both = await anonymous().POST('/api/registrations/facilities', {
      body: { ...body, facilityPhone: '+00 555 010 8800', phone: '+000 555 010 8801' },
    });
    expect(both.error).toMatchObject({ data: { facilityPhone: [COUNTRY_CODE], phone: [COUNTRY_CODE] } });
    const created = await anonymous().POST('/api/registrations/facilities', { body });
    expect(created.response.status).toBe(201);
    const registration = created.data!.data;
    expect(registration).toMatchObject({
      kind: 'facility',
      status: 'New',
      facilityName: 'Pine Valley Clinic',
    });
    const omar = await clientFor(body.email, body.password);
    const account = await omar.GET('/api/me/facility-account');
    expect(account.data!.data).toMatchObject({
      id: registration.facilityId,
      status: 'New',
      labArrangement: 'Contract Lab',
    });
    const path = { params: { path: { registrationId: registration.id } } };
    const edited = await omar.PATCH('/api/registrations/facilities/{registrationId}', {
      ...path,
      body: { labArrangement: 'Own Lab' },
    });
    expect(edited.data!.data.labArrangement).toBe('Own Lab');
    expect((await omar.GET('/api/me/facility-account')).data!.data.labArrangement).toBe('Own Lab');
    const taken = await omar.PATCH('/api/registrations/facilities/{registrationId}', {
      ...path,
      body: { facilityName: 'Riverside Community Hospital' },
    });
    expect(taken.response.status).toBe(409);
    expect(
      (await (await clientFor(FACILITY)).GET('/api/registrations/facilities/{registrationId}', path)).response
        .status,
    ).toBe(403);
    expect(
      (
        await anonymous().POST('/api/registrations/facilities', {
          body: { ...body, email: 'z@example.test' },
        })
      ).response.status,
    ).toBe(409);
  });

  it('an other registration is public to submit and admin-only to read and edit', async () => {
    const created = await anonymous().POST('/api/registrations/others', {
      body: {
        firstName: 'Ines',
        lastName: 'Duarte',
        email: 'ines@example.test',
        phone: '+351 555 010 9911',
        organisationName: 'Duarte Research',
        country: 'Other',
      },
    });
    expect(created.response.status).toBe(201);
    const path = { params: { path: { registrationId: created.data!.data.id } } };
    const admin = await clientFor(ADMIN);
    const edited = await admin.PATCH('/api/registrations/others/{registrationId}', {
      ...path,
      body: { message: 'Call back.' },
    });
    expect(edited.data!.data).toMatchObject({ kind: 'other', message: 'Call back.', userId: null });
    expect(
      (
        await (
          await clientFor(PROVIDER)
        ).PATCH('/api/registrations/others/{registrationId}', { ...path, body: { message: 'x' } })
      ).response.status,
    ).toBe(403);
  });
});

describe('changes are saved', () => {
  it('an edit through the API is written to the data file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'people-persist-'));
    const file = path.join(dir, 'db.json');
    enablePersistence(file);
    try {
      const admin = await clientFor(ADMIN);
      await admin.PATCH('/api/users/{userId}', {
        params: { path: { userId: 'usr-provider' } },
        body: { city: 'Fresno' },
      });
      await admin.POST('/api/groups', { body: { name: 'Saved Group' } });
      await admin.PUT('/api/banner', { body: { message: 'Saved banner.' } });
      const saved = JSON.parse(await readFile(file, 'utf8')) as {
        collections: Record<string, Array<Record<string, unknown>>>;
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
