/**
 * Slide bytes over HTTP, outside MSW (express answers Range with 206/416, ETag with 304, Last-Modified):
 *
 *   GET /slides/{id}/file?expires&signature                          the original (Range)
 *   GET /slides/{id}/instances/{n}?expires&signature                 a DICOM series' n-th other instance (Range)
 *   GET /slides/{id}/dz/{expires}/{signature}/{id}.dzi               Deep Zoom descriptor (application/xml)
 *   GET /slides/{id}/dz/{expires}/{signature}/{id}_files/{level}/{col}_{row}.jpg    a tile (immutable)
 *   GET /slides/{id}/thumbnail.jpg?expires&signature, /preview.jpg   side-panel images
 *   GET /slides/{id}/dicomweb/{expires}/{signature}/studies/…        reads of its archive series (./dicomweb-proxy.ts)
 *
 * A bad or expired signature answers 403 before anything is looked up, and so does a link whose session has
 * ended ('Session ended': logged out; decision 073); an unknown slide, level or tile 404; all in the API's
 * envelope. Every answer may be kept by the browser alone (`private`), for no longer than its link lives:
 * `max-age` is what is left of the link's life (a tile is also `immutable`: the same URL, the same bytes).
 * Slides are found by id through ./lookup.ts: the prepared catalogue, and slide
 * images uploaded into a case (the original only). The mosaic's tiles are answered on demand (./mosaic.ts).
 * Every answer carries CORS headers so a browser viewer on another origin can read Content-Range, ETag and
 * Accept-Ranges, also when it asks with credentials (its Origin is named back).
 */
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { asyncRoute } from '../http/careful';
import { NAMESPACE_HEADER } from '../qa/matching';
import { contentDisposition } from '../store/files';
import { dziXml, tileExists } from './deepzoom';
import { findSlide, type FoundSlide } from './lookup';
import { cachePath, resolveSlideCacheDir } from './manifest';
import { tileFile } from './tile-files';
import type { SignedResource } from './signing';
import { checkSlideLink } from './signed-link';
import type { DicomwebArchive } from './archive-config';
import { DICOMWEB_ROUTE, dicomwebProxy } from './dicomweb-proxy';

const TILE = /^(\d{1,6})_(\d{1,6})\.jpg$/;

const envelope = (message: string) => ({ isSuccess: false, message, data: null, error: null, details: null });

export interface SlideRouterOptions {
  linkSecret: string;
  cacheDir?: string;
  /** The site's image archive (DICOMWEB_URL), where slides linked to a series of it are read; null: none. */
  archive?: DicomwebArchive | null;
}

