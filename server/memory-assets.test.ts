import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryAssets, readAssets } from './memory-assets.js';

const SCRIPT = 'export const answer = 42;\n'.repeat(50);
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'memory-assets-'));
  writeFileSync(path.join(dir, 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'styles-def456.css'), 'body{color:red}');
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(path.join(dir, 'fonts', 'a.woff2'), Buffer.from([1, 2, 3]));
  const app = express();
  app.use('/assets', memoryAssets(readAssets(dir)));
  app.use((req, res) => res.status(404).send(`next: ${req.method} ${req.path}`));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Node's fetch decodes what it is sent: the raw bytes and headers come from node:http instead. */
function get(pathname: string, acceptEncoding: string | null, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      { method, headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the built assets answered from memory', () => {
  it('sends the Brotli copy to a browser that takes it, cached for good', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy, or the file itself, to a client that takes only that', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-abc123.js', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const refused = await get('/assets/app-abc123.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends a file without compressed copies as it is, and files in subfolders', async () => {
    const css = await get('/assets/styles-def456.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.toString()).toBe('body{color:red}');
    const font = await get('/assets/fonts/a.woff2', null);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect([...font.body]).toEqual([1, 2, 3]);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await get('/assets/app-abc123.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('leaves anything else to the next handler: other files, other methods, the copies themselves', async () => {
    expect((await get('/assets/missing.js', 'br')).body.toString()).toBe('next: GET /assets/missing.js');
    expect((await get('/assets/app-abc123.js', 'br', 'POST')).body.toString()).toBe(
      'next: POST /assets/app-abc123.js',
    );
    expect((await get('/assets/app-abc123.js.br', 'br')).status).toBe(404);
  });
});
