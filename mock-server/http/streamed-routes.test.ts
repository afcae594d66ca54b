/**
 * Multipart uploads on the real HTTP server are read as they stream: a body past the limit is answered 413
 * while the client is still sending (with and without a Content-Length), the rest is never read, and nothing
 * of it stays on disk. A file within the limit is stored with the bytes that were sent.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http as mswHttp, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../tests/setup/mock-backend';
import { createMockApp } from './app';
import { createMockBackend, db, DEMO_PASSWORD, resolveSlidesDir } from '../index';
import { FACILITY } from '../testing/test-clients';
import { generated, MB, rawRequest } from '../testing/raw-http';

let httpServer: Server;
let port: number;
let uploads: string;
const previous = {
  uploads: process.env.MOCK_UPLOADS_DIR,
  slideCap: process.env.MOCK_MAX_SLIDE_UPLOAD_BYTES,
};

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-streamed-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
  const app = createMockApp({
    backend: createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: 'streamed-secret' }),
    linkSecret: 'streamed-secret',
  });
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  port = (httpServer.address() as AddressInfo).port;
});
beforeEach(() => mswServer.use(mswHttp.all(`http://127.0.0.1:${port}/*`, () => passthrough())));
afterAll(async () => {
  await new Promise<void>((resolve) => {
    httpServer.closeAllConnections();
    httpServer.close(() => resolve());
  });
  for (const [name, value] of [
    ['MOCK_UPLOADS_DIR', previous.uploads],
    ['MOCK_MAX_SLIDE_UPLOAD_BYTES', previous.slideCap],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(uploads, { recursive: true, force: true });
});

async function token(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: FACILITY, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const BOUNDARY = 'streamed-test-boundary';
const partHead = (fields: Record<string, string>, fileName: string, type: string) =>
  Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/**
 * Posts a multipart body whose file is `fileBytes` long (generated as it is sent, starting with `first`), with
 * a Content-Length (`exact`, or a stated one) or chunked; the answer arrives as soon as the server gives it.
 */
async function send(
  pathname: string,
  options: {
    auth?: string;
    fields?: Record<string, string>;
    fileName: string;
    type: string;
    first: Buffer;
    fileBytes: number;
    contentLength?: number | 'exact';
  },
) {
  const head = partHead(options.fields ?? {}, options.fileName, options.type);
  const headers: Record<string, string> = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  if (options.contentLength === 'exact')
    headers['Content-Length'] = String(head.length + options.fileBytes + partTail.length);
  else if (options.contentLength !== undefined) headers['Content-Length'] = String(options.contentLength);
  function* body() {
    yield head;
    if (options.fileBytes === 0) return;
    yield* generated(options.first, options.fileBytes);
    yield partTail;
  }
  const answer = await rawRequest(port, 'POST', pathname, headers, body());
  return { ...answer, body: JSON.parse(answer.text) as { message: string; data: unknown } };
}

const PDF = Buffer.from('%PDF-1.4\n');
const leftovers = () => readdirSync(uploads).filter((name) => /^(att|doc|sld)-/.test(name));
const draft = () => db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;

