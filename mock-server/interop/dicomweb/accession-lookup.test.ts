/**
 * An order's slides found by its accession number (decision 171): HL7 and FHIR orders against Debian's Orthanc
 * holding a dicomized slide of a known accession and label, and against archives that hold nothing, are down, or
 * never answer. What is asserted is what the facility and the trail see, and the order of events (the ACK before
 * the archive's answer), never a time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SENTENCES } from '../../../contracts';
import { server } from '../../../tests/setup/mock-backend';
import {
  archiveMissing,
  dicomize,
  fixturePath,
  startOrthanc,
  type Orthanc,
} from '../../../tests/archive/orthanc';
import { db } from '../../store/db';
import { countingPort, field, frameOf, rawPeer, type RawPeer } from '../../testing/mllp-peer';
import { credentialOf, orderBundle, postOrder, registerOrderSender } from '../../testing/orders';
import { ADMIN, FACILITY, OTHER_FACILITY, clientFor } from '../../testing/test-clients';
import { startOrderListener, type OrderListener } from '../order-mllp';
import { lookupsSettled, resumeAccessionLookups, stopAccessionLookups } from './accession-queue';
import { DICOMWEB_TEST_SENTENCES as SAID } from './test-result';

const FIXTURE = 'aperio-CMU-1-Small-Region.svs';
const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the accession lookup tests: ${missing}`);

const ACCESSION = 'PB-ACC-171';
const S = SENTENCES.archiveLookup;
const ALLOWED = 'MOCK_INTERFACE_ALLOWED_NETWORKS';
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';

const saveArchive = async (baseUrl: string | null, as = FACILITY) =>
  (await clientFor(as)).PUT('/api/me/facility-account/interfaces', {
    body: { dicomweb: baseUrl === null ? null : { baseUrl } },
  });

/** A FHIR order of the facility `as` carrying `accession` as its ServiceRequest's ACSN identifier. */
async function fhirOrder(accession: string, as = FACILITY) {
  const bundle = orderBundle(`ORD-ACC-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  const request = bundle.entry![0]!.resource as { identifier: object[] };
  request.identifier.push({ type: { coding: [{ system: V2_0203, code: 'ACSN' }] }, value: accession });
  const response = await postOrder(await credentialOf(as), bundle);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { caseID: string } }).data.caseID;
}

let intake: OrderListener | undefined;
const peers: RawPeer[] = [];
/** An OML^O21 of `placer` with ORC-1 `control` and `accession` in OBR-18 (none: empty), sent over MLLP; answers the
 * ACK and the case's id. */
async function hl7Order(accession: string, { placer = `ORD-ACC-HL7-${Date.now()}`, control = 'NW' } = {}) {
  intake ??= await startOrderListener(0, '127.0.0.1', { log: () => undefined });
  await registerOrderSender(FACILITY, 'RCH');
  const peer = await rawPeer(intake.port);
  peers.push(peer);
  const text = [
    `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261129083000||OML^O21^OML_O21|ACC-${placer}-${peers.length}|P|2.5.1`,
    'PID|1||MRN-171^^^RCH^MR||Doe^Jane||19700101|F',
    `ORC|${control}|${placer}`,
    `OBR|1|${placer}||||||||||||||||${accession}`,
    'SPM|1|S26-2001-A||CORE^Core biopsy^99PB',
  ].join('\r');
  peer.socket.write(frameOf(text));
  const [ack] = await peer.waitForFrames(1);
  const item = db.cases.all().find((each) => each.placerOrderNumber === placer);
  return { ack: ack!, caseID: item!.caseID };
}

const caseOf = (caseID: string) => db.cases.all().find((item) => item.caseID === caseID)!;
const notices = async (as = FACILITY) =>
  (
    await (await clientFor(as)).GET('/api/me/notifications', { params: { query: {} } })
  ).data!.data.items.filter((notice) => notice.kind === 'ArchiveSlides');
const trail = async (caseId: string) =>
  (
    await (await clientFor(ADMIN)).GET('/api/admin/audit', { params: { query: { action: 'SlideAdded' } } })
  ).data!.data.items.filter((entry) => entry.caseId === caseId);

/** A loopback server that takes connections and never answers; `held` counts those open now. */
async function silentArchive() {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/dicom-web`,
    held: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    },
  };
}

const reachLoopback = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
const setting = process.env[ALLOWED];
beforeEach(() => {
  reachLoopback();
  process.env[ALLOWED] = '127.0.0.0/8';
  process.env.MOCK_ARCHIVE_LOOKUP_RETRY_MS = '10';
});
afterEach(async () => {
  await lookupsSettled();
  for (const peer of peers.splice(0)) peer.socket.destroy();
  await intake?.stop();
  intake = undefined;
  if (setting === undefined) delete process.env[ALLOWED];
  else process.env[ALLOWED] = setting;
  delete process.env.MOCK_DICOMWEB_TIMEOUT_MS;
  delete process.env.MOCK_ARCHIVE_LOOKUP_RETRY_MS;
});

