/**
 * A create form opened from an enquiry (`?fromEnquiry=`, decision 041), against the in-process mock: an admin
 * gets the lead's values (a provider's person, a facility's organisation), anyone else nothing, an unknown or
 * malformed id a note and an empty form.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import type { SessionUser } from '~/session.server';
import { enquiryPrefill, PREFILL_MESSAGES } from './prefill.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

async function userFor(email: string, role: string): Promise<SessionUser> {
  const { data } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: 'Demo-pass-2026' },
  });
  return { token: data!.data.token, role, status: 'Active', expiresAt: '', name: email, email };
}

const at = (query: string) => new Request(`http://app.test/provider-registration${query}`);

describe('enquiryPrefill', () => {
  it('gives an admin the lead’s values for each form, and links back to the enquiry', async () => {
    const admin = await userFor('admin@demo.test', 'Admin');
    const { data } = await createApiClient({ baseUrl: TEST_API, token: admin.token }).GET('/api/enquiries', {
      params: { query: { pageSize: 5 } },
    });
    const enquiry = data!.data.items.find((e) => e.salutation !== 'None') ?? data!.data.items[0]!;
    const query = `?fromEnquiry=${enquiry.id}`;

    const provider = await enquiryPrefill(at(query), admin, 'provider');
    expect(provider).toEqual({
      href: `/enquiries-detail/${enquiry.id}`,
      note: PREFILL_MESSAGES.from(`${enquiry.firstName} ${enquiry.lastName}`, enquiry.organisation),
      initial: expect.objectContaining({
        firstName: enquiry.firstName,
        lastName: enquiry.lastName,
        email: enquiry.email,
        phone: enquiry.phone,
        country: enquiry.country,
      }),
    });
    expect(provider!.initial).not.toHaveProperty('name');

    const facility = await enquiryPrefill(at(query), admin, 'facility');
    expect(facility!.initial).toMatchObject({ name: enquiry.organisation, email: enquiry.email });
    expect(facility!.initial).not.toHaveProperty('firstName');
  });

  it('ignores the parameter for non-admins and without one; an unknown id leaves the form empty', async () => {
    const admin = await userFor('admin@demo.test', 'Admin');
    const facilityUser = await userFor('facility@demo.test', 'MedicalFacility');
    expect(await enquiryPrefill(at('?fromEnquiry=enq-001'), facilityUser, 'facility')).toBeNull();
    expect(await enquiryPrefill(at(''), admin, 'provider')).toBeNull();
    const missing = { href: null, note: PREFILL_MESSAGES.missing, initial: {} };
    expect(await enquiryPrefill(at('?fromEnquiry=enq-nope-999'), admin, 'provider')).toEqual(missing);
    expect(await enquiryPrefill(at('?fromEnquiry=%3Cscript%3E'), admin, 'provider')).toEqual(missing);
  });
});
