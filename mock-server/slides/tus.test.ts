/**
 * Resumable slide uploads: createSlideUpload's signed tus URL, then tus 1.0.0 against the real express app as
 * `npm run mock` serves it (create, PATCH, HEAD, a PATCH cut off midway and resumed, termination), its refusals
 * (bad or expired signature 403, another grant's upload 403, over the size 413, wrong first bytes 415), and the
 * finished upload as a slide image of the case that get-download-link and the slide routes serve.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http as mswHttp, passthrough } from 'msw';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../tests/setup/mock-backend';
import { createMockApp } from '../http/app';
import { createMockBackend, db, DEMO_PASSWORD, resolveSlidesDir } from '../index';
import { FACILITY, OTHER_FACILITY, TEST_API, tokenFor as apiToken } from '../testing/test-clients';
import { SLIDE_TYPE_MESSAGE } from '../reference/data';
import { storagePath } from '../store/files';
import { UPLOAD_URL_LIFETIME_SECONDS, uploadUrlFor } from './upload-grants';

const SECRET = 'tus-test-secret';
const APP_ORIGIN = 'http://127.0.0.1:3000';
let httpServer: Server;
let base: string;
let uploads: string;
const previousUploads = process.env.MOCK_UPLOADS_DIR;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-tus-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
  const app = createMockApp({
    backend: createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: SECRET }),
    linkSecret: SECRET,
  });
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
beforeEach(() => mswServer.use(mswHttp.all(`${base}/*`, () => passthrough())));
afterAll(async () => {
  await new Promise<void>((resolve) => {
    httpServer.closeAllConnections();
    httpServer.close(() => resolve());
  });
  if (previousUploads === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previousUploads;
  rmSync(uploads, { recursive: true, force: true });
});

async function tokenFor(email: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const draft = () => db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;
const firstSubsection = (item = draft()) => item.slides[0]!.subsections[0]!.id;

interface Grant {
  status: number;
  message: string;
  data: { uploadUrl: string; expiresAt: string; maxBytes: number };
}

/** createSlideUpload, against `origin` (the real server, or the in-process API for the contract's checks). */
async function grant(
  fileName: string,
  sizeBytes: number,
  options: { email?: string; caseID?: string; subsectionId?: string; origin?: string } = {},
): Promise<Grant> {
  const origin = options.origin ?? base;
  const caseID = options.caseID ?? draft().caseID;
  const subsectionId = options.subsectionId ?? firstSubsection();
  const token =
    origin === base ? await tokenFor(options.email ?? FACILITY) : await apiToken(options.email ?? FACILITY);
  const response = await fetch(`${origin}/api/cases/${caseID}/subsections/${subsectionId}/slide-uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fileName, sizeBytes }),
  });
  const body = (await response.json()) as Omit<Grant, 'status'>;
  return { status: response.status, ...body };
}

const TUS = { 'Tus-Resumable': '1.0.0' };

async function create(uploadUrl: string, length: number) {
  return fetch(uploadUrl, { method: 'POST', headers: { ...TUS, 'Upload-Length': String(length) } });
}

async function patch(url: string, offset: number, bytes: Buffer) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

const head = (url: string) => fetch(url, { method: 'HEAD', headers: TUS });

/** A 300 × 200 px TIFF (sharp), so the finished slide has a size the link says. */
function smallTiff(): Promise<Buffer> {
  const pixels = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 13) % 251;
  return sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
    .tiff({ compression: 'none' })
    .toBuffer();
}

/** Bytes that start as a little-endian TIFF. */
function tiffLike(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) bytes[i] = i % 256;
  bytes.write('II*\0', 0, 'latin1');
  return bytes;
}

async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('createSlideUpload', { timeout: 30_000 }, () => {
  it('issues a signed tus URL on the backend for 24 hours, with the limit', async () => {
    const before = Date.now();
    const { status, data } = await grant('biopsy A1.svs', 1234, { origin: TEST_API });
    const after = Date.now();
    expect(status).toBe(201);
    expect(data.uploadUrl).toMatch(/^http:\/\/api\.test\/slide-uploads\/[\w-]+\/\d+\/[\w-]+$/);
    expect(data.maxBytes).toBe(2 * 1024 ** 3);
    // Issued between `before` and `after`, so it expires 24 hours after a moment in that window.
    const expiresAt = Date.parse(data.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + UPLOAD_URL_LIFETIME_SECONDS * 1000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + UPLOAD_URL_LIFETIME_SECONDS * 1000);
  });

  it('refuses what uploadSubsectionImage refuses: 415 type, 413 size, 404, 403, 409, 400', async () => {
    const api = { origin: TEST_API };
    const type = await grant('notes.txt', 10, api);
    expect(type).toMatchObject({ status: 415, message: SLIDE_TYPE_MESSAGE });
    const big = await grant('huge.svs', 2 * 1024 ** 3 + 1, api);
    expect(big).toMatchObject({ status: 413, message: 'The slide image is larger than 2 GB.' });
    expect((await grant('a.svs', 10, { ...api, subsectionId: 'nope' })).status).toBe(404);
    expect((await grant('a.svs', 10, { ...api, caseID: 'case-9999' })).status).toBe(404);
    expect((await grant('a.svs', 10, { ...api, email: OTHER_FACILITY })).status).toBe(403);
    const signed = db.cases
      .all()
      .find((c) => c.status === 'SignOutCompleted' && c.facility.id === 'fac-001')!;
    const late = await grant('a.svs', 10, {
      ...api,
      caseID: signed.caseID,
      subsectionId: firstSubsection(signed),
    });
    expect(late.status).toBe(409);
    expect((await grant('a.svs', 0, api)).status).toBe(400);
  });
});

describe('tus upload at the signed URL', { timeout: 30_000 }, () => {
  it('answers the CORS preflight for the app, with the tus headers', async () => {
    const { data } = await grant('scan.tif', 10);
    const response = await fetch(data.uploadUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'tus-resumable, upload-offset, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:3000)$/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Upload-Offset/);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
  });

  it('creates, takes parts, resumes after a PATCH cut off midway, and the finished file is a slide of the case', async () => {
    const tiff = Buffer.concat([await smallTiff(), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const item = draft();
    const subsectionId = firstSubsection(item);
    const { data } = await grant('Scan 1.tif', tiff.byteLength);

    const created = await create(data.uploadUrl, tiff.byteLength);
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-expose-headers')).toMatch(/Location/);
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${data.uploadUrl}/sld-[0-9a-f]{16}$`));
    const uploadId = location.split('/').pop()!;

    const first = await patch(location, 0, tiff.subarray(0, 64 * 1024));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(64 * 1024));
    expect((await patch(location, 0, tiff.subarray(0, 10))).status).toBe(409);

    // A PATCH whose connection breaks after 1 MB: what arrived is kept.
    await new Promise<void>((resolve) => {
      const url = new URL(location);
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          ...TUS,
          'Upload-Offset': String(64 * 1024),
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(tiff.byteLength - 64 * 1024),
        },
      });
      request.on('error', () => resolve());
      request.write(tiff.subarray(64 * 1024, 64 * 1024 + 1024 * 1024));
      void waitUntil(() => statSync(storagePath(uploadId)).size > 64 * 1024).then(() => request.destroy());
    });
    // HEAD waits for the broken PATCH to let go of the upload, then says how much is held.
    const status = await head(location);
    expect(status.status).toBe(200);
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(status.headers.get('upload-length')).toBe(String(tiff.byteLength));
    const offset = Number(status.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(64 * 1024);
    expect(offset).toBeLessThanOrEqual(64 * 1024 + 1024 * 1024);

    const last = await patch(location, offset, tiff.subarray(offset));
    expect(last.status).toBe(204);
    expect(last.headers.get('slide-image-id')).toBe(uploadId);
    expect(last.headers.get('access-control-expose-headers')).toMatch(/Slide-Image-Id/);
    expect((await head(location)).headers.get('slide-image-id')).toBe(uploadId);

    const images = db.cases
      .findFirst((q) => q.where({ caseID: item.caseID }))!
      .slides.flatMap((s) => s.subsections)
      .find((sub) => sub.id === subsectionId)!.images;
    expect(images).toContainEqual({ fileName: 'Scan 1.tif', fileContent: uploadId });
    expect(db.slideUploads.findFirst((q) => q.where({ id: uploadId }))).toMatchObject({
      caseID: item.caseID,
      subsectionId,
      contentType: 'image/tiff',
      sizeBytes: tiff.byteLength,
      sha256: createHash('sha256').update(tiff).digest('hex'),
    });

    const token = await tokenFor(FACILITY);
    const link = await fetch(`${base}/api/wsi/get-download-link/${uploadId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(link.status).toBe(200);
    const { data: slide } = (await link.json()) as { data: { link: string; width: number } };
    expect(slide.width).toBe(300);
    const bytes = await fetch(slide.link, { headers: { Range: 'bytes=0-3' } });
    expect(bytes.status).toBe(206);
    expect(Buffer.from(await bytes.arrayBuffer()).toString('latin1')).toBe('II*\0');
    // A finished upload is the case's slide: it cannot be terminated.
    expect((await fetch(location, { method: 'DELETE', headers: TUS })).status).toBe(400);
  });

  it("continues under a newer URL for the same file, not under another file's", async () => {
    const bytes = tiffLike(4096);
    const { data } = await grant('later.tif', bytes.byteLength);
    const location = (await create(data.uploadUrl, bytes.byteLength)).headers.get('location')!;
    const uploadId = location.split('/').pop()!;
    await patch(location, 0, bytes.subarray(0, 1000));

    const renewed = await grant('later.tif', bytes.byteLength);
    const resumed = await head(`${renewed.data.uploadUrl}/${uploadId}`);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe('1000');

    const other = await grant('other.tif', bytes.byteLength);
    const refused = await head(`${other.data.uploadUrl}/${uploadId}`);
    expect(refused.status).toBe(403);
    expect(
      (await fetch(`${other.data.uploadUrl}/${uploadId}`, { method: 'PATCH', headers: TUS })).status,
    ).toBe(403);

    const terminated = await fetch(location, { method: 'DELETE', headers: TUS });
    expect(terminated.status).toBe(204);
    expect(existsSync(storagePath(uploadId))).toBe(false);
    expect((await head(location)).status).toBe(404);
  });

  it('403 for a bad or expired signature, before anything is read', async () => {
    const { data } = await grant('scan.tif', 100);
    const parts = data.uploadUrl.split('/');
    const signature = parts.pop()!;
    const tampered = [...parts, signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA')].join('/');
    const bad = await create(tampered, 100);
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await bad.json()) as { message: string }).message).toBe('Invalid signature');

    // The size is part of what is signed: a grant edited to say more is another signature's.
    const grantPart = parts[parts.length - 2]!;
    const edited = JSON.parse(Buffer.from(grantPart, 'base64url').toString()) as Record<string, unknown>;
    edited.z = 10_000;
    parts[parts.length - 2] = Buffer.from(JSON.stringify(edited)).toString('base64url');
    expect((await create([...parts, signature].join('/'), 10_000)).status).toBe(403);

    const item = draft();
    const binding = {
      caseID: item.caseID,
      subsectionId: firstSubsection(item),
      userId: db.users.findFirst((q) => q.where({ email: FACILITY }))!.id,
      fileName: 'scan.tif',
      sizeBytes: 100,
    };
    const expired = uploadUrlFor(base, SECRET, binding, Math.floor(Date.now() / 1000) - 1);
    const late = await create(expired, 100);
    expect(late.status).toBe(403);
    expect(((await late.json()) as { message: string }).message).toBe('Link expired');
  });

  it('413 past the granted size, 400 for another size or a deferred one', async () => {
    const { data } = await grant('scan.tif', 1000);
    const over = await create(data.uploadUrl, 1001);
    expect(over.status).toBe(413);
    expect((await create(data.uploadUrl, 999)).status).toBe(400);
    const deferred = await fetch(data.uploadUrl, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Defer-Length': '1' },
    });
    expect(deferred.status).toBe(400);
    const location = (await create(data.uploadUrl, 1000)).headers.get('location')!;
    expect((await patch(location, 0, tiffLike(1001))).status).toBe(413);
  });

  it('refuses and deletes a file whose first bytes are not what its name says (415)', async () => {
    // HTML named .tif: the first chunk is judged before a byte of it is stored (decision 042).
    const html = Buffer.from(`<!doctype html><script>alert(document.cookie)</script>${' '.repeat(2000)}`);
    const { data } = await grant('scan.tif', html.byteLength + 1000);
    const location = (await create(data.uploadUrl, html.byteLength + 1000)).headers.get('location')!;
    const uploadId = location.split('/').pop()!;
    const refused = await patch(location, 0, html);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toBe(SLIDE_TYPE_MESSAGE);
    expect(existsSync(storagePath(uploadId))).toBe(false);
    expect((await head(location)).status).toBe(404);

    // A first chunk too short to judge is taken; the next PATCH finds the stored bytes are not a TIFF.
    const bytes = Buffer.alloc(200_000, 1);
    const svs = await grant('fake.svs', bytes.byteLength);
    const later = (await create(svs.data.uploadUrl, bytes.byteLength)).headers.get('location')!;
    expect((await patch(later, 0, bytes.subarray(0, 2))).status).toBe(204);
    expect((await patch(later, 2, bytes.subarray(2))).status).toBe(415);
    expect(existsSync(storagePath(later.split('/').pop()!))).toBe(false);

    // In one PATCH: refused at the end, and not a slide of the case.
    const again = await grant('fake.jpg', 5000);
    const whole = (await create(again.data.uploadUrl, 5000)).headers.get('location')!;
    expect((await patch(whole, 0, Buffer.alloc(5000, 1))).status).toBe(415);
    expect(db.slideUploads.findFirst((q) => q.where({ id: whole.split('/').pop()! }))).toBeUndefined();
  });

  it('answers a refused first chunk of many megabytes in words, after reading and dropping the rest', async () => {
    // Refused on its first bytes, then read to its end unkept: a client still sending gets the 415, not a reset.
    const size = 8 * 1024 * 1024;
    const html = Buffer.alloc(size, 0x20);
    html.write('<!doctype html><html><body>not a slide</body></html>');
    const { data } = await grant('big.tif', size);
    const location = (await create(data.uploadUrl, size)).headers.get('location')!;
    const refused = await patch(location, 0, html);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toBe(SLIDE_TYPE_MESSAGE);
    // Read to its end: the connection is kept, not closed with megabytes unread (a reset that can lose the answer).
    expect(refused.headers.get('connection')).toBe('keep-alive');
    expect(existsSync(storagePath(location.split('/').pop()!))).toBe(false);
  });
});
