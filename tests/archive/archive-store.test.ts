/**
 * Uploaded slides stored in the site's image archive (decision 165), against a real archive: the Aperio fixture
 * uploaded through the mock's own express app with Debian's Orthanc as its DICOMweb archive, converted by
 * OrthancWSIDicomizer and stored by STOW-RS, then read back through the signed proxy by the viewer's own reader
 * and compared with the file's tile; a DICOM upload stored as it is, one with invalid UIDs refused; the
 * credentials of DICOMWEB_URL; and without an archive nothing changes (`npm start` without DICOMWEB_URL).
 * Failures: ./archive-store-failures.test.ts. (A node test: the mock's own tests may not import the viewer.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveMissing, fixtureMissing, fixturePath, startOrthanc, type Orthanc } from './orthanc';
import {
  archiveAt,
  fileStillServed,
  FIXTURE,
  linkFor,
  settledLink,
  signedIn,
  trailOf,
  upload,
  uploadsAndFakeArchives,
} from './archive-uploads';
import { toFrame } from '../../app/features/viewer/dicom/decode';
import type { FrameDecoder } from '../../app/features/viewer/dicom/reader';
import { openDicomweb } from '../../app/features/viewer/dicom/web-reader';
import { db } from '../../mock-server/index';
import { dicomwebArchive } from '../../mock-server/slides/archive-config';
import { INVALID_UIDS } from '../../mock-server/slides/archive-store';

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

describe.skipIf(missing !== null)('uploads stored in the image archive', { timeout: 120_000 }, () => {
  let orthanc: Orthanc;
  const { state, fakeArchive } = uploadsAndFakeArchives();
  beforeAll(async () => {
    orthanc = await startOrthanc();
  }, 60_000);
  afterAll(async () => orthanc?.stop());

  it('converts the upload, stores it by STOW-RS and serves it from the archive through the signed root', async () => {
    await signedIn(archiveAt(orthanc.dicomWeb), async (app, token) => {
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
    });
  });

  it('stores a slide image uploaded in one request (uploadSubsectionImage) the same way', async () => {
    await signedIn(archiveAt(orthanc.dicomWeb), async (app, token) => {
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
    });
  });

  it.skipIf(fixtureMissing(DICOM_FIXTURE) !== null)(
    'stores a DICOM upload as it is, without converting it: its own series',
    async () => {
      await signedIn(archiveAt(orthanc.dicomWeb), async (app, token) => {
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
      });
    },
  );

  it.skipIf(fixtureMissing(LONG_UID_FIXTURE) !== null)(
    'sends nothing of a DICOM upload whose UIDs are not valid, and says so',
    async () => {
      await signedIn(archiveAt(orthanc.dicomWeb), async (app, token) => {
        const id = await upload(app.base, token, 'tcga.dcm', LONG_UID_FIXTURE);
        const link = await settledLink(app.base, id, token);
        expect(link.archiveStorage).toEqual({ state: 'Failed', message: INVALID_UIDS });
        expect(link.dicomweb).toBeNull();
        const series = await fetch(`${orthanc.dicomWeb}/series?SeriesInstanceUID=${LONG_UID}`, {
          headers: { Accept: 'application/dicom+json' },
        });
        expect(series.status === 204 ? [] : await series.json()).toEqual([]);
      });
    },
  );

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
    await signedIn({ ...archive, store: archiveAt(root).store }, async (app, token) => {
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
    });
  });

  it('stores and reads with the bearer token DICOMWEB_TOKEN_FILE holds, the refreshed one from then on', async () => {
    const seen: string[] = [];
    const root = await fakeArchive((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.headers.authorization}`);
        res.writeHead(200, { 'Content-Type': 'application/dicom+json' }).end('{}');
      });
    });
    const tokenFile = path.join(state.uploads, 'dicomweb-token');
    writeFileSync(tokenFile, 'ya29.first\n');
    const archive = dicomwebArchive({ DICOMWEB_URL: root, DICOMWEB_TOKEN_FILE: tokenFile })!;
    await signedIn({ ...archive, store: archiveAt(root).store }, async (app, token) => {
      const id = await upload(app.base, token);
      const link = await settledLink(app.base, id, token);
      expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
      // A token refreshed by whatever keeps the file: the next request carries it.
      writeFileSync(tokenFile, 'ya29.second-and-longer\n');
      const { wadoRsRoot, studyInstanceUid, seriesInstanceUid } = link.dicomweb!;
      const read = await fetch(
        `${wadoRsRoot}/studies/${studyInstanceUid}/series/${seriesInstanceUid}/metadata`,
        {
          headers: { Accept: 'application/dicom+json' },
        },
      );
      expect(read.status).toBe(200);
      expect(seen).toEqual(['POST Bearer ya29.first', 'GET Bearer ya29.second-and-longer']);
      expect(JSON.stringify(link)).not.toContain('ya29');
      expect(JSON.stringify(trailOf(id))).not.toContain('ya29');
    });
  });

  it('changes nothing without an archive (DICOMWEB_URL unset): no state, no series, nothing recorded', async () => {
    await signedIn(null, async (app, token) => {
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
    });
  });
});
