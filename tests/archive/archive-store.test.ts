/**
 * Uploaded slides stored in the site's image archive (decision 165), against a real archive: the Aperio fixture
 * uploaded by tus through the mock's own express app with Debian's Orthanc as its DICOMweb archive, converted by
 * OrthancWSIDicomizer and stored by STOW-RS; then read back through the signed proxy by the viewer's own reader
 * and compared with the file's tile. Other "archives" are down, answer 500, answer without end or never answer:
 * the slide stays on its file with the Failed state and its sentence, and the trail records it. Without an
 * archive nothing changes (`npm start` without DICOMWEB_URL).
 * (A node test: the mock's own tests may not import the viewer.)
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveMissing, fixtureMissing, fixturePath, startOrthanc, type Orthanc } from './orthanc';
import { contractViolations } from '../contract/openapi-validator';
import { toFrame } from '../../app/features/viewer/dicom/decode';
import type { FrameDecoder } from '../../app/features/viewer/dicom/reader';
import { openDicomweb } from '../../app/features/viewer/dicom/web-reader';
import { createMockApp } from '../../mock-server/http/app';
import { createMockBackend, db, DEMO_PASSWORD, resolveSlidesDir } from '../../mock-server/index';
import {
  ARCHIVE_LIMITS,
  dicomwebArchive,
  type DicomwebArchive,
} from '../../mock-server/slides/archive-config';
import { STORE_SENTENCES } from '../../mock-server/slides/archive-stow';
import {
  CONVERSION_FAILED,
  CONVERSION_TOO_LARGE,
  CONVERSION_TOO_LONG,
  DICOMIZE_LIMITS,
} from '../../mock-server/slides/archive-dicomize';
import { INVALID_UIDS } from '../../mock-server/slides/archive-store';
import type { SlideLinkData } from '../../mock-server/slides/links';

process.env.MOCK_SCRYPT_COST ??= '1024';
const SECRET = 'archive-store-secret';
const FIXTURE = 'aperio-CMU-1-Small-Region.svs';
const DICOM_FIXTURE =
  'dicom-cmu1-small-region-jpeg/1.2.826.0.1.3680043.8.498.35220404935377466417110411569853018212.dcm';
/** A DICOM file whose Series Instance UID has 65 characters, one past the standard's (and the contract's) 64. */
const LONG_UID_FIXTURE = 'more/dicom-wsi-tcga-xk-aaju-ts1-small_dicom.dcm';
const LONG_UID = '1.2.826.0.1.3680043.8.498.859956824875581540195623656735145902693';
const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the archive store tests: ${missing}`);

const sharpDecoder: FrameDecoder = async (frame, instance) => {
  const { data, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toFrame(data, info.width, info.height, info.channels, instance);
};

type Listening = { server: Server; base: string; reset: () => Promise<void> };

async function listen(archive: DicomwebArchive | null): Promise<Listening> {
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

/** An archive at `root` with short STOW-RS bounds, so a hostile one fails within a test. */
const archiveAt = (root: string, stow: Partial<typeof STOW> = {}): DicomwebArchive => ({
  root,
  authorization: null,
  limits: ARCHIVE_LIMITS,
  store: { dicomize: { ...DICOMIZE_LIMITS, timeoutMs: 60_000 }, stow: { ...STOW, ...stow } },
});
const STOW = { timeoutMs: 20_000, batchBytes: 256 * 1024 * 1024, answerBytes: 1024 * 1024 };

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'facility@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const TUS = { 'Tus-Resumable': '1.0.0' };

/** The fixture uploaded by tus into a draft case's first block, as the browser's uploader sends it. */
async function upload(
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

async function linkFor(base: string, id: string, token: string): Promise<SlideLinkData> {
  const request = new Request(`${base}/api/wsi/get-download-link/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const response = await fetch(request);
  expect(response.status).toBe(200);
  expect(await contractViolations(request, response.clone())).toEqual([]);
  return ((await response.json()) as { data: SlideLinkData }).data;
}

/** The link once the store has ended (Stored or Failed), asked as a page would poll it. */
async function settledLink(base: string, id: string, token: string): Promise<SlideLinkData> {
  for (;;) {
    const link = await linkFor(base, id, token);
    if (link.archiveStorage?.state === 'Stored' || link.archiveStorage?.state === 'Failed') return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const trailOf = (id: string) =>
  db.auditEvents
    .all()
    .filter((e) => e.target.type === 'Slide' && e.target.id === id && e.action === 'SlideAdded');

/** The uploaded file is still what the link's `link` serves, byte for byte. */
async function fileStillServed(link: SlideLinkData) {
  const file = await fetch(link.link);
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(fixturePath(FIXTURE)))).toBe(true);
}

