/**
 * A scale seed puts its records in at once (store/bulk-insert.ts), not by `create()` each. At 800 cases (twice the seed): the
 * same database as `create()` of each record makes, every list, figure and count the API answers the same, the
 * running figures equal to a scan of the records, and the change log told of every record (saved, then loaded
 * back, the same database).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../tests/setup/mock-backend';
import { dueClock } from '../cases/turnaround';
import { dashboardCounts } from '../dashboard/counts';
import { dashboardFigures } from '../dashboard/running-totals';
import { withoutLiveEvents } from '../live/quiet';
import { unreadCountOf } from '../notifications/unread';
import { resolveSlidesDir } from '../slides/store';
import { ADMIN, PROVIDER, clientFor } from '../testing/test-clients';
import { db } from './db';
import { commit, disablePersistence, enablePersistence, loadPersisted } from './persistence';
import { seedDatabase } from './seed';

/** Whether the seed's inserts are `create()` of each record (the path before store/bulk-insert.ts). */
const mode = vi.hoisted(() => ({ viaCreate: false }));
vi.mock('./bulk-insert', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./bulk-insert')>();
  const insertMany: typeof actual.insertMany = async (collection, values) => {
    if (!mode.viaCreate) return actual.insertMany(collection, values);
    const records = [];
    for (const value of values) records.push(await collection.create(value as never));
    return records as Awaited<ReturnType<typeof actual.insertMany>>;
  };
  return { ...actual, insertMany };
});

const CASES = 800;
const SLOW = 180_000;

function databaseHash() {
  const hash = createHash('sha256');
  for (const [name, collection] of Object.entries(db))
    hash.update(`${name}:${JSON.stringify((collection as { all(): unknown[] }).all())}\n`);
  return hash.digest('hex');
}

const seedNetwork = () =>
  withoutLiveEvents(() => seedDatabase({ slidesDir: resolveSlidesDir(), cases: CASES }));

/** What the admin's and a provider's pages read, through the API (the lists by each sort and filter). */
async function whatThePagesRead() {
  const admin = await clientFor(ADMIN);
  const provider = await clientFor(PROVIDER);
  const answers: Record<string, unknown> = {};
  const sorts = ['createdAt', 'updatedAt', 'caseRecordId', 'patientName', 'facilityName', 'status', 'dueAt'];
  const lists: Array<Record<string, string | number>> = [
    ...sorts.flatMap((sort): Array<Record<string, string | number>> => [
      { sort, order: 'asc' },
      { sort, order: 'desc', page: 7 },
    ]),
    ...['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'].map((status) => ({ status })),
    ...['OnTime', 'AtRisk', 'Overdue'].map((dueState) => ({ dueState })),
    { facilityId: 'fac-013' },
    { assigneeId: 'usr-provider', sort: 'caseRecordId' },
    { search: 'TUL' },
  ];
  for (const query of lists) {
    const { data, response } = await admin.GET('/api/cases', {
      params: { query: { pageSize: 100, ...query } },
    });
    expect(response.status, JSON.stringify(query)).toBe(200);
    answers[`cases ${JSON.stringify(query)}`] = data!.data;
  }
  answers.dashboard = (await admin.GET('/api/admin/dashboard')).data!.data;
  for (const query of [{}, { status: 'Paid' as const }, { facilityId: 'fac-014' }])
    answers[`billing ${JSON.stringify(query)}`] = (
      await admin.GET('/api/billing', { params: { query: { pageSize: 100, ...query } } })
    ).data!.data;
  answers.tasks = (await admin.GET('/api/tasks', { params: { query: { pageSize: 100 } } })).data!.data;
  answers.notices = (await provider.GET('/api/me/notifications')).data!.data;
  answers.available = (
    await provider.GET('/api/cases', { params: { query: { status: 'Available' } } })
  ).data!.data;
  answers.mine = (await provider.GET('/api/cases', { params: { query: { assignedToMe: true } } })).data!.data;
  return answers;
}

/** The running figures against a scan of the records they stand for. */
function expectFiguresAsScanned() {
  const clock = dueClock();
  expect(dashboardFigures(clock)).toEqual(dashboardCounts(db, clock.now.toISOString(), clock));
  const unread = new Map<string, number>();
  for (const notice of db.notifications.all())
    if (notice.readAt === null) unread.set(notice.userId, (unread.get(notice.userId) ?? 0) + 1);
  for (const user of db.users.all()) expect(unreadCountOf(user.id), user.id).toBe(unread.get(user.id) ?? 0);
}

describe(`--seed-cases ${CASES}, its records put in at once`, () => {
  let folder: string | null = null;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'));
  });
  afterEach(async () => {
    mode.viaCreate = false;
    disablePersistence();
    if (folder) await rm(folder, { recursive: true, force: true });
    vi.useRealTimers();
    await mockBackend.reset();
  }, SLOW);

  it(
    'leaves the database, the lists, the figures and the saved files as create() of each record does',
    async () => {
      mode.viaCreate = true;
      await seedNetwork();
      const created = databaseHash();
      const read = await whatThePagesRead();
      expectFiguresAsScanned();

      mode.viaCreate = false;
      folder = await mkdtemp(path.join(tmpdir(), 'seed-bulk-'));
      enablePersistence(path.join(folder, 'mock.sqlite'));
      await seedNetwork();
      expect(db.cases.count()).toBe(CASES);
      expect(databaseHash()).toBe(created);
      expectFiguresAsScanned();
      // The pages read what they read after create() (the indexes made again from the records put in).
      expect(await whatThePagesRead()).toEqual(read);
      // Saved as the server saves a seed, then loaded back: every record the change log was told of is there.
      const saved = databaseHash();
      await commit();
      for (const name of ['cases', 'tasks', 'billingRecords', 'notifications', 'attachments'] as const)
        db[name].clear();
      expect(await loadPersisted()).toBe(true);
      expect(databaseHash()).toBe(saved);
    },
    SLOW,
  );
});
