/**
 * Registering through the real typed client: a provider registers, logs in, reads and edits their registration;
 * validation with the spec's messages; a facility's registration (account and user in status New); an "other"
 * registration, public to submit and admin-only to read and edit.
 */
import { describe, expect, it } from 'vitest';
import { type components } from '../../contracts';
import { db } from '../index';
import { ADMIN, FACILITY, PROVIDER, anonymous, clientFor } from '../testing/test-clients';

const PHONE_FORMAT = 'Invalid phone number format. Must start with + and follow a valid pattern.';

const COUNTRY_CODE = 'Invalid country code.';

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
    // A provider is outside the facility registrations' x-roles: 403 before the record is looked for.
    const wrongKind = await lena.GET('/api/registrations/facilities/{registrationId}', path);
    expect(wrongKind.response.status).toBe(403);
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
    expect(weak.response.status).toBe(400);
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
