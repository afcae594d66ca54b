/**
 * The signed URLs of one slide (the `data` of getSlideDownloadLink, spec 3.7):
 *
 *   link            /slides/{id}/file?expires=…&signature=…                    resource 'file'
 *   dziUrl          /slides/{id}/dz/{expires}/{signature}/{id}.dzi            resource 'dzi'
 *   dziTilesFolder  /slides/{id}/dz/{expires}/{signature}/{id}_files/
 *   tiles           {dziTilesFolder}{level}/{col}_{row}.jpg                    (the same 'dzi' signature)
 *   thumbnailUrl    /slides/{id}/thumbnail.jpg?expires=…&signature=…           resource 'thumbnail'
 *   previewUrl      /slides/{id}/preview.jpg?expires=…&signature=…             resource 'preview'
 *   instanceLinks   /slides/{id}/instances/{n}?expires=…&signature=…           resource 'instance-{n}' (a DICOM series)
 *   dicomweb        /slides/{id}/dicomweb/{expires}/{signature}                 resource 'dicomweb' (./dicomweb-proxy.ts)
 *
 * Every signature starts with the link id of the session the links were issued to (./link-sessions.ts): they
 * stop working when that session ends.
 *
 * The Deep Zoom signature sits in the path because OpenSeadragon's DziTileSource builds tile URLs as
 * `tilesUrl + level + '/' + x + '_' + y + '.' + format`: a query string on an inline `Url` would end up in the
 * middle of every tile URL, and one on `dziUrl` is only carried over by some versions (`queryParams`).
 */
import type { components } from '../../contracts';
import type { SlideRecord } from '../store/db';
import type { DicomwebArchive } from './archive-config';
import { DEEP_ZOOM_XMLNS, lowLevelTiles, TILE_FORMAT, TILE_OVERLAP, TILE_SIZE, tilePath } from './deepzoom';
import { signatureFor, signedQuery } from './signing';

export type SlideLinkData = components['schemas']['SlideLink'];

export const deepZoomBase = (origin: string, id: string, expires: number, signature: string) =>
  `${origin}/slides/${id}/dz/${expires}/${signature}/`;

/**
 * The slide's series in the archive under a signed root on this server, or null: the slide has none, or it is in
 * the site's archive and the server has none to forward to (a root that never answers is never handed out). A
 * series of a facility's own archive always has its root: the proxy forwards it to that facility's endpoint. The
 * UIDs come from the record, so the signature need not cover them: the proxy answers only that study and series.
 */
function dicomwebSource(
  slide: SlideRecord,
  base: string,
  signature: () => string,
  expires: number,
  archive: DicomwebArchive | null,
): SlideLinkData['dicomweb'] {
  const series = slide.archiveSeries;
  if (!series || (!series.facilityId && !archive)) return null;
  const { studyInstanceUid, seriesInstanceUid } = series;
  return { wadoRsRoot: `${base}/dicomweb/${expires}/${signature()}`, studyInstanceUid, seriesInstanceUid };
}

export function slideLinkData(
  slide: SlideRecord,
  options: {
    origin: string;
    secret: string;
    expires: number;
    sessionId: string;
    /** The site's image archive (DICOMWEB_URL); null or absent: none. */
    archive?: DicomwebArchive | null;
  },
): SlideLinkData {
  const { origin, secret, expires, sessionId, archive = null } = options;
  const base = `${origin}/slides/${slide.id}`;
  const query = (resource: 'file' | 'thumbnail' | 'preview' | `instance-${number}`) =>
    signedQuery(secret, slide.id, resource, expires, sessionId);
  const size = slide.width && slide.height ? { width: slide.width, height: slide.height } : null;
  const deepZoom = slide.hasDeepZoom && size;
  const folder = deepZoom
    ? `${deepZoomBase(origin, slide.id, expires, signatureFor(secret, slide.id, 'dzi', expires, sessionId))}${slide.id}_files/`
    : null;
  const tiles =
    folder && size ? lowLevelTiles(size).map((t) => `${folder}${tilePath(t.level, t.col, t.row)}`) : [];
  return {
    link: `${base}/file?${query('file')}`,
    info: { contentType: slide.contentType, fileName: slide.fileName, sizeBytes: slide.sizeBytes },
    dziUrl: folder ? `${folder.slice(0, -'_files/'.length)}.dzi` : null,
    dziTilesFolder: folder,
    dziTileSourceObject:
      folder && size
        ? {
            Image: {
              xmlns: DEEP_ZOOM_XMLNS,
              Url: folder,
              Format: TILE_FORMAT,
              Overlap: TILE_OVERLAP,
              TileSize: TILE_SIZE,
              Size: { Width: size.width, Height: size.height },
            },
          }
        : null,
    firstTileUrl: tiles[0] ?? null,
    tileImageUrls: tiles,
    thumbnailUrl: slide.hasThumbnail ? `${base}/thumbnail.jpg?${query('thumbnail')}` : null,
    previewUrl: slide.hasPreview ? `${base}/preview.jpg?${query('preview')}` : null,
    expiresAt: new Date(expires * 1000).toISOString(),
    width: slide.width,
    height: slide.height,
    mpp: slide.mpp ? { x: slide.mpp, y: slide.mpp } : null,
    magnification: slide.magnification,
    attribution: slide.attribution,
    dicomweb: dicomwebSource(
      slide,
      base,
      () => signatureFor(secret, slide.id, 'dicomweb', expires, sessionId),
      expires,
      archive,
    ),
    ...(slide.archiveStorage && { archiveStorage: slide.archiveStorage }),
    ...(slide.instanceCount && {
      instanceLinks: Array.from(
        { length: slide.instanceCount },
        (_, n) => `${base}/instances/${n}?${query(`instance-${n}`)}`,
      ),
    }),
  };
}