describe.skipIf(missing !== null)('uploads stored in the image archive', { timeout: 120_000 }, () => {
  let orthanc: Orthanc;
  let uploads: string;
  const previousUploads = process.env.MOCK_UPLOADS_DIR;
  const servers: Server[] = [];
  /** A stand-in archive answering STOW-RS as `answer` says. */
  async function fakeArchive(answer: Parameters<typeof createHttpServer>[1]): Promise<string> {
    const server = createHttpServer(answer);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dicom-web`;
  }

  beforeAll(async () => {
    uploads = mkdtempSync(path.join(tmpdir(), 'archive-store-uploads-'));
    process.env.MOCK_UPLOADS_DIR = uploads;
    orthanc = await startOrthanc();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await close(server);
    await orthanc?.stop();
    if (previousUploads === undefined) delete process.env.MOCK_UPLOADS_DIR;
    else process.env.MOCK_UPLOADS_DIR = previousUploads;
    rmSync(uploads, { recursive: true, force: true });
  });

  it('converts the upload, stores it by STOW-RS and serves it from the archive through the signed root', async () => {
    const app = await listen(archiveAt(orthanc.dicomWeb));
    try {
      await app.reset();
      const token = await login(app.base);
      const id = await upload(app.base, token);
      const link = await settledLink(app.base, id, token);
      expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
      // The archive holds the series the link names.
      const found = await fetch(`${orthanc.dicomWeb}/series`, {
        headers: { Accept: 'application/dicom+json' },
      });
      const series = (await found.json()) as Array<Record<string, { Value: string[] }>>;
      expect(series.map((s) => s['0020000E']!.Value[0])).toEqual([link.dicomweb!.seriesInstanceUid]);
      expect(link.dicomweb!.wadoRsRoot.startsWith(`${app.base}/slides/${id}/dicomweb/`)).toBe(true);

      // The viewer's reader, through the proxy: the file's scale, and the first tile as the file's own.
      const XMLHttpRequest = new JSDOM('', { url: `${app.base}/` }).window.XMLHttpRequest;
      const reader = await openDicomweb(link.dicomweb!, sharpDecoder, { XMLHttpRequest });
      expect(reader.info.geometry).toMatchObject({ width: 2220, height: 2967 });
      expect(reader.info.mpp.x).toBeCloseTo(0.499, 3);
      const tile = await reader.readTile(reader.info.geometry.maxLevel, 0, 0);
      reader.close();
      const original = await sharp(fixturePath(FIXTURE))
        .extract({ left: 0, top: 0, width: tile.width, height: tile.height })
        .removeAlpha()
        .raw()
        .toBuffer();
      let difference = 0;
      for (let p = 0; p < tile.width * tile.height; p++)
        for (let c = 0; c < 3; c++) difference += Math.abs(tile.data[p * 4 + c]! - original[p * 3 + c]!);
      expect(difference / (tile.width * tile.height * 3)).toBeLessThan(2);

      await fileStillServed(link);
      expect(trailOf(id)).toEqual([
        expect.objectContaining({
          actor: null,
          clientAddress: 'system',
          outcome: 'Succeeded',
          detail: `stored in the image archive: series ${link.dicomweb!.seriesInstanceUid}`,
        }),
      ]);
    } finally {
      await close(app.server);
    }
  });

  it('stores a slide image uploaded in one request (uploadSubsectionImage) the same way', async () => {
    const app = await listen(archiveAt(orthanc.dicomWeb));
    try {
      await app.reset();
      const token = await login(app.base);
      const item = db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;
      const form = new FormData();
      form.append('file', new Blob([readFileSync(fixturePath(FIXTURE))]), 'second-cut.svs');
      const uploaded = await fetch(
        `${app.base}/api/cases/${item.caseID}/subsections/${item.slides[0]!.subsections[0]!.id}/images`,
        { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form },
      );
      expect(uploaded.status).toBe(201);
      const { image } = ((await uploaded.json()) as { data: { image: { fileContent: string } } }).data;
      const link = await settledLink(app.base, image.fileContent, token);
      expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
      expect(link.dicomweb).toMatchObject({ seriesInstanceUid: expect.stringMatching(/^[0-9.]+$/) });
    } finally {
      await close(app.server);
    }
  });

  it.skipIf(fixtureMissing(DICOM_FIXTURE) !== null)(
    'stores a DICOM upload as it is, without converting it: its own series',
    async () => {
      const app = await listen(archiveAt(orthanc.dicomWeb));
      try {
        await app.reset();
        const token = await login(app.base);
        const id = await upload(app.base, token, 'cmu-1.dcm', DICOM_FIXTURE);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
        // The series the file itself names (0020,000E), now in the archive.
        const stored = await fetch(
          `${orthanc.dicomWeb}/studies/${link.dicomweb!.studyInstanceUid}/series/${link.dicomweb!.seriesInstanceUid}/instances`,
          { headers: { Accept: 'application/dicom+json' } },
        );
        const instances = (await stored.json()) as Array<Record<string, { Value: string[] }>>;
        expect(instances).toHaveLength(1);
        const bytes = readFileSync(fixturePath(DICOM_FIXTURE));
        expect(bytes.includes(Buffer.from(instances[0]!['00080018']!.Value[0]!))).toBe(true);
      } finally {
        await close(app.server);
      }
    },
  );

  it.skipIf(fixtureMissing(LONG_UID_FIXTURE) !== null)(
    'sends nothing of a DICOM upload whose UIDs are not valid, and says so',
    async () => {
      const app = await listen(archiveAt(orthanc.dicomWeb));
      try {
        await app.reset();
        const token = await login(app.base);
        const id = await upload(app.base, token, 'tcga.dcm', LONG_UID_FIXTURE);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Failed', message: INVALID_UIDS });
        expect(link.dicomweb).toBeNull();
        const series = await fetch(`${orthanc.dicomWeb}/series?SeriesInstanceUID=${LONG_UID}`, {
          headers: { Accept: 'application/dicom+json' },
        });
        expect(series.status === 204 ? [] : await series.json()).toEqual([]);
      } finally {
        await close(app.server);
      }
    },
  );

  const failures: Array<[string, () => Promise<string>, Partial<typeof STOW>, string]> = [
    [
      'an archive that is down',
      async () => {
        const down = await startOrthanc();
        await down.stop();
        return down.dicomWeb;
      },
      {},
      STORE_SENTENCES.unreachable,
    ],
    [
      'an archive answering 500 to the store',
      () => fakeArchive((_req, res) => res.writeHead(500).end('{"error":"disk full"}')),
      {},
      STORE_SENTENCES.refused,
    ],
    [
      'an archive whose answer never ends',
      () =>
        fakeArchive((req, res) => {
          req.resume();
          res.writeHead(200, { 'Content-Type': 'application/dicom+json' });
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          const more = () => {
            while (!res.destroyed && res.write(chunk));
            if (!res.destroyed) res.once('drain', more);
          };
          more();
        }),
      {},
      STORE_SENTENCES.tooLarge,
    ],
    [
      'an archive that never answers',
      () => fakeArchive((req) => req.resume()),
      { timeoutMs: 1_500 },
      STORE_SENTENCES.timedOut,
    ],
  ];

  it.each(failures)(
    'leaves the slide on its file, Failed with its sentence, for %s',
    async (_, root, stow, sentence) => {
      const address = await root();
      const app = await listen(archiveAt(address, stow));
      try {
        await app.reset();
        const token = await login(app.base);
        const id = await upload(app.base, token);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Failed', message: sentence });
        expect(link.dicomweb).toBeNull();
        expect(JSON.stringify(link)).not.toContain(new URL(address).host);
        await fileStillServed(link);
        expect(trailOf(id)).toEqual([
          expect.objectContaining({
            outcome: 'Failed',
            status: 502,
            detail: `not stored in the image archive: ${sentence}`,
          }),
        ]);
      } finally {
        await close(app.server);
      }
    },
  );

  /** A stand-in converter: a shell script given the dicomizer's arguments (`--folder=…` first). */
  function fakeConverter(name: string, body: string): string {
    const file = path.join(uploads, `${name}.sh`);
    writeFileSync(file, `#!/bin/sh\nfolder="\${1#--folder=}"\n${body}\n`);
    chmodSync(file, 0o755);
    return file;
  }
  const conversions: Array<[string, string, string]> = [
    ['a converter that writes without end', 'exec yes > "$folder/wsi-000000.dcm"', CONVERSION_TOO_LARGE],
    ['a converter that never ends', 'exec sleep 60', CONVERSION_TOO_LONG],
    ['a converter that fails', 'echo "reading /secret/path failed" >&2; exit 3', CONVERSION_FAILED],
    ['a converter that is not installed', '', CONVERSION_FAILED],
  ];

  it.each(conversions)(
    'stops %s and leaves the slide Failed, its output unseen',
    async (name, body, sentence) => {
      const dicomizer = body ? fakeConverter(name.replace(/\W+/g, '-'), body) : path.join(uploads, 'absent');
      const temporary = () => readdirSync(tmpdir()).filter((n) => n.startsWith('pathbridge-dicomize-'));
      const before = temporary();
      const app = await listen({
        ...archiveAt(orthanc.dicomWeb),
        store: {
          dicomizer,
          dicomize: { ...DICOMIZE_LIMITS, timeoutMs: 1_500, outputFactor: 1, outputSlackBytes: 1024 * 1024 },
        },
      });
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      try {
        await app.reset();
        const token = await login(app.base);
        const id = await upload(app.base, token);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Failed', message: sentence });
        expect(JSON.stringify(link)).not.toContain('/secret/path');
        expect(JSON.stringify(trailOf(id))).not.toContain('/secret/path');
        await fileStillServed(link);
        // Its folder is gone with it.
        expect(temporary().filter((n) => !before.includes(n))).toEqual([]);
      } finally {
        console.warn = warn;
        await close(app.server);
      }
    },
  );

  it('never holds up another upload: one stores while the next waits, Queued', async () => {
    const app = await listen(archiveAt(await fakeArchive((req) => req.resume()), { timeoutMs: 3_000 }));
    try {
      await app.reset();
      const token = await login(app.base);
      const first = await upload(app.base, token, 'first.svs');
      const second = await upload(app.base, token, 'second.svs');
      expect((await linkFor(app.base, second, token)).archiveStorage).toEqual({
        state: 'Queued',
        message: null,
      });
      expect((await settledLink(app.base, first, token)).archiveStorage?.state).toBe('Failed');
      expect((await settledLink(app.base, second, token)).archiveStorage).toEqual({
        state: 'Failed',
        message: STORE_SENTENCES.timedOut,
      });
    } finally {
      await close(app.server);
    }
  });

  it('stores with the credentials DICOMWEB_URL names, as one multipart/related request of DICOM parts', async () => {
    const seen: Array<{ authorization?: string; type?: string; body: Buffer }> = [];
    const root = await fakeArchive((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({
          authorization: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks),
        });
        res.writeHead(200, { 'Content-Type': 'application/dicom+json' }).end('{}');
      });
    });
    const url = new URL(root);
    url.username = 'pathbridge';
    url.password = 's3cret';
    const archive = dicomwebArchive({ DICOMWEB_URL: url.href })!;
    const app = await listen({ ...archive, store: archiveAt(root).store });
    try {
      await app.reset();
      const token = await login(app.base);
      const id = await upload(app.base, token);
      const link = await settledLink(app.base, id, token);
      expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('pathbridge:s3cret').toString('base64')}`);
      const boundary = /^multipart\/related; type="application\/dicom"; boundary=(\S+)$/.exec(
        seen[0]!.type ?? '',
      )?.[1];
      expect(boundary).toBeTruthy();
      const part = seen[0]!.body.indexOf('\r\n\r\n') + 4;
      expect(seen[0]!.body.subarray(0, part).toString()).toBe(
        `--${boundary}\r\nContent-Type: application/dicom\r\n\r\n`,
      );
      // A Part 10 file: 128 bytes of preamble, then DICM.
      expect(seen[0]!.body.subarray(part + 128, part + 132).toString()).toBe('DICM');
      expect(seen[0]!.body.subarray(-(boundary!.length + 8)).toString()).toBe(`\r\n--${boundary}--\r\n`);
      expect(JSON.stringify(link)).not.toContain('s3cret');
      expect(JSON.stringify(trailOf(id))).not.toContain('s3cret');
    } finally {
      await close(app.server);
    }
  });

  it('changes nothing without an archive (DICOMWEB_URL unset): no state, no series, nothing recorded', async () => {
    const app = await listen(null);
    try {
      await app.reset();
      const token = await login(app.base);
      const id = await upload(app.base, token);
      const link = await linkFor(app.base, id, token);
      expect(link).not.toHaveProperty('archiveStorage');
      expect(link.dicomweb).toBeNull();
      expect(db.slideUploads.findFirst((q) => q.where({ id }))).toMatchObject({
        archiveSeries: null,
        archiveStorage: null,
      });
      expect(trailOf(id)).toEqual([]);
      await fileStillServed(link);
    } finally {
      await close(app.server);
    }
  });
});
