/**
 * The signed DICOMweb root of a slide in the site's image archive (decision 157):
 *
 *   GET|HEAD /slides/{id}/dicomweb/{expires}/{signature}/studies/{study}/series/{series}/…
 *
 * checked in this order, each refusal before anything further is read:
 * 1. the signature, its expiry and its session (403 `Invalid signature`, `Link expired`, `Session ended`);
 * 2. the slide, and that the session's user may read it as getSlideDownloadLink decides (./slide-access.ts: 403
 *    for a case they may not see, 404 for a slide that is gone);
 * 3. the slide has a series in an archive, and the server that archive (404): the site's, or the facility's own
 *    for a series attached from it (decision 164);
 * 4. the path is a read of that one study and series (./dicomweb-paths.ts, 404 otherwise);
 * then forwarded to DICOMWEB_URL, or to the facility's saved endpoint (./facility-archive.ts), never the one for
 * the other (./dicomweb-forward.ts). The browser never learns the archive's address.
 */
import type { Request, Response } from 'express';
import { sameStatus } from '../../contracts';
import { db } from '../store/db';
import { ARCHIVE_LIMITS, type DicomwebArchive } from './archive-config';
import { archiveForwarder } from './dicomweb-forward';
import { archiveRead } from './dicomweb-paths';
import { facilityForwarder } from './facility-archive';
import { findSlide } from './lookup';
import { checkSlideLink } from './signed-link';
import { slideRefusal } from './slide-access';

/** The path below `/slides` the proxy answers; `rest` is what follows the signed root. */
export const DICOMWEB_ROUTE = /^\/([^/]+)\/dicomweb\/([^/]+)\/([^/]+)(\/.*)?$/;

export const NO_ARCHIVE_SERIES = 'This slide has no series in an image archive.';
export const NOT_A_SERIES_READ = "Not a read of this slide's series.";

const envelope = (message: string) => ({ isSuccess: false, message, data: null, error: null, details: null });

export function dicomwebProxy(linkSecret: string, archive: DicomwebArchive | null, cacheDir: string) {
  const forwarder = archive && archiveForwarder(archive);
  const answer = (res: Response, status: number, message: string) =>
    res.status(status).setHeader('Cache-Control', 'no-store').json(envelope(message));

  return async function proxy(req: Request, res: Response) {
    const [, id = '', expires, signature, rest = ''] = DICOMWEB_ROUTE.exec(req.path) ?? [];
    const check = checkSlideLink(linkSecret, id, 'dicomweb', expires, signature);
    if (!check.ok) return answer(res, 403, check.message);
    const user = db.users.findFirst((q) => q.where({ id: check.userId }));
    if (!user || sameStatus(user.status, 'Deactivated')) return answer(res, 403, 'Session ended');
    // Express 4 does not catch a rejected handler: a lookup that fails answers as an unknown slide.
    const slide = await findSlide(id, cacheDir).catch(() => undefined);
    if (!slide) return answer(res, 404, 'Slide not found.');
    const refusal = slideRefusal(user, slide);
    if (refusal) return answer(res, refusal.status, refusal.message);
    const series = slide.record.archiveSeries;
    // A series a facility attached from its own archive is read there, never from the site's.
    const target = series?.facilityId
      ? facilityForwarder(series.facilityId)
      : series && forwarder && archive
        ? forwarder
        : null;
    if (!series || !target) return answer(res, 404, NO_ARCHIVE_SERIES);
    const query = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
    const read = archiveRead(rest, query, req.headers.accept, series, archive?.limits ?? ARCHIVE_LIMITS);
    if (!read) return answer(res, 404, NOT_A_SERIES_READ);
    const keptFor = `private, max-age=${check.maxAge}${read.immutable ? ', immutable' : ''}`;
    await target.forward(req, res, read, keptFor);
  };
}
