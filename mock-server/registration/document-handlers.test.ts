/**
 * Registration documents: the public upload (types judged by the bytes: 415 with the spec's sentence, 413 over
 * 20 MB, 429 per client), claimed once by a provider registration (create or edit; unknown, expired, used or of
 * another kind → 422 under the field), replaced and removed on edit, downloaded by the registrant or an admin.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type components } from '../../contracts';
import { db } from '../index';
import { ADMIN, PROVIDER, TEST_API, anonymous, clientFor } from '../testing/test-clients';

const PDF = new TextEncoder().encode('%PDF-1.4\n% test\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';

let uploads: string;
const previous = process.env.MOCK_UPLOADS_DIR;
beforeAll(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-registration-documents-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
});
afterAll(() => {
  if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previous;
  rmSync(uploads, { recursive: true, force: true });
});

type Document = components['schemas']['RegistrationDocument'];
type Envelope = { message: string; data: Document & Record<string, string[]> };

let clientNumber = 0;
/** Each test uploads from its own address, so the per-client limit only bites where a test wants it. */
const nextClient = () => `203.0.113.${++clientNumber}`;

async function upload(
  file: Blob,
  name: string,
  kind: string | null = 'cv',
  client = nextClient(),
): Promise<{ status: number; headers: Headers; body: Envelope }> {
  const form = new FormData();
  if (kind !== null) form.set('kind', kind);
  form.set('file', file, name);
  const response = await fetch(`${TEST_API}/api/registration-documents`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': client },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope };
}

const pdf = (name = 'CV Lena.pdf', kind = 'cv') =>
  upload(new Blob([PDF], { type: 'application/pdf' }), name, kind);

const REGISTRATION: components['schemas']['ProviderRegistrationInput'] = {
  firstName: 'Lena',
  lastName: 'Fischer',
  email: 'lena.fischer@example.test',
  phone: '+1 (555) 010-6123',
  password: 'Microscope-2026',
  specialty: 'Radiology',
  workAuthorization: 'Green_Card',
  experience: '3-5',
  country: 'US',
  state: 'WA',
};

async function register(documents: Partial<components['schemas']['ProviderRegistrationInput']>) {
  return anonymous().POST('/api/registrations/providers', { body: { ...REGISTRATION, ...documents } });
}

async function lena() {
  const { data } = await anonymous().POST('/api/users/login', {
    body: { email: REGISTRATION.email, password: REGISTRATION.password },
  });
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}

async function download(token: string | null, registrationId: string, documentId: string) {
  return fetch(`${TEST_API}/api/registrations/providers/${registrationId}/documents/${documentId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

const tokenOf = async (email: string) => {
  const { data } = await anonymous().POST('/api/users/login', {
    body: { email, password: email === REGISTRATION.email ? REGISTRATION.password : 'Demo-pass-2026' },
  });
  return data!.data.token;
};

describe('uploading a registration document', () => {
  it('stores a PDF for an hour, unclaimed, under a server id', async () => {
    const before = Date.now();
    const { status, body } = await pdf();
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      kind: 'cv',
      fileName: 'CV Lena.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.byteLength,
    });
    expect(body.data.id).toMatch(/^doc-[0-9a-f]{16}$/);
    const expires = Date.parse(body.data.expiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(existsSync(path.join(uploads, body.data.id))).toBe(true);
  });

  it('judges the type by the bytes: 415 with the spec’s sentence for a .pdf that is a PNG, and others', async () => {
    const refused: Array<[Blob, string]> = [
      [new Blob([PNG], { type: 'application/pdf' }), 'scan.pdf'],
      [new Blob([PNG]), 'scan.pdf'],
      [new Blob([PDF], { type: 'application/pdf' }), 'cv.txt'],
      [new Blob(['MZ'], { type: 'application/x-msdownload' }), 'setup.exe'],
      [new Blob([PDF], { type: 'image/png' }), 'cv.pdf'],
    ];
    for (const [blob, name] of refused) {
      const { status, body } = await upload(blob, name);
      expect(status, name).toBe(415);
      expect(body.message).toBe(TYPE_MESSAGE);
    }
    expect(
      (await upload(new Blob([PNG], { type: 'image/png' }), 'address.PNG', 'proofOfAddress')).status,
    ).toBe(201);
  });

  it('answers 413 over 20 MB, 400 without a kind, a known kind or a file', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooLarge = await upload(new Blob([big], { type: 'application/pdf' }), 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The file is larger than 20 MB.');
    expect((await upload(new Blob([PDF]), 'a.pdf', null)).status).toBe(400);
    expect((await upload(new Blob([PDF]), 'a.pdf', 'passport')).status).toBe(400);
    const empty = await upload(new Blob([]), 'a.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ file: ['The file is empty.'] });
  });

  it('allows 20 uploads per client in 10 minutes, refused ones included; then 429 with Retry-After', async () => {
    const client = '198.51.100.77';
    for (let i = 0; i < 19; i++) {
      expect((await upload(new Blob([PDF]), `cv-${i}.pdf`, 'cv', client)).status).toBe(201);
    }
    expect((await upload(new Blob(['x']), 'cv.exe', 'cv', client)).status).toBe(415);
    const limited = await upload(new Blob([PDF]), 'one-more.pdf', 'cv', client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many uploads from this address. Try again in 10 minutes.');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await upload(new Blob([PDF]), 'other.pdf', 'cv', '198.51.100.78')).status).toBe(201);
  });
});

describe('a provider registration with documents', () => {
  it('claims them once; the registrant and admins download them, nobody else', async () => {
    const cv = (await pdf()).body.data;
    const proof = (await upload(new Blob([PNG], { type: 'image/png' }), 'utility bill.png', 'proofOfAddress'))
      .body.data;
    const created = await register({ cvDocumentId: cv.id, proofOfAddressDocumentId: proof.id });
    expect(created.response.status).toBe(201);
    const registration = created.data!.data;
    expect(registration.documents).toEqual([
      { ...cv, expiresAt: null },
      { ...proof, expiresAt: null },
    ]);

    const file = await download(await tokenOf(REGISTRATION.email), registration.id, cv.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="CV Lena.pdf"; filename*=UTF-8''CV%20Lena.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await download(await tokenOf(ADMIN), registration.id, proof.id)).status).toBe(200);
    expect((await download(await tokenOf(PROVIDER), registration.id, proof.id)).status).toBe(403);
    expect((await download(null, registration.id, proof.id)).status).toBe(401);
    expect((await download(await tokenOf(ADMIN), registration.id, 'doc-0000000000000000')).status).toBe(404);

    // A claimed document cannot be claimed again by another registration.
    const again = await anonymous().POST('/api/registrations/providers', {
      body: { ...REGISTRATION, email: 'someone.else@example.test', cvDocumentId: cv.id },
    });
    expect(again.response.status).toBe(422);
    expect(again.error).toMatchObject({
      message: 'The uploaded file was not found. Choose it again.',
      data: { cvDocumentId: ['The uploaded file was not found. Choose it again.'] },
    });
  });

  it('refuses an unknown, expired or wrongly kinded document under its field, and creates nothing', async () => {
    const unknown = await register({ cvDocumentId: 'doc-ffffffffffffffff' });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.data).toEqual({
      cvDocumentId: ['The uploaded file was not found. Choose it again.'],
    });

    const proof = (await pdf('address.pdf', 'proofOfAddress')).body.data;
    const wrongKind = await register({ cvDocumentId: proof.id });
    expect(wrongKind.error!.data).toEqual({
      cvDocumentId: ['The uploaded file was chosen for another field. Choose it again.'],
    });

    const old = (await pdf()).body.data;
    await db.registrationDocuments.update((q) => q.where({ id: old.id }), {
      data(draft) {
        draft.expiresAt = new Date(Date.now() - 1000).toISOString();
      },
    });
    const expired = await register({ cvDocumentId: old.id });
    expect(expired.response.status).toBe(422);
    expect(expired.error).toMatchObject({
      message: 'The uploaded file has expired. Choose it again.',
      data: { cvDocumentId: ['The uploaded file has expired. Choose it again.'] },
    });
    expect(db.users.all().some((u) => u.email === REGISTRATION.email)).toBe(false);

    // The next upload clears the expired file's bytes.
    expect(existsSync(path.join(uploads, old.id))).toBe(true);
    await pdf('fresh.pdf');
    expect(existsSync(path.join(uploads, old.id))).toBe(false);
  });

  it('on edit, a new document replaces the old one, the current id changes nothing and null removes', async () => {
    const first = (await pdf('first.pdf')).body.data;
    const created = (await register({ cvDocumentId: first.id })).data!.data;
    const path_ = { params: { path: { registrationId: created.id } } };
    const client = await lena();

    const unchanged = await client.PATCH('/api/registrations/providers/{registrationId}', {
      ...path_,
      body: { cvDocumentId: first.id, city: 'Spokane' },
    });
    expect(unchanged.response.status).toBe(200);
    expect(unchanged.data!.data.documents.map((d) => d.id)).toEqual([first.id]);

    const second = (await pdf('second.pdf')).body.data;
    const proof = (await pdf('proof.pdf', 'proofOfAddress')).body.data;
    const replaced = await client.PATCH('/api/registrations/providers/{registrationId}', {
      ...path_,
      body: { cvDocumentId: second.id, proofOfAddressDocumentId: proof.id },
    });
    expect(replaced.data!.data.documents.map((d) => d.fileName)).toEqual(['second.pdf', 'proof.pdf']);
    expect(existsSync(path.join(uploads, first.id))).toBe(false);
    expect(db.registrationDocuments.findFirst((q) => q.where({ id: first.id }))).toBeUndefined();

    const removed = await client.PATCH('/api/registrations/providers/{registrationId}', {
      ...path_,
      body: { cvDocumentId: null },
    });
    expect(removed.data!.data.documents.map((d) => d.fileName)).toEqual(['proof.pdf']);
    expect(existsSync(path.join(uploads, second.id))).toBe(false);

    // Other kinds of registration have no documents.
    const admin = await clientFor(ADMIN);
    const other = db.registrations.all().find((r) => r.kind !== 'provider')!;
    const otherPath = `/api/registrations/${other.kind === 'facility' ? 'facilities' : 'others'}/{registrationId}`;
    const read = await admin.GET(otherPath as '/api/registrations/others/{registrationId}', {
      params: { path: { registrationId: other.id } },
    });
    expect(read.data!.data.documents).toEqual([]);
  });
});
