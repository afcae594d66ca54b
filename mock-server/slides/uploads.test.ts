/**
 * A slide image uploaded into a case subsection is a slide like the catalogue's: get-download-link answers for it
 * (to those who may see the case), and its signed `link` serves the stored bytes by Range from the real express
 * app, as `npm run mock` serves them. Size and µm/px come from the TIFF itself; there is no Deep Zoom copy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractViolations } from '../../tests/contract/openapi-validator';
import { server as mswServer } from '../../tests/setup/mock-backend';
import { createMockApp } from '../http/app';
import { createMockBackend, db, DEMO_PASSWORD, resolveSlidesDir } from '../index';
import { disablePersistence, enablePersistence, loadPersisted, settle } from '../store/persistence';
import { ADMIN, FACILITY, OTHER_FACILITY, PROVIDER } from '../testing/test-clients';
import type { SlideLinkData } from './links';

const SECRET = 'uploads-test-secret';
let httpServer: Server;
let base: string;
let uploads: string;
const previousUploads = process.env.MOCK_UPLOADS_DIR;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-slide-uploads-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
  const backend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: SECRET });
  const app = createMockApp({ backend, linkSecret: SECRET });
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

// The in-process MSW server intercepts every fetch; requests to this real server go through untouched.
beforeEach(() => mswServer.use(http.all(`${base}/*`, () => passthrough())));

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
  expect(response.status, `login ${email}`).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A 300 × 200 px striped TIFF at 0.5 µm/px (sharp takes pixels per millimetre). */
function smallTiff(): Promise<Buffer> {
  const width = 300;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .tiff({ compression: 'none', xres: 1000 / 0.5, yres: 1000 / 0.5, resolutionUnit: 'cm' })
    .toBuffer();
}

const draft = () => db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;

/** Uploads `bytes` into the draft's first subsection as the facility; the image's fileContent. */
async function upload(bytes: Buffer, name: string): Promise<{ caseID: string; blobId: string }> {
  const item = draft();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(
    `${base}/api/cases/${item.caseID}/subsections/${item.slides[0]!.subsections[0]!.id}/images`,
    { method: 'POST', headers: { Authorization: `Bearer ${await tokenFor(FACILITY)}` }, body: form },
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { image: { fileContent: string } } };
  return { caseID: item.caseID, blobId: data.image.fileContent };
}

async function linkFor(email: string, blobId: string) {
  const request = new Request(`${base}/api/wsi/get-download-link/${blobId}`, {
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
  });
  const response = await fetch(request);
  expect(await contractViolations(request, response.clone())).toEqual([]);
  const body = (await response.json()) as { message: string | null; data: SlideLinkData | null };
  return { status: response.status, message: body.message, data: body.data };
}

describe('an uploaded slide image', () => {
  it('gets a signed link whose file answers a Range with 206 and the uploaded bytes', async () => {
    const tiff = await smallTiff();
    const { blobId } = await upload(tiff, 'Block A1.tiff');
    const { status, data } = await linkFor(FACILITY, blobId);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      info: { contentType: 'image/tiff', fileName: 'Block A1.tiff', sizeBytes: tiff.byteLength },
      dziUrl: null,
      dziTilesFolder: null,
      dziTileSourceObject: null,
      firstTileUrl: null,
      tileImageUrls: [],
      thumbnailUrl: null,
      previewUrl: null,
      width: 300,
      height: 200,
      mpp: { x: 0.5, y: 0.5 },
      attribution: null,
      dicomweb: null,
    });
    expect(data!.link.startsWith(`${base}/slides/${blobId}/file?expires=`)).toBe(true);

    const part = await fetch(data!.link, { headers: { Range: 'bytes=8-1031' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 8-1031/${tiff.byteLength}`);
    expect(part.headers.get('Content-Type')).toBe('image/tiff');
    expect(part.headers.get('ETag')).toBeTruthy();
    expect(Buffer.from(await part.arrayBuffer()).equals(tiff.subarray(8, 1032))).toBe(true);

    const beyond = await fetch(data!.link, { headers: { Range: `bytes=${tiff.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${tiff.byteLength}`);
  });

  it('is only for those who may see the case: 403 for another facility and for a provider, 200 for an admin', async () => {
    const { blobId } = await upload(await smallTiff(), 'scan.tif');
    for (const email of [OTHER_FACILITY, PROVIDER]) {
      const denied = await linkFor(email, blobId);
      expect(denied.status, email).toBe(403);
      expect(denied.message).toBe('You do not have access to this case.');
    }
    expect((await linkFor(ADMIN, blobId)).status).toBe(200);
    expect((await linkFor(FACILITY, 'sld-ffffffffffffffff')).status).toBe(404);
  });

  it('has a null size and scale when the file cannot be read as an image, and still serves its bytes', async () => {
    // Starts as a TIFF (so it is taken as an .svs), but no image can be read from it.
    const bytes = Buffer.from('II*\0 not really a slide, but stored as one');
    const { blobId } = await upload(bytes, 'broken.svs');
    const { status, data } = await linkFor(FACILITY, blobId);
    expect(status).toBe(200);
    expect(data).toMatchObject({ width: null, height: null, mpp: null, dziUrl: null });
    const whole = await fetch(data!.link);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('survives a restart: the saved database still knows it and its link serves the same bytes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mock-db-'));
    enablePersistence(path.join(folder, 'db.json'));
    try {
      const tiff = await smallTiff();
      const { blobId } = await upload(tiff, 'kept.tiff');
      await settle();
      // A "restart": the memory is gone, the file is read back.
      db.slideUploads.clear();
      db.cases.clear();
      db.sessions.clear();
      expect(await loadPersisted()).toBe(true);
      const { status, data } = await linkFor(FACILITY, blobId);
      expect(status).toBe(200);
      expect(data).toMatchObject({ width: 300, height: 200 });
      const part = await fetch(data!.link, { headers: { Range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(tiff.subarray(0, 4))).toBe(true);
    } finally {
      disablePersistence();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
