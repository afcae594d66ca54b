/**
 * The mock backend's express app, without listening: slide bytes under /slides (mock-server/slides/routes.ts),
 * the uploads (streamed multipart operations, tus under /slide-uploads) and every MSW handler behind them.
 * `server.ts` listens on MOCK_PORT; tests listen on port 0.
 */
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import type { createMockBackend } from './index';
import { slideRouter } from './slides/routes';
import { slideUploadRouter } from './slides/tus';
import { streamedRoutes } from './streamed-routes';

export interface MockAppOptions {
  backend: ReturnType<typeof createMockBackend>;
  linkSecret: string;
  /** Prepared-slides cache folder; SLIDES_CACHE_DIR or `.cache/slides` by default. */
  slideCacheDir?: string;
}

export function createMockApp({ backend, linkSecret, slideCacheDir }: MockAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Slide bytes are served outside MSW: express answers Range (206/416), ETag and Last-Modified itself.
  app.use('/slides', slideRouter({ linkSecret, cacheDir: slideCacheDir }));
  // As a proxy would: the connection's address joins X-Forwarded-For, so per-client limits (rate-limit.ts) see
  // a client even when nothing in front of the mock names one.
  app.use((req, _res, next) => {
    const forwarded = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
    next();
  });
  // Uploads are answered ahead of MSW, whose middleware holds a request's whole body: the multipart upload
  // operations read their body as a stream (./streamed-routes.ts), and tus uploads of slide images go to
  // @tus/server at their signed URLs (./slides/tus.ts).
  app.use(streamedRoutes(backend.handlers));
  app.use(slideUploadRouter({ linkSecret }));
  app.use(createMiddleware(...backend.handlers));
  return app;
}
