/**
 * Every operation of openapi.yaml is generated into the client's operation table and answered by the mock
 * backend's own handler (not the catch-all 404/405 of mock-server/http/fallback.ts).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../contracts';
import { createMockBackend, DEMO_PASSWORD, resolveSlidesDir } from '../../mock-server';
import { createMockApp } from '../../mock-server/http/app';
import { server as mswServer, TEST_API } from '../setup/mock-backend';
import { contractViolations, openapi } from './openapi-validator';
import { openLiveStream } from '../../mock-server/testing/live-stream';

/**
 * Slide bytes are served by the real express app (not MSW), at the signed URLs get-download-link hands out:
 * each of those operations is reached through the link field that names it.
 */
const SLIDE_LINK_FIELDS: Record<string, string> = {
  getSlideFile: 'link',
  getSlideThumbnail: 'thumbnailUrl',
  getSlidePreview: 'previewUrl',
  getDeepZoomDescriptor: 'dziUrl',
  getDeepZoomTile: 'firstTileUrl',
};
/**
 * The reads under a slide's DICOMweb root: a link names one only where the server has an image archive, which this
 * test's app has not (tests/archive/dicomweb-proxy.test.ts reads them through Orthanc). Here they are answered by
 * the slide routes' own check (403 for the example's signature), not the catch-all 404.
 */
const DICOMWEB_READS = new Set([
  'getDicomwebSeriesMetadata',
  'searchDicomwebInstances',
  'getDicomwebFrames',
  'getDicomwebRendered',
]);
const LINK_SECRET = 'every-operation-secret';
let slideApp: Server;
let slideOrigin: string;

beforeAll(async () => {
  const app = createMockApp({
    backend: createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: LINK_SECRET }),
    linkSecret: LINK_SECRET,
  });
  slideApp = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  slideOrigin = `http://127.0.0.1:${(slideApp.address() as AddressInfo).port}`;
});
beforeEach(() => mswServer.use(http.all(`${slideOrigin}/*`, () => passthrough())));
afterAll(
  () =>
    new Promise<void>((resolve) => {
      slideApp.closeAllConnections();
      slideApp.close(() => resolve());
    }),
);

async function slideLinks(): Promise<Record<string, string | null>> {
  const login = await fetch(`${slideOrigin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await fetch(`${slideOrigin}/api/wsi/get-download-link/blob-demo-01`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, string | null> }).data;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { example?: unknown };
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  'x-event-stream'?: unknown;
}

const paths = openapi.paths as unknown as Record<string, Record<string, Operation>>;
const documented = Object.entries(paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
);

async function providerToken(): Promise<string> {
  const response = await fetch(`${TEST_API}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function fillPath(path: string, parameters: Parameter[] = []): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    const example = parameter?.example ?? parameter?.schema?.example ?? 'x';
    return encodeURIComponent(String(example));
  });
}

describe('openapi.yaml', () => {
  it('has operations, each with an operationId', () => {
    expect(documented.length).toBeGreaterThan(0);
    for (const { method, path, operation } of documented) {
      expect(operation.operationId, `${method.toUpperCase()} ${path}`).toMatch(/^\w+$/);
    }
  });

  it('and the generated operation table list the same operations', () => {
    expect(Object.keys(operations).sort()).toEqual(documented.map((d) => d.operation.operationId).sort());
  });
});

describe.each(documented.map((d) => [`${d.method.toUpperCase()} ${d.path}`, d] as const))(
  '%s',
  (_label, op) => {
    const id = op.operation.operationId as keyof typeof operations;

    it('is generated with the same method and path', () => {
      expect(operations[id], `${id} missing from contracts/generated/operations.gen.ts`).toBeDefined();
      expect({ method: operations[id].method, path: operations[id].path }).toEqual({
        method: op.method,
        path: op.path,
      });
    });

    it('is answered by the mock backend', async () => {
      const linkField = SLIDE_LINK_FIELDS[id];
      if (DICOMWEB_READS.has(id)) {
        const request = new Request(`${slideOrigin}${fillPath(op.path, op.operation.parameters)}`);
        const response = await fetch(request);
        expect(response.status).toBe(403);
        expect(((await response.clone().json()) as { message: string }).message).toBe('Invalid signature');
        expect(await contractViolations(request, response)).toEqual([]);
        return;
      }
      if (op.path.startsWith('/slides/')) {
        expect(linkField, `${id}: which get-download-link field leads to it?`).toBeDefined();
        const url = (await slideLinks())[linkField!];
        expect(url, `${id}: get-download-link gives no ${linkField}`).toBeTruthy();
        const template = new RegExp(`^${op.path.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
        expect(new URL(url!).pathname).toMatch(template);
        const request = new Request(url!);
        const response = await fetch(request);
        expect(response.status).toBe(200);
        expect(await contractViolations(request, response)).toEqual([]);
        return;
      }
      if (op.operation['x-event-stream']) {
        // The event stream stays open, so the express app answers it (mock-server/live/stream.ts), not MSW.
        const opened = await openLiveStream(slideOrigin, await providerToken());
        opened.close();
        expect(opened.status).toBe(200);
        expect(opened.contentType).toMatch(/^text\/event-stream/);
        return;
      }
      const headers: Record<string, string> = {};
      if (!Array.isArray(op.operation.security) || op.operation.security.length > 0) {
        headers.Authorization = `Bearer ${await providerToken()}`;
      }
      const example = op.operation.requestBody?.content?.['application/json']?.example;
      if (example !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${TEST_API}${fillPath(op.path, op.operation.parameters)}`, {
        method: op.method.toUpperCase(),
        headers,
        body: example === undefined ? undefined : JSON.stringify(example),
      });
      const body = (await response.json()) as { message?: string | null };
      expect(response.status, 'answered by the wrong-method fallback').not.toBe(405);
      expect(body.message ?? '').not.toMatch(/^No such endpoint/);
      expect(response.status, body.message ?? '').toBeLessThan(500);
    });
  },
);
