/**
 * `npm run bench:upload`: a 1 GB slide uploaded from a browser tab the way a new case's slide images go
 * (docs/decisions/023-resumable-slide-uploads.md), with its throughput and the peak memory growth of the tab, the
 * app server and the mock backend while it runs. Printed, never asserted; the target is flat memory (under
 * 100 MB growth each).
 *
 *   1. Generates a 1 GB tiled TIFF on disk, streamed (header, IFD, then 256 × 256 uncompressed RGB tiles), once;
 *      kept in the temp folder for the next run.
 *   2. Starts the mock backend and the production app (BUILD_DIR, default build/) on free ports.
 *   3. Opens Chromium (CHROMIUM_LAUNCH), logs in as the seeded facility user, creates a Draft case through the API.
 *   4. Harness page: an app page (its CSP applies) gets app/features/case-creation/slide-upload.ts bundled for
 *      the browser, the file is chosen into an <input type="file"> (the browser reads it from disk), and
 *      startSlideUpload runs exactly as the Create New Case page runs it: the signed URL from the app's resource
 *      route, then tus straight to the backend in 50 MB chunks.
 *   5. Samples VmRSS of the tab's renderer, Chromium's network service, the app server and the mock every 100 ms.
 *
 *   npm run build && npm run bench:upload [-- --size-mb 1024]
 */
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { createApiClient } from '../contracts';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import type { startSlideUpload } from '../app/features/case-creation/slide-upload';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { startService, waitForUrl } from './lib';

const MB = 1024 * 1024;
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const targetBytes = arg('size-mb', 1024) * MB;
const ACCOUNT = 'facility@demo.test';
const TARGET_GROWTH = 100 * MB;
const buildDir = process.env.BUILD_DIR ?? 'build';

// ---------------------------------------------------------------------------------------------- the slide

const TILE = 256;
const TILE_BYTES = TILE * TILE * 3;

/** A little-endian tiled RGB TIFF of about `bytes`, written as a stream (never in memory). */
async function generateTiff(file: string, bytes: number): Promise<number> {
  const across = Math.ceil(Math.sqrt(Math.ceil(bytes / TILE_BYTES)));
  const tiles = across * across;
  const width = across * TILE;
  // IFD entries (sorted by tag), then the values that do not fit in an entry.
  const entries: Array<
    [tag: number, type: number, count: number, value: number | 'bits' | 'offsets' | 'counts']
  > = [
    [256, 4, 1, width], // ImageWidth
    [257, 4, 1, width], // ImageLength
    [258, 3, 3, 'bits'], // BitsPerSample 8,8,8
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 2], // PhotometricInterpretation: RGB
    [277, 3, 1, 3], // SamplesPerPixel
    [284, 3, 1, 1], // PlanarConfiguration: chunky
    [322, 3, 1, TILE], // TileWidth
    [323, 3, 1, TILE], // TileLength
    [324, 4, tiles, 'offsets'], // TileOffsets
    [325, 4, tiles, 'counts'], // TileByteCounts
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const bitsAt = 8 + ifdSize;
  const offsetsAt = bitsAt + 6;
  const countsAt = offsetsAt + tiles * 4;
  const dataAt = countsAt + tiles * 4;
  const head = Buffer.alloc(dataAt);
  head.write('II', 0, 'latin1');
  head.writeUInt16LE(42, 2);
  head.writeUInt32LE(8, 4);
  head.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    head.writeUInt16LE(tag, at);
    head.writeUInt16LE(type, at + 2);
    head.writeUInt32LE(count, at + 4);
    const pointer = { bits: bitsAt, offsets: offsetsAt, counts: countsAt } as const;
    if (typeof value === 'string') head.writeUInt32LE(pointer[value], at + 8);
    else if (type === 3) head.writeUInt16LE(value, at + 8);
    else head.writeUInt32LE(value, at + 8);
  });
  head.writeUInt32LE(0, 10 + entries.length * 12); // no next IFD
  for (let i = 0; i < 3; i++) head.writeUInt16LE(8, bitsAt + i * 2);
  for (let t = 0; t < tiles; t++) {
    head.writeUInt32LE(dataAt + t * TILE_BYTES, offsetsAt + t * 4);
    head.writeUInt32LE(TILE_BYTES, countsAt + t * 4);
  }
  const total = dataAt + tiles * TILE_BYTES;
  if (existsSync(file) && statSync(file).size === total) return total;

  // Tiles of a few shades, so the file is not one repeated byte.
  const shades = Array.from({ length: 8 }, (_, s) => {
    const tile = Buffer.alloc(TILE_BYTES);
    for (let p = 0; p < TILE_BYTES; p += 3) {
      tile[p] = 200 - s * 10;
      tile[p + 1] = 120 + ((p / 3) % TILE) / 4;
      tile[p + 2] = 160 + s * 8;
    }
    return tile;
  });
  const out = createWriteStream(file);
  const write = (chunk: Buffer) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  await write(head);
  for (let t = 0; t < tiles; t++) await write(shades[t % shades.length]!);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return total;
}

