/**
 * `npm run bench:mock`: throughput and latency of the mock backend on this machine, printed, never asserted.
 * Starts its own mock server (fresh database in a temporary file), logs in, then loads
 *   1. a case list page (GET /api/cases, 20 per page, as a provider), and
 *   2. one slide tile (the first Deep Zoom tile of a slide; without Deep Zoom, a 64 KiB Range read of the file)
 * with autocannon for DURATION seconds each over CONNECTIONS keep-alive connections.
 *
 *   npm run bench:mock -- --duration 10 --connections 10
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { bin, startService, waitForUrl } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 10);
const port = arg('port', 4710);
const origin = `http://127.0.0.1:${port}`;

const mock = startService('mock', bin('tsx'), ['mock-server/server.ts', '--reset'], {
  MOCK_PORT: String(port),
  MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-bench-${port}.json`),
});
const stop = () => mock.kill('SIGTERM');
process.on('exit', stop);

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${response.status}`);
  return response.json();
}

interface Figures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Runs autocannon and computes the percentiles from every response time (autocannon itself has no p95). */
function load(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, headers, connections, duration }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
      resolve({
        name,
        requests: result.requests.total,
        perSecond: result.requests.average,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: result.errors + result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

try {
  await waitForUrl(`${origin}/__mock/health`, 180_000);
  const login = await json(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
  });
  const auth = { Authorization: `Bearer ${login.data.token}` };

  const results: Figures[] = [];
  results.push(
    await load('case list page (20 cases)', `${origin}/api/cases?page=1&pageSize=20&status=Available`, auth),
  );

  const list = await json(`${origin}/api/cases?pageSize=100`, { headers: auth });
  const blobIds: string[] = list.data.items.length
    ? (
        await Promise.all(
          list.data.items
            .slice(0, 20)
            .map((c: { caseID: string }) => json(`${origin}/api/cases/${c.caseID}`, { headers: auth })),
        )
      ).flatMap((c) =>
        c.data.slides.flatMap((s: { subsections: Array<{ images: Array<{ fileContent: string }> }> }) =>
          s.subsections.flatMap((b) => b.images.map((i) => i.fileContent)),
        ),
      )
    : [];
  let tile: { name: string; url: string; headers: Record<string, string> } | null = null;
  for (const blobId of new Set(blobIds)) {
    const link = (await json(`${origin}/api/wsi/get-download-link/${blobId}`, { headers: auth })).data;
    if (link.firstTileUrl) {
      tile = { name: 'Deep Zoom tile', url: link.firstTileUrl, headers: {} };
      break;
    }
    tile ??= { name: 'slide file, 64 KiB Range read', url: link.link, headers: { Range: 'bytes=0-65535' } };
  }
  if (tile) results.push(await load(tile.name, tile.url, tile.headers));
  else console.log('No slide referenced by the first cases: the tile measurement is skipped.');

  console.log(`\nMock backend on this machine, ${connections} connections, ${duration} s each:`);
  console.table(
    results.map((r) => ({
      scenario: r.name,
      requests: r.requests,
      'req/s': Math.round(r.perSecond),
      'p50 ms': Number(r.p50.toFixed(1)),
      'p95 ms': Number(r.p95.toFixed(1)),
      'p99 ms': Number(r.p99.toFixed(1)),
      errors: r.errors,
    })),
  );
} finally {
  stop();
}
