/**
 * A store a stop left Queued or Storing (decision 165) is taken up again when the server starts
 * (`resumeArchiveStores`, called by mock-server/server.ts after the data is loaded), against Debian's Orthanc.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/index';
import { INTERRUPTED } from '../../mock-server/slides/archive-jobs';
import { resumeArchiveStores } from '../../mock-server/slides/archive-store';
import { archiveMissing, startOrthanc, type Orthanc } from './orthanc';
import {
  archiveAt,
  close,
  FIXTURE,
  linkFor,
  listen,
  login,
  settledLink,
  signedIn,
  upload,
  uploadsAndFakeArchives,
} from './archive-uploads';

const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the archive store resume test: ${missing}`);

describe.skipIf(missing !== null)('stores a stop cut off', { timeout: 120_000 }, () => {
  let orthanc: Orthanc;
  uploadsAndFakeArchives();
  beforeAll(async () => {
    orthanc = await startOrthanc();
  }, 60_000);
  afterAll(async () => orthanc?.stop());

  it('are resumed at start: Storing before, Stored after, the series in the archive', async () => {
    let id = '';
    await signedIn(null, async (app, token) => {
      id = await upload(app.base, token);
      // What a stop midway leaves: the record Storing, no process holding it.
      await db.slideUploads.update((q) => q.where({ id }), {
        data(draft) {
          draft.archiveStorage = { state: 'Storing', message: null };
        },
      });
      expect((await linkFor(app.base, id, token)).archiveStorage).toEqual({
        state: 'Failed',
        message: INTERRUPTED,
      });
    });
    // The start after the stop: a backend on the same data, with the archive, resumes the store.
    const archive = archiveAt(orthanc.dicomWeb);
    const restarted = await listen(archive);
    try {
      expect(await resumeArchiveStores(archive)).toBe(1);
      const link = await settledLink(restarted.base, id, await login(restarted.base));
      expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
      const held = await fetch(`${orthanc.dicomWeb}/series`, {
        headers: { Accept: 'application/dicom+json' },
      });
      expect(((await held.json()) as unknown[]).length).toBe(1);
    } finally {
      await close(restarted.server);
    }
  });

  it('resume nothing without an archive', async () => {
    expect(await resumeArchiveStores(null)).toBe(0);
  });
});
