/**
 * An order's slides found by its accession number (decision 171): the ordering facility's own image archive is
 * searched for that accession's slide series (the same `searchArchive`, so the same destination rule, bounds and
 * time-outs as a clerk's search), and each series is attached to its specimen's block (accession-rules.ts says
 * which) by the one attach code (`addArchiveImage`). What the facility must do something about (nothing found, the
 * archive unreachable, series no specimen could be told for) is a notice to its users and a record in the audit
 * trail; with no archive set, or the case no longer taking slides, nothing happens and the case stays as it was.
 *
 * One attempt is this file's; when and in which line attempts run, kept across restarts, is ./accession-queue.ts.
 */
import { SENTENCES } from '../../../contracts';
import { SYSTEM_CLIENT_ADDRESS } from '../../../contracts/audit';
import { appendAuditEvent } from '../../audit/recorder';
import { newBlock } from '../../cases/build';
import { findCase } from '../../cases/case-index';
import { facilityMayChange } from '../../cases/change-access';
import { activeFacilityUsers } from '../../notifications/events';
import { notifyUsers } from '../../notifications/notify';
import { clockNow } from '../../qa/clock';
import { addArchiveImage } from '../../slides/archive-attach';
import { subsectionFull } from '../../slides/uploads';
import { db, type CaseRecord } from '../../store/db';
import { settle } from '../../store/persistence';
import type { ArchiveSeriesRow } from './archive-rows';
import { facilityArchive, searchArchive } from './archive-search';
import { LOOKUP_ATTEMPTS, placeSeries } from './accession-rules';

export interface AccessionLookup {
  /** This lookup's own id (its stored record's, ./accession-queue.ts). */
  id: string;
  caseID: string;
  facilityId: string;
  accession: string;
  /** Who the slides are added by: the order interface that made the case. */
  by: { id: string; firstName: string; lastName: string };
}

const LOOKUP_BLOCK_TYPE = 'Whole-slide image';
const S = SENTENCES.archiveLookup;

async function record(
  job: AccessionLookup,
  outcome: 'Succeeded' | 'Failed',
  status: number,
  target: { type: 'Case' | 'Slide'; id: string },
  detail: string,
) {
  await appendAuditEvent(
    {
      at: clockNow().toISOString(),
      actor: null,
      attemptedEmail: null,
      action: 'SlideAdded',
      target,
      caseId: job.caseID,
      caseRecordId: findCase(job.caseID)?.caseRecordId ?? null,
      outcome,
      status,
      clientAddress: SYSTEM_CLIENT_ADDRESS,
      detail: detail.slice(0, 200),
    },
    { sessionKey: null, dedupeKey: null },
  );
}

/** The facility's users told, and the trail's record of why no (or not every) slide was attached. */
async function tell(job: AccessionLookup, status: number, message: string) {
  const item = findCase(job.caseID);
  if (!item) return;
  await notifyUsers(activeFacilityUsers(job.facilityId), {
    kind: 'ArchiveSlides',
    title: S.title(item.caseRecordId),
    message,
    caseId: job.caseID,
  });
  await record(job, 'Failed', status, { type: 'Case', id: job.caseID }, message);
  await settle();
}

/** The block of `specimenID` a series goes to: its first with room, else one added for the archive's slides. */
async function blockFor(caseID: string, specimenID: string): Promise<string | null> {
  const item = findCase(caseID);
  const index = item?.slides.findIndex((s) => s.specimenID === specimenID) ?? -1;
  const specimen = item?.slides[index];
  if (!item || !specimen) return null;
  const room = specimen.subsections.find((sub) => !subsectionFull(item, sub.id));
  if (room) return room.id;
  const taken = new Set(specimen.subsections.map((sub) => sub.id));
  let number = specimen.subsections.length;
  while (taken.has(`${specimenID}-B${number + 1}`)) number++;
  const block = newBlock(specimenID, index, number, {
    slideType: LOOKUP_BLOCK_TYPE,
    slideCount: 0,
    images: [],
  });
  await db.cases.update((q) => q.where({ caseID }), {
    data(draft) {
      draft.slides[index]!.subsections.push(block);
    },
  });
  return block.id;
}

/** A block the lookup added counts the slides it was given, as a clerk's block counts its glass slides. */
async function countAddedBlocks(caseID: string) {
  await db.cases.update((q) => q.where({ caseID }), {
    data(draft) {
      for (const specimen of draft.slides) {
        for (const sub of specimen.subsections)
          if (sub.slideType === LOOKUP_BLOCK_TYPE) sub.slideCount = sub.images.length;
        specimen.totalNumberSlides = specimen.subsections.reduce((n, sub) => n + sub.slideCount, 0);
      }
    },
  });
}

const takesSlides = (item: CaseRecord | undefined): item is CaseRecord =>
  !!item && facilityMayChange('uploadSlide', item.status);

type Found = ArchiveSeriesRow & { studyInstanceUid: string; container: string | null };

async function attachFound(job: AccessionLookup, found: Found[]) {
  const held = new Set(
    db.slideUploads
      .findMany((q) => q.where({ caseID: job.caseID }))
      .map((upload) => upload.archiveSeries?.seriesInstanceUid),
  );
  const item = findCase(job.caseID);
  if (!takesSlides(item)) return;
  const { placed, unplaced } = placeSeries(
    item.slides,
    found.filter((series) => !held.has(series.seriesInstanceUid)),
  );
  for (const { series, specimenID } of placed) {
    const subsectionId = await blockFor(job.caseID, specimenID);
    const now = findCase(job.caseID);
    if (!subsectionId || !takesSlides(now)) return;
    const { studyInstanceUid, container: _label, ...row } = series;
    const image = await addArchiveImage({
      item: now,
      subsectionId,
      studyInstanceUid,
      series: row,
      facilityId: job.facilityId,
      accessionNumber: job.accession,
      by: job.by,
    });
    await record(
      job,
      'Succeeded',
      201,
      { type: 'Slide', id: image.fileContent },
      `From the image archive: accession ${job.accession}`,
    );
  }
  if (placed.length) await countAddedBlocks(job.caseID);
  await settle();
  if (unplaced.length) await tell(job, 422, S.unplaced(job.accession, unplaced.length));
}

/**
 * Attempt `number` of `job`: the slides found attached, or the facility told why not; answers `retry` when the
 * archive was down or silent and an attempt is left (./accession-queue.ts schedules it).
 */
export async function attempt(job: AccessionLookup, number: number): Promise<'retry' | 'done'> {
  const endpoint = facilityArchive(job.facilityId);
  if (!endpoint || !takesSlides(findCase(job.caseID))) return 'done';
  const answer = await searchArchive(endpoint, { accessionNumber: job.accession });
  if (answer.ok) {
    const found = answer.result.studies.flatMap((study) =>
      study.series.map((series) => ({
        ...series,
        studyInstanceUid: study.studyInstanceUid,
        container: answer.containers.get(series.seriesInstanceUid) ?? null,
      })),
    );
    if (!found.length) await tell(job, 404, S.notFound(job.accession));
    else await attachFound(job, found);
    return 'done';
  }
  if (answer.transient && number < LOOKUP_ATTEMPTS) return 'retry';
  await tell(job, answer.status, `${S.unreachable(job.accession, number)} ${answer.message}`);
  return 'done';
}

/** The facility told its line was full, so `job` was not looked up. */
export const tellBusy = (job: AccessionLookup) => tell(job, 503, S.busy(job.accession));
