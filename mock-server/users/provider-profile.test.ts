/**
 * A provider's own profile (About Me): read and edited by the provider alone (403 for every other role), the
 * registration's rules on an edit (the phone rule, licensed states for Pathology, reference lists, document
 * kinds), changes visible on the user and the registration, and a provider without a registration getting one
 * at their first save (none after a refused one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../index';
import { DEMO_REGISTRATIONS } from '../registration/seed';
import { LICENSE_REQUIRED_MESSAGE } from '../registration/rules';
import { COUNTRY_CODE_MESSAGE, PHONE_FORMAT_MESSAGE } from './rules';
import {
  ADMIN,
  FACILITY,
  PROVIDER,
  PROVISIONAL,
  TEST_API,
  anonymous,
  clientFor,
} from '../testing/test-clients';
import { PROFILE_SAVED, PROVIDERS_ONLY } from './provider-profile';

const PDF = new TextEncoder().encode('%PDF-1.4\n% cv\n%%EOF\n');

let uploads: string;
const previous = process.env.MOCK_UPLOADS_DIR;
beforeAll(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-provider-profile-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
});
afterAll(() => {
  if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previous;
  rmSync(uploads, { recursive: true, force: true });
});

async function upload(kind: 'cv' | 'proofOfAddress'): Promise<string> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), `${kind}.pdf`);
  const response = await fetch(`${TEST_API}/api/registration-documents`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': '198.51.100.77' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('getMyProviderProfile', () => {
  it('gives the provider their own profile, joined from the user and their registration', async () => {
    const { data, response } = await (await clientFor(PROVIDER)).GET('/api/me/provider-profile');
    expect(response.status).toBe(200);
    const profile = data!.data;
    expect(profile).toMatchObject({
      userId: 'usr-provider',
      registrationId: DEMO_REGISTRATIONS.provider,
      email: PROVIDER,
      salutation: 'Dr.',
      // The seed gives the demo provider every subspecialty a case type needs (docs/assignment.md, "The seed").
      subspecialties: ['Breast', 'Cytopathology', 'Dermatopathology', 'Gastrointestinal', 'Hematopathology'],
      status: 'Active',
    });
    expect(profile.phone).toMatch(/^\+/);
  });

  it('refuses every other role (403) and a visitor (401)', async () => {
    for (const email of [FACILITY, ADMIN]) {
      const client = await clientFor(email);
      const read = await client.GET('/api/me/provider-profile');
      expect(read.response.status, email).toBe(403);
      expect(read.error!.message).toBe(PROVIDERS_ONLY);
      const write = await client.PATCH('/api/me/provider-profile', { body: { city: 'Nowhere' } });
      expect(write.response.status, email).toBe(403);
    }
    expect((await anonymous().GET('/api/me/provider-profile')).response.status).toBe(401);
  });
});

describe('updateMyProviderProfile', () => {
  it('answers the spec’s phone sentences under the field (400, 422) and changes nothing', async () => {
    const client = await clientFor(PROVIDER);
    const before = (await client.GET('/api/me/provider-profile')).data!.data;
    for (const [phone, status, message] of [
      ['555 0100', 400, PHONE_FORMAT_MESSAGE],
      ['+0 (555) 010-0100', 422, COUNTRY_CODE_MESSAGE],
    ] as const) {
      const { error, response } = await client.PATCH('/api/me/provider-profile', {
        body: { phone, city: 'Elsewhere' },
      });
      expect(response.status, phone).toBe(status);
      expect(error!.data).toMatchObject({ phone: [message] });
    }
    expect((await client.GET('/api/me/provider-profile')).data!.data).toEqual(before);
  });

  it('saves the changes on the user, their profile and their registration', async () => {
    const client = await clientFor(PROVIDER);
    const { data, response } = await client.PATCH('/api/me/provider-profile', {
      body: {
        phone: '+1 (555) 010-7788',
        specialty: 'Pathology',
        experience: '10+',
        subspecialties: ['Cytopathology'],
        licensedStates: ['WA', 'OR'],
        country: 'US',
        state: 'WA',
        city: 'Spokane',
      },
    });
    expect(response.status).toBe(200);
    expect(data!.message).toBe(PROFILE_SAVED);
    expect(data!.data).toMatchObject({
      phone: '+1 (555) 010-7788',
      experience: '10+',
      subspecialties: ['Cytopathology'],
      licensedStates: ['WA', 'OR'],
      state: 'WA',
      city: 'Spokane',
    });
    const user = (await client.GET('/api/users/{userId}', { params: { path: { userId: 'usr-provider' } } }))
      .data!.data;
    expect(user).toMatchObject({ phone: '+1 (555) 010-7788', experience: '10+', city: 'Spokane' });
    const registration = (
      await client.GET('/api/registrations/providers/{registrationId}', {
        params: { path: { registrationId: DEMO_REGISTRATIONS.provider } },
      })
    ).data!.data;
    expect(registration.subspecialties).toEqual(['Cytopathology']);
    expect(registration.licensedStates).toEqual(['WA', 'OR']);
  });

  it('keeps a Pathology provider licensed somewhere, and lists from the reference lists only', async () => {
    const client = await clientFor(PROVIDER);
    const none = await client.PATCH('/api/me/provider-profile', {
      body: { specialty: 'Pathology', licensedStates: [] },
    });
    expect(none.response.status).toBe(422);
    expect(none.error!.data).toMatchObject({ licensedStates: [LICENSE_REQUIRED_MESSAGE] });
    const unknown = await client.PATCH('/api/me/provider-profile', {
      body: { subspecialties: ['Astrology'] },
    });
    expect(unknown.response.status).toBe(422);
    expect(Object.keys(unknown.error!.data ?? {})).toContain('subspecialties');
  });

  it('holds the provider’s CV and proof of address, replaced and removed by id', async () => {
    const client = await clientFor(PROVIDER);
    const cv = await upload('cv');
    const wrongKind = await upload('proofOfAddress');
    const refused = await client.PATCH('/api/me/provider-profile', { body: { cvDocumentId: wrongKind } });
    expect(refused.response.status).toBe(422);
    expect(Object.keys(refused.error!.data ?? {})).toEqual(['cvDocumentId']);
    const saved = await client.PATCH('/api/me/provider-profile', { body: { cvDocumentId: cv } });
    expect(saved.data!.data.documents.map((d) => [d.id, d.kind])).toContainEqual([cv, 'cv']);
    const file = await client.GET('/api/registrations/providers/{registrationId}/documents/{documentId}', {
      params: { path: { registrationId: DEMO_REGISTRATIONS.provider, documentId: cv } },
      parseAs: 'arrayBuffer',
    });
    expect(file.response.status).toBe(200);
    const removed = await client.PATCH('/api/me/provider-profile', { body: { cvDocumentId: null } });
    expect(removed.data!.data.documents.some((d) => d.kind === 'cv')).toBe(false);
  });

  it('gives a provider without a registration one at their first save, and none after a refused one', async () => {
    const client = await clientFor(PROVISIONAL);
    const first = (await client.GET('/api/me/provider-profile')).data!.data;
    expect(first.registrationId).toBeNull();
    expect(first.documents).toEqual([]);
    const refused = await client.PATCH('/api/me/provider-profile', { body: { phone: '+000 555 010 0100' } });
    expect(refused.response.status).toBe(422);
    expect(db.registrations.findFirst((q) => q.where({ userId: first.userId }))).toBeUndefined();

    const { data } = await client.PATCH('/api/me/provider-profile', {
      body: { salutation: 'Dr.', licensedStates: ['NY'], subspecialties: ['Breast'] },
    });
    expect(data!.data.registrationId).toMatch(/^reg-/);
    expect(data!.data).toMatchObject({
      salutation: 'Dr.',
      licensedStates: ['NY'],
      subspecialties: ['Breast'],
    });
    const again = (await client.GET('/api/me/provider-profile')).data!.data;
    expect(again.registrationId).toBe(data!.data.registrationId);
    expect(again.email).toBe(PROVISIONAL);
  });
});