// ----------------------------------------------------------------------------------------------- processes

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const rssOf = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  } catch {
    return 0;
  }
};

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
const cpuOf = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/** Every process below `root` with its command line. */
function descendants(root: number): Array<{ pid: number; cmdline: string }> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: Array<{ pid: number; cmdline: string }> = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        // gone meanwhile
      }
      found.push({ pid: child, cmdline });
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The browser process launched with `marker` (not one of its children, which carry --type=…). */
function mainChromiumProcess(marker: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmdline.includes(marker) && !cmdline.some((a) => a.startsWith('--type='))) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

interface Sampled {
  name: string;
  pids: () => number[];
  start: number;
  peak: number;
  /** How many processes were summed (Chromium may run more than one renderer). */
  count: number;
  cpuStart: number;
  cpu: number;
}

function sampler(watched: Array<{ name: string; pids: () => number[] }>) {
  const total = (pids: number[]) => pids.reduce((sum, pid) => sum + rssOf(pid), 0);
  const cpu = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
  const series: Sampled[] = watched.map((w) => {
    const pids = w.pids();
    return { ...w, start: total(pids), peak: total(pids), count: pids.length, cpuStart: cpu(pids), cpu: 0 };
  });
  const sample = () => {
    for (const s of series) {
      const pids = s.pids();
      s.peak = Math.max(s.peak, total(pids));
      s.count = Math.max(s.count, pids.length);
    }
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      sample();
      clearInterval(timer);
      for (const s of series) s.cpu = cpu(s.pids()) - s.cpuStart;
      return series;
    },
  };
}

// ------------------------------------------------------------------------------------------------ the page

type Harness = { startSlideUpload: typeof startSlideUpload };

/** slide-upload.ts for the browser, as one script that sets window.SlideUploadBench. */
async function harnessBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '~': path.resolve('app') } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.resolve('app/features/case-creation/slide-upload.ts'),
        formats: ['iife'],
        name: 'SlideUploadBench',
        fileName: 'slide-upload',
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as { output: Array<{ type: string; code?: string }> }).output.find(
    (o) => o.type === 'chunk',
  );
  if (!chunk?.code) throw new Error('The harness bundle is empty.');
  return chunk.code;
}

async function uploadInPage(page: Page, caseId: string, subsectionId: string, fileName: string) {
  return page.evaluate(
    async ([caseId, subsectionId, fileName]) => {
      const input = document.getElementById('bench-file') as HTMLInputElement;
      const file = input.files![0]!;
      const bench = (window as unknown as { SlideUploadBench: Harness }).SlideUploadBench;
      const started = performance.now();
      const upload = bench.startSlideUpload({ caseId, subsectionId, file, fileName });
      const result = await upload.done;
      return { ...result, seconds: (performance.now() - started) / 1000, bytes: file.size };
    },
    [caseId, subsectionId, fileName] as const,
  );
}

// ------------------------------------------------------------------------------------------------- the run

