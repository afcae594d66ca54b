/**
 * A case's images as getCase answers them (decision 175): each says the series of the facility's archive it is
 * read from, with its accession number, or an upload's store in the site's archive, read from its record; a
 * plain upload and a catalogue slide stay `{ fileName, fileContent }`; the case lists count the first kind. And
 * where a facility's series are, for its archive search: its own cases' blocks still holding them, never another
 * facility's.
 */
import { describe, expect, it, vi } from 'vitest';
import { db } from '../store/db';
import { ARCHIVE_DRAFT } from '../testing/archive-draft';
import { FACILITY, OTHER_FACILITY, clientFor } from '../testing/test-clients';
import { INTERRUPTED, inHand, type ArchiveStorage } from './archive-jobs';
import { seriesPlaces } from './archive-places';
import { addSlideImage } from './uploads';

const facilityOf = (email: string) => db.users.findFirst((q) => q.where({ email }))!.facilityId!;

async function draftOf(email: string) {
  const { data } = await (await clientFor(email)).POST('/api/cases', { body: ARCHIVE_DRAFT });
  return data!.data;
}

let serial = 0;
/** A slide image of the case's one block, as an upload or an attach leaves it, with the store state given. */
async function slideOn(
  item: { caseID: string; slides: Array<{ subsections: Array<{ id: string }> }> },
  options: { archiveSeries?: Parameters<typeof addSlideImage>[0]['archiveSeries']; storage?: ArchiveStorage },
) {
  const id = `sld-places-${++serial}`;
  await addSlideImage({
    item: db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!,
    subsectionId: item.slides[0]!.subsections[0]!.id,
    id,
    fileName: `${id}.svs`,
    contentType: 'image/tiff',
    sizeBytes: 10,
    sha256: '',
    uploadedBy: db.users.findFirst((q) => q.where({ email: FACILITY }))!,
    archiveSeries: options.archiveSeries ?? null,
  });
  if (options.storage)
    await db.slideUploads.update((q) => q.where({ id }), {
      data(draft) {
        draft.archiveStorage = options.storage!;
      },
    });
  return id;
}

const uid = (n: number) => `1.2.826.0.1.3680043.8.498.${n}`;

describe('a case’s images and the image archive', () => {
  it('says per image where it stands: a facility series with its accession, a site store, nothing', async () => {
    const item = await draftOf(FACILITY);
    const facilityId = facilityOf(FACILITY);
    const attached = await slideOn(item, {
      archiveSeries: {
        studyInstanceUid: uid(1),
        seriesInstanceUid: uid(2),
        facilityId,
        accessionNumber: 'ACC-1',
      },
    });
    const stored = await slideOn(item, {
      archiveSeries: { studyInstanceUid: uid(3), seriesInstanceUid: uid(4), facilityId: null },
      storage: { state: 'Stored', message: null },
    });
    const failed = await slideOn(item, {
      storage: { state: 'Failed', message: 'The image archive did not answer in time.' },
    });
    const cutOff = await slideOn(item, { storage: { state: 'Storing', message: null } });
    const storing = await slideOn(item, { storage: { state: 'Storing', message: null } });
    const plain = await slideOn(item, {});
    inHand.add(storing);
    try {
      const { data } = await (
        await clientFor(FACILITY)
      ).GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } });
      const name = (id: string) => ({ fileName: `${id}.svs`, fileContent: id });
      expect(data!.data.slides[0]!.subsections[0]!.images).toEqual([
        {
          ...name(attached),
          archiveSeries: { studyInstanceUid: uid(1), seriesInstanceUid: uid(2), accessionNumber: 'ACC-1' },
        },
        { ...name(stored), archiveStorage: { state: 'Stored', message: null } },
        {
          ...name(failed),
          archiveStorage: { state: 'Failed', message: 'The image archive did not answer in time.' },
        },
        // Storing, but no longer held by this process: the server stopped midway.
        { ...name(cutOff), archiveStorage: { state: 'Failed', message: INTERRUPTED } },
        { ...name(storing), archiveStorage: { state: 'Storing', message: null } },
        name(plain),
      ]);
      // The case record keeps only what it was given.
      const record = db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!;
      expect(record.slides[0]!.subsections[0]!.images[0]).toEqual(name(attached));
    } finally {
      inHand.delete(storing);
    }
  });

  it('counts in the case lists the images read from the facility’s archive, not the site’s stores', async () => {
    const item = await draftOf(FACILITY);
    const series = (n: number) => ({ studyInstanceUid: uid(n), seriesInstanceUid: uid(n + 1) });
    const facilityId = facilityOf(FACILITY);
    await slideOn(item, { archiveSeries: { ...series(20), facilityId, accessionNumber: null } });
    await slideOn(item, { archiveSeries: { ...series(22), facilityId, accessionNumber: 'ACC-2' } });
    await slideOn(item, {
      archiveSeries: { ...series(24), facilityId: null },
      storage: { state: 'Stored', message: null },
    });
    await slideOn(item, {});
    const { data } = await (
      await clientFor(FACILITY)
    ).GET('/api/cases', { params: { query: { search: item.caseRecordId } } });
    const summary = data!.data.items.find((each) => each.caseID === item.caseID)!;
    expect([summary.imageCount, summary.archiveImageCount]).toEqual([4, 2]);
  });

  it('finds a series on the facility’s own blocks that still hold it, never on another facility’s', async () => {
    const mine = await draftOf(FACILITY);
    const theirs = await draftOf(OTHER_FACILITY);
    const facilityId = facilityOf(FACILITY);
    const otherId = facilityOf(OTHER_FACILITY);
    const series = { studyInstanceUid: uid(10), seriesInstanceUid: uid(11) };
    await slideOn(mine, { archiveSeries: { ...series, facilityId } });
    await slideOn(theirs, { archiveSeries: { ...series, facilityId: otherId } });
    const removed = await draftOf(FACILITY);
    const gone = await slideOn(removed, { archiveSeries: { ...series, facilityId } });
    await db.cases.update((q) => q.where({ caseID: removed.caseID }), {
      data(draft) {
        draft.slides[0]!.subsections[0]!.images = draft.slides[0]!.subsections[0]!.images.filter(
          (image) => image.fileContent !== gone,
        );
      },
    });
    const place = {
      caseID: mine.caseID,
      caseRecordId: mine.caseRecordId,
      subsectionId: mine.slides[0]!.subsections[0]!.id,
    };
    expect(seriesPlaces(facilityId, new Set([series.seriesInstanceUid, uid(99)]))).toEqual(
      new Map([[series.seriesInstanceUid, [place]]]),
    );
    expect(seriesPlaces(otherId, new Set([series.seriesInstanceUid])).get(series.seriesInstanceUid)).toEqual([
      {
        caseID: theirs.caseID,
        caseRecordId: theirs.caseRecordId,
        subsectionId: theirs.slides[0]!.subsections[0]!.id,
      },
    ]);
  });

  it('reads the records of the series asked for, not every slide record, once the index is made', async () => {
    const item = await draftOf(FACILITY);
    const facilityId = facilityOf(FACILITY);
    await slideOn(item, {
      archiveSeries: { studyInstanceUid: uid(20), seriesInstanceUid: uid(21), facilityId },
    });
    seriesPlaces(facilityId, new Set([uid(21)]));
    const all = vi.spyOn(db.slideUploads, 'all');
    try {
      expect(seriesPlaces(facilityId, new Set([uid(21), uid(22)])).get(uid(21))).toHaveLength(1);
      expect(all).not.toHaveBeenCalled();
    } finally {
      all.mockRestore();
    }
  });
});
