/**
 * Uploaded slides kept in the site's image archive (DICOMWEB_URL, ./archive-config.ts): once an upload is a slide
 * image of its case, a whole-slide file the archive's converter reads is turned into DICOM (./archive-dicomize.ts)
 * and a DICOM file taken as it is; the instances are stored by STOW-RS (./archive-stow.ts) and the slide's record
 * takes their study and series (`archiveSeries`), so its link names the archive (`dicomweb`) and viewers read it
 * there. The record's `archiveStorage` says where it stands (Queued, Storing, Stored, Failed with a sentence).
 *
 * The upload's answer never waits for this: it is queued after the record is saved. One conversion runs at a
 * time (the converter is CPU- and disk-heavy and the host serves everything else), a few dozen wait; past that
 * the store fails at once with its sentence, so a burst of uploads never piles work on the host. A failure leaves
 * the slide on its uploaded file, as a server without an archive serves it, and is recorded in the audit trail,
 * as a success is. The uploaded file is kept either way: it is the download the slide's link offers, in the
 * scanner's own format (decision 165).
 */
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDicomHeader, TAG, text } from '../../formats/dicom/dataset';
import { schemas } from '../../contracts';
import { SYSTEM_CLIENT_ADDRESS } from '../../contracts/audit';
import { appendAuditEvent } from '../audit/recorder';
import { findCase } from '../cases/case-index';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { extensionOf } from '../store/files';
import { settle } from '../store/persistence';
import type { DicomwebArchive } from './archive-config';
import { ArchiveStoreError, dicomize } from './archive-dicomize';
import { stowInstances, type StowInstance } from './archive-stow';
import { inHand, type ArchiveStorage } from './archive-jobs';
import { FileBytes } from './file-bytes';
import { uploadedSlide } from './uploads';

/** Extensions the converter reads without OpenSlide (standard tiled TIFF, Aperio SVS, JPEG); `.dcm` goes as is. */
const CONVERTED = new Set(['.tif', '.tiff', '.ome.tiff', '.svs', '.jpg', '.jpeg']);

/** How an upload reaches the archive: as it is, converted, or not at all (the slide stays on its file). */
export function archivePlan(fileName: string): 'as-is' | 'convert' | null {
  const ext = extensionOf(fileName);
  if (ext === '.dcm') return 'as-is';
  return CONVERTED.has(ext) ? 'convert' : null;
}

export const STORE_BUSY = 'Too many slides were waiting to be stored in the image archive.';
export const NOT_ONE_SERIES = 'The slide is not one DICOM series the image archive can take.';
export const INVALID_UIDS =
  'The slide file names DICOM identifiers that are not valid UIDs (digits and dots, at most 64 characters).';
const UNEXPECTED = 'The slide could not be stored in the image archive.';

/** Conversions at once, and uploads waiting for one. */
export const STORE_QUEUE = { concurrent: 1, waiting: 32 };

let running = 0;
const waiting: Array<() => void> = [];
async function setStorage(
  id: string,
  storage: ArchiveStorage,
  series?: { studyInstanceUid: string; seriesInstanceUid: string },
) {
  await db.slideUploads.update((q) => q.where({ id }), {
    data(draft) {
      draft.archiveStorage = storage;
      if (series) draft.archiveSeries = series;
    },
  });
  await settle();
}

async function audit(id: string, outcome: 'Succeeded' | 'Failed', detail: string) {
  const upload = db.slideUploads.findFirst((q) => q.where({ id }));
  if (!upload) return;
  await appendAuditEvent(
    {
      at: clockNow().toISOString(),
      actor: null,
      attemptedEmail: null,
      action: 'SlideAdded',
      target: { type: 'Slide', id },
      caseId: upload.caseID,
      caseRecordId: findCase(upload.caseID)?.caseRecordId ?? null,
      outcome,
      status: outcome === 'Succeeded' ? 200 : 502,
      clientAddress: SYSTEM_CLIENT_ADDRESS,
      detail: detail.slice(0, 200),
    },
    { sessionKey: null, dedupeKey: null },
  );
}

