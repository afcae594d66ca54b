/**
 * An order's slides found by its accession number (decision 171): once an order has made its case and been
 * answered, the ordering facility's own image archive is searched for that accession's slide series (the same
 * `searchArchive`, so the same destination rule, bounds and time-outs as a clerk's search), and each series is
 * attached to its specimen's block (accession-rules.ts says which) by the one attach code (`addArchiveImage`).
 *
 * In the background, never in the order's answer: the lookup starts on a later turn of the event loop, after the
 * ACK or the 201 was written. One lookup at a time per facility, a bounded line behind it, so a facility's
 * hanging archive holds one connection and delays only its own orders' slides. An archive down or silent is tried
 * again on a widening schedule (`retryDelayMs`), the line given back between attempts. What the facility must do
 * something about (nothing found, the archive unreachable, series no specimen could be told for) is a notice to
 * its users and a record in the audit trail; with no archive set, or the case no longer taking slides, nothing
 * happens and the case stays as it was.
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
import { LOOKUP_ATTEMPTS, lookupRetryBaseMs, placeSeries, retryDelayMs } from './accession-rules';

export interface AccessionLookup {
  caseID: string;
  facilityId: string;
  accession: string;
  /** Who the slides are added by: the order interface that made the case. */
  by: { id: string; firstName: string; lastName: string };
}

/** Lookups one facility may have waiting behind the one running; past that, the facility is told at once. */
export const LOOKUPS_WAITING = 50;
const LOOKUP_BLOCK_TYPE = 'Whole-slide image';
const S = SENTENCES.archiveLookup;

const lanes = new Map<string, { tail: Promise<void>; size: number }>();
let pending = 0;
let idle: Array<() => void> = [];

/** Counts a lookup (or its retry) as not finished until `work` has settled. */
function hold(work: Promise<unknown>) {
  pending++;
  void work.finally(() => {
    if (--pending) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  });
}

/** Resolves once no lookup is running, waiting or due for a retry (tests wait for the background here). */
export const lookupsSettled = (): Promise<void> =>
  pending ? new Promise((resolve) => idle.push(resolve)) : Promise.resolve();

/** Runs `work` after the facility's lookups before it; false when its line is full. */
function inLane(facilityId: string, work: () => Promise<void>): boolean {
  const lane = lanes.get(facilityId) ?? { tail: Promise.resolve(), size: 0 };
  if (lane.size > LOOKUPS_WAITING) return false;
  lane.size++;
  lanes.set(facilityId, lane);
  lane.tail = lane.tail
    .then(work)
    .catch((error: unknown) => console.error(`mock: an archive lookup failed: ${String(error)}`))
    .finally(() => {
      if (--lane.size === 0 && lanes.get(facilityId) === lane) lanes.delete(facilityId);
    });
  hold(lane.tail);
  return true;
}

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

/** One attempt; a transient failure before the last attempt queues the next one after its delay. */
async function attempt(job: AccessionLookup, number: number): Promise<void> {
  const endpoint = facilityArchive(job.facilityId);
  if (!endpoint || !takesSlides(findCase(job.caseID))) return;
  const answer = await searchArchive(endpoint, { accessionNumber: job.accession });
  if (answer.ok) {
    const found = answer.result.studies.flatMap((study) =>
      study.series.map((series) => ({
        ...series,
        studyInstanceUid: study.studyInstanceUid,
        container: answer.containers.get(series.seriesInstanceUid) ?? null,
      })),
    );
    if (!found.length) return tell(job, 404, S.notFound(job.accession));
    return attachFound(job, found);
  }
  if (answer.transient && number < LOOKUP_ATTEMPTS) {
    const wait = retryDelayMs(number, lookupRetryBaseMs());
    hold(new Promise((resolve) => setTimeout(() => resolve(enter(job, number + 1)), wait).unref()));
    return;
  }
  return tell(job, answer.status, `${S.unreachable(job.accession, number)} ${answer.message}`);
}

/**
 * Looks `job`'s accession up in its facility's archive in the background, when the facility has set one; answers
 * at once. Its failures are the facility's notice and the trail's record, never the caller's.
 */
export function queueAccessionLookup(job: AccessionLookup): void {
  if (!facilityArchive(job.facilityId)) return;
  // The next turn of the event loop: the order's answer is written before the first connection is opened.
  hold(new Promise((resolve) => setImmediate(() => resolve(enter(job, 1)))));
}

/** Attempt `number` in the facility's line, or the facility told at once when its line is full. */
function enter(job: AccessionLookup, number: number): Promise<void> | undefined {
  if (inLane(job.facilityId, () => attempt(job, number))) return;
  return tell(job, 503, S.busy(job.accession)).catch((error: unknown) =>
    console.error(`mock: an archive lookup's notice was not saved: ${String(error)}`),
  );
}
