/**
 * The facility's image archive searched from case creation and a series attached to a block (decision 164),
 * through the API against Debian's Orthanc holding a dicomized slide with a known accession number, patient id
 * and date (tests/archive/orthanc.ts); and against peers that never answer or are not allowed, each answered with
 * its status and sentence.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/setup/mock-backend';
import {
  archiveMissing,
  dicomize,
  fixturePath,
  startOrthanc,
  type Orthanc,
} from '../../../tests/archive/orthanc';
import { db } from '../../store/db';
import { ARCHIVE_DRAFT } from '../../testing/archive-draft';
import { ALREADY_ATTACHED } from '../../slides/archive-attach';
import { FACILITY, OTHER_FACILITY, PROVIDER, clientFor } from '../../testing/test-clients';
import { ARCHIVE_SEARCH_MESSAGES as M } from './archive-rows';
import { DICOMWEB_TEST_SENTENCES as SAID } from './test-result';

const FIXTURE = 'aperio-CMU-1-Small-Region.svs';
const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the image archive search tests: ${missing}`);

const ALLOWED = 'MOCK_INTERFACE_ALLOWED_NETWORKS';
const LOOPBACK = `a loopback address: results cannot be sent to this machine's own network. An administrator can allow a network for interfaces.`;
const SEARCH = '/api/me/facility-account/interfaces/dicomweb-search';
const ATTACH = '/api/cases/{caseId}/subsections/{subsectionId}/archive-series';
const ACCESSION = 'PB-ACC-0042';
const PATIENT = 'PB-MRN-1001';

type Query = { accessionNumber?: string; patientId?: string; studyDate?: string };

const saveArchive = async (baseUrl: string | null, as = FACILITY) =>
  (await clientFor(as)).PUT('/api/me/facility-account/interfaces', {
    body: { dicomweb: baseUrl === null ? null : { baseUrl } },
  });
const search = async (query: Query, as = FACILITY) =>
  (await clientFor(as)).GET(SEARCH, { params: { query } });

/** A draft case of the facility and its one block. */
async function draftBlock() {
  const { data } = await (await clientFor(FACILITY)).POST('/api/cases', { body: ARCHIVE_DRAFT });
  return { caseId: data!.data.caseID, subsectionId: data!.data.slides[0]!.subsections[0]!.id };
}

const attach = async (
  block: { caseId: string; subsectionId: string },
  body: { studyInstanceUid: string; seriesInstanceUid: string },
  as = FACILITY,
) => (await clientFor(as)).POST(ATTACH, { params: { path: block }, body });

const reachLoopback = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
const setting = process.env[ALLOWED];
beforeEach(() => {
  reachLoopback();
  process.env[ALLOWED] = '127.0.0.0/8';
});
afterEach(() => {
  if (setting === undefined) delete process.env[ALLOWED];
  else process.env[ALLOWED] = setting;
  delete process.env.MOCK_DICOMWEB_TIMEOUT_MS;
});

