/** GET /api/wsi/get-download-link/{blobId}: signed, expiring links to one slide. */
import { schemas } from '../../contracts';
import { db } from '../db';
import { authenticate, fail, ok, route, simulateLatency } from '../http';
import { LINK_LIFETIME_SECONDS, signedQuery } from '../slides/signing';

export function slideHandlers(linkSecret: string) {
  return [
    route('getSlideDownloadLink', async ({ request, params }) => {
      await simulateLatency();
      const auth = authenticate(request);
      if (auth instanceof Response) return auth;
      const path = schemas.zGetSlideDownloadLinkPath.safeParse(params);
      if (!path.success)
        return fail(400, 'Invalid slide id.', { fieldErrors: { blobId: ['Invalid slide id.'] } });
      const slide = db.slides.findFirst((q) => q.where({ id: path.data.blobId }));
      if (!slide) return fail(404, 'Slide not found.');

      const expires = Math.floor(Date.now() / 1000) + LINK_LIFETIME_SECONDS;
      const origin = new URL(request.url).origin;
      const link = `${origin}/slides/${slide.id}/file?${signedQuery(linkSecret, slide.id, 'file', expires)}`;
      // Deep Zoom copies, thumbnails and previews are derived by the slide pipeline; until a slide has them
      // the fields are null and the viewer reads the original file by Range.
      return ok('getSlideDownloadLink', {
        link,
        info: { contentType: slide.contentType, fileName: slide.fileName, sizeBytes: slide.sizeBytes },
        dziUrl: null,
        dziTilesFolder: null,
        dziTileSourceObject: null,
        firstTileUrl: null,
        tileImageUrls: [],
        thumbnailUrl: null,
        previewUrl: null,
        expiresAt: new Date(expires * 1000).toISOString(),
      });
    }),
  ];
}
