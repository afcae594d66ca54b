/**
 * An operation that fails part-way changes nothing, and no stream hears of a change not saved (decision 138),
 * over real HTTP against a database file: a handler that throws after writing (answered 500) or answers 500 after
 * writing leaves memory and the file as they were, while an operation running beside it keeps its own change; the
 * live events of an operation whose commit the file refuses (503) are never sent.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../tests/setup/mock-backend';
import { takeConsoleErrors } from '../../tests/setup/strict-console';
import { createMockApp } from '../http/app';
import { SERVER_ERROR_MESSAGE } from '../http/careful';
import { fail, route } from '../http/operation';
import { createMockBackend, resolveSlidesDir } from '../index';
import { subscribeLive, type LiveEvent } from '../live/bus';
import { qaHttp, type Envelope } from '../testing/qa-http';
import { holdWriteLock } from '../testing/storage-faults';
import { db } from './db';
import { commit, disablePersistence, enablePersistence, loadPersisted } from './persistence';
import { readCollections } from './sqlite-file';
import { STORAGE_UNAVAILABLE_MESSAGE } from './write-queue';

const linkSecret = 'operation-failures-secret';
const HALF_DONE = 'ntf-half-done';

/**
 * A test-only handler of setBanner, ahead of the real one when asked by header: it changes the banner, deletes a
 * notification and creates another, waits (as handlers await), then throws or answers 500.
 */
const failingPartWay = route('setBanner', async ({ request }) => {
  const how = request.headers.get('x-test-failure');
  if (!how) return undefined;
  await db.banners.update((q) => q.where({ id: db.banners.all()[0]!.id }), {
    data(draft) {
      draft.message = 'Half done';
    },
  });
  const gone = db.notifications.all()[0]!;
  db.notifications.delete((q) => q.where({ id: gone.id }));
  await db.notifications.create({ ...structuredClone(gone), id: HALF_DONE });
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (how === 'throw') throw new Error('fails part-way');
  return fail(500, 'Fails part-way.');
});

let listening: Server;
let base: string;
beforeAll(async () => {
  const backend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret });
  const app = createMockApp({
    backend: { ...backend, handlers: [failingPartWay, ...backend.handlers] },
    linkSecret,
  });
  listening = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      listening.closeAllConnections();
      listening.close(() => resolve());
    }),
);

let folder: string;
let file: string;
let mend: (() => void) | null = null;
beforeEach(async () => {
  mswServer.use(http.all(`${base}/*`, () => passthrough()));
  folder = await mkdtemp(path.join(tmpdir(), 'mock-db-failures-'));
  file = path.join(folder, 'mock.sqlite');
  enablePersistence(file);
  await commit();
});
afterEach(async () => {
  mend?.();
  mend = null;
  disablePersistence();
  await rm(folder, { recursive: true, force: true });
});

const api: ReturnType<typeof qaHttp>['api'] = (pathname, init) => qaHttp(base).api(pathname, init);
const token = (email: string) => qaHttp(base).token(email);
const setBanner = (admin: string, message: string, failure?: 'throw' | '500') =>
  api('/api/banner', {
    token: admin,
    method: 'PUT',
    body: { message },
    headers: failure ? { 'x-test-failure': failure } : {},
  });
const bannerMessage = async (admin: string) =>
  ((await (await api('/api/banner', { token: admin })).json()) as Envelope<{ message: string | null }>).data
    .message;
const newCase = (lastName: string) => ({
  type: 'cytology',
  patientInfo: { firstName: 'Beside', lastName, birthDate: '1970-01-01', gender: 'Other' },
  specimens: [],
  billingComponent: 0,
  caseRelation: 'Standalone',
  slideDelivery: 'Mail_the_Slides',
});

describe('an operation that fails part-way', () => {
  it.each([
    ['throws', 'throw', SERVER_ERROR_MESSAGE],
    ['answers 500', '500', 'Fails part-way.'],
  ] as const)(
    'that %s changes nothing, in memory or on disk, while one beside it keeps its change',
    async (_, failure, sentence) => {
      const admin = await token('admin@demo.test');
      const facility = await token('facility@demo.test');
      const before = await bannerMessage(admin);
      const notifications = db.notifications.all().map((n) => n.id);

      const [failed, beside] = await Promise.all([
        setBanner(admin, 'Never shown', failure),
        api('/api/cases', { token: facility, method: 'POST', body: newCase('Beside') }),
      ]);
      expect(failed.status).toBe(500);
      expect(((await failed.json()) as Envelope).message).toBe(sentence);
      expect(beside.status).toBe(201);
      const besideID = ((await beside.json()) as Envelope<{ caseID: string }>).data.caseID;
      if (failure === 'throw') expect(takeConsoleErrors().join('\n')).toMatch(/fails part-way/);

      // In memory: the banner as before, the deleted notification back, the created one gone.
      expect(await bannerMessage(admin)).toBe(before);
      expect(
        db.notifications
          .all()
          .map((n) => n.id)
          .sort(),
      ).toEqual([...notifications].sort());
      // A later commit does not carry them to the file (a case created after), and a restart finds them as before.
      expect(
        (await api('/api/cases', { token: facility, method: 'POST', body: newCase('After') })).status,
      ).toBe(201);
      const onDisk = readCollections(file) as unknown as {
        banners: Array<{ message: string | null }>;
        notifications: Array<{ id: string }>;
        cases: Array<{ caseID: string }>;
      };
      expect(onDisk.banners.map((b) => b.message)).toEqual([before]);
      expect(onDisk.notifications.map((n) => n.id).sort()).toEqual([...notifications].sort());
      expect(onDisk.cases.map((c) => c.caseID)).toContain(besideID);

      db.banners.clear();
      db.notifications.clear();
      db.cases.clear();
      expect(await loadPersisted()).toBe(true);
      expect(await bannerMessage(admin)).toBe(before);
      expect(db.notifications.findFirst((q) => q.where({ id: HALF_DONE }))).toBeUndefined();
      expect(db.notifications.count()).toBe(notifications.length);
      expect(db.cases.count()).toBe(402);
    },
  );
});

describe('live events of an operation', () => {
  it('go out once its commit succeeded, and not at all when the file refuses it (503)', async () => {
    const admin = await token('admin@demo.test');
    const heard: LiveEvent[] = [];
    const stop = subscribeLive('usr-admin', (event) => heard.push(event));
    try {
      mend = holdWriteLock(file);
      const refused = await setBanner(admin, 'Refused by the disk');
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as Envelope).message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      takeConsoleErrors();
      await new Promise((resolve) => setImmediate(resolve));
      expect(heard.filter((event) => event.type === 'banner.changed')).toEqual([]);

      mend();
      mend = null;
      expect((await setBanner(admin, 'Saved')).status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(heard.filter((event) => event.type === 'banner.changed').map((event) => event.data)).toEqual([
        { message: 'Saved' },
      ]);
    } finally {
      stop();
    }
  });
});