describe.skipIf(missing !== null)(
  'the facility’s archive searched and attached from, against Orthanc',
  () => {
    let orthanc: Orthanc;
    let series: { studyInstanceUid: string; seriesInstanceUid: string; instances: number };
    beforeAll(async () => {
      reachLoopback();
      orthanc = await startOrthanc();
      const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
      const dataset = path.join(dir, 'dataset.json');
      writeFileSync(
        dataset,
        JSON.stringify({
          PatientID: PATIENT,
          PatientName: 'CHIVE^AR',
          AccessionNumber: ACCESSION,
          StudyDate: '20261120',
          StudyDescription: 'Skin biopsy',
          SeriesDescription: 'H&E level 1',
        }),
      );
      await dicomize(orthanc, fixturePath(FIXTURE), ['--pyramid=1', '--levels=2', `--dataset=${dataset}`]);
      rmSync(dir, { recursive: true, force: true });
      const res = await fetch(`${orthanc.dicomWeb}/series?includefield=00201209`, {
        headers: { Accept: 'application/dicom+json' },
      });
      const [found] = (await res.json()) as Array<Record<string, { Value: (string | number)[] }>>;
      series = {
        studyInstanceUid: String(found!['0020000D']!.Value[0]),
        seriesInstanceUid: String(found!['0020000E']!.Value[0]),
        instances: Number(found!['00201209']!.Value[0]),
      };
    }, 90_000);
    afterAll(async () => orthanc?.stop());

    it('finds the study by accession number, patient id or date, with its slide series', async () => {
      await saveArchive(orthanc.dicomWeb);
      const expected = {
        studies: [
          {
            studyInstanceUid: series.studyInstanceUid,
            accessionNumber: ACCESSION,
            patientId: PATIENT,
            studyDate: '2026-11-20',
            description: 'Skin biopsy',
            series: [
              {
                seriesInstanceUid: series.seriesInstanceUid,
                description: 'H&E level 1',
                instanceCount: series.instances,
              },
            ],
          },
        ],
        truncated: false,
      };
      for (const query of [
        { accessionNumber: ACCESSION },
        { patientId: PATIENT },
        { studyDate: '2026-11-20' },
      ]) {
        const { data, response } = await search(query);
        expect(response.status).toBe(200);
        expect(data!.data).toEqual(expected);
      }
      expect(series.instances).toBeGreaterThan(0);
    });

    it('answers an empty list when nothing matches, and 422 without a criterion', async () => {
      await saveArchive(orthanc.dicomWeb);
      const none = await search({ accessionNumber: 'NO-SUCH-1' });
      expect(none.response.status).toBe(200);
      expect(none.data!.data).toEqual({ studies: [], truncated: false });
      const empty = await search({});
      expect(empty.response.status).toBe(422);
      expect(empty.error).toMatchObject({ message: M.noCriterion, data: { query: [M.noCriterion] } });
    });

    it('is the facility roles’ own archive: 409 when unset, 403 for others', async () => {
      const unset = await search({ accessionNumber: ACCESSION });
      expect(unset.response.status).toBe(409);
      expect(unset.error).toMatchObject({ message: M.notSet });
      const provider = await search({ accessionNumber: ACCESSION }, PROVIDER);
      expect(provider.response.status).toBe(403);
    });

    it('attaches the series to a block: the image, its link naming the facility’s archive, audited', async () => {
      await saveArchive(orthanc.dicomWeb);
      const block = await draftBlock();
      const { studyInstanceUid, seriesInstanceUid } = series;
      const { data, response } = await attach(block, { studyInstanceUid, seriesInstanceUid });
      expect(response.status).toBe(201);
      expect(data!.data).toMatchObject({
        caseID: block.caseId,
        subsectionId: block.subsectionId,
        image: { fileName: 'H&E level 1', fileContent: expect.stringMatching(/^sld-[0-9a-f]{16}$/) },
        contentType: 'application/dicom',
        sizeBytes: 0,
      });
      const id = data!.data.image.fileContent;
      const facilityId = db.users.findFirst((q) => q.where({ email: FACILITY }))!.facilityId;
      expect(db.slideUploads.findFirst((q) => q.where({ id }))!.archiveSeries).toEqual({
        studyInstanceUid,
        seriesInstanceUid,
        facilityId,
        accessionNumber: ACCESSION,
      });
      const stored = await (
        await clientFor(FACILITY)
      ).GET('/api/cases/{caseId}', { params: { path: { caseId: block.caseId } } });
      // The case's image names the series it is read from, with the accession the archive answered (decision 175).
      expect(stored.data!.data.slides[0]!.subsections[0]!.images).toEqual([
        {
          ...data!.data.image,
          archiveSeries: { studyInstanceUid, seriesInstanceUid, accessionNumber: ACCESSION },
        },
      ]);
      // Searched again, the series says which of the facility's blocks hold it; another facility is told none.
      const found = await search({ accessionNumber: ACCESSION });
      expect(found.data!.data.studies[0]!.series[0]!.attachedTo).toEqual([
        {
          caseID: block.caseId,
          caseRecordId: stored.data!.data.caseRecordId,
          subsectionId: block.subsectionId,
        },
      ]);
      await saveArchive(orthanc.dicomWeb, OTHER_FACILITY);
      const theirs = await search({ accessionNumber: ACCESSION }, OTHER_FACILITY);
      expect(theirs.data!.data.studies[0]!.series[0]).not.toHaveProperty('attachedTo');
      const link = await (
        await clientFor(FACILITY)
      ).GET('/api/wsi/get-download-link/{blobId}', {
        params: { path: { blobId: id } },
      });
      expect(link.data!.data.dicomweb).toMatchObject({ studyInstanceUid, seriesInstanceUid });
      const again = await attach(block, { studyInstanceUid, seriesInstanceUid });
      expect(again.response.status).toBe(409);
      expect(again.error).toMatchObject({ message: ALREADY_ATTACHED });
      const audit = await (
        await clientFor('admin@demo.test')
      ).GET('/api/admin/audit', {
        params: { query: { action: 'SlideAdded' } },
      });
      // The attach and the refused second one, newest first.
      expect(audit.data!.data.items.slice(0, 2)).toMatchObject([
        { outcome: 'Failed', detail: 'HTTP 409' },
        { outcome: 'Succeeded', detail: 'From the image archive' },
      ]);
    });

    it('refuses a series the archive does not hold (422), another facility’s case (403)', async () => {
      await saveArchive(orthanc.dicomWeb);
      const block = await draftBlock();
      const unknown = await attach(block, {
        studyInstanceUid: series.studyInstanceUid,
        seriesInstanceUid: '1.2.3.4',
      });
      expect(unknown.response.status).toBe(422);
      expect(unknown.error).toMatchObject({ data: { seriesInstanceUid: [M.noSuchSeries] } });
      await saveArchive(orthanc.dicomWeb, OTHER_FACILITY);
      const { studyInstanceUid, seriesInstanceUid } = series;
      const other = await attach(block, { studyInstanceUid, seriesInstanceUid }, OTHER_FACILITY);
      expect(other.response.status).toBe(403);
      const malformed = await attach(block, { studyInstanceUid: '1.2.x', seriesInstanceUid: '1.2' });
      expect(malformed.response.status).toBe(400);
    });
  },
);

describe('an archive that is not allowed or never answers', () => {
  it('answers 409 with the destination rule’s sentence once loopback is no longer allowed', async () => {
    await saveArchive('http://127.0.0.1:9/dicom-web');
    delete process.env[ALLOWED];
    const { response, error } = await search({ accessionNumber: ACCESSION });
    expect(response.status).toBe(409);
    expect(error!.message).toContain(LOOPBACK);
  });

  it('answers 504 with the time-out sentence when the archive holds the connection', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await saveArchive(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/dicom-web`);
      process.env.MOCK_DICOMWEB_TIMEOUT_MS = '300';
      const { response, error } = await search({ patientId: PATIENT });
      expect(response.status).toBe(504);
      expect(error!.message).toBe(SAID.timedOut(300));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
