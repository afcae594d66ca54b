/**
 * Records put in at once (./bulk-insert.ts) are what `create()` of each leaves: the lists (their indexes made
 * before the insert included), the dashboard's running figures, the unread counts, the record ids a new case
 * takes, and a record the schema refuses stops the insert before anything is stored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockBackend } from '../../tests/setup/mock-backend';
import { dueClock } from '../cases/turnaround';
import { dashboardCounts } from '../dashboard/counts';
import { dashboardFigures } from '../dashboard/running-totals';
import { unreadCountOf } from '../notifications/unread';
import { ADMIN, FACILITY, clientFor } from '../testing/test-clients';
import { insertMany } from './bulk-insert';
import { db } from './db';

afterEach(() => mockBackend.reset());

/** 150 further cases of the seed's facility fac-001 (copies of seeded ones), each created 1 h after the last. */
const further = () =>
  db.cases
    .all()
    .slice(0, 150)
    .map((item, i) => ({
      ...structuredClone(item),
      caseID: `case-9${String(i).padStart(3, '0')}`,
      caseRecordId: `RCH-2026-9${String(i).padStart(3, '0')}`,
      facility: { id: 'fac-001', name: 'Riverside Community Hospital' },
      createdAt: new Date(Date.parse('2026-11-16T00:00:00.000Z') + i * 3_600_000).toISOString(),
    }));
const notices = () =>
  Array.from({ length: 30 }, (_, i) => ({
    ...structuredClone(db.notifications.all()[0]!),
    id: `ntf-9${String(i).padStart(3, '0')}`,
    userId: i % 2 ? 'usr-provider' : 'usr-admin',
    readAt: i % 3 ? null : '2026-11-16T00:00:00.000Z',
  }));

/** What the admin's pages and the running figures answer (the case index read before, by each sort). */
async function answers() {
  const admin = await clientFor(ADMIN);
  const read: Record<string, unknown> = {};
  for (const sort of ['caseRecordId', 'createdAt', 'status'] as const)
    for (const order of ['asc', 'desc'] as const)
      read[`${sort} ${order}`] = (
        await admin.GET('/api/cases', { params: { query: { sort, order, pageSize: 100 } } })
      ).data!.data;
  read.facility = (
    await admin.GET('/api/cases', { params: { query: { facilityId: 'fac-001', pageSize: 100 } } })
  ).data!.data;
  const clock = dueClock();
  expect(dashboardFigures(clock)).toEqual(dashboardCounts(db, clock.now.toISOString(), clock));
  read.unread = ['usr-provider', 'usr-admin'].map(unreadCountOf);
  const unread = (userId: string) =>
    db.notifications.all().filter((n) => n.userId === userId && n.readAt === null).length;
  expect(read.unread).toEqual(['usr-provider', 'usr-admin'].map(unread));
  return read;
}

/** The record id the facility's next case takes (kept beside the case index), through the API. */
async function nextRecordId() {
  const facility = await clientFor(FACILITY);
  const { data } = await facility.POST('/api/cases', {
    body: {
      type: 'dermatopathology',
      patientInfo: { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1961-12-10', gender: 'Female' },
      specimens: [],
      clinicalInfo: '',
      billingComponent: 2,
      caseRelation: 'Standalone',
      slideDelivery: 'Upload_the_Slide_Images',
    },
  });
  return data!.data.caseRecordId;
}

describe('insertMany', () => {
  it('leaves the lists, the figures and the next record id as create() of each record does', async () => {
    await answers();
    for (const item of further()) await db.cases.create(item);
    for (const notice of notices()) await db.notifications.create(notice);
    const created = await answers();
    const createdNext = await nextRecordId();
    await mockBackend.reset();

    // The indexes made before the insert (the same reads), then the records put in at once.
    await answers();
    const stored = await insertMany(db.cases, further());
    await insertMany(db.notifications, notices());
    expect(stored.map((item) => item.caseID)).toEqual(further().map((item) => item.caseID));
    expect(db.cases.all().slice(-150)).toEqual(stored);
    expect(await answers()).toEqual(created);
    expect(await nextRecordId()).toBe(createdNext);
  }, 60_000);

  it('stores nothing when a record does not fit its schema', async () => {
    const count = db.cases.count();
    const [first, second] = further();
    await expect(insertMany(db.cases, [first!, { ...second!, status: 'Lost' as never }])).rejects.toThrow(
      'A record that does not match its schema',
    );
    expect(db.cases.count()).toBe(count);
  });
});
