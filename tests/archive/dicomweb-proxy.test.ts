/**
 * The signed DICOMweb root against a real archive: Debian's Orthanc holding a dicomized fixture, the mock's real
 * express app in front of it (as `npm run mock` serves it with DICOMWEB_URL set), and the viewer's own reader
 * (`openDicomweb`, dicomweb-client on jsdom's XMLHttpRequest) reading the slide through the root a link hands out.
 * Others point at "archives" that accept connections and never answer, stream without end, or are not there.
 * (A node test: the mock's own tests may not import the viewer.)
 */
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { archiveMissing, dicomize, fixturePath, startOrthanc, type Orthanc } from './orthanc';
import { contractViolations } from '../contract/openapi-validator';
import { toFrame } from '../../app/features/viewer/dicom/decode';
import type { FrameDecoder } from '../../app/features/viewer/dicom/reader';
import { ARCHIVE_LIMITS as VIEWER_LIMITS } from '../../app/features/viewer/dicom/web-client';
import { openDicomweb } from '../../app/features/viewer/dicom/web-reader';
import { createMockApp } from '../../mock-server/http/app';
import { createMockBackend, db, DEMO_PASSWORD, resolveSlidesDir } from '../../mock-server/index';
import { ARCHIVE_LIMITS, type DicomwebArchive } from '../../mock-server/slides/archive-config';
import { ARCHIVE_SENTENCES } from '../../mock-server/slides/dicomweb-forward';
import { NOT_A_SERIES_READ } from '../../mock-server/slides/dicomweb-proxy';
import { MAX_FRAMES } from '../../mock-server/slides/dicomweb-paths';
import { BUSY_MESSAGE } from '../../mock-server/http/load-shed';
import type { SlideLinkData } from '../../mock-server/slides/links';
import { signatureFor } from '../../mock-server/slides/signing';

// Every test logs in; the backend tests' cheaper password hashing (tests/setup/mock-backend.ts) does here too.
process.env.MOCK_SCRYPT_COST ??= '1024';
const SECRET = 'dicomweb-proxy-secret';
const SLIDE = 'blob-demo-01';
const missing = archiveMissing();
if (missing) console.warn(`Skipping the DICOMweb proxy tests: ${missing}`);

