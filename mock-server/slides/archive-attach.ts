/**
 * attachArchiveSeries (decision 164): a slide series of the facility's own image archive added to a block instead
 * of an uploaded file. Access first (the case's facility, while it takes slide images), then the archive asked
 * whether it holds that series as a slide series (the same bounded, timed-out search as searchImageArchive), and
 * only then the image added: a `slideUploads` record with no bytes whose `archiveSeries` names the facility, so the
 * signed DICOMweb proxy forwards its reads to that facility's archive and nowhere else.
 */
import { myFacility } from '../accounts/handlers';
import { checkCaseChange } from '../cases/change-access';
import { fail, ok, operation } from '../http/operation';
import {
  ARCHIVE_SEARCH_MESSAGES,
  seriesFileName,
  type ArchiveSeriesRow,
} from '../interop/dicomweb/archive-rows';
import { facilityArchive, findSlideSeries } from '../interop/dicomweb/archive-search';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { newStorageKey } from '../store/files';
import { addSlideImage, subsectionFull } from './uploads';

export const ALREADY_ATTACHED = 'This block already holds this series from the image archive.';
export const DICOM_CONTENT_TYPE = 'application/dicom';

/** Why `user` may not add a slide image to the block now (status and sentence), or the case and the block's specimen. */
function blockRefusal(user: UserRecord, caseId: string, subsectionId: string) {
  const item = db.cases.findFirst((q) => q.where({ caseID: caseId }));
  if (!item) return { refusal: fail(404, 'Case not found.') };
  const check = checkCaseChange(user, item, 'uploadSlide');
  if (!check.ok) return { refusal: fail(check.status, check.message) };
  const specimen = item.slides.find((s) => s.subsections.some((sub) => sub.id === subsectionId));
  if (!specimen) return { refusal: fail(404, 'Subsection not found.') };
  const full = subsectionFull(item, subsectionId);
  if (full) return { refusal: fail(409, full) };
  return { item, specimenID: specimen.specimenID };
}

/**
 * The one way a series of a facility's archive becomes a slide image of a block, once the archive said it holds
 * it: by a facility user's attach, or by an order's accession number (accession-lookup.ts).
 */
export function addArchiveImage(input: {
  item: CaseRecord;
  subsectionId: string;
  studyInstanceUid: string;
  series: ArchiveSeriesRow;
  facilityId: string;
  /** The study's accession number, when the archive answered it or the order named it. */
  accessionNumber: string | null;
  by: Parameters<typeof addSlideImage>[0]['uploadedBy'];
}) {
  const { item, subsectionId, studyInstanceUid, series, facilityId, accessionNumber } = input;
  const { seriesInstanceUid } = series;
  return addSlideImage({
    item,
    subsectionId,
    id: newStorageKey('sld'),
    fileName: seriesFileName(series),
    contentType: DICOM_CONTENT_TYPE,
    sizeBytes: 0,
    sha256: '',
    uploadedBy: input.by,
    archiveSeries: { studyInstanceUid, seriesInstanceUid, facilityId, accessionNumber },
  });
}

export const archiveAttachHandlers = [
  operation('attachArchiveSeries', async ({ auth, params, body }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const before = blockRefusal(auth.user, params.caseId, params.subsectionId);
    if (before.refusal) return before.refusal;
    const { studyInstanceUid, seriesInstanceUid } = body;
    const same = db.slideUploads
      .findMany((q) => q.where({ caseID: params.caseId, subsectionId: params.subsectionId }))
      .some((u) => u.archiveSeries?.seriesInstanceUid === seriesInstanceUid);
    if (same) return fail(409, ALREADY_ATTACHED);
    const endpoint = facilityArchive(facility.id);
    if (!endpoint) return fail(409, ARCHIVE_SEARCH_MESSAGES.notSet);
    const found = await findSlideSeries(endpoint, studyInstanceUid, seriesInstanceUid);
    if (!found.ok) return fail(found.status, found.message);
    if (!found.series)
      return fail(422, ARCHIVE_SEARCH_MESSAGES.noSuchSeries, {
        fieldErrors: { seriesInstanceUid: [ARCHIVE_SEARCH_MESSAGES.noSuchSeries] },
      });
    // The case may have moved on while the archive answered: judged again before anything is written.
    const after = blockRefusal(auth.user, params.caseId, params.subsectionId);
    if (after.refusal) return after.refusal;
    const image = await addArchiveImage({
      item: after.item,
      subsectionId: params.subsectionId,
      studyInstanceUid,
      series: found.series,
      facilityId: facility.id,
      accessionNumber: found.accessionNumber,
      by: auth.user,
    });
    return ok(
      'attachArchiveSeries',
      {
        caseID: after.item.caseID,
        specimenID: after.specimenID,
        subsectionId: params.subsectionId,
        image,
        contentType: DICOM_CONTENT_TYPE,
        sizeBytes: 0,
      },
      { status: 201, message: 'Slide series added from the image archive.' },
    );
  }),
];
