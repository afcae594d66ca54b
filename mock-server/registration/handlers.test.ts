/**
 * Registration fields beyond the basics: a provider's salutation, subspecialties and licensed states, a
 * facility's organisation kind, services and case scope; the state that must fit the country (all three
 * kinds, create and edit); the public subspecialty list; the demo registrations with fixed ids.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type components } from '../../contracts';
import { DEMO_PASSWORD, db } from '../index';
import { LICENSE_REQUIRED_MESSAGE } from './rules';
import { DEMO_REGISTRATIONS } from './seed';
import { ADMIN, FACILITY, PROVIDER, TEST_API, anonymous, clientFor } from '../testing/test-clients';

type ProviderInput = components['schemas']['ProviderRegistrationInput'];
type FacilityInput = components['schemas']['FacilityRegistrationInput'];
type OtherInput = components['schemas']['OtherRegistrationInput'];

let serial = 0;
const uniqueEmail = (name: string) => `${name}.${++serial}.${Date.now()}@example.test`;

const provider = (changes: Partial<ProviderInput> = {}): ProviderInput => ({
  salutation: 'Dr.',
  firstName: 'Lena',
  lastName: 'Fischer',
  email: uniqueEmail('lena'),
  phone: '+1 (555) 010-6123',
  password: 'Microscope-2026',
  specialty: 'Pathology',
  subspecialties: ['Dermatopathology', 'Gastrointestinal'],
  workAuthorization: 'Green_Card',
  experience: '3-5',
  licensedStates: ['WA', 'OR'],
  country: 'US',
  state: 'WA',
  city: 'Spokane',
  ...changes,
});

const facility = (changes: Partial<FacilityInput> = {}): FacilityInput => ({
  facilityName: `Cedar Ridge Clinic ${++serial}`,
  organisationKind: 'Clinic/Facility',
  facilityType: 'independent_facility',
  accountType: 'Physician_Group',
  labArrangement: 'Contract Lab',
  services: 'Both',
  caseScope: 'professional_component',
  facilityPhone: '+1 (555) 010-8800',
  country: 'Canada',
  state: 'ON',
  city: 'Ottawa',
  firstName: 'Omar',
  lastName: 'Haddad',
  email: uniqueEmail('omar'),
  phone: '+1 (555) 010-8801',
  password: 'Cedar-ridge-2026',
  ...changes,
});

const other = (changes: Partial<OtherInput> = {}): OtherInput => ({
  firstName: 'Ines',
  lastName: 'Duarte',
  email: uniqueEmail('ines'),
  phone: '+351 555 010 9911',
  organisationName: 'Duarte Research',
  country: 'Other',
  state: 'Lisbon District',
  ...changes,
});

async function loginAs(email: string, password: string) {
  const { data, response } = await anonymous().POST('/api/users/login', { body: { email, password } });
  expect(response.status, `login ${email}`).toBe(200);
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}

/** The logged-in user's full record (GET /api/users/{userId} of their own id). */
async function ownUser(client: Awaited<ReturnType<typeof loginAs>>) {
  const current = (await client.GET('/api/Users/current')).data!.data;
  return (await client.GET('/api/users/{userId}', { params: { path: { userId: current.id } } })).data!.data;
}

describe('the subspecialty list', () => {
  it('is public: the provider registration form offers it before anyone has an account', async () => {
    const { data, response } = await anonymous().GET('/api/reference/subspecialties');
    expect(response.status).toBe(200);
    expect(data!.data).toHaveLength(13);
  });
});