async function main() {
  const work = path.join(tmpdir(), 'pathbridge-bench-upload');
  await mkdir(work, { recursive: true });
  const slideFile = path.join(work, `slide-${targetBytes / MB}mb.tif`);
  let started = performance.now();
  const size = await generateTiff(slideFile, targetBytes);
  console.log(
    `Slide: ${slideFile} (${(size / MB).toFixed(0)} MB tiled TIFF, ${((performance.now() - started) / 1000).toFixed(1)} s to make or check)`,
  );

  const mockPort = await freePort();
  const appPort = await freePort();
  const api = `http://127.0.0.1:${mockPort}`;
  const app = `http://localhost:${appPort}`;
  const run = mkdtempSync(path.join(work, 'run-'));
  const mock = startService(
    'mock',
    process.execPath,
    ['--import', 'tsx', 'mock-server/server.ts', '--reset'],
    {
      MOCK_PORT: String(mockPort),
      MOCK_DATA_FILE: path.join(run, 'db.json'),
      MOCK_UPLOADS_DIR: path.join(run, 'uploads'),
    },
  );
  const appServer = startService(
    'app',
    process.execPath,
    ['server/index.js', path.join(buildDir, 'server/index.js')],
    {
      PORT: String(appPort),
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-upload-session-secret',
      API_BASE_URL: api,
    },
  );
  // The app logs a line per request; only the slide-upload route's are worth seeing here.
  appServer.stdout?.removeAllListeners('data');
  const stopAll = () => {
    for (const service of [mock, appServer]) service.kill('SIGTERM');
  };
  process.on('exit', stopAll);
  // A flag of no meaning to Chromium, to find its processes in /proc.
  const marker = `--bench-upload-run=${process.pid}`;
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, marker] });
  try {
    await waitForUrl(`${api}/__mock/health`);
    await waitForUrl(`${app}/login`);

    const anonymous = createApiClient({ baseUrl: api });
    const { data: login } = await anonymous.POST('/api/users/login', {
      body: { email: ACCOUNT, password: DEMO_PASSWORD },
    });
    const client = createApiClient({ baseUrl: api, token: login!.data.token });
    const { data: created, response } = await client.POST('/api/cases', {
      body: {
        type: 'surgical',
        patientInfo: {
          firstName: 'Bench',
          lastName: 'Upload',
          birthDate: '1961-12-10',
          gender: 'Female',
          race: 'White',
        },
        specimens: [
          {
            facilitySpecimenID: 'A1',
            specimenType: 'Biopsy',
            bodysite: 'Breast',
            subsite: 'Left upper outer quadrant',
            specimenCollectionDate: '2026-10-01',
            collectionTime: '09:15',
            subsections: [{ slideType: 'H&E', stain: 'H&E', slideCount: 1, images: [] }],
          },
        ],
        clinicalInfo: 'Upload benchmark.',
        billingComponent: 2,
        caseRelation: 'Standalone',
        slideDelivery: 'Upload_the_Slide_Images',
      },
    });
    if (!created) throw new Error(`createCase answered ${response.status}`);
    const caseId = created.data.caseID;
    const subsectionId = created.data.slides[0]!.subsections[0]!.id;

    const context = await browser.newContext();
    const loggedIn = await context.request.post(`${app}/login`, {
      form: { email: ACCOUNT, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    if (loggedIn.status() !== 302) throw new Error(`login answered ${loggedIn.status()}`);
    const page = await context.newPage();
    // Any page of the app: its origin, its session cookie, its Content-Security-Policy.
    await page.goto(`${app}/send-out-cases`);
    await page.evaluate(await harnessBundle());
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.id = 'bench-file';
      document.body.append(input);
    });
    await page.setInputFiles('#bench-file', slideFile);

    const browserPid = mainChromiumProcess(marker);
    const chromiumProcesses = (kind: RegExp) => () =>
      browserPid
        ? descendants(browserPid)
            .filter((p) => kind.test(p.cmdline))
            .map((p) => p.pid)
        : [];
    const samples = sampler([
      { name: 'browser tab (renderer)', pids: chromiumProcesses(/--type=renderer/) },
      { name: 'Chromium browser process', pids: () => (browserPid ? [browserPid] : []) },
      { name: 'Chromium network service', pids: chromiumProcesses(/network\.mojom\.NetworkService/) },
      { name: 'app server', pids: () => [appServer.pid!] },
      { name: 'mock backend', pids: () => [mock.pid!] },
    ]);
    started = performance.now();
    const result = await uploadInPage(page, caseId, subsectionId, path.basename(slideFile));
    const series = samples.stop();

    const { data: link } = await client.GET('/api/wsi/get-download-link/{blobId}', {
      params: { path: { blobId: result.fileContent } },
    });
    const { data: detail } = await client.GET('/api/cases/{caseId}', { params: { path: { caseId } } });
    const inCase = detail!.data.slides[0]!.subsections[0]!.images.some(
      (i) => i.fileContent === result.fileContent,
    );

    const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
    console.log(
      '\nbench:upload (harness page: slide-upload.ts bundled into an app page, file from <input type=file>)',
    );
    console.log(
      `  file            ${mb(result.bytes)} as ${result.fileContent}, in the case: ${inCase}, link: ${link ? 'yes' : 'no'} (${link?.data.width}×${link?.data.height} px)`,
    );
    console.log(`  time            ${result.seconds.toFixed(1)} s`);
    console.log(`  throughput      ${(result.bytes / MB / result.seconds).toFixed(1)} MB/s`);
    console.log(
      `  peak RSS growth during the upload (target < ${mb(TARGET_GROWTH)} each), and CPU time used:`,
    );
    for (const s of series) {
      const growth = s.peak - s.start;
      const mark = s.name.startsWith('Chromium ') ? ' ' : growth < TARGET_GROWTH ? '✓' : '✗';
      const processes = s.count > 1 ? `, ${s.count} processes` : '';
      console.log(
        `    ${mark} ${s.name.padEnd(26)} ${mb(growth).padStart(9)}   (from ${mb(s.start)} to ${mb(s.peak)}${processes}; CPU ${s.cpu.toFixed(1)} s)`,
      );
    }
  } finally {
    await browser.close();
    stopAll();
    rmSync(run, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
