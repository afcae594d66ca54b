/**
 * One way to find a slide by id, for the link operation and the byte routes alike: a slide of the prepared
 * catalogue (shared by every case that shows it) or a slide image uploaded into one case's subsection.
 */
import { db, type SlideRecord } from '../store/db';
import { preparedSlide } from './catalog';
import { cachePath, resolveSlideCacheDir, type PreparedSlide } from './manifest';
import { uploadedSlide } from './uploads';

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface FoundSlide {
  record: SlideRecord;
  /** The case an uploaded image belongs to (who may see the case may see it); null for the catalogue. */
  caseID: string | null;
  /** Absolute path of the original file; null when a catalogue slide's prepared files are gone. */
  original: string | null;
  /** The manifest entry (Deep Zoom tiles, thumbnail, preview) of a catalogue slide; null for an upload. */
  prepared: PreparedSlide | null;
}

export async function findSlide(
  id: string,
  cacheDir = resolveSlideCacheDir(),
): Promise<FoundSlide | undefined> {
  if (!ID.test(id)) return undefined;
  const record = db.slides.findFirst((q) => q.where({ id }));
  if (record) {
    const prepared = preparedSlide(id, cacheDir) ?? null;
    return {
      record,
      caseID: null,
      original: prepared && cachePath(cacheDir, prepared.files.original),
      prepared,
    };
  }
  const upload = await uploadedSlide(id);
  return (
    upload && {
      record: upload.record,
      caseID: upload.upload.caseID,
      // A series attached from a facility's archive stays there: no original file on this server.
      original: upload.upload.archiveSeries?.facilityId ? null : upload.file,
      prepared: null,
    }
  );
}
