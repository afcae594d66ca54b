/**
 * Files between the browser and the API (against the in-process mock backend): an upload streamed through as
 * it arrives with the API's JSON answer passed back (refusals included), 413 before reading when the declared
 * size is over the limit, an action's upload of a file it holds, and a stored file streamed as a download.
 */
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, schemas } from '../contracts';
import { server, TEST_API } from '../tests/setup/mock-backend';
import { proxyDownload, proxyUpload, uploadFile, type UploadTarget } from './uploads.server';

const anonymous = () => createApiClient({ baseUrl: TEST_API });
async function tokenFor(email: string) {
  const { data } = await anonymous().POST('/api/users/login', {
    body: { email, password: 'Demo-pass-2026' },
  });
  return data!.data.token;
}
const ADMIN = 'admin@demo.test';
const PROVIDER = 'provider@demo.test';

const PDF = new TextEncoder().encode('%PDF-1.4\n% upload\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';

const previous = process.env.API_BASE_URL;
beforeAll(() => {
  process.env.API_BASE_URL = TEST_API;
});
afterAll(() => {
  if (previous === undefined) delete process.env.API_BASE_URL;
  else process.env.API_BASE_URL = previous;
});

let client = 0;
const target = (overrides: Partial<UploadTarget> = {}): UploadTarget => ({
  apiPath: '/api/registration-documents',
  successSchema: schemas.zUploadRegistrationDocumentResponse,
  maxBytes: 20 * 1024 * 1024,
  clientAddress: `192.0.2.${++client}`,
  ...overrides,
});

/** What a browser sends: the multipart bytes with their type and length. */
async function browserUpload(file: Blob, name: string, kind = 'cv') {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, name);
  const encoded = new Request('http://app.test/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return { type: encoded.headers.get('content-type')!, bytes };
}

const appRequest = (body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string>) =>
  new Request('http://app.test/uploads/registration-document', {
    method: 'POST',
    headers,
    body: body as BodyInit,
    // Node's Request needs it for a stream body.
    duplex: 'half',
  } as RequestInit);

describe('proxyUpload', () => {
  it('passes the file on and answers the API’s 201 with the stored document', async () => {
    const { type, bytes } = await browserUpload(new Blob([PDF], { type: 'application/pdf' }), 'CV Lena.pdf');
    const response = await proxyUpload(
      appRequest(bytes, { 'content-type': type, 'content-length': String(bytes.byteLength) }),
      target(),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: { id: string; fileName: string; kind: string } };
    expect(body.data).toMatchObject({ fileName: 'CV Lena.pdf', kind: 'cv' });
    expect(body.data.id).toMatch(/^doc-/);
  });

  it('streams: the API sees the first bytes before the browser has sent the rest', async () => {
    const { type, bytes } = await browserUpload(new Blob([PDF]), 'cv.pdf');
    let firstChunkSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstChunkSeen = resolve));
    server.use(
      http.post(`${TEST_API}/api/registration-documents`, async ({ request }) => {
        const reader = request.body!.getReader();
        await reader.read();
        firstChunkSeen();
        while (!(await reader.read()).done);
        return Response.json(
          { isSuccess: false, message: 'Seen.', data: null, error: null, details: null },
          {
            status: 400,
          },
        );
      }),
    );
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(bytes.slice(0, 10));
    const answer = proxyUpload(appRequest(body, { 'content-type': type }), target());
    await seen; // with a buffering proxy this never comes: the body is not finished yet
    controller.enqueue(bytes.slice(10));
    controller.close();
    expect((await answer).status).toBe(400);
  });

  it('answers 413 from the declared size without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await proxyUpload(
      appRequest(body, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(21 * 1024 * 1024),
      }),
      target(),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('The file is larger than 20 MB.');
    expect(pulled).toBe(false);
  });

  it('cuts a body without a declared size off at the limit (413)', async () => {
    const { type, bytes } = await browserUpload(new Blob([new Uint8Array(200 * 1024)]), 'big.pdf');
    const response = await proxyUpload(
      appRequest(bytes, { 'content-type': type }),
      target({ maxBytes: 1024 }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('The file is larger than 1 KB.');
  });

  it('passes the API’s refusals on: 415 with the spec’s sentence, 429 with Retry-After', async () => {
    const { type, bytes } = await browserUpload(new Blob([PNG], { type: 'application/pdf' }), 'scan.pdf');
    const refused = await proxyUpload(appRequest(bytes, { 'content-type': type }), target());
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toBe(TYPE_MESSAGE);

    const busy = target();
    for (let i = 0; i < 20; i++) await proxyUpload(appRequest(bytes, { 'content-type': type }), busy);
    const limited = await proxyUpload(appRequest(bytes, { 'content-type': type }), busy);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses what is not a multipart POST', async () => {
    expect((await proxyUpload(appRequest(PDF, { 'content-type': 'application/pdf' }), target())).status).toBe(
      400,
    );
    const get = new Request('http://app.test/uploads/registration-document');
    expect((await proxyUpload(get, target())).status).toBe(405);
  });
});

describe('uploadFile (a form posted without JavaScript)', () => {
  it('uploads a file the action holds, or says why not', async () => {
    const ok = await uploadFile(new File([PDF], 'cv.pdf', { type: 'application/pdf' }), {
      ...target(),
      fields: { kind: 'cv' },
    });
    expect(ok).toMatchObject({ ok: true, fileName: 'cv.pdf' });
    const refused = await uploadFile(new File([PNG], 'cv.pdf'), { ...target(), fields: { kind: 'cv' } });
    expect(refused).toEqual({ ok: false, message: TYPE_MESSAGE });
  });
});

describe('proxyDownload', () => {
  it('streams a stored document as an attachment that is never cached; refusals as sentences', async () => {
    const uploaded = await uploadFile(new File([PDF], 'CV Lena.pdf'), {
      ...target(),
      fields: { kind: 'cv' },
    });
    if (!uploaded.ok) throw new Error(uploaded.message);
    const { data } = await anonymous().POST('/api/registrations/providers', {
      body: {
        firstName: 'Lena',
        lastName: 'Fischer',
        email: 'lena.download@example.test',
        phone: '+1 (555) 010-6123',
        password: 'Microscope-2026',
        specialty: 'Radiology',
        workAuthorization: 'Green_Card',
        experience: '3-5',
        country: 'US',
        state: 'WA',
        cvDocumentId: uploaded.id,
      },
    });
    const apiPath = `/api/registrations/providers/${data!.data.id}/documents/${uploaded.id}`;
    const request = new Request('http://app.test/download');

    const file = await proxyDownload(request, { apiPath, token: await tokenFor(ADMIN) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="CV Lena.pdf"; filename*=UTF-8''CV%20Lena.pdf`,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const forbidden = await proxyDownload(request, { apiPath, token: await tokenFor(PROVIDER) });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toBe(
      'Error 403: Forbidden. You do not have permission to perform this action.',
    );
  });
});