describe.skipIf(missing !== null)(
  'an order’s accession looked up in its facility’s Orthanc',
  { timeout: 30_000 },
  () => {
    let orthanc: Orthanc;
    let seriesInstanceUid: string;
    beforeAll(async () => {
      reachLoopback();
      orthanc = await startOrthanc();
      const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
      const dataset = path.join(dir, 'dataset.json');
      // Labelled as the first block of the FHIR order's first specimen (S26-1190-A).
      writeFileSync(
        dataset,
        JSON.stringify({
          AccessionNumber: ACCESSION,
          ContainerIdentifier: 'S26-1190-A-1',
          SeriesDescription: 'H&E A1',
        }),
      );
      await dicomize(orthanc, fixturePath(FIXTURE), ['--pyramid=1', '--levels=2', `--dataset=${dataset}`]);
      rmSync(dir, { recursive: true, force: true });
      const res = await fetch(`${orthanc.dicomWeb}/series`, {
        headers: { Accept: 'application/dicom+json' },
      });
      const [found] = (await res.json()) as Array<Record<string, { Value: string[] }>>;
      seriesInstanceUid = found!['0020000E']!.Value[0]!;
    }, 90_000);
    afterAll(async () => orthanc?.stop());

    it('an HL7 order (OBR-18) ends with the series on its one specimen’s new block, audited', async () => {
      await saveArchive(orthanc.dicomWeb);
      const { ack, caseID } = await hl7Order(ACCESSION);
      expect(field(ack, 'MSA', 1)).toBe('AA');
      await lookupsSettled();
      const [specimen] = caseOf(caseID).slides;
      expect(specimen!.subsections).toMatchObject([
        { displayId: 'A1', slideType: 'Whole-slide image', slideCount: 1, images: [{ fileName: 'H&E A1' }] },
      ]);
      const id = specimen!.subsections[0]!.images[0]!.fileContent;
      // The slide keeps the order's accession number, so its pages can name it (decision 175).
      expect(db.slideUploads.findFirst((q) => q.where({ id }))!.archiveSeries).toMatchObject({
        seriesInstanceUid,
        accessionNumber: ACCESSION,
      });
      expect(await trail(caseID)).toMatchObject([
        {
          outcome: 'Succeeded',
          target: { type: 'Slide', id },
          detail: `From the image archive: accession ${ACCESSION}`,
        },
      ]);
      expect(await notices()).toEqual([]);
    });

    it('a FHIR ServiceRequest (ACSN) ends with the series on the specimen its label names', async () => {
      await saveArchive(orthanc.dicomWeb);
      const caseID = await fhirOrder(ACCESSION);
      await lookupsSettled();
      const [first, second] = caseOf(caseID).slides;
      expect(first!.facilitySpecimenID).toBe('S26-1190-A');
      expect(first!.subsections.map((sub) => sub.images.map((image) => image.fileName))).toEqual([
        ['H&E A1'],
      ]);
      expect(second!.subsections).toEqual([]);
      expect(await trail(caseID)).toMatchObject([{ outcome: 'Succeeded' }]);
    });

    it('an accession the archive does not hold: the case as before, the facility told', async () => {
      await saveArchive(orthanc.dicomWeb);
      const caseID = await fhirOrder('NO-SUCH-171');
      await lookupsSettled();
      expect(caseOf(caseID).slides.every((specimen) => specimen.subsections.length === 0)).toBe(true);
      expect(await notices()).toMatchObject([{ caseId: caseID, message: S.notFound('NO-SUCH-171') }]);
      expect(await trail(caseID)).toMatchObject([
        { outcome: 'Failed', status: 404, target: { type: 'Case', id: caseID } },
      ]);
    });

    it('a lookup waiting for its retry when the server stops is taken up at the next start', async () => {
      // The retry far off, so only the start after the stop can make it.
      process.env.MOCK_ARCHIVE_LOOKUP_RETRY_MS = '600000';
      const archive = await countingPort();
      try {
        await saveArchive(`http://127.0.0.1:${archive.port}/dicom-web`);
        const caseID = await fhirOrder(ACCESSION);
        const stored = () => db.accessionLookups.findFirst((q) => q.where({ caseID }));
        await until(() => stored()?.attempt === 2);
        expect(archive.connections()).toBe(1);
        // The stop, with the lookup waiting for its second attempt; its record is what the store kept.
        stopAccessionLookups();
        await lookupsSettled();
        expect(caseOf(caseID).slides[0]!.subsections).toEqual([]);
        // The archive is back at its address, and the server starts after the attempt fell due.
        archive.forward(Number(new URL(orthanc.url).port));
        await db.accessionLookups.update((q) => q.where({ caseID }), {
          data(draft) {
            draft.dueAt = new Date(Date.now() - 60_000).toISOString();
          },
        });
        expect(resumeAccessionLookups()).toBe(1);
        await lookupsSettled();
        expect(caseOf(caseID).slides[0]!.subsections.map((sub) => sub.images.map((i) => i.fileName))).toEqual(
          [['H&E A1']],
        );
        expect(await trail(caseID)).toMatchObject([{ outcome: 'Succeeded', status: 201 }]);
        expect(await notices()).toEqual([]);
        expect(stored()).toBeUndefined();
      } finally {
        await archive.close();
      }
    });

    it('an order changed to name an accession looks it up once; the same change again does not', async () => {
      const archive = await countingPort();
      try {
        archive.forward(Number(new URL(orthanc.url).port));
        await saveArchive(`http://127.0.0.1:${archive.port}/dicom-web`);
        const placer = `ORD-ACC-XO-${Date.now()}`;
        const { caseID } = await hl7Order('', { placer });
        await lookupsSettled();
        expect(archive.connections()).toBe(0);
        const changed = await hl7Order(ACCESSION, { placer, control: 'XO' });
        expect(field(changed.ack, 'MSA', 1)).toBe('AA');
        await lookupsSettled();
        const searched = archive.connections();
        expect(searched).toBeGreaterThan(0);
        expect(caseOf(caseID).slides[0]!.subsections).toMatchObject([
          { displayId: 'A1', images: [{ fileName: 'H&E A1' }] },
        ]);
        const again = await hl7Order(ACCESSION, { placer, control: 'XO' });
        expect(field(again.ack, 'MSA', 1)).toBe('AA');
        await lookupsSettled();
        expect(archive.connections()).toBe(searched);
        expect(await trail(caseID)).toMatchObject([{ outcome: 'Succeeded' }]);
        expect(await notices()).toEqual([]);
      } finally {
        await archive.close();
      }
    });

    it('a facility’s hanging archive does not hold another facility’s order', async () => {
      const hanging = await silentArchive();
      try {
        process.env.MOCK_DICOMWEB_TIMEOUT_MS = '30000';
        await saveArchive(hanging.url, OTHER_FACILITY);
        await saveArchive(orthanc.dicomWeb);
        const stuck = await fhirOrder(ACCESSION, OTHER_FACILITY);
        await until(() => hanging.held() > 0);
        const mine = await fhirOrder(ACCESSION);
        await until(() => caseOf(mine).slides[0]!.subsections.length > 0);
        expect(hanging.held()).toBe(1);
        expect(caseOf(stuck).slides.every((specimen) => specimen.subsections.length === 0)).toBe(true);
      } finally {
        await hanging.close();
      }
    });
  },
);