// The first test of the file also seeds the database (beforeEach), on a machine shared with other work.
describe('multipart uploads on the HTTP server', { timeout: 30_000 }, () => {
  it('413 while the client is still sending, without a Content-Length (chunked)', async () => {
    const auth = await token();
    const answer = await send(`/api/cases/${draft().caseID}/attachments`, {
      auth,
      fields: { slot: 'labReports' },
      fileName: 'huge.pdf',
      type: 'application/pdf',
      first: PDF,
      fileBytes: 400 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The file is larger than 20 MB.');
    expect(answer.finishedSending).toBe(false);
    // The answer came about where the limit is, not after the 400 MB.
    expect(answer.sentWhenAnswered).toBeLessThan(100 * MB);
    expect(leftovers()).toEqual([]);
  });

  it('413 before reading anything when the Content-Length says too much', async () => {
    const answer = await send(`/api/registration-documents`, {
      fields: { kind: 'cv' },
      fileName: 'cv.pdf',
      type: 'application/pdf',
      first: PDF,
      fileBytes: 0,
      contentLength: 300 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The file is larger than 20 MB.');
    expect(leftovers()).toEqual([]);
  });

  it('a slide image past MOCK_MAX_SLIDE_UPLOAD_BYTES: 413 while sending, with an honest Content-Length', async () => {
    process.env.MOCK_MAX_SLIDE_UPLOAD_BYTES = String(8 * MB);
    try {
      const item = draft();
      const answer = await send(
        `/api/cases/${item.caseID}/subsections/${item.slides[0]!.subsections[0]!.id}/images`,
        {
          auth: await token(),
          fileName: 'big.tif',
          type: 'image/tiff',
          first: Buffer.from('II*\0'),
          fileBytes: 300 * MB,
          contentLength: 'exact',
        },
      );
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('The slide image is larger than 8 MB.');
      expect(answer.finishedSending).toBe(false);
      expect(leftovers()).toEqual([]);
    } finally {
      delete process.env.MOCK_MAX_SLIDE_UPLOAD_BYTES;
    }
  });

  it('a small upload refused before its body is read: the answer reaches fetch, the connection stays open', async () => {
    // Closing at once with the body unread reset the connection, and fetch lost the answer ('fetch failed').
    for (let attempt = 0; attempt < 5; attempt++) {
      const form = new FormData();
      form.append('slot', 'labReports');
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'refused.pdf');
      const response = await fetch(`http://127.0.0.1:${port}/api/cases/${draft().caseID}/attachments`, {
        method: 'POST',
        body: form,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('connection')).not.toBe('close');
      expect(((await response.json()) as { isSuccess: boolean }).isSuccess).toBe(false);
    }
  });

  it('an upload of megabytes refused before its body is read: the answer reaches fetch as the app streams it', async () => {
    // The app's upload proxy streams the browser's body on with Node's fetch; past 256 kB the mock closed with the
    // body unread, fetch failed, and the person read a 502 instead of the API's words.
    const auth = await token();
    const { type, bytes } = await (async () => {
      const form = new FormData();
      form.append('slot', 'labReports');
      form.append('file', new Blob([PDF, new Uint8Array(4 * MB)], { type: 'application/pdf' }), 'big.pdf');
      const encoded = new Request('http://x.test/', { method: 'POST', body: form });
      return {
        type: encoded.headers.get('content-type')!,
        bytes: new Uint8Array(await encoded.arrayBuffer()),
      };
    })();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/cases/CASE-NOBODY-HAS/attachments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${auth}`,
        'Content-Type': type,
        'Content-Length': String(bytes.length),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Case not found.');
    expect(response.headers.get('connection')).not.toBe('close');
  });

  it('stores a file within the limit with the bytes sent, chunked', async () => {
    const item = draft();
    const subsectionId = item.slides[0]!.subsections[0]!.id;
    const answer = await send(`/api/cases/${item.caseID}/subsections/${subsectionId}/images`, {
      auth: await token(),
      fileName: 'ok.tif',
      type: 'image/tiff',
      first: Buffer.from('II*\0'),
      fileBytes: 5 * MB,
    });
    expect(answer.status).toBe(201);
    const { image, sizeBytes } = answer.body.data as { image: { fileContent: string }; sizeBytes: number };
    expect(sizeBytes).toBe(5 * MB);
    const expected = createHash('sha256');
    for (const piece of generated(Buffer.from('II*\0'), 5 * MB)) expected.update(piece);
    const record = db.slideUploads.findFirst((q) => q.where({ id: image.fileContent }))!;
    expect(record.sha256).toBe(expected.digest('hex'));
    expect(leftovers()).toEqual([image.fileContent]);
  });

  it('keeps a file name’s characters: UTF-8 in filename="…", as browsers send it', async () => {
    const answer = await send(`/api/cases/${draft().caseID}/attachments`, {
      auth: await token(),
      fields: { slot: 'labReports' },
      fileName: 'Müller-检查.pdf',
      type: 'application/pdf',
      first: PDF,
      fileBytes: 1024,
      contentLength: 'exact',
    });
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body.data)).toContain('Müller-检查.pdf');
    // The audit trail's hook runs for the streamed operations too (decision 082).
    const id = (answer.body.data as { id: string }).id;
    const recorded = db.auditEvents.all().filter((e) => e.action === 'AttachmentAdded' && e.target.id === id);
    expect(recorded).toMatchObject([
      { outcome: 'Succeeded', status: 201, caseId: draft().caseID, actor: { role: 'MedicalFacility' } },
    ]);
  });
});
