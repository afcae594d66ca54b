/**
 * The mock backend's express app, without listening: slide bytes under /slides (mock-server/slides/routes.ts),
 * the uploads (streamed multipart operations, tus under /slide-uploads) and every MSW handler behind them.
 * `server.ts` listens on MOCK_PORT; tests listen on port 0.
 */
import express from 'express';
import type { createMockBackend } from '../index';
import { slideRouter } from '../slides/routes';
import { slideUploadRouter } from '../slides/tus';
import { streamedRoutes } from './streamed-routes';
import { liveStreamRouter } from '../live/stream';
import { errorHandler, malformedUrlGuard, notFoundHandler } from './careful';
import { routedHandlers } from './handler-routes';
import { clientAddressMiddleware, type ProxyTrust } from './client-address';
import { methodFetchCannotCarry } from './fallback';
import { clockDateHeader } from '../qa/clock';
import { requestSignals } from './request-signal';
import { mockLoadShedder } from './load-shed';
import { qaMiddleware } from '../qa/http-middleware';
import { breakageMiddleware } from '../qa/breakage-hook';
import { findBreakage } from '../qa/breakages';

export interface MockAppOptions {
  backend: ReturnType<typeof createMockBackend>;
  linkSecret: string;
  /** Prepared-slides cache folder; SLIDES_CACHE_DIR or `.cache/slides` by default. */
  slideCacheDir?: string;
  /** A deliberate contract breakage by name (../qa/breakages.ts), to prove the conformance checker catches it. */
  breakage?: string;
  /** Whose X-Forwarded-For names the client (./client-address.ts); MOCK_TRUST_PROXY by default. */
  trustProxy?: ProxyTrust;
}

export function createMockApp({ backend, linkSecret, slideCacheDir, breakage, trustProxy }: MockAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // A URL that does not decode answers 400 before anything reads it (./careful.ts).
  app.use(malformedUrlGuard);
  // TRACE, TRACK and CONNECT, which MSW cannot carry: 405 (or 404) at once (./fallback.ts).
  app.use(methodFetchCannotCarry);
  // The Date header follows the QA clock (../qa/clock.ts), as the due states do.
  app.use(clockDateHeader);
  // A bound on the requests at work at once, with a short queue; past it, 503 at once (./load-shed.ts).
  app.use(mockLoadShedder());
  // QA on every route below: the request journal, faults, scenarios and the Prefer header (../qa/).
  app.use(qaMiddleware(backend.qaToken));
  // A deliberately broken mock, to prove the conformance checker catches it: one hook, ahead of every route.
  if (breakage) app.use(breakageMiddleware(findBreakage(breakage).effects()));
  // Slide bytes are served outside MSW: express answers Range (206/416), ETag and Last-Modified itself.
  // Also the signed DICOMweb root of a slide in the site's image archive, forwarded to it (../slides/dicomweb-proxy.ts).
  app.use('/slides', slideRouter({ linkSecret, cacheDir: slideCacheDir, archive: backend.archive }));
  // Who is asking, for per-client limits: the connection's address, X-Forwarded-For only from a proxy
  // MOCK_TRUST_PROXY trusts (./client-address.ts), handed to the handlers in a header of the mock's own.
  app.use(clientAddressMiddleware(trustProxy));
  // Whether the caller is still there: a signal per request, for handlers that drop work nobody will read
  // (./request-signal.ts: a login's password check waiting behind a spike).
  app.use(requestSignals());
  // Uploads are answered ahead of MSW, whose handlers may clone a request and so hold its body: the multipart
  // upload operations read their body as a stream as they store it (./streamed-routes.ts), and tus uploads of
  // slide images go to @tus/server at their signed URLs (./slides/tus.ts).
  // The live event stream stays open, so express answers it, not MSW (../live/stream.ts).
  app.use(liveStreamRouter());
  app.use(streamedRoutes(backend.handlers));
  app.use(slideUploadRouter({ linkSecret, archive: backend.archive }));
  // MSW's handlers, each asked only where its path could match, each body bounded by its operation's
  // x-max-body-bytes before it is read (./handler-routes.ts).
  app.use(routedHandlers(backend.handlers));
  // Whatever nothing answered, and any error, in the envelope (./careful.ts).
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