const sharpDecoder: FrameDecoder = async (frame, instance) => {
  const { data, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toFrame(data, info.width, info.height, info.channels, instance);
};

type Listening = { server: Server; base: string; reset: () => Promise<void> };

async function listen(archive: DicomwebArchive): Promise<Listening> {
  const backend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: SECRET, archive });
  const app = createMockApp({ backend, linkSecret: SECRET });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reset: backend.reset };
}

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function linkFor(base: string, blobId: string, token: string): Promise<SlideLinkData> {
  const request = new Request(`${base}/api/wsi/get-download-link/${blobId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const response = await fetch(request);
  expect(response.status).toBe(200);
  expect(await contractViolations(request, response.clone())).toEqual([]);
  return ((await response.json()) as { data: SlideLinkData }).data;
}

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

describe.skipIf(missing !== null)('the signed DICOMweb root, in front of Orthanc', () => {
  let orthanc: Orthanc;
  let series: { studyInstanceUid: string; seriesInstanceUid: string };
  let app: Listening;
  let hanging: Listening;
  let silent: TcpServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    orthanc = await startOrthanc();
    // The sides crossed as web-reader.test.ts gives them (Orthanc 1.10's dicomizer swaps them in Pixel Spacing).
    await dicomize(orthanc, fixturePath('aperio-CMU-1-Small-Region.svs'), [
      '--pyramid=1',
      '--levels=3',
      '--imaged-width=1.480533',
      '--imaged-height=1.10778',
    ]);
    const res = await fetch(`${orthanc.dicomWeb}/series`, {
      headers: { Accept: 'application/dicom+json' },
      signal: AbortSignal.timeout(10_000),
    });
    const [found] = (await res.json()) as Array<Record<string, { Value: string[] }>>;
    series = {
      studyInstanceUid: found!['0020000D']!.Value[0]!,
      seriesInstanceUid: found!['0020000E']!.Value[0]!,
    };
    app = await listen({ root: orthanc.dicomWeb, authorization: null, limits: ARCHIVE_LIMITS });
    // An archive that takes the connection and never says a word.
    silent = createTcpServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentRoot = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/dicom-web`;
    // One request to it at a time, none waiting: a second is refused at once.
    hanging = await listen({
      root: silentRoot,
      authorization: null,
      limits: { ...ARCHIVE_LIMITS, timeoutMs: 1_500, concurrent: 1, queue: 0 },
    });
  }, 120_000);

  afterAll(async () => {
    await close(app?.server);
    await close(hanging?.server);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
    await orthanc?.stop();
  });

  // Every test starts from the seed (the apps share one database), then links the demo slide to the series.
  beforeEach(async () => {
    await app.reset();
    await db.slides.update((q) => q.where({ id: SLIDE }), {
      data(draft) {
        draft.archiveSeries = series;
      },
    });
  });

  it('hands out a signed root on this server, never the archive’s address', async () => {
    const data = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    expect(data.dicomweb).toEqual({
      wadoRsRoot: expect.stringMatching(new RegExp(`^${app.base}/slides/${SLIDE}/dicomweb/\\d+/[\\w-]+$`)),
      ...series,
    });
    expect(JSON.stringify(data)).not.toContain(orthanc.url);
  });

  it("lets the viewer open the slide through it: metadata, then the first tile's 12 frames in one request, decoded", async () => {
    const { dicomweb } = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    const XMLHttpRequest = new JSDOM('', { url: `${app.base}/` }).window.XMLHttpRequest;
    const reader = await openDicomweb(dicomweb!, sharpDecoder, { XMLHttpRequest });
    expect(reader.info.geometry).toMatchObject({ width: 2220, height: 2967, tileSize: 240 });
    expect(reader.info.geometry.levels).toHaveLength(3);
    expect(reader.info.mpp.x).toBeCloseTo(0.499, 4);
    // Metadata, then the first tile's frames, whose answer names their coding (Orthanc's metadata does not);
    // the tile is drawn from them with no request more.
    expect(reader.requests()).toBe(2);
    const tile = await reader.readTile(reader.info.geometry.minLevel, 0, 0);
    expect(tile.data.length).toBe(tile.width * tile.height * 4);
    expect(reader.requests()).toBe(2);
    reader.close();
  });

  it('answers the series metadata, a search of its instances and a rendered instance as the archive does', async () => {
    const { dicomweb } = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    const root = `${dicomweb!.wadoRsRoot}/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}`;
    const asked = new Request(`${root}/metadata`, { headers: { Accept: 'application/dicom+json' } });
    const metadata = await fetch(asked);
    expect(metadata.status).toBe(200);
    expect(await contractViolations(asked, metadata.clone())).toEqual([]);
    expect(metadata.headers.get('content-type')).toMatch(/^application\/dicom\+json/);
    expect(metadata.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const instances = (await metadata.json()) as Array<Record<string, { Value?: string[] }>>;
    // A three-level pyramid, and the dicomizer's overview or label where it made one.
    expect(instances.length).toBeGreaterThanOrEqual(3);
    // (0020,000E) Series Instance UID: each instance is of the linked series.
    for (const instance of instances) expect(instance['0020000E']?.Value).toEqual([series.seriesInstanceUid]);

    const searched = new Request(`${root}/instances?limit=2`, {
      headers: { Accept: 'application/dicom+json' },
    });
    const search = await fetch(searched);
    expect(search.status).toBe(200);
    expect(await contractViolations(searched, search.clone())).toEqual([]);
    expect(((await search.json()) as unknown[]).length).toBe(2);

    const sop = instances[0]!['00080018']!.Value![0]!;
    const rendered = await fetch(`${root}/instances/${sop}/rendered`, { headers: { Accept: 'image/jpeg' } });
    expect(rendered.status).toBe(200);
    expect([...new Uint8Array(await rendered.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('refuses a changed signature and an expired link with 403, as the other slide routes do', async () => {
    const { dicomweb } = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    const root = dicomweb!.wadoRsRoot;
    const path = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`;
    const signature = root.slice(root.lastIndexOf('/') + 1);
    const changed = `${root.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await fetch(`${changed}${path}`);
    expect(tampered.status).toBe(403);
    expect(await message(tampered)).toBe('Invalid signature');
    // The same session's signature for an expiry already past.
    const past = Math.floor(Date.now() / 1000) - 60;
    const sessionId = signature.slice(0, 22);
    const expiredRoot = `${app.base}/slides/${SLIDE}/dicomweb/${past}/${signatureFor(SECRET, SLIDE, 'dicomweb', past, sessionId)}`;
    const expired = await fetch(`${expiredRoot}${path}`);
    expect(expired.status).toBe(403);
    expect(await message(expired)).toBe('Link expired');
    // Another route's signature opens no DICOMweb root.
    const dzi = new URL(
      (await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'))).dziUrl!,
    ).pathname.split('/')[5]!;
    const other = await fetch(`${root.slice(0, root.lastIndexOf('/') + 1)}${dzi}${path}`);
    expect(other.status).toBe(403);
  });

  it('answers 404 for another study or series, a path outside the reads it allows, and a UID that is not one', async () => {
    const { dicomweb } = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    const root = dicomweb!.wadoRsRoot;
    const { studyInstanceUid: study, seriesInstanceUid: own } = series;
    for (const path of [
      `/studies/1.2.3/series/${own}/metadata`,
      `/studies/${study}/series/1.2.3/metadata`,
      `/studies/${study}/metadata`,
      `/studies/${study}/series`,
      `/studies/${study}/series/${own}/instances/1.2..3/frames/1`,
      `/studies/${study}/series/${own}/instances/1.2%2F3/frames/1`,
      `/studies/${study}/series/${own}/instances/1.2.3/frames/0`,
      `/studies/${study}/series/${own}/metadata/..`,
      `/studies/${study}/series/${own}/bulkdata/1`,
    ]) {
      const response = await fetch(`${root}${path}`);
      expect(response.status, path).toBe(404);
      expect(await message(response), path).toBe(NOT_A_SERIES_READ);
    }
  });

  it('refuses a user who may not see the slide’s case (403), though their signature is valid', async () => {
    const item = db.cases.all().find((c) => c.facility.id === 'fac-001' && c.slides[0]?.subsections[0])!;
    await db.slideUploads.create({
      id: 'sld-00000000000a1c0e',
      caseID: item.caseID,
      subsectionId: item.slides[0]!.subsections[0]!.id,
      fileName: 'archive.svs',
      contentType: 'image/tiff',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      uploadedBy: { id: 'usr-facility', name: 'Facility user' },
      uploadedAt: new Date().toISOString(),
      archiveSeries: series,
    });
    const metadataPath = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`;
    // The case's facility reads it.
    const own = await linkFor(app.base, 'sld-00000000000a1c0e', await login(app.base, 'facility@demo.test'));
    expect((await fetch(`${own.dicomweb!.wadoRsRoot}${metadataPath}`)).status).toBe(200);
    // Another facility's user, with a signature made for their own live session.
    const theirs = await linkFor(app.base, SLIDE, await login(app.base, 'provisional.facility@demo.test'));
    const expires = Number(theirs.dicomweb!.wadoRsRoot.split('/').at(-2));
    const sessionId = theirs.dicomweb!.wadoRsRoot.split('/').at(-1)!.slice(0, 22);
    const signature = signatureFor(SECRET, 'sld-00000000000a1c0e', 'dicomweb', expires, sessionId);
    const refused = await fetch(
      `${app.base}/slides/sld-00000000000a1c0e/dicomweb/${expires}/${signature}${metadataPath}`,
    );
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('You do not have access to this case.');
  });

  it('answers 502 naming no archive when the archive takes the connection and never answers, while other slide routes go on answering', async () => {
    const token = await login(hanging.base, 'provider@demo.test');
    const data = await linkFor(hanging.base, SLIDE, token);
    const path = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`;
    const asked = new Request(`${data.dicomweb!.wadoRsRoot}${path}`);
    const waiting = fetch(asked);
    // While the archive hangs: the slide's thumbnail and the API answer.
    const thumbnail = await fetch(data.thumbnailUrl!);
    expect(thumbnail.status).toBe(200);
    expect((await linkFor(hanging.base, SLIDE, token)).dicomweb).not.toBeNull();
    // Its one request to the archive is taken: another read is refused at once, not queued behind it.
    while (sockets.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await fetch(`${data.dicomweb!.wadoRsRoot}${path}`);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(await message(second)).toBe(BUSY_MESSAGE);
    const answer = await waiting;
    expect(answer.status).toBe(502);
    expect(await contractViolations(asked, answer.clone())).toEqual([]);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ isSuccess: false, message: ARCHIVE_SENTENCES.timedOut });
    expect(text).not.toContain('127.0.0.1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 502 when nothing listens where the archive should be', async () => {
    const gone = await listen({
      root: 'http://127.0.0.1:9/dicom-web',
      authorization: null,
      limits: ARCHIVE_LIMITS,
    });
    try {
      const data = await linkFor(gone.base, SLIDE, await login(gone.base, 'provider@demo.test'));
      const path = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`;
      const answer = await fetch(`${data.dicomweb!.wadoRsRoot}${path}`);
      expect(answer.status).toBe(502);
      expect(await message(answer)).toBe(ARCHIVE_SENTENCES.unreachable);
    } finally {
      await close(gone.server);
    }
  });

  it('answers HEAD with the archive’s status and type, and no body', async () => {
    const { dicomweb } = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    const path = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`;
    const head = await fetch(`${dicomweb!.wadoRsRoot}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/dicom\+json/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('lets a viewer on another origin send its Accept header (the preflight allows it)', async () => {
    const { dicomweb } = await linkFor(app.base, SLIDE, await login(app.base, 'provider@demo.test'));
    const preflight = await fetch(
      `${dicomweb!.wadoRsRoot}/studies/${series.studyInstanceUid}/series/x/metadata`,
      {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'accept',
        },
      },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('Accept');
  });

  it('refuses an answer whose length passes the bound, and cuts one that passes it while streaming', async () => {
    const small = await listen({
      root: orthanc.dicomWeb,
      authorization: null,
      limits: { ...ARCHIVE_LIMITS, metadataBytes: 1_000 },
    });
    // An archive that streams without a length, and would never stop.
    let flooded = 0;
    let floodClosed = false;
    const flood = createHttpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/dicom+json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pour = () => {
        while (!res.destroyed && res.write(chunk)) flooded += chunk.length;
        if (!res.destroyed) res.once('drain', pour);
      };
      res.on('close', () => (floodClosed = true));
      pour();
    });
    await new Promise<void>((resolve) => flood.listen(0, '127.0.0.1', resolve));
    const floodRoot = `http://127.0.0.1:${(flood.address() as AddressInfo).port}/dicom-web`;
    const endless = await listen({
      root: floodRoot,
      authorization: null,
      limits: { ...ARCHIVE_LIMITS, metadataBytes: 1024 * 1024 },
    });
    try {
      const path = `/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}/metadata`;
      const declared = await linkFor(small.base, SLIDE, await login(small.base, 'provider@demo.test'));
      const refused = await fetch(`${declared.dicomweb!.wadoRsRoot}${path}`);
      expect(refused.status).toBe(502);
      expect(await message(refused)).toBe(ARCHIVE_SENTENCES.tooLarge);

      const streamed = await linkFor(endless.base, SLIDE, await login(endless.base, 'provider@demo.test'));
      const cut = await fetch(`${streamed.dicomweb!.wadoRsRoot}${path}`);
      expect(cut.status).toBe(200);
      await expect(cut.arrayBuffer()).rejects.toThrow();
      // The archive's connection was closed: nothing more is read from it.
      while (!floodClosed) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(flooded).toBeLessThan(64 * 1024 * 1024);
    } finally {
      await close(small.server);
      await close(endless.server);
      flood.closeAllConnections();
      await new Promise<void>((resolve) => flood.close(() => resolve()));
    }
  });

  it('passes on at least what the viewer reads of an answer and the frames it asks at once, and ends a request before the viewer gives up', () => {
    expect(ARCHIVE_LIMITS.metadataBytes).toBeGreaterThanOrEqual(VIEWER_LIMITS.metadataBytes);
    expect(VIEWER_LIMITS.framesPerRequest).toBeLessThanOrEqual(MAX_FRAMES);
    expect(ARCHIVE_LIMITS.frameBytes).toBeGreaterThanOrEqual(VIEWER_LIMITS.frameBytes);
    expect(ARCHIVE_LIMITS.timeoutMs).toBeLessThan(VIEWER_LIMITS.timeoutMs);
  });
});