/** Each instance's SOP Instance UID and size, and the one study and series they all belong to. */
async function describeInstances(files: readonly string[]) {
  const instances: StowInstance[] = [];
  const series = new Set<string>();
  let first: { studyInstanceUid: string; seriesInstanceUid: string } | null = null;
  for (const file of files) {
    const fd = openSync(file, 'r');
    try {
      const { dataset } = await readDicomHeader(new FileBytes(fd)).catch(() => {
        throw new ArchiveStoreError(NOT_ONE_SERIES);
      });
      const sopInstanceUid = text(dataset.get(TAG.sopInstance));
      const studyInstanceUid = text(dataset.get(TAG.studyInstance));
      const seriesInstanceUid = text(dataset.get(TAG.seriesInstance));
      if (!sopInstanceUid || !studyInstanceUid || !seriesInstanceUid)
        throw new ArchiveStoreError(NOT_ONE_SERIES);
      // Checked before anything is sent: a series the record cannot name would sit in the archive unlinked.
      const uids = [sopInstanceUid, studyInstanceUid, seriesInstanceUid];
      if (!uids.every((uid) => schemas.zDicomUid.safeParse(uid).success))
        throw new ArchiveStoreError(INVALID_UIDS);
      first ??= { studyInstanceUid, seriesInstanceUid };
      series.add(`${studyInstanceUid}/${seriesInstanceUid}`);
      instances.push({ file, sopInstanceUid, sizeBytes: (await stat(file)).size });
    } finally {
      closeSync(fd);
    }
  }
  if (!first || series.size !== 1) throw new ArchiveStoreError(NOT_ONE_SERIES);
  return { instances, series: first };
}

async function store(id: string, archive: DicomwebArchive) {
  const found = await uploadedSlide(id);
  if (!found) return;
  const plan = archivePlan(found.upload.fileName);
  const folder = await mkdtemp(path.join(tmpdir(), 'pathbridge-dicomize-'));
  try {
    await setStorage(id, { state: 'Storing', message: null });
    const files =
      plan === 'as-is'
        ? [found.file]
        : await dicomize(
            { file: found.file, folder, geometry: found.record, sizeBytes: found.upload.sizeBytes },
            { bin: archive.store?.dicomizer, limits: archive.store?.dicomize },
          );
    const { instances, series } = await describeInstances(files);
    await stowInstances(archive, instances, archive.store?.stow);
    await setStorage(id, { state: 'Stored', message: null }, series);
    await audit(id, 'Succeeded', `stored in the image archive: series ${series.seriesInstanceUid}`);
  } catch (error) {
    const message = error instanceof ArchiveStoreError ? error.message : UNEXPECTED;
    if (!(error instanceof ArchiveStoreError))
      console.error(`mock: archive store of ${id}: ${String(error)}`);
    await setStorage(id, { state: 'Failed', message });
    await audit(id, 'Failed', `not stored in the image archive: ${message}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Queues an upload that is now a slide image for the archive, when the server has one and the file is of a kind
 * it takes; answers at once, with the state it set (null: none, nothing queued). A store that fails says so on
 * the record and in the audit trail, never to the caller.
 */
export async function queueArchiveStore(
  id: string,
  archive: DicomwebArchive | null,
): Promise<ArchiveStorage | null> {
  const upload = db.slideUploads.findFirst((q) => q.where({ id }));
  if (!archive || !upload || !archivePlan(upload.fileName) || inHand.has(id)) return null;
  if (running >= STORE_QUEUE.concurrent && waiting.length >= STORE_QUEUE.waiting) {
    const busy: ArchiveStorage = { state: 'Failed', message: STORE_BUSY };
    await setStorage(id, busy);
    await audit(id, 'Failed', `not stored in the image archive: ${STORE_BUSY}`);
    return busy;
  }
  inHand.add(id);
  const queued: ArchiveStorage = { state: 'Queued', message: null };
  await setStorage(id, queued);
  void (async () => {
    if (running >= STORE_QUEUE.concurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      await store(id, archive);
    } catch (error) {
      // The store's own failures are on the record; this is the record or the trail refused by storage.
      console.error(`mock: archive store of ${id} was not recorded: ${String(error)}`);
    } finally {
      inHand.delete(id);
      running--;
      waiting.shift()?.();
    }
  })();
  return queued;
}

/**
 * Stores a stop left Queued or Storing, queued again when the server starts (the whole store again: a conversion
 * cut off is redone from the uploaded file). The same queue and bounds as an upload's: past its waiting places
 * the rest fail with their sentence. Answers how many were queued.
 */
export async function resumeArchiveStores(archive: DicomwebArchive | null): Promise<number> {
  if (!archive) return 0;
  const left = db.slideUploads
    .all()
    .filter(
      (upload) => upload.archiveStorage?.state === 'Queued' || upload.archiveStorage?.state === 'Storing',
    );
  for (const upload of left) await queueArchiveStore(upload.id, archive);
  return left.length;
}
