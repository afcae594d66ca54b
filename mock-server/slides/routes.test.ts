/**
 * The real express app (as `npm run mock` serves it) on port 0: slide links from the API, then the bytes they
 * point at. Slides come from the cache the vitest global setup prepared; the database is the one the test
 * setup reseeds before each test (this app's backend shares it).
 */
import { readFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractViolations } from '../../tests/contract/openapi-validator';
import { server as mswServer } from '../../tests/setup/mock-backend';
import { createMockApp } from '../http/app';
import { armScenario, clearScenarios } from '../qa/scenarios';
import { createMockBackend, DEMO_PASSWORD, resolveSlidesDir } from '../index';
import type { SlideLinkData } from './links';
import { cachePath, loadSlideManifest, resolveSlideCacheDir } from './manifest';
import { signatureFor, signedQuery } from './signing';

const SECRET = 'routes-test-secret';
const cacheDir = resolveSlideCacheDir();
const manifest = loadSlideManifest(cacheDir)!;
const entry = (id: string) => manifest.slides.find((s) => s.id === id)!;

let httpServer: Server;
let base: string;

beforeAll(async () => {
  const backend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: SECRET });
  const app = createMockApp({ backend, linkSecret: SECRET });
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

// The in-process MSW server intercepts every fetch; requests to this real server go through untouched.
beforeEach(() => mswServer.use(http.all(`${base}/*`, () => passthrough())));

afterAll(
  () =>
    new Promise<void>((resolve) => {
      httpServer.closeAllConnections();
      httpServer.close(() => resolve());
    }),
);

async function login(): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function linkFor(blobId: string, session?: string): Promise<SlideLinkData> {
  const token = session ?? (await login());
  const request = new Request(`${base}/api/wsi/get-download-link/${blobId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const response = await fetch(request);
  expect(response.status).toBe(200);
  expect(await contractViolations(request, response.clone())).toEqual([]);
  return ((await response.json()) as { data: SlideLinkData }).data;
}

/** The session link id a link's signature starts with (to sign links by hand for the same session). */
const sessionOf = (data: SlideLinkData) => new URL(data.link).searchParams.get('signature')!.slice(0, 22);

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/**
 * A revalidation as a browser cache sends it. (fetch() adds `Cache-Control: no-cache` to any request carrying
 * If-None-Match, as the Fetch standard says, and a server must then answer in full.)
 */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

describe('slide links from the real server', () => {
  it('point at this server, signed, with Deep Zoom fields', async () => {
    const data = await linkFor('blob-demo-01');
    expect(data.link.startsWith(`${base}/slides/blob-demo-01/file?expires=`)).toBe(true);
    expect(data.dziUrl).toMatch(
      new RegExp(`^${base}/slides/blob-demo-01/dz/\\d+/[\\w-]+/blob-demo-01\\.dzi$`),
    );
    expect(data.dziTileSourceObject?.Image.Size).toEqual({ Width: 4000, Height: 3000 });
    expect(data.thumbnailUrl).toMatch(/\/slides\/blob-demo-01\/thumbnail\.jpg\?expires=\d+&signature=/);
  });
});

describe('GET /slides/{id}/file', () => {
  it('answers a Range with 206, Content-Range and the right bytes, readable cross-origin', async () => {
    const data = await linkFor('blob-demo-01');
    const response = await fetch(data.link, { headers: { Range: 'bytes=100-1123' } });
    expect(response.status).toBe(206);
    const size = data.info.sizeBytes;
    expect(response.headers.get('Content-Range')).toBe(`bytes 100-1123/${size}`);
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Content-Type')).toBe('image/tiff');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toMatch(
      /Content-Range.*ETag.*Accept-Ranges/,
    );
    const onDisk = readFileSync(cachePath(cacheDir, entry('blob-demo-01').files.original));
    expect((await bytes(response)).equals(onDisk.subarray(100, 1124))).toBe(true);
  });

  it('answers 416 with the size for an unsatisfiable range', async () => {
    const data = await linkFor('blob-demo-01');
    const response = await fetch(data.link, { headers: { Range: `bytes=${data.info.sizeBytes}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe(`bytes */${data.info.sizeBytes}`);
  });

  it('answers the whole file with an ETag, and 304 to If-None-Match', async () => {
    const data = await linkFor('blob-demo-02');
    const first = await fetch(data.link);
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('Content-Length'))).toBe(data.info.sizeBytes);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    expect(await revalidate(data.link, etag!)).toBe(304);
  });

  it('answers 403 for a tampered or expired signature, in the envelope', async () => {
    const data = await linkFor('blob-demo-01');
    const url = new URL(data.link);
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const tampered = await fetch(url);
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toMatchObject({ isSuccess: false, message: 'Invalid signature' });

    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await fetch(
      `${base}/slides/blob-demo-01/file?${signedQuery(SECRET, 'blob-demo-01', 'file', past, sessionOf(data))}`,
    );
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ isSuccess: false, message: 'Link expired' });
  });

  it('answers 404 for an unknown slide, even with a valid signature', async () => {
    const future = Math.floor(Date.now() / 1000) + 60;
    const session = sessionOf(await linkFor('blob-demo-01'));
    const response = await fetch(
      `${base}/slides/blob-no-such-slide/file?${signedQuery(SECRET, 'blob-no-such-slide', 'file', future, session)}`,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ isSuccess: false, message: 'Slide not found.' });
  });
});

