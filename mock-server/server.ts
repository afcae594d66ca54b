/**
 * The mock backend as a real HTTP server: `npm run mock` (MOCK_PORT, default 4010; MOCK_HOST, default
 * 127.0.0.1). The same handlers answer in-process in the tests. It prints the QA token the `/__mock/*` routes
 * ask for (MOCK_QA_TOKEN, else a new one per start).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { createMockApp } from './http/app';
import { createMockBackend, db, resolveSlidesDir } from './index';
import { prepareSlides } from './slides/prepare';
import { preparedSlideRecords } from './slides/catalog';
import { enablePersistence, loadPersisted } from './store/persistence';
import { pump } from './interop/deliveries';
import { allowedNetworks } from './interop/destination-check';
import { deliveryConcurrency } from './interop/delivery-schedule';
import { dicomwebArchive, type DicomwebArchive } from './slides/archive-config';
import { resumeArchiveStores } from './slides/archive-store';
import { resumeAccessionLookups, stopAccessionLookups } from './interop/dicomweb/accession-queue';
import { ordersPort, startOrderListener } from './interop/order-mllp';
import { SeedCasesError, parseSeedCases, seedHeapProblem } from './store/seed-cases';
import { lastScaleSeed, scaleSeedLine } from './store/seed-scale';
import { QA_TOKEN_HEADER } from './qa/qa-token';
import { findBreakage } from './qa/breakages';
import { startEscalationTimer } from './notifications/sweep';
import { startConsultIdleTimer } from './consults/settle';
import { startRetentionTimer } from './notifications/prune';
import { withoutLiveEvents } from './live/quiet';
import { closeLiveStreams } from './live/stream';
import { collectLoadGarbage } from './memory';
import { warmIndexes } from './warm-indexes';

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const slidesDir = resolveSlidesDir();
const linkSecret = process.env.MOCK_LINK_SECRET ?? randomBytes(32).toString('hex');
// `--break NAME` (or MOCK_BREAK): a deliberately broken mock, to prove the conformance checker (qa/breakages.ts).
const breakArg = process.argv.findIndex((arg) => arg === '--break' || arg.startsWith('--break='));
const breakage =
  breakArg < 0
    ? process.env.MOCK_BREAK || undefined
    : (process.argv[breakArg]!.split('=')[1] ?? process.argv[breakArg + 1] ?? '');
if (breakage !== undefined) {
  try {
    console.log(`Deliberately broken (${breakage}): ${findBreakage(breakage).breaks}.`);
  } catch (error) {
    console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
// `--seed-cases N`: a network of N cases instead of the seed (store/seed-scale.ts); reseeds and saves.
let seedCases: number | null;
try {
  seedCases = parseSeedCases(process.argv.slice(2));
  const tooBig = seedCases === null ? null : seedHeapProblem(seedCases, getHeapStatistics().heap_size_limit);
  if (tooBig) throw new SeedCasesError(tooBig);
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
// Where facilities' HL7 endpoints may point (interop/destination-check.ts), how many deliveries go at once and the
// image archive: a malformed setting stops the start, not the first request after it.
// DICOMWEB_URL is read here, once (slides/archive-config.ts).
let archive: DicomwebArchive | null;
try {
  allowedNetworks();
  deliveryConcurrency();
  archive = dicomwebArchive();
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
// Derives demo slides, Deep Zoom/TIFF copies, thumbnails and the mosaic into .cache/slides/ on first start
// (progress printed; ~30 s on 2 cores), then only checks the cache (well under a second).
await prepareSlides({ slidesDir });
// A scale seed says what it made and how long it took before it is saved (the save of a large one takes a while).
const backend = createMockBackend({
  slidesDir,
  linkSecret,
  archive,
  seedCases: seedCases ?? undefined,
  onSeeded() {
    const scale = seedCases === null ? null : lastScaleSeed();
    if (scale) console.log(scaleSeedLine(scale));
  },
});

// The data survives restarts in MOCK_DATA_FILE; `npm run mock -- --reset` (or a missing/outdated file) reseeds.
const dataFile = process.env.MOCK_DATA_FILE ?? '.mock-data/mock.sqlite';
// The files an older mock kept by default (a snapshot and change logs) are not migrated: said once, then reseeded.
if (!process.env.MOCK_DATA_FILE && existsSync('.mock-data/db.json') && !existsSync(dataFile))
  console.log(
    'mock: .mock-data/db.json is the database of an older mock (a snapshot and change logs), which is not migrated: the database is seeded afresh into .mock-data/mock.sqlite, and the old files may be deleted.',
  );
enablePersistence(dataFile);
if (process.argv.includes('--reset') || seedCases !== null || !(await withoutLiveEvents(loadPersisted))) {
  const started = performance.now();
  await backend.reset();
  const saving = performance.now() - started - (lastScaleSeed()?.ms ?? 0);
  console.log(
    seedCases === null
      ? `Seeded the mock database into ${dataFile}.`
      : `Saved it into ${dataFile} in ${(saving / 1000).toFixed(1)} s.`,
  );
} else {
  // The slide catalogue is derived from the prepared slides, not saved: refresh it from this machine's cache.
  db.slides.clear();
  for (const slide of preparedSlideRecords(slidesDir)) await db.slides.create(slide);
  console.log(`Loaded the mock database from ${dataFile} (npm run mock -- --reset to reseed).`);
  // Deliveries a stop left queued or half sent go out again, under their own control ids.
  void pump();
  // So do the image archive's stores a stop left Queued or Storing (decision 165), one conversion at a time.
  const resumed = await resumeArchiveStores(archive);
  if (resumed) console.log(`mock: ${resumed} slide(s) queued again for the image archive.`);
  // And orders' slide lookups a stop left pending (decision 176), each at its due time.
  const lookups = resumeAccessionLookups();
  if (lookups) console.log(`mock: ${lookups} archive lookup(s) of orders' slides taken up again.`);
}

// The load's garbage collected before the first request, and the heap's next limit set from what it holds.
collectLoadGarbage();

const app = createMockApp({ backend, linkSecret, breakage });

// A failure the error handler could not see is logged, and the server goes on answering the other requests.
process.on('unhandledRejection', (reason) => {
  console.error(`mock: unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
});

const server = app.listen(port, host, () => {
  const slides = db.slides.count();
  console.log(
    `Mock backend listening on http://${host}:${port} (${slides} slide${slides === 1 ? '' : 's'} from ${slidesDir ?? 'no slide folder'})`,
  );
  console.log(`QA token for /__mock/* (header ${QA_TOKEN_HEADER}): ${backend.qaToken}`);
  void warmIndexes();
});
// Orders in over MLLP (HL7 OML^O21, docs/interop.md): on MOCK_HL7_ORDERS_PORT of the same host, off unless set.
const mllpPort = ordersPort();
if (mllpPort !== null) {
  const orders = await startOrderListener(mllpPort, host);
  console.log(`HL7 order intake (OML^O21 over MLLP) on ${host}:${orders.port}`);
  server.on('close', () => void orders.stop());
}
// Escalations fall due as real time passes too: a sweep every minute (docs/notifications.md).
const stopEscalations = startEscalationTimer();
server.on('close', stopEscalations);
// A consult with no one active in it ends as real time passes too (docs/consult.md).
server.on('close', startConsultIdleTimer());
// Read notifications and closed cases' escalations past their retention are dropped: now, then hourly.
server.on('close', startRetentionTimer());
// Orders' slide lookups waiting for their time are called off; their records wait for the next start.
server.on('close', stopAccessionLookups);
// Longer than any client's keep-alive, so a reused socket is never closed under a request.
server.keepAliveTimeout = 65_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    closeLiveStreams();
    server.close(() => process.exit(0));
  });
}
