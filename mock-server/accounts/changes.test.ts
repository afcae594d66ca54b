/**
 * An admin's side of a facility account's review (decision 036): sending a submitted account back with a reason
 * (requestFacilityAccountChanges: admins only, only while it waits for review, a reason required, the
 * submission cleared, the reason in the facility's banner at the next login), and the list filters the admin
 * screens use (listAccounts by country, listUsers by facility).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../contracts';
import { DEMO_PASSWORD } from '../store/seed';
import { ADMIN, FACILITY, TEST_API, anonymous, clientFor } from '../testing/test-clients';
import { REVIEW_MESSAGES, changesRequestedBanner } from './review';

const PROVISIONAL_FACILITY = 'provisional.facility@demo.test';
const ACCOUNT = { params: { path: { accountId: 'fac-002' } } };
const PDF = new TextEncoder().encode('%PDF-1.4\n% proof\n%%EOF\n');

let uploads: string;
const previous = process.env.MOCK_UPLOADS_DIR;
beforeAll(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-account-changes-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
});
afterAll(() => {
  if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previous;
  rmSync(uploads, { recursive: true, force: true });
});

async function uploadProof(): Promise<string> {
  const form = new FormData();
  form.set('kind', 'proofOfAddress');
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'Utility bill.pdf');
  const response = await fetch(`${TEST_API}/api/registration-documents`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': '198.51.100.201' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('requesting changes to a submitted facility account', () => {
  it('is for admins, while the account waits for review, with a reason the facility then reads', async () => {
    const admin = await clientFor(ADMIN);
    const request = (reason: string) =>
      admin.POST('/api/accounts/{accountId}/review/changes', { ...ACCOUNT, body: { reason } });

    expect(
      (
        await anonymous().POST('/api/accounts/{accountId}/review/changes', {
          ...ACCOUNT,
          body: { reason: 'x' },
        })
      ).response.status,
    ).toBe(401);
    const facilityAttempt = await (
      await clientFor(FACILITY)
    ).POST('/api/accounts/{accountId}/review/changes', { ...ACCOUNT, body: { reason: 'x' } });
    expect(facilityAttempt.response.status).toBe(403);

    // Not submitted yet: nothing to send back.
    const early = await request('Too early.');
    expect(early.response.status).toBe(409);
    expect(early.error).toMatchObject({ message: REVIEW_MESSAGES.notSubmitted });

    const facility = await clientFor(PROVISIONAL_FACILITY);
    await facility.PATCH('/api/me/facility-account', {
      body: {
        address: '14 Northgate Avenue',
        postalCode: '97205',
        proofOfAddressDocumentId: await uploadProof(),
      },
    });
    expect((await facility.POST('/api/me/facility-account/review')).response.status).toBe(200);

    const blank = await request('   ');
    expect(blank.response.status).toBe(422);
    expect(blank.error).toMatchObject({ data: { reason: [REVIEW_MESSAGES.reasonRequired] } });

    const missing = await admin.POST('/api/accounts/{accountId}/review/changes', {
      params: { path: { accountId: 'fac-999' } },
      body: { reason: 'x' },
    });
    expect(missing.response.status).toBe(404);

    const reason = 'The proof of address is older than three months.';
    const sent = await request(reason);
    expect(sent.response.status).toBe(200);
    expect(sent.data!.data).toMatchObject({
      id: 'fac-002',
      status: 'Provisionally Active',
      reviewRequestedAt: null,
      reviewRequestedBy: null,
    });
    // Sent back once: the second time there is nothing waiting.
    expect((await request(reason)).response.status).toBe(409);

    const login = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
      body: { email: PROVISIONAL_FACILITY, password: DEMO_PASSWORD },
    });
    expect(login.data!.data.message).toBe(changesRequestedBanner(reason));
  });
});

describe('the admin lists’ filters', () => {
  it('lists accounts of one country and the users of one facility', async () => {
    const admin = await clientFor(ADMIN);
    const canada = await admin.GET('/api/accounts', {
      params: { query: { country: 'Canada', pageSize: 100 } },
    });
    expect(canada.response.status).toBe(200);
    expect(canada.data!.data.items.every((account) => account.country === 'Canada')).toBe(true);
    const all = await admin.GET('/api/accounts', { params: { query: { pageSize: 100 } } });
    expect(canada.data!.data.total).toBe(all.data!.data.items.filter((a) => a.country === 'Canada').length);

    const users = await admin.GET('/api/users', {
      params: { query: { facilityId: 'fac-001', pageSize: 100 } },
    });
    expect(users.response.status).toBe(200);
    const account = await admin.GET('/api/accounts/{accountId}', {
      params: { path: { accountId: 'fac-001' } },
    });
    expect(users.data!.data.total).toBe(account.data!.data.userCount);
    expect(users.data!.data.items.map((u) => u.email)).toContain(FACILITY);
  });
});