describe('links belong to their session', () => {
  const logout = (token: string) =>
    fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

  it('stop working when the session they were issued to logs out: 403 in the envelope, for every kind', async () => {
    const token = await login();
    const data = await linkFor('blob-demo-01', token);
    const urls = [data.link, data.dziUrl!, data.firstTileUrl!, data.thumbnailUrl!, data.previewUrl!];
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
    // Another session's links are not touched.
    const other = await linkFor('blob-demo-01');

    expect((await logout(token)).status).toBe(200);
    for (const url of urls) {
      const refused = await fetch(url);
      expect(refused.status, url).toBe(403);
      expect(await refused.json()).toMatchObject({ isSuccess: false, message: 'Session ended' });
    }
    expect((await fetch(other.firstTileUrl!)).status).toBe(200);
  });

  it('cannot be moved to another session: the session id is signed with the rest', async () => {
    const mine = await linkFor('blob-demo-01');
    const theirs = sessionOf(await linkFor('blob-demo-01'));
    const url = new URL(mine.link);
    url.searchParams.set('signature', `${theirs}${url.searchParams.get('signature')!.slice(22)}`);
    const moved = await fetch(url);
    expect(moved.status).toBe(403);
    expect(await moved.json()).toMatchObject({ message: 'Invalid signature' });
  });

  it('are refused without a session: a signature of the upload URLs’ kind opens no slide', async () => {
    const future = Math.floor(Date.now() / 1000) + 60;
    const bare = await fetch(
      `${base}/slides/blob-demo-01/file?${signedQuery(SECRET, 'blob-demo-01', 'file', future)}`,
    );
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ message: 'Invalid signature' });
  });

  it('answer Cache-Control private, for no longer than the link lives', async () => {
    const data = await linkFor('blob-demo-01');
    for (const url of [data.link, data.dziUrl!, data.firstTileUrl!, data.thumbnailUrl!, data.previewUrl!]) {
      // Taken before the request: the server's clock reads this or later (whole seconds, rounded down).
      const asked = Date.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      const cacheControl = response.headers.get('Cache-Control') ?? '';
      expect(cacheControl, url).toMatch(/^private, max-age=\d+(, immutable)?$/);
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)![1]);
      expect(maxAge * 1000, url).toBeLessThan(Date.parse(data.expiresAt) - asked + 1000);
    }
  });
});

