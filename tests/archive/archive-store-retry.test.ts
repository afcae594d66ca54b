/**
 * A failed store tried again (retrySlideArchiveStore, decision 182), against a real archive: the site's Orthanc
 * behind a gate that refuses the first store (503) and then lets requests through, so the same upload fails and
 * is then stored by a retry. The answers follow the contract; who may ask and which states refuse are checked at
 * the real server, and the trail keeps the failure, who asked again, and the success.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveMissing, startOrthanc, type Orthanc } from './orthanc';
import {
  archiveAt,
  FIXTURE,
  login,
  settledLink,
  signedIn,
  trailOf,
  upload,
  uploadsAndFakeArchives,
} from './archive-uploads';
import { contractViolations } from '../contract/openapi-validator';
import { db } from '../../mock-server/index';
import { RETRY_TEXT } from '../../mock-server/slides/archive-retry';
import { STORE_SENTENCES } from '../../mock-server/slides/archive-stow';

const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the archive store retry tests: ${missing}`);

describe.skipIf(missing !== null)('a failed store tried again', { timeout: 120_000 }, () => {
  let orthanc: Orthanc;
  const { fakeArchive } = uploadsAndFakeArchives();
  beforeAll(async () => {
    orthanc = await startOrthanc();
  }, 60_000);
  afterAll(async () => orthanc?.stop());

  /** The archive's address behind a gate: 503 while closed, Orthanc's own answers once open. */
  async function gatedArchive() {
    const gate = { open: false };
    const root = await fakeArchive((req, res) => {
      if (!gate.open) {
        req.resume();
        res.writeHead(503).end();
        return;
      }
      const target = new URL(`${orthanc.dicomWeb}${req.url!.replace(/^\/dicom-web/, '')}`);
      const forward = httpRequest(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    return { gate, root };
  }

  it('queues it again at the facility’s word, stores it, and refuses what is not a failed store', async () => {
    const { gate, root } = await gatedArchive();
    await signedIn(archiveAt(root), async (app, token) => {
      const id = await upload(app.base, token);
      const caseId = db.slideUploads.findFirst((q) => q.where({ id }))!.caseID;
      const retry = async (auth: string, imageId = id) => {
        const request = new Request(`${app.base}/api/cases/${caseId}/images/${imageId}/archive-storage`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${auth}` },
        });
        const response = await fetch(request);
        expect(await contractViolations(request, response.clone())).toEqual([]);
        return {
          status: response.status,
          body: (await response.json()) as { message: string; data: unknown },
        };
      };
      expect((await settledLink(app.base, id, token)).archiveStorage).toEqual({
        state: 'Failed',
        message: STORE_SENTENCES.refused,
      });

      // Who may ask: not a provider (x-roles), not another facility, and only of the case's own images.
      expect((await retry(await login(app.base, 'provider@demo.test'))).status).toBe(403);
      expect((await retry(await login(app.base, 'provisional.facility@demo.test'))).status).toBe(403);
      expect((await retry(token, 'sld-not-on-this-case')).status).toBe(404);

      gate.open = true;
      const asked = await retry(token);
      expect(asked).toEqual({
        status: 202,
        body: expect.objectContaining({
          message: RETRY_TEXT.queued,
          data: { state: 'Queued', message: null },
        }),
      });
      // A second press while it is under way stores nothing twice.
      expect((await retry(token)).body.message).toBe(RETRY_TEXT.underWay);

      const link = await settledLink(app.base, id, token);
      expect(link.archiveStorage).toEqual({ state: 'Stored', message: null });
      expect(link.dicomweb?.seriesInstanceUid).toMatch(/^[0-9.]+$/);
      expect(await retry(token)).toEqual({
        status: 409,
        body: expect.objectContaining({ message: RETRY_TEXT.stored }),
      });
      expect(
        trailOf(id).map(({ outcome, actor, detail }) => [outcome, actor?.email ?? 'system', detail]),
      ).toEqual([
        ['Failed', 'system', `not stored in the image archive: ${STORE_SENTENCES.refused}`],
        ['Denied', 'provider@demo.test', 'HTTP 403'],
        ['Denied', 'provisional.facility@demo.test', 'HTTP 403'],
        ['Succeeded', 'facility@demo.test', 'Store in the image archive tried again'],
        ['Failed', 'facility@demo.test', 'HTTP 409'],
        ['Succeeded', 'system', `stored in the image archive: series ${link.dicomweb!.seriesInstanceUid}`],
        ['Failed', 'facility@demo.test', 'HTTP 409'],
      ]);
    });
  });

  it('refuses on a server without an image archive', async () => {
    await signedIn(null, async (app, token) => {
      const id = await upload(app.base, token);
      const caseId = db.slideUploads.findFirst((q) => q.where({ id }))!.caseID;
      const response = await fetch(`${app.base}/api/cases/${caseId}/images/${id}/archive-storage`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toBe(RETRY_TEXT.noArchive);
    });
  });
});
