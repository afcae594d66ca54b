// @ts-check
/**
 * One server process (server/index.js runs it, or several of it: server/cluster.js): what `remix-serve` does (compressed responses, the built assets cached for a year,
 * public/ for an hour, one log line per request), with the cross-site check in front of Remix, because Remix 2
 * has no middleware that runs before an action (docs/decisions/018-cross-site-check-in-the-server.md).
 *
 * `startServer(buildPath)` with the built server's path (server/index.js says which).
 *
 * Settings: PORT (3000), HOST (all interfaces), APP_ORIGINS (see server/cross-site.js), the bound on requests
 * at once (APP_MAX_REQUESTS, APP_MAX_QUEUED, APP_QUEUE_MS: docs/configuration.md), APP_INSTANCE and
 * APP_TRUST_PROXY (server/instance.js, docs/deploy.md), and the app's own.
 */
import cluster from 'node:cluster';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler as createRemixHandler, installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { bodyGuard } from './body-guard.js';
import { refuseBusy } from './busy.js';
import { remixHandler as expressHandler } from './send-response.js';
import { createGate, intFromEnv, loadShedder } from './load-shed.js';
import { loginRefusal } from './login-refusal.js';
import { crossSiteGuard } from './cross-site.js';
import { memoryAssets, readAssets } from './memory-assets.js';
import { compressible, instanceFront, instanceName, trustProxySetting } from './instance.js';

/**
 * Serves the build at `buildPath` on PORT until SIGTERM or SIGINT, then closes: requests under way finish, open
 * connections (live streams) are cut after 2 s. A worker of a cluster also lets go of its channel to the
 * primary, which otherwise keeps it alive.
 * @param {string} buildPath
 */
export async function startServer(buildPath) {
  /** @type {import('@remix-run/node').ServerBuild} */
  const build = await import(pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const app = express();
  app.disable('x-powered-by');
  const trustProxy = trustProxySetting(process.env.APP_TRUST_PROXY);
  if (trustProxy !== undefined) app.set('trust proxy', trustProxy);
  // Several instances behind a balancer (decision 087, docs/deploy.md): each names itself on every answer
  // (APP_INSTANCE) and answers GET /healthz before anything else (no session, no log line, never shed).
  app.use(instanceFront(instanceName(process.env.APP_INSTANCE)));
  // Server-sent events (the live relay, /live) go out event by event: gzip would hold them in its window.
  app.use(compression({ filter: compressible(compression.filter) }));
  // Hashed file names (the build's assets/): a new build gets new URLs, so the old ones can be cached for good.
  // The build wrote a Brotli and a gzip copy beside each (vite.config.ts): sent as they are, not compressed
  // again per request, from memory (./memory-assets.js: one write, no file system turns behind the page being
  // rendered), a file not read at start from the disk. Mounted on assets/ alone, so that a page costs no file
  // lookup there (docs/performance.md).
  const assetsDir = path.join(build.assetsBuildDirectory, 'assets');
  app.use(`${build.publicPath}assets`, memoryAssets(readAssets(assetsDir)));
  app.use(
    `${build.publicPath}assets`,
    expressStaticGzip(assetsDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  );
  // public/ holds a few files (the favicon): only their paths reach the static handler, so that a page costs no
  // file lookup (the two lookups were 5–8 % of a list page's CPU: docs/performance.md).
  const publicFiles = new Set(readdirSync('public', { recursive: true }).map((file) => `/${file}`));
  const servePublic = express.static('public', { maxAge: '1h' });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  app.use((req, res, next) => {
    const start = performance.now();
    res.on('finish', () => {
      const ms = (performance.now() - start).toFixed(1);
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} - ${ms} ms`);
    });
    next();
  });
  // A bound on the requests Remix works on at once, with a short queue; past it, 503 at once (decision 072). The
  // built assets and public/ are answered above, never held back. A shed login gets the login page with its
  // sentence, rendered once by the login route (./login-refusal.js).
  const remixHandler = createRemixHandler(build, process.env.NODE_ENV);
  const login = loginRefusal((request, context) => remixHandler(request, context));
  app.use(
    loadShedder({
      gate: createGate({
        limit: intFromEnv(process.env.APP_MAX_REQUESTS, 16, 1),
        queue: intFromEnv(process.env.APP_MAX_QUEUED, 32),
        queueMs: intFromEnv(process.env.APP_QUEUE_MS, 500),
      }),
      refuse: refuseBusy(Object.keys(build.routes), login),
      // The live stream stays open for hours (docs/live.md): it would hold a slot for good.
      exempt: (req) => req.url === '/live' || (req.url ?? '').startsWith('/live?'),
      // A request still not answered after this no longer holds a slot (seen in a spike: renders left waiting).
      holdMs: intFromEnv(process.env.APP_HOLD_MS, 10_000, 1),
    }),
  );
  app.use(crossSiteGuard());
  app.use(bodyGuard());
  // What Remix answers holds a user's data unless a route says otherwise (resource routes such as downloads do
  // not pass through entry.server's headers): nothing may keep a copy by default.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {Parameters<typeof res.writeHead>} */ ...args) {
        if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
        return writeHead.apply(res, args);
      }
    );
    next();
  });
  // Written at the client's pace, a body cancelled when the client leaves (./send-response.js, decision 099).
  const remix = expressHandler(
    remixHandler,
    // The browser's address, for the API's per-client limits on public uploads (app/uploads.server.ts). Behind a
    // proxy, set Express's 'trust proxy' so this is the client's and not the proxy's.
    (req) => ({ clientAddress: req.ip ?? null }),
  );
  // Every call to the API made for a request passes on its QA namespace and the browser's address
  // (X-Forwarded-For, for the backend's audit trail: app/lib/backend-context.server.ts, decision 082).
  /** @typedef {(namespace: string | string[] | undefined, handle: () => unknown, clientAddress?: string | null) => unknown} WithBackendContext */
  const entry = /** @type {{ withBackendContext?: WithBackendContext }} */ (build.entry.module);
  /** @type {WithBackendContext} */
  const withBackendContext = entry.withBackendContext ?? ((_namespace, handle) => handle());
  app.all('*', (req, res, next) =>
    withBackendContext(req.headers['x-mock-namespace'], () => remix(req, res, next), req.ip ?? null),
  );

  const port = Number(process.env.PORT ?? 3000);
  const worker = process.env.APP_WORKER ? ` (worker ${process.env.APP_WORKER})` : '';
  const onListen = () => console.log(`[server] http://localhost:${port}${worker}`);
  const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);

  let closing = false;
  const close = () => {
    // A worker hears Ctrl-C from the terminal and SIGTERM from its primary: it closes once.
    if (closing) return;
    closing = true;
    server.close((error) => error && console.error(error));
    // Live streams never end on their own: cut them after a moment; browsers resume on another instance.
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
    // The channel to the primary would keep a worker alive; once let go, the primary does not replace it.
    if (cluster.isWorker) cluster.worker?.disconnect();
  };
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    // One process: a second signal ends it at once, as before. A worker waits for its primary instead.
    if (cluster.isWorker) process.on(signal, close);
    else process.once(signal, close);
  }
  return server;
}