describe('Deep Zoom', () => {
  it('serves the descriptor as XML', async () => {
    const data = await linkFor('blob-demo-01');
    const response = await fetch(data.dziUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns="http://schemas.microsoft.com/deepzoom/2008"');
    expect(xml).toMatch(/Format="jpg" Overlap="0" TileSize="256"/);
    expect(xml).toContain('<Size Width="4000" Height="3000"/>');
  });

  it('serves tiles as the files on disk, immutable, with ETag and 304', async () => {
    const data = await linkFor('blob-demo-01');
    const tile = await fetch(`${data.dziTilesFolder}12/15_11.jpg`); // the bottom-right tile at full size
    expect(tile.status).toBe(200);
    expect(tile.headers.get('Content-Type')).toBe('image/jpeg');
    // Kept by this browser alone, for what is left of the link's life (an hour at most), never shared.
    const [, maxAge] =
      /^private, max-age=(\d+), immutable$/.exec(tile.headers.get('Cache-Control') ?? '') ?? [];
    expect(Number(maxAge)).toBeGreaterThan(3500);
    expect(Number(maxAge)).toBeLessThanOrEqual(3600);
    const onDisk = readFileSync(cachePath(cacheDir, `${entry('blob-demo-01').files.deepZoom}/12/15_11.jpeg`));
    expect((await bytes(tile)).equals(onDisk)).toBe(true);
    const first = await fetch(data.firstTileUrl!);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    await first.arrayBuffer();
    expect(await revalidate(data.firstTileUrl!, etag)).toBe(304);
  });

  it('answers 404 outside the pyramid and for a slide without a Deep Zoom copy', async () => {
    const data = await linkFor('blob-demo-01');
    expect((await fetch(`${data.dziTilesFolder}12/16_0.jpg`)).status).toBe(404);
    expect((await fetch(`${data.dziTilesFolder}13/0_0.jpg`)).status).toBe(404);
    expect((await fetch(`${data.dziTilesFolder}12/0_0.png`)).status).toBe(404);
    const tiffOnly = await linkFor('blob-demo-02');
    expect(tiffOnly.dziUrl).toBeNull();
    const expires = Math.floor(Date.now() / 1000) + 60;
    const signature = signatureFor(SECRET, 'blob-demo-02', 'dzi', expires, sessionOf(tiffOnly));
    const folder = `${base}/slides/blob-demo-02/dz/${expires}/${signature}`;
    expect((await fetch(`${folder}/blob-demo-02.dzi`)).status).toBe(404);
    expect((await fetch(`${folder}/blob-demo-02_files/0/0_0.jpg`)).status).toBe(404);
  });

  it('answers 403 for a tile whose path signature was tampered with or belongs to another slide', async () => {
    const data = await linkFor('blob-demo-01');
    const other = await linkFor('blob-demo-03');
    const otherSignature = new URL(other.dziTilesFolder!).pathname.split('/')[5]!;
    const parts = new URL(data.firstTileUrl!).pathname.split('/');
    parts[5] = otherSignature;
    expect((await fetch(`${base}${parts.join('/')}`)).status).toBe(403);
  });
});

describe('the mosaic', () => {
  it('describes its full size and answers repeated tiles at full size and overview tiles below', async () => {
    const data = await linkFor('blob-mosaic');
    expect(data.dziTileSourceObject?.Image.Size).toEqual({ Width: 61_440, Height: 61_440 });
    expect(await (await fetch(data.dziUrl!)).text()).toContain('<Size Width="61440" Height="61440"/>');
    const mosaic = entry('blob-mosaic').mosaic!;
    // Level 16, tile (239, 239): unit tile (15, 15) at unit level 12.
    const top = await fetch(`${data.dziTilesFolder}16/239_239.jpg`);
    expect(top.status).toBe(200);
    expect(
      (await bytes(top)).equals(readFileSync(cachePath(cacheDir, `${mosaic.unitTiles}/12/15_15.jpeg`))),
    ).toBe(true);
    // Level 8: from the overview pyramid.
    const low = await fetch(`${data.dziTilesFolder}8/0_0.jpg`);
    expect(low.status).toBe(200);
    expect(
      (await bytes(low)).equals(readFileSync(cachePath(cacheDir, `${mosaic.overviewTiles}/8/0_0.jpeg`))),
    ).toBe(true);
    expect((await fetch(`${data.dziTilesFolder}16/240_0.jpg`)).status).toBe(404);
  });

  it('serves its repeated-tile TIFF by Range', async () => {
    const data = await linkFor('blob-mosaic');
    const head = await fetch(data.link, { headers: { Range: 'bytes=0-7' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('Content-Range')).toBe(`bytes 0-7/${data.info.sizeBytes}`);
    expect((await bytes(head)).subarray(0, 4).toString('hex')).toBe('49492a00'); // classic little-endian TIFF
  });
});

describe('thumbnails and CORS', () => {
  it('serves the signed thumbnail and preview', async () => {
    const data = await linkFor('blob-demo-03');
    for (const url of [data.thumbnailUrl!, data.previewUrl!]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      expect((await bytes(response)).subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    expect((await fetch(data.thumbnailUrl!.replace('thumbnail.jpg', 'preview.jpg'))).status).toBe(403);
  });

  it('answers a CORS preflight for Range requests', async () => {
    const response = await fetch(`${base}/slides/blob-demo-01/file`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Headers': 'range' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/Range/);
  });

  it("names a browser's origin back with Allow-Credentials (a credentialed request cannot read '*')", async () => {
    const data = await linkFor('blob-demo-01');
    const browser = await fetch(data.dziUrl!, { headers: { Origin: 'http://localhost:3000' } });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000');
    expect(browser.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(browser.headers.get('Vary')).toMatch(/Origin/);
    const server = await fetch(data.dziUrl!);
    expect(server.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(server.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers another method on a slide URL with 405 and Allow, in the envelope', async () => {
    const data = await linkFor('blob-demo-01');
    for (const [method, url] of [
      ['PUT', data.link],
      ['POST', data.thumbnailUrl!],
      ['DELETE', data.dziUrl!],
      ['PATCH', data.firstTileUrl!],
    ] as const) {
      const response = await fetch(url, { method });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
      expect(await response.json()).toMatchObject({ isSuccess: false, message: 'Method not allowed' });
    }
  });
});

describe.skipIf(!manifest.slides.some((s) => s.id === 'blob-dicom-cmu1-small-region-jpeg'))(
  'a DICOM series (decision 048)',
  () => {
    it('links the full-resolution instance and signs the others, each served by Range', async () => {
      const data = await linkFor('blob-dicom-cmu1-small-region-jpeg');
      expect(data.info).toMatchObject({
        contentType: 'application/dicom',
        fileName: expect.stringMatching(/\.dcm$/),
      });
      const instances = data.instanceLinks ?? [];
      expect(instances).toHaveLength(2);
      const onDisk = entry('blob-dicom-cmu1-small-region-jpeg').files.instances!;
      for (const [n, url] of instances.entries()) {
        expect(url).toMatch(
          new RegExp(`/slides/blob-dicom-cmu1-small-region-jpeg/instances/${n}\\?expires=\\d+&signature=`),
        );
        const response = await fetch(url, { headers: { Range: 'bytes=128-131' } });
        expect(response.status).toBe(206);
        expect((await bytes(response)).toString('latin1')).toBe('DICM');
        expect(response.headers.get('Content-Range')).toBe(
          `bytes 128-131/${readFileSync(onDisk[n]!).length}`,
        );
      }
      // One instance's signature does not open another.
      expect((await fetch(instances[0]!.replace('/instances/0?', '/instances/1?'))).status).toBe(403);
      expect((await fetch(instances[0]!.replace('/instances/0?', '/instances/7?'))).status).toBe(403);
      // A single-file slide has no instance links.
      expect((await linkFor('blob-demo-01')).instanceLinks).toBeUndefined();
    });
  },
);

describe("QA's short-links (a slide open longer than its link, decision 073)", () => {
  afterEach(() => clearScenarios({ name: 'short-links' }));

  async function linkIn(namespace: string | null, token: string) {
    const response = await fetch(`${base}/api/wsi/get-download-link/blob-demo-01`, {
      headers: { Authorization: `Bearer ${token}`, ...(namespace && { 'X-Mock-Namespace': namespace }) },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: SlideLinkData }).data;
  }
  const secondsLeft = (data: SlideLinkData) => (Date.parse(data.expiresAt) - Date.now()) / 1000;

  it("shortens the links of its namespace only; they then answer 403 'Link expired'", async () => {
    expect(
      armScenario({ name: 'short-links', options: { seconds: 1 }, namespace: 'short-1' }),
    ).not.toBeTypeOf('string');
    const token = await login();
    const short = await linkIn('short-1', token);
    expect(secondsLeft(short)).toBeLessThanOrEqual(1);
    expect(secondsLeft(await linkIn('another-test', token))).toBeGreaterThan(59 * 60);
    expect(secondsLeft(await linkIn(null, token))).toBeGreaterThan(59 * 60);

    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(short.expiresAt) + 1000), {
      timeout: 5000,
    });
    const tile = await fetch(short.firstTileUrl!);
    expect(tile.status).toBe(403);
    expect(((await tile.json()) as { message: string }).message).toBe('Link expired');
  });
});
