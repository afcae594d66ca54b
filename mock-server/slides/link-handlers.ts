/**
 * GET /api/wsi/get-download-link/{blobId}: signed, expiring links to one slide of the catalogue, or to a slide
 * image uploaded into a case (which only those who may see that case get). The links belong to the caller's
 * session and stop working when it ends.
 */
import { schemas } from '../../contracts';
import { authenticate, fail, ok, route, simulateLatency } from '../http/operation';
import { findSlide } from './lookup';
import { slideRefusal } from './slide-access';
import { slideLinkData } from './links';
import { LINK_LIFETIME_SECONDS } from './signing';
import type { DicomwebArchive } from './archive-config';
import { issueLinkSession } from './link-sessions';
import { factsOf } from '../qa/matching';
import { shortLinkSeconds } from '../qa/scenarios';

export function slideHandlers(linkSecret: string, archive: DicomwebArchive | null = null) {
  return [
    route('getSlideDownloadLink', async ({ request, params }) => {
      await simulateLatency();
      const auth = authenticate(request);
      if (auth instanceof Response) return auth;
      const path = schemas.zGetSlideDownloadLinkPath.safeParse(params);
      if (!path.success)
        return fail(400, 'Invalid slide id.', { fieldErrors: { blobId: ['Invalid slide id.'] } });
      const slide = await findSlide(path.data.blobId);
      if (!slide) return fail(404, 'Slide not found.');
      const refusal = slideRefusal(auth.user, slide);
      if (refusal) return fail(refusal.status, refusal.message);

      // QA's `short-links` (docs/qa.md) shortens the life for one test's namespace.
      const life = shortLinkSeconds(factsOf(request)) ?? LINK_LIFETIME_SECONDS;
      const expires = Math.floor(Date.now() / 1000) + life;
      const origin = new URL(request.url).origin;
      // Deep Zoom fields are null for a slide without a Deep Zoom copy: the viewer then reads the file by Range.
      // The links belong to this session: they stop working when it ends (decision 073). `dicomweb` only where
      // the server has an archive to forward to (DICOMWEB_URL) and the slide a series in it.
      const sessionId = issueLinkSession(linkSecret, auth.token);
      return ok(
        'getSlideDownloadLink',
        slideLinkData(slide.record, { origin, secret: linkSecret, expires, sessionId, archive }),
      );
    }),
  ];
}