describe('provider registration', () => {
  it('keeps salutation, subspecialties and licensed states; facility fields stay empty', async () => {
    const body = provider();
    const created = await anonymous().POST('/api/registrations/providers', { body });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      kind: 'provider',
      status: 'New',
      salutation: 'Dr.',
      subspecialties: ['Dermatopathology', 'Gastrointestinal'],
      licensedStates: ['WA', 'OR'],
      state: 'WA',
      organisationKind: null,
      services: null,
      caseScope: null,
    });
    const lena = await loginAs(body.email, body.password);
    const path = { params: { path: { registrationId: created.data!.data.id } } };
    const read = await lena.GET('/api/registrations/providers/{registrationId}', path);
    expect(read.data!.data.licensedStates).toEqual(['WA', 'OR']);
    // What the user record has fields for is copied onto it.
    expect(await ownUser(lena)).toMatchObject({ specialty: 'Pathology', country: 'US', state: 'WA' });
  });

  it.each<[string, Partial<ProviderInput>, Record<string, string[]>]>([
    [
      'an unknown and a repeated subspecialty',
      { subspecialties: ['Breast', 'Astrology', 'Breast'] },
      { subspecialties: ['Astrology is not a pathology subspecialty.', 'Breast is listed more than once.'] },
    ],
    [
      'an unknown licensed state',
      { licensedStates: ['WA', 'ZZ'] },
      { licensedStates: ['ZZ is not a US state or territory.'] },
    ],
    [
      'Pathology without a licensed state',
      { licensedStates: [] },
      { licensedStates: [LICENSE_REQUIRED_MESSAGE] },
    ],
    ['US without a state', { state: undefined }, { state: ['Choose a state.'] }],
    ['US with a Canadian province', { state: 'ON' }, { state: ['ON is not a US state or territory.'] }],
    [
      'Canada with a US state',
      { country: 'Canada', state: 'WA' },
      { state: ['WA is not a Canadian province or territory.'] },
    ],
  ])('422 for %s, with the message under the field', async (_label, changes, data) => {
    const { response, error } = await anonymous().POST('/api/registrations/providers', {
      body: provider(changes),
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ isSuccess: false, data });
  });

  it('another specialty needs no licensed state; for Other countries the state is free text', async () => {
    const { response, data } = await anonymous().POST('/api/registrations/providers', {
      body: provider({
        specialty: 'Other',
        licensedStates: undefined,
        subspecialties: undefined,
        salutation: undefined,
        country: 'Other',
        state: 'Bavaria',
      }),
    });
    expect(response.status).toBe(201);
    expect(data!.data).toMatchObject({
      salutation: null,
      subspecialties: [],
      licensedStates: [],
      state: 'Bavaria',
    });
  });

  it('an edit keeps the rules: the state fits the country, a Pathology provider keeps a license', async () => {
    const body = provider();
    const created = await anonymous().POST('/api/registrations/providers', { body });
    const lena = await loginAs(body.email, body.password);
    const path = { params: { path: { registrationId: created.data!.data.id } } };
    const patch = (changes: components['schemas']['ProviderRegistrationUpdateInput']) =>
      lena.PATCH('/api/registrations/providers/{registrationId}', { ...path, body: changes });

    const toCanada = await patch({ country: 'Canada' });
    expect(toCanada.response.status).toBe(422);
    expect(toCanada.error).toMatchObject({
      data: { state: ['WA is not a Canadian province or territory.'] },
    });
    const noLicense = await patch({ licensedStates: [] });
    expect(noLicense.error).toMatchObject({ data: { licensedStates: [LICENSE_REQUIRED_MESSAGE] } });

    const moved = await patch({
      country: 'Canada',
      state: 'BC',
      subspecialties: ['Breast'],
      salutation: 'Prof.',
    });
    expect(moved.response.status).toBe(200);
    expect(moved.data!.data).toMatchObject({
      country: 'Canada',
      state: 'BC',
      subspecialties: ['Breast'],
      salutation: 'Prof.',
      licensedStates: ['WA', 'OR'],
    });
    const abroad = await patch({ country: 'Other', state: '' });
    expect(abroad.data!.data).toMatchObject({ country: 'Other', state: null });
    expect(await ownUser(lena)).toMatchObject({ country: 'Other', state: null });
  });
});

describe('facility registration', () => {
  it('keeps organisation kind, services and case scope; provider fields stay empty', async () => {
    const body = facility();
    const created = await anonymous().POST('/api/registrations/facilities', { body });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      kind: 'facility',
      organisationKind: 'Clinic/Facility',
      services: 'Both',
      caseScope: 'professional_component',
      country: 'Canada',
      state: 'ON',
      salutation: null,
      subspecialties: [],
      licensedStates: [],
    });
    const omar = await loginAs(body.email, body.password);
    const account = await omar.GET('/api/me/facility-account');
    expect(account.data!.data).toMatchObject({ country: 'Canada', state: 'ON', status: 'New' });
    const path = { params: { path: { registrationId: created.data!.data.id } } };
    const edited = await omar.PATCH('/api/registrations/facilities/{registrationId}', {
      ...path,
      body: { services: 'Send Out', caseScope: 'all', organisationKind: 'Pathology Lab' },
    });
    expect(edited.data!.data).toMatchObject({
      services: 'Send Out',
      caseScope: 'all',
      organisationKind: 'Pathology Lab',
    });
    const wrongState = await omar.PATCH('/api/registrations/facilities/{registrationId}', {
      ...path,
      body: { country: 'US' },
    });
    expect(wrongState.response.status).toBe(422);
    expect(wrongState.error).toMatchObject({ data: { state: ['ON is not a US state or territory.'] } });
  });

  it('answers 400 without organisation kind, services or case scope', async () => {
    const { organisationKind: _k, services: _s, caseScope: _c, ...rest } = facility();
    const { response, error } = await anonymous().POST('/api/registrations/facilities', {
      body: rest as FacilityInput,
    });
    expect(response.status).toBe(400);
    expect(Object.keys((error as { data: Record<string, string[]> }).data).sort()).toEqual([
      'caseScope',
      'organisationKind',
      'services',
    ]);
  });

  it('refuses a Canadian registration without a province (422)', async () => {
    const { response, error } = await anonymous().POST('/api/registrations/facilities', {
      body: facility({ state: undefined }),
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ data: { state: ['Choose a province.'] } });
  });
});