/** Waits for `condition` (checked every 20 ms, at most 20 s: a bound, not a time asserted). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}

describe('an archive that is down, silent or not the facility’s', { timeout: 30_000 }, () => {
  it('down: tried four times, then the facility is told it could not be reached', async () => {
    const down = await countingPort();
    try {
      await saveArchive(`http://127.0.0.1:${down.port}/dicom-web`);
      const caseID = await fhirOrder(ACCESSION);
      await lookupsSettled();
      expect(down.connections()).toBe(4);
      const [notice] = await notices();
      expect(notice!.message).toBe(`${S.unreachable(ACCESSION, 4)} ${SAID.unreachable('ECONNRESET')}`);
      expect(await trail(caseID)).toMatchObject([{ outcome: 'Failed', status: 502 }]);
    } finally {
      await down.close();
    }
  });

  it('silent: the ACK goes out while the archive holds the lookup, then the time-out is told', async () => {
    const hanging = await silentArchive();
    try {
      process.env.MOCK_DICOMWEB_TIMEOUT_MS = '300';
      await saveArchive(hanging.url);
      const { ack, caseID } = await hl7Order(ACCESSION);
      expect(field(ack, 'MSA', 1)).toBe('AA');
      await until(() => hanging.held() > 0);
      expect(await notices()).toEqual([]);
      await lookupsSettled();
      const [notice] = await notices();
      expect(notice!.message).toBe(`${S.unreachable(ACCESSION, 4)} ${SAID.timedOut(300)}`);
      expect(caseOf(caseID).slides[0]!.subsections).toEqual([]);
    } finally {
      await hanging.close();
    }
  });

  it('another facility’s archive is never consulted, and no archive set changes nothing', async () => {
    const theirs = await countingPort();
    try {
      await saveArchive(`http://127.0.0.1:${theirs.port}/dicom-web`, OTHER_FACILITY);
      const caseID = await fhirOrder(ACCESSION);
      await lookupsSettled();
      expect(theirs.connections()).toBe(0);
      expect(await notices()).toEqual([]);
      expect(await trail(caseID)).toEqual([]);
    } finally {
      await theirs.close();
    }
  });
});
