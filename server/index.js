// @ts-check
/**
 * The production server (`npm start`): what `remix-serve` does, with the cross-site check in front of Remix
 * (server/serve.js), in one process or, with WEB_CONCURRENCY, in several sharing one port (server/cluster.js).
 *
 *   node server/index.js [path/to/build/server/index.js]     (default: $BUILD_DIR/server/index.js, else build/)
 *
 * Settings: PORT (3000), HOST (all interfaces), WEB_CONCURRENCY (1: the number of processes, or `auto`, one per
 * core), APP_ORIGINS (see server/cross-site.js), the bound on requests at once (APP_MAX_REQUESTS, APP_MAX_QUEUED,
 * APP_QUEUE_MS: docs/configuration.md), APP_INSTANCE and APP_TRUST_PROXY (server/instance.js, docs/deploy.md),
 * and the app's own.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { processCount, runPrimary } from './cluster.js';
import { instanceName } from './instance.js';

process.env.NODE_ENV ??= 'production';

const processes = processCount(process.env.WEB_CONCURRENCY);
if (cluster.isPrimary && processes > 1) {
  // The primary serves nothing itself: it starts the workers, replaces one that dies, and ends them on a signal.
  runPrimary({ processes, instance: instanceName(process.env.APP_INSTANCE) });
} else {
  const { startServer } = await import('./serve.js');
  await startServer(
    path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? 'build', 'server', 'index.js')),
  );
}
