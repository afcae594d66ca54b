/**
 * Slide images uploaded into a case subsection (`db.slideUploads`, bytes under MOCK_UPLOADS_DIR at the id) as
 * slides: the same record links are made from as for the prepared catalogue, read from the stored file.
 *
 * There is no Deep Zoom copy, thumbnail or preview (deriving them from a slide of gigabytes is not cheap), so
 * viewers read the original by Range (the TIFF route). Size and µm/px come from the first IFD when the file is
 * a TIFF of any kind (.tif, .svs, .ndpi, OME-TIFF, BigTIFF), from sharp's header read for other images it
 * knows, and are null when unreadable.
 */
import { createReadStream, openSync, readSync, closeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { db, type CaseRecord, type SlideRecord } from '../store/db';
import { schemas } from '../../contracts';
import { personRef } from '../http/lists';
import { fullList } from '../http/list-limits';
import { storagePath } from '../store/files';
import { readSlideScale } from './fixtures';
import { readTiffFile, tagNumber, TAG } from './tiff';
import { archiveStorageOf } from './archive-jobs';

export type SlideUploadRecord = ReturnType<typeof db.slideUploads.all>[number];

interface ImageInfo {
  width: number | null;
  height: number | null;
  mpp: number | null;
  magnification: number | null;
}

const UNKNOWN: ImageInfo = { width: null, height: null, mpp: null, magnification: null };

function startsLikeTiff(file: string): boolean {
  const head = Buffer.alloc(4);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  const order = head.toString('latin1', 0, 2);
  const magic = order === 'II' ? head.readUInt16LE(2) : order === 'MM' ? head.readUInt16BE(2) : 0;
  return magic === 42 || magic === 43;
}

const positive = (n: number | undefined) => (n && Number.isInteger(n) && n > 0 ? n : null);

export async function readImageInfo(file: string): Promise<ImageInfo> {
  try {
    if (startsLikeTiff(file)) {
      const tiff = readTiffFile(file, 1);
      const first = tiff.ifds[0];
      if (!first) return UNKNOWN;
      return {
        width: positive(tagNumber(tiff, first, TAG.ImageWidth)),
        height: positive(tagNumber(tiff, first, TAG.ImageLength)),
        ...readSlideScale(file),
      };
    }
    // Loaded here, not at the top: every process that imports the mock would otherwise pay for libvips.
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(file).metadata();
    return { ...UNKNOWN, width: positive(width), height: positive(height) };
  } catch {
    return UNKNOWN;
  }
}

// Stored files never change (written once under a new id), so what was read from one stays true.
const infoById = new Map<string, Promise<ImageInfo>>();

/** The upload as a slide record, with the path of its bytes; undefined when there is no such upload. */
export async function uploadedSlide(
  id: string,
): Promise<{ record: SlideRecord; upload: SlideUploadRecord; file: string } | undefined> {
  const upload = db.slideUploads.findFirst((q) => q.where({ id }));
  if (!upload) return undefined;
  const file = storagePath(upload.id);
  let info = infoById.get(upload.id);
  if (!info) {
    // A series attached from a facility's archive has no bytes here: the viewer reads it by DICOMweb.
    info = upload.archiveSeries?.facilityId ? Promise.resolve(UNKNOWN) : readImageInfo(file);
    infoById.set(upload.id, info);
  }
  const { width, height, mpp, magnification } = await info;
  const record: SlideRecord = {
    id: upload.id,
    fileName: upload.fileName,
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
    title: upload.fileName,
    source: 'upload',
    width,
    height,
    mpp,
    magnification,
    hasDeepZoom: false,
    hasThumbnail: false,
    hasPreview: false,
    attribution: null,
    archiveSeries: upload.archiveSeries,
    archiveStorage: archiveStorageOf(upload.id, upload.archiveStorage),
  };
  return { record, upload, file };
}

/** The SHA-256 of a stored file, read as a stream (a slide of gigabytes never sits in memory). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface NewSlideImage {
  item: CaseRecord;
  subsectionId: string;
  /** The storage key its bytes are under; it becomes the image's fileContent and the slide's id. */
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  /** A user, or the order interface that made the case (an order's accession number, accession-lookup.ts). */
  uploadedBy: Parameters<typeof personRef>[0];
  /** The archive series the image is (no bytes here: attachArchiveSeries); absent for an upload. */
  archiveSeries?: SlideUploadRecord['archiveSeries'];
}

/** Why a subsection takes no more slide images (it holds the contract's most), or null. */
export function subsectionFull(item: CaseRecord, subsectionId: string): string | null {
  const images =
    item.slides.flatMap((s) => s.subsections).find((sub) => sub.id === subsectionId)?.images ?? [];
  return fullList(
    images.length,
    schemas.zSubsection.shape.images,
    (max) => `This block has ${max} slide images, the most a block holds. Add the image to another block.`,
  );
}

/**
 * Makes stored bytes a slide image of the case: a `db.slideUploads` record and `{ fileName, fileContent: id }`
 * in the subsection's images (multipart uploadSubsectionImage and a finished tus upload alike). The caller
 * persists.
 */
export async function addSlideImage(input: NewSlideImage) {
  const { item, subsectionId, id, fileName, contentType, sizeBytes, sha256, uploadedBy } = input;
  await db.slideUploads.create({
    ...(input.archiveSeries && { archiveSeries: input.archiveSeries }),
    id,
    caseID: item.caseID,
    subsectionId,
    fileName,
    contentType,
    sizeBytes,
    sha256,
    uploadedBy: personRef(uploadedBy),
    uploadedAt: new Date().toISOString(),
  });
  const image = { fileName, fileContent: id };
  await db.cases.update((q) => q.where({ caseID: item.caseID }), {
    data(draft) {
      for (const s of draft.slides)
        for (const sub of s.subsections) if (sub.id === subsectionId) sub.images.push(image);
      draft.updatedAt = new Date().toISOString();
    },
  });
  return image;
}
