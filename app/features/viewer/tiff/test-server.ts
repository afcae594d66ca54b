/**
 * For tests only: serves a folder over HTTP with Range (express.static answers 206/416 like the slide store),
 * plus `/status/{code}` (always that status), `/no-range/{file}` (ignores Range, answers 200 in full) and
 * `/flaky/{n}/{file}` (the first n requests answer 503). `failWith(status)` makes every file request fail.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { server as mswServer } from '../../../../tests/setup/mock-backend';

export interface FileServer {
  base: string;
  /** From now on every file request answers this status (null: serve again). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function serveFiles(root: string): Promise<FileServer> {
  let failing: number | null = null;
  const flakyCounts = new Map<string, number>();
  const files = express.static(root, { acceptRanges: true, etag: false });
  const app = express();
  app.use((_req, res, next) => {
    if (failing === null) next();
    else res.status(failing).send('failing');
  });
  app.get('/status/:code', (req, res) => {
    res.status(Number(req.params.code)).send('status');
  });
  app.get('/no-range/:file', (req, res) => {
    res.status(200);
    createReadStream(path.join(root, path.basename(req.params.file))).pipe(res);
  });
  app.get('/flaky/:failures/:file', (req, res, next) => {
    const key = req.params.file;
    const seen = flakyCounts.get(key) ?? 0;
    flakyCounts.set(key, seen + 1);
    if (seen < Number(req.params.failures)) {
      res.status(503).send('try again');
      return;
    }
    req.url = `/${path.basename(key)}`;
    files(req, res, next);
  });
  app.use(files);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  // Longer than the slowest decode, so the next Range request never reuses a socket the server closed.
  server.keepAliveTimeout = 60_000;
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failWith(status) {
      failing = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A temporary folder served by serveFiles for a whole test file (created before its tests, removed after), its
 * requests let through the in-process MSW server, which intercepts every fetch.
 */
export function servedTempFolder(prefix: string): { readonly dir: string; readonly files: FileServer } {
  const served = { dir: '', files: null as unknown as FileServer };
  beforeAll(async () => {
    served.dir = await mkdtemp(path.join(tmpdir(), prefix));
    served.files = await serveFiles(served.dir);
  });
  afterAll(async () => {
    await served.files.close();
    await rm(served.dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    mswServer.use(http.all(`${served.files.base}/*`, () => passthrough()));
  });
  return served;
}
