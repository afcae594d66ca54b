/**
 * What the pages need to know of a slide and the image archive (decision 175), read from each image's own record
 * (`slideUploads`), so the case record keeps only the images it was given:
 * - a case's images as getCase answers them: the series of the facility's own archive a slide is read from (with
 *   its accession number when known), and an upload's store in the site's archive;
 * - where a facility's series already are: the blocks of that facility's own cases holding them, for its archive
 *   search (never another facility's cases).
 */
import type { components } from '../../contracts';
import { findCase } from '../cases/case-index';
import { db, type CaseRecord } from '../store/db';
import { indexCollection } from '../store/record-index';
import { archiveStorageOf } from './archive-jobs';

type CaseSlideImage = components['schemas']['CaseSlideImage'];
export type SeriesPlace = components['schemas']['ArchiveSeriesPlace'];

type SlideUpload = ReturnType<typeof db.slideUploads.all>[number];

/**
 * The slide records by id (getCase reads one per image, which a `findFirst` each made a scan each) and by the
 * facility's archive series they link (an archive search reads the records of the series it found, not all).
 */
const uploads = indexCollection(db.slideUploads, {
  id: (upload: SlideUpload) => upload.id,
  derive: () => null,
  postings: {
    series: ({ archiveSeries: series }) =>
      series?.facilityId ? seriesKey(series.facilityId, series.seriesInstanceUid) : null,
  },
  sorts: {},
});

/** A facility's series as the index files it (a series the site's archive stores for an upload has no facility). */
const seriesKey = (facilityId: string, seriesInstanceUid: string) => `${facilityId} ${seriesInstanceUid}`;

/** Places answered per series at most (the contract's maxItems). */
export const MAX_PLACES = 20;

/**
 * The series of the facility's own archive a slide record is read from, if any: a series the site's archive stores
 * for an upload has no facility (it is that upload's `archiveStorage`).
 */
export const facilitySeriesOf = (upload: SlideUpload | undefined) =>
  upload?.archiveSeries?.facilityId ? upload.archiveSeries : undefined;

/** An image with what its record says about the archive; a catalogue slide or a plain upload stays as it is. */
export function imageAsRead({
  fileName,
  fileContent,
}: {
  fileName: string;
  fileContent: string;
}): CaseSlideImage {
  const upload = uploads.get(fileContent);
  if (!upload) return { fileName, fileContent };
  const series = facilitySeriesOf(upload);
  const storage = archiveStorageOf(upload.id, upload.archiveStorage);
  return {
    fileName,
    fileContent,
    ...(series && {
      archiveSeries: {
        studyInstanceUid: series.studyInstanceUid,
        seriesInstanceUid: series.seriesInstanceUid,
        accessionNumber: series.accessionNumber ?? null,
      },
    }),
    ...(storage && { archiveStorage: storage }),
  };
}

/** How many of a case's images are read from its facility's own archive (a list's `archiveImageCount`). */
export function archiveImageCount(item: Pick<CaseRecord, 'slides'>): number {
  let count = 0;
  for (const specimen of item.slides)
    for (const sub of specimen.subsections)
      for (const image of sub.images) if (facilitySeriesOf(uploads.get(image.fileContent))) count++;
  return count;
}

/** The case with each image as read (`imageAsRead`). */
export function withArchiveImages<T extends Pick<CaseRecord, 'slides'>>(item: T): T {
  return {
    ...item,
    slides: item.slides.map((specimen) => ({
      ...specimen,
      subsections: specimen.subsections.map((sub) => ({ ...sub, images: sub.images.map(imageAsRead) })),
    })),
  };
}

/**
 * The blocks of `facilityId`'s own cases that hold each of `seriesUids` from that facility's archive, the image
 * still on its block (an edit may have removed it).
 */
export function seriesPlaces(
  facilityId: string,
  seriesUids: ReadonlySet<string>,
): Map<string, SeriesPlace[]> {
  const places = new Map<string, SeriesPlace[]>();
  for (const uid of seriesUids) {
    for (const { record: upload } of uploads.posting('series', seriesKey(facilityId, uid))) {
      const item = findCase(upload.caseID);
      if (!item || item.facility.id !== facilityId) continue;
      const block = item.slides.flatMap((s) => s.subsections).find((sub) => sub.id === upload.subsectionId);
      if (!block?.images.some((image) => image.fileContent === upload.id)) continue;
      const list = places.get(uid) ?? [];
      if (list.length < MAX_PLACES)
        list.push({ caseID: item.caseID, caseRecordId: item.caseRecordId, subsectionId: block.id });
      places.set(uid, list);
    }
  }
  return places;
}