describe('other registration', () => {
  it('the state follows the country on create and on edit', async () => {
    const wrong = await anonymous().POST('/api/registrations/others', {
      body: other({ country: 'Canada', state: 'WA' }),
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({ data: { state: ['WA is not a Canadian province or territory.'] } });
    const created = await anonymous().POST('/api/registrations/others', { body: other() });
    expect(created.data!.data).toMatchObject({ state: 'Lisbon District', userId: null });
    const admin = await clientFor(ADMIN);
    const path = { params: { path: { registrationId: created.data!.data.id } } };
    const toUs = await admin.PATCH('/api/registrations/others/{registrationId}', {
      ...path,
      body: { country: 'US' },
    });
    expect(toUs.error).toMatchObject({
      data: { state: ['Lisbon District is not a US state or territory.'] },
    });
    const fixed = await admin.PATCH('/api/registrations/others/{registrationId}', {
      ...path,
      body: { country: 'US', state: 'NY' },
    });
    expect(fixed.data!.data).toMatchObject({ country: 'US', state: 'NY' });
  });
});

describe('the demo registrations', () => {
  it('one per kind under a fixed id, each readable by whom the contract says', async () => {
    const byId = (id: string) => db.registrations.all().find((r) => r.id === id);
    expect(byId(DEMO_REGISTRATIONS.provider)).toMatchObject({ kind: 'provider', userId: 'usr-provider' });
    expect(byId(DEMO_REGISTRATIONS.facility)).toMatchObject({
      kind: 'facility',
      userId: 'usr-provisional-facility',
      facilityId: 'fac-002',
    });
    expect(byId(DEMO_REGISTRATIONS.other)).toMatchObject({ kind: 'other', country: 'Canada', state: 'BC' });

    const own = await (
      await clientFor(PROVIDER)
    ).GET('/api/registrations/providers/{registrationId}', {
      params: { path: { registrationId: DEMO_REGISTRATIONS.provider } },
    });
    expect(own.response.status).toBe(200);
    const registrant = await loginAs('provisional.facility@demo.test', DEMO_PASSWORD);
    const facilityPath = { params: { path: { registrationId: DEMO_REGISTRATIONS.facility } } };
    expect(
      (await registrant.GET('/api/registrations/facilities/{registrationId}', facilityPath)).response.status,
    ).toBe(200);
    expect(
      (await (await clientFor(FACILITY)).GET('/api/registrations/facilities/{registrationId}', facilityPath))
        .response.status,
    ).toBe(403);
    expect(
      (
        await (
          await clientFor(ADMIN)
        ).GET('/api/registrations/others/{registrationId}', {
          params: { path: { registrationId: DEMO_REGISTRATIONS.other } },
        })
      ).response.status,
    ).toBe(200);
  });
});

describe('the list of registrations (admins)', () => {
  it('finds a new registration by kind and search, newest first; other roles get 403', async () => {
    const body = other({ organisationName: 'Harbour Light Biobank' });
    await anonymous().POST('/api/registrations/others', { body });
    const admin = await clientFor(ADMIN);
    const { data, response } = await admin.GET('/api/registrations', {
      params: { query: { kind: 'other', search: 'harbour light' } },
    });
    expect(response.status).toBe(200);
    expect(data!.data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(data!.data.items[0]).toMatchObject({
      kind: 'other',
      email: body.email,
      organisationName: 'Harbour Light Biobank',
    });
    const all = (await admin.GET('/api/registrations', { params: { query: { pageSize: 100 } } })).data!.data;
    expect(all.total).toBe(db.registrations.all().length);
    const dates = all.items.map((r) => r.submittedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const providers = (await admin.GET('/api/registrations', { params: { query: { kind: 'provider' } } }))
      .data!.data.items;
    expect(providers.every((r) => r.kind === 'provider')).toBe(true);
    expect((await (await clientFor(PROVIDER)).GET('/api/registrations')).response.status).toBe(403);
  });
});
