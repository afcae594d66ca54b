/**
 * The mock backend as a real HTTP server on a free port, in the test's own process (the same database as the
 * in-process handlers), for what MSW cannot carry: tus uploads and byte routes. Requests to it pass through the
 * in-process MSW server untouched. Its uploads go to a temporary folder, removed on close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { createMockApp } from '../../mock-server/http/app';
import { createMockBackend, resolveSlidesDir } from '../../mock-server';
import { afterAll, beforeAll } from 'vitest';
import { listen, server as mswServer } from './mock-backend';

export interface MockHttpServer {
  base: string;
  /** Lets requests to this server through MSW; call in every test (MSW's handlers are reset after each). */
  passThrough(): void;
  close(): Promise<void>;
}

export async function startMockHttpServer(linkSecret: string): Promise<MockHttpServer> {
  const uploads = mkdtempSync(path.join(tmpdir(), 'mock-http-uploads-'));
  const previous = process.env.MOCK_UPLOADS_DIR;
  process.env.MOCK_UPLOADS_DIR = uploads;
  const app = createMockApp({
    backend: createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret }),
    linkSecret,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    passThrough: () => mswServer.use(http.all(`${base}/*`, () => passthrough())),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
      else process.env.MOCK_UPLOADS_DIR = previous;
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * For a file whose requests all go to this server over the loopback (whole conformance runs): this process's
 * request interception (MSW) stopped for the file's tests and started again after them, instead of every
 * request passing through it. A whole run spent about 15 of its 54 CPU-s there.
 */
export function outsideInterception() {
  beforeAll(() => mswServer.close());
  afterAll(listen);
}
