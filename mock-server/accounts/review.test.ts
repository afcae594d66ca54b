/**
 * The facility account pages' backend: the current facility user with their phone, my team as a list (paging,
 * sort, search, filters), a facility account's proof of address (claimed through an account edit, replaced,
 * removed, downloaded by the facility's users and admins only), empty texts clearing fields, and submitting
 * the account for review (403 for other roles, 422 with each missing field, 409 once active, the banner at the
 * next login).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../contracts';
import { db } from '../index';
import {
  ADMIN,
  FACILITY,
  NP,
  OTHER_FACILITY,
  PROVIDER,
  TEST_API,
  anonymous,
  clientFor,
} from '../testing/test-clients';
import { DEMO_PASSWORD } from '../store/seed';
import { REVIEW_MESSAGES, UNDER_REVIEW_BANNER } from './review';

const PROVISIONAL_FACILITY = 'provisional.facility@demo.test';
const PDF = new TextEncoder().encode('%PDF-1.4\n% proof\n%%EOF\n');

let uploads: string;
const previous = process.env.MOCK_UPLOADS_DIR;
beforeAll(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-account-documents-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
});
afterAll(() => {
  if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previous;
  rmSync(uploads, { recursive: true, force: true });
});

let clientNumber = 0;
async function uploadProof(kind = 'proofOfAddress', name = 'Utility bill.pdf'): Promise<string> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const response = await fetch(`${TEST_API}/api/registration-documents`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': `198.51.100.${++clientNumber}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('the current facility user', () => {
  it('carries the user’s phone', async () => {
    const { data } = await (await clientFor(FACILITY)).GET('/api/Facility/get-current');
    expect(data!.data.phone).toMatch(/^\+1 \(555\) \d{3}-\d{4}$/);
  });
});

describe('my team', () => {
  it('pages, sorts, searches and filters the facility’s users', async () => {
    const client = await clientFor(FACILITY);
    const all = await client.GET('/api/me/team');
    expect(all.data!.data).toMatchObject({ facility: { id: 'fac-001' }, page: 1, pageSize: 20, total: 2 });
    // By last name: Reyes, then Whitfield.
    expect(all.data!.data.members.map((m) => m.id)).toEqual(['usr-facility', 'usr-np']);
    const desc = await client.GET('/api/me/team', { params: { query: { sort: 'name', order: 'desc' } } });
    expect(desc.data!.data.members.map((m) => m.id)).toEqual(['usr-np', 'usr-facility']);
    const nps = await client.GET('/api/me/team', { params: { query: { role: 'Facility_NP' } } });
    expect(nps.data!.data.members.map((m) => m.email)).toEqual(['np@demo.test']);
    const search = await client.GET('/api/me/team', { params: { query: { search: 'daniel reyes' } } });
    expect(search.data!.data.total).toBe(1);
    const paged = await client.GET('/api/me/team', { params: { query: { pageSize: 1, page: 2 } } });
    expect(paged.data!.data).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.data!.data.members.map((m) => m.id)).toEqual(['usr-np']);
    const bad = await client.GET('/api/me/team', { params: { query: { sort: 'phone' as never } } });
    expect(bad.response.status).toBe(400);
  });
});

describe('a facility account’s proof of address', () => {
  it('is claimed by an edit, downloaded by the facility and admins only, replaced and removed', async () => {
    const np = await clientFor(NP);
    const first = await uploadProof();
    const saved = await np.PATCH('/api/me/facility-account', { body: { proofOfAddressDocumentId: first } });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.data.proofOfAddress).toMatchObject({
      id: first,
      kind: 'proofOfAddress',
      fileName: 'Utility bill.pdf',
      expiresAt: null,
    });

    const path = { params: { path: { accountId: 'fac-001', documentId: first } } };
    for (const email of [FACILITY, ADMIN]) {
      const download = await (
        await clientFor(email)
      ).GET('/api/accounts/{accountId}/documents/{documentId}', { ...path, parseAs: 'arrayBuffer' });
      expect(download.response.status, email).toBe(200);
      expect(download.response.headers.get('Content-Disposition')).toContain('Utility bill.pdf');
      expect(new Uint8Array(download.data as unknown as ArrayBuffer)).toEqual(PDF);
    }
    for (const email of [OTHER_FACILITY, PROVIDER]) {
      const refused = await (
        await clientFor(email)
      ).GET('/api/accounts/{accountId}/documents/{documentId}', { ...path, parseAs: 'arrayBuffer' });
      expect(refused.response.status, email).toBe(403);
    }
    const unknown = await np.GET('/api/accounts/{accountId}/documents/{documentId}', {
      params: { path: { accountId: 'fac-001', documentId: 'doc-none' } },
      parseAs: 'arrayBuffer',
    });
    expect(unknown.response.status).toBe(404);

    // Used already (by this account, through another facility's edit) or of another kind: 422 under the field.
    const elsewhere = await (
      await clientFor(OTHER_FACILITY)
    ).PATCH('/api/me/facility-account', { body: { proofOfAddressDocumentId: first } });
    expect(elsewhere.response.status).toBe(422);
    const cv = await uploadProof('cv', 'cv.pdf');
    const wrongKind = await np.PATCH('/api/me/facility-account', { body: { proofOfAddressDocumentId: cv } });
    expect(wrongKind.error).toMatchObject({
      data: {
        proofOfAddressDocumentId: ['The uploaded file was chosen for another field. Choose it again.'],
      },
    });

    const second = await uploadProof('proofOfAddress', 'Bank statement.pdf');
    const replaced = await np.PATCH('/api/me/facility-account', {
      body: { proofOfAddressDocumentId: second },
    });
    expect(replaced.data!.data.proofOfAddress?.id).toBe(second);
    expect(db.registrationDocuments.findFirst((q) => q.where({ id: first }))).toBeUndefined();
    const removed = await np.PATCH('/api/me/facility-account', { body: { proofOfAddressDocumentId: null } });
    expect(removed.data!.data.proofOfAddress).toBeNull();
  });

  it('an empty state, city, address or postal code clears it', async () => {
    const client = await clientFor(FACILITY);
    const cleared = await client.PATCH('/api/me/facility-account', {
      body: { country: 'Other', state: '', city: ' ', address: '', postalCode: '' },
    });
    expect(cleared.data!.data).toMatchObject({
      country: 'Other',
      state: null,
      city: null,
      address: null,
      postalCode: null,
    });
  });
});

describe('submitting the facility account for review', () => {
  it('is for facility users of an account that is not yet active, once it is complete', async () => {
    expect((await anonymous().POST('/api/me/facility-account/review')).response.status).toBe(401);
    for (const email of [ADMIN, PROVIDER]) {
      const { response } = await (await clientFor(email)).POST('/api/me/facility-account/review');
      expect(response.status, email).toBe(403);
    }
    const active = await (await clientFor(FACILITY)).POST('/api/me/facility-account/review');
    expect(active.response.status).toBe(409);
    expect(active.error).toMatchObject({ message: REVIEW_MESSAGES.notPending('Active') });

    const client = await clientFor(PROVISIONAL_FACILITY);
    await client.PATCH('/api/me/facility-account', { body: { address: '', postalCode: '' } });
    const incomplete = await client.POST('/api/me/facility-account/review');
    expect(incomplete.response.status).toBe(422);
    expect(incomplete.error).toMatchObject({
      message: REVIEW_MESSAGES.incomplete,
      data: {
        address: [REVIEW_MESSAGES.address],
        postalCode: [REVIEW_MESSAGES.postalCode],
        proofOfAddressDocumentId: [REVIEW_MESSAGES.proofOfAddressDocumentId],
      },
    });

    const proof = await uploadProof();
    await client.PATCH('/api/me/facility-account', {
      body: { address: '14 Northgate Avenue', postalCode: '97205', proofOfAddressDocumentId: proof },
    });
    const submitted = await client.POST('/api/me/facility-account/review');
    expect(submitted.response.status).toBe(200);
    expect(submitted.data!.data).toMatchObject({
      status: 'Provisionally Active',
      reviewRequestedBy: { id: 'usr-provisional-facility', name: 'Priya Nair' },
    });
    expect(Date.parse(submitted.data!.data.reviewRequestedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // The next login says the account is under review.
    const login = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
      body: { email: PROVISIONAL_FACILITY, password: DEMO_PASSWORD },
    });
    expect(login.data!.data.message).toBe(UNDER_REVIEW_BANNER);

    // An admin activates it; then there is nothing left to submit.
    const admin = await clientFor(ADMIN);
    await admin.PATCH('/api/accounts/{accountId}', {
      params: { path: { accountId: 'fac-002' } },
      body: { status: 'Active' },
    });
    expect((await client.POST('/api/me/facility-account/review')).response.status).toBe(409);
  });
});