export function slideRouter({
  linkSecret,
  cacheDir = resolveSlideCacheDir(),
  archive = null,
}: SlideRouterOptions) {
  const router = express.Router();

  router.use((req, res, next) => {
    // Every answer is read as the type it says it is, never sniffed into something a browser would run.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The viewer asks with credentials (spec 9, decision 051): a browser's Origin is named back with
    // Allow-Credentials, which '*' cannot carry; a request without one (a server) gets '*'.
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    } else res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Access-Control-Expose-Headers',
      'Content-Range, Content-Length, ETag, Accept-Ranges, Last-Modified',
    );
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      // Accept: a DICOMweb reader asks frames as `multipart/related; type="…"`, which the quotes take out of the
      // headers a browser sends without asking first.
      res.setHeader(
        'Access-Control-Allow-Headers',
        `Range, If-None-Match, If-Modified-Since, If-Range, Accept, ${NAMESPACE_HEADER}`,
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  });

  /**
   * The slide and how long its answer may be kept (what is left of the link's life, in seconds) when the
   * signature is valid, its session live and the slide known; otherwise answers and returns null.
   */
  async function authorised(
    req: Request,
    res: Response,
    resource: SignedResource,
    expires: unknown,
    signature: unknown,
  ): Promise<(FoundSlide & { maxAge: number }) | null> {
    const id = String(req.params.id ?? '');
    const check = checkSlideLink(linkSecret, id, resource, expires, signature);
    if (!check.ok) {
      res.status(403).json(envelope(check.message));
      return null;
    }
    const { maxAge } = check;
    // Express 4 does not catch a rejected handler: a lookup that fails answers as an unknown slide.
    const slide = await findSlide(id, cacheDir).catch(() => undefined);
    if (!slide?.original) {
      notFound(res, 'Slide not found.');
      return null;
    }
    return { ...slide, maxAge };
  }

  /** Kept by the browser alone, for no longer than the link lives. */
  const keptFor = (maxAge: number, immutable = false) =>
    `private, max-age=${maxAge}${immutable ? ', immutable' : ''}`;

  function notFound(res: Response, message: string) {
    if (!res.headersSent) res.status(404).json(envelope(message));
  }

  function sendCached(
    res: Response,
    file: string | null,
    contentType: string,
    cacheControl: string,
    disposition: string,
    missing = 'Not found.',
  ) {
    if (!file) {
      notFound(res, missing);
      return;
    }
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Disposition', disposition);
    res.setHeader('Cache-Control', cacheControl);
    // `dotfiles: 'allow'`: the cache lives under `.cache/`, which send would otherwise refuse.
    const options = {
      dotfiles: 'allow' as const,
      acceptRanges: true,
      lastModified: true,
      cacheControl: false,
    };
    res.sendFile(file, options, (error?: Error & { status?: number; headers?: Record<string, string> }) => {
      // With a callback, express leaves failures to us, including send's 416 (and its Content-Range).
      if (!error || res.headersSent) return;
      for (const name of ['Cache-Control', 'Content-Type', 'Content-Disposition', 'ETag', 'Last-Modified'])
        res.removeHeader(name);
      const status = error.status ?? 500;
      if (status === 404) {
        notFound(res, missing);
        return;
      }
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res
        .status(status)
        .json(envelope(status === 416 ? 'Range Not Satisfiable' : 'The file could not be sent.'));
    });
  }

  router.get(
    '/:id/file',
    asyncRoute(async (req, res) => {
      const slide = await authorised(req, res, 'file', req.query.expires, req.query.signature);
      if (!slide) return;
      sendCached(
        res,
        slide.original,
        slide.record.contentType,
        keptFor(slide.maxAge),
        contentDisposition(slide.record.fileName),
      );
    }),
  );

  router.get(
    '/:id/instances/:n',
    asyncRoute(async (req, res) => {
      const n = /^\d{1,3}$/.test(req.params.n ?? '') ? Number(req.params.n) : -1;
      if (n < 0) {
        notFound(res, 'No such instance.');
        return;
      }
      const slide = await authorised(req, res, `instance-${n}`, req.query.expires, req.query.signature);
      if (!slide) return;
      const file = slide.prepared?.files.instances?.[n] ?? null;
      sendCached(
        res,
        file,
        slide.record.contentType,
        keptFor(slide.maxAge),
        contentDisposition(file ? path.basename(file) : 'instance.dcm'),
        'No such instance.',
      );
    }),
  );

  for (const kind of ['thumbnail', 'preview'] as const) {
    router.get(
      `/:id/${kind}.jpg`,
      asyncRoute(async (req, res) => {
        const slide = await authorised(req, res, kind, req.query.expires, req.query.signature);
        if (!slide) return;
        const file = slide.prepared?.files[kind];
        sendCached(
          res,
          file ? cachePath(cacheDir, file) : null,
          'image/jpeg',
          keptFor(slide.maxAge),
          contentDisposition(`${slide.record.id}-${kind}.jpg`, 'inline'),
          `No ${kind}.`,
        );
      }),
    );
  }

  router.get(
    '/:id/dz/:expires/:signature/:name',
    asyncRoute(async (req, res) => {
      const slide = await authorised(req, res, 'dzi', req.params.expires, req.params.signature);
      if (!slide) return;
      const entry = slide.prepared;
      if (
        !entry ||
        req.params.name !== `${entry.id}.dzi` ||
        !entry.hasDeepZoom ||
        !entry.width ||
        !entry.height
      ) {
        notFound(res, 'No Deep Zoom descriptor.');
        return;
      }
      res.type('application/xml');
      res.setHeader('Cache-Control', keptFor(slide.maxAge));
      res.setHeader('Content-Disposition', contentDisposition(`${entry.id}.dzi`, 'inline'));
      // res.send adds an ETag and answers 304 to a matching If-None-Match.
      res.send(dziXml({ width: entry.width, height: entry.height }, entry.derivedFrom ?? undefined));
    }),
  );

  router.get(
    '/:id/dz/:expires/:signature/:folder/:level/:tile',
    asyncRoute(async (req, res) => {
      const slide = await authorised(req, res, 'dzi', req.params.expires, req.params.signature);
      if (!slide) return;
      const entry = slide.prepared;
      const level = /^\d{1,2}$/.test(req.params.level ?? '') ? Number(req.params.level) : NaN;
      const match = TILE.exec(req.params.tile ?? '');
      const col = Number(match?.[1]);
      const row = Number(match?.[2]);
      const size = entry?.width && entry.height ? { width: entry.width, height: entry.height } : null;
      if (
        !entry ||
        req.params.folder !== `${entry.id}_files` ||
        !entry.hasDeepZoom ||
        !match ||
        !size ||
        !tileExists(size, level, col, row)
      ) {
        notFound(res, 'No such tile.');
        return;
      }
      sendCached(
        res,
        tileFile(cacheDir, entry, level, col, row),
        'image/jpeg',
        keptFor(slide.maxAge, true),
        contentDisposition(`${level}-${col}_${row}.jpg`, 'inline'),
        'No such tile.',
      );
    }),
  );

  router.get(DICOMWEB_ROUTE, asyncRoute(dicomwebProxy(linkSecret, archive, cacheDir)));

  // The routes above answer GET (and HEAD, OPTIONS); any other method on a slide URL answers 405 with Allow.
  router.all(
    [
      DICOMWEB_ROUTE,
      '/:id/file',
      '/:id/instances/:n',
      '/:id/thumbnail.jpg',
      '/:id/preview.jpg',
      '/:id/dz/:expires/:signature/:name',
      '/:id/dz/:expires/:signature/:folder/:level/:tile',
    ],
    (_req, res) => {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      res.status(405).json(envelope('Method not allowed'));
    },
  );

  return router;
}
