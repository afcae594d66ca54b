/**
 * Uploads into the mock's express app with an image archive (decision 165), for the archive store's tests: an app
 * per archive, the fixture uploaded by tus as the browser's uploader sends it, the slide's link polled until the
 * store ends, the trail's record of it, and stand-in archives answering STOW-RS as a test says.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { fixturePath } from './orthanc';
import { contractViolations } from '../contract/openapi-validator';
import { createMockApp } from '../../mock-server/http/app';
import { createMockBackend, db, DEMO_PASSWORD, resolveSlidesDir } from '../../mock-server/index';
import { ARCHIVE_LIMITS, type DicomwebArchive } from '../../mock-server/slides/archive-config';
import { DICOMIZE_LIMITS } from '../../mock-server/slides/archive-dicomize';
import type { SlideLinkData } from '../../mock-server/slides/links';

process.env.MOCK_SCRYPT_COST ??= '1024';
const SECRET = 'archive-store-secret';
export const FIXTURE = 'aperio-CMU-1-Small-Region.svs';

export type Listening = { server: Server; base: string; reset: () => Promise<void> };

export async function listen(archive: DicomwebArchive | null): Promise<Listening> {
  const backend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: SECRET, archive });
  const app = createMockApp({ backend, linkSecret: SECRET });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reset: backend.reset };
}

export const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A fresh backend on `archive`, its store reset and the facility user signed in, for `run`; closed after. */
export async function signedIn(
  archive: DicomwebArchive | null,
  run: (app: Listening, token: string) => Promise<void>,
): Promise<void> {
  const app = await listen(archive);
  try {
    await app.reset();
    await run(app, await login(app.base));
  } finally {
    await close(app.server);
  }
}

/** An archive at `root` with short STOW-RS bounds, so a hostile one fails within a test. */
export const archiveAt = (root: string, stow: Partial<typeof STOW> = {}): DicomwebArchive => ({
  root,
  authorization: null,
  limits: ARCHIVE_LIMITS,
  store: { dicomize: { ...DICOMIZE_LIMITS, timeoutMs: 60_000 }, stow: { ...STOW, ...stow } },
});
export const STOW = { timeoutMs: 20_000, batchBytes: 256 * 1024 * 1024, answerBytes: 1024 * 1024 };

/** A session's token for a demo account (the facility user unless said). */
export async function login(base: string, email = 'facility@demo.test'): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const TUS = { 'Tus-Resumable': '1.0.0' };

/** The fixture uploaded by tus into a draft case's first block, as the browser's uploader sends it. */
export async function upload(
  base: string,
  token: string,
  fileName = 'biopsy.svs',
  source = FIXTURE,
): Promise<string> {
  const item = db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;
  const subsectionId = item.slides[0]!.subsections[0]!.id;
  const bytes = readFileSync(fixturePath(source));
  const granted = await fetch(`${base}/api/cases/${item.caseID}/subsections/${subsectionId}/slide-uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fileName, sizeBytes: bytes.length }),
  });
  expect(granted.status).toBe(201);
  const { uploadUrl } = ((await granted.json()) as { data: { uploadUrl: string } }).data;
  const created = await fetch(uploadUrl, {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(bytes.length) },
  });
  expect(created.status).toBe(201);
  const finished = await fetch(created.headers.get('location')!, {
    method: 'PATCH',
    headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  expect(finished.status).toBe(204);
  return finished.headers.get('slide-image-id')!;
}

export async function linkFor(base: string, id: string, token: string): Promise<SlideLinkData> {
  const request = new Request(`${base}/api/wsi/get-download-link/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const response = await fetch(request);
  expect(response.status).toBe(200);
  expect(await contractViolations(request, response.clone())).toEqual([]);
  return ((await response.json()) as { data: SlideLinkData }).data;
}

/** The link once the store has ended (Stored or Failed), asked as a page would poll it. */
export async function settledLink(base: string, id: string, token: string): Promise<SlideLinkData> {
  for (;;) {
    const link = await linkFor(base, id, token);
    if (link.archiveStorage?.state === 'Stored' || link.archiveStorage?.state === 'Failed') return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const trailOf = (id: string) =>
  db.auditEvents
    .all()
    .filter((e) => e.target.type === 'Slide' && e.target.id === id && e.action === 'SlideAdded');

/** The uploaded file is still what the link's `link` serves, byte for byte. */
export async function fileStillServed(link: SlideLinkData) {
  const file = await fetch(link.link);
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(fixturePath(FIXTURE)))).toBe(true);
}

/**
 * A temporary MOCK_UPLOADS_DIR for the file's tests, and stand-in archives closed after them; answers the folder
 * (read it in a test) and `fakeArchive`, which starts one answering as `answer` says and gives its DICOMweb root.
 */
export function uploadsAndFakeArchives() {
  const state = { uploads: '' };
  const previous = process.env.MOCK_UPLOADS_DIR;
  const servers: Server[] = [];
  beforeAll(() => {
    state.uploads = mkdtempSync(path.join(tmpdir(), 'archive-store-uploads-'));
    process.env.MOCK_UPLOADS_DIR = state.uploads;
  });
  afterAll(async () => {
    for (const server of servers) await close(server);
    if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
    else process.env.MOCK_UPLOADS_DIR = previous;
    rmSync(state.uploads, { recursive: true, force: true });
  });
  async function fakeArchive(answer: Parameters<typeof createHttpServer>[1]): Promise<string> {
    const server = createHttpServer(answer);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dicom-web`;
  }
  return { state, fakeArchive };
}
