/**
 * listCases' admin filters (decision 041): assignee, facility, case type and the created-date range, combined
 * with AND and with what the caller may see; a range that ends before it starts is a 400.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import { CREATED_RANGE_MESSAGE, createdWithin } from './views';

async function clientFor(email: string) {
  const anonymous = createApiClient({ baseUrl: TEST_API });
  const { data } = await anonymous.POST('/api/users/login', { body: { email, password: DEMO_PASSWORD } });
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}

type Client = Awaited<ReturnType<typeof clientFor>>;
async function listAll(client: Client, query: Record<string, unknown>) {
  const items = [];
  for (let page = 1; ; page++) {
    const { data, response } = await client.GET('/api/cases', {
      params: { query: { pageSize: 100, page, ...query } },
    });
    expect(response.status).toBe(200);
    items.push(...data!.data.items);
    if (page >= data!.data.totalPages) return items;
  }
}

describe('listCases: the admin filters', () => {
  it('filters by provider, facility and case type, each alone and together', async () => {
    const admin = await clientFor('admin@demo.test');
    const sample = db.cases.all().find((c) => c.assignedProvider !== null)!;
    const assigneeId = sample.assignedProvider!.id;
    const byAssignee = await listAll(admin, { assigneeId });
    expect(byAssignee.length).toBe(
      db.cases.all().filter((c) => c.assignedProvider?.id === assigneeId).length,
    );
    expect(byAssignee.every((c) => c.assignedProvider?.id === assigneeId)).toBe(true);

    const byFacility = await listAll(admin, { facilityId: sample.facility.id });
    expect(byFacility.length).toBe(db.cases.all().filter((c) => c.facility.id === sample.facility.id).length);

    const byType = await listAll(admin, { type: sample.type.name });
    expect(byType.every((c) => c.type.name === sample.type.name)).toBe(true);

    const all = await listAll(admin, {
      assigneeId,
      facilityId: sample.facility.id,
      type: sample.type.name,
      status: sample.status,
    });
    const expected = db.cases
      .all()
      .filter(
        (c) =>
          c.assignedProvider?.id === assigneeId &&
          c.facility.id === sample.facility.id &&
          c.type.name === sample.type.name &&
          c.status === sample.status,
      );
    expect(all.map((c) => c.caseID).sort()).toEqual(expected.map((c) => c.caseID).sort());
    expect(all.map((c) => c.caseID)).toContain(sample.caseID);
  });

  it('filters by the created-date range, both days included (UTC)', async () => {
    const admin = await clientFor('admin@demo.test');
    const sample = db.cases.all()[42]!;
    const day = sample.createdAt.slice(0, 10);
    const onDay = await listAll(admin, { createdFrom: day, createdTo: day });
    expect(onDay.map((c) => c.caseID)).toContain(sample.caseID);
    expect(onDay.every((c) => c.createdAt.slice(0, 10) === day)).toBe(true);
    const since = await listAll(admin, { createdFrom: day });
    expect(since.length).toBe(db.cases.all().filter((c) => c.createdAt.slice(0, 10) >= day).length);
    expect(createdWithin('2026-03-04T23:59:59.000Z', '2026-03-04', '2026-03-04')).toBe(true);
    expect(createdWithin('2026-03-05T00:00:00.000Z', undefined, '2026-03-04')).toBe(false);
  });

  it('a provider’s filter stays within what they may see', async () => {
    const provider = await clientFor('provider@demo.test');
    const other = db.cases.all().find((c) => c.assignedProvider && c.assignedProvider.id !== 'usr-provider')!;
    expect(await listAll(provider, { assigneeId: other.assignedProvider!.id })).toEqual([]);
  });

  it('answers 400 for a range that ends before it starts, and for a date that is not one', async () => {
    const admin = await clientFor('admin@demo.test');
    const reversed = await admin.GET('/api/cases', {
      params: { query: { createdFrom: '2026-05-02', createdTo: '2026-05-01' } },
    });
    expect(reversed.response.status).toBe(400);
    expect(reversed.error).toMatchObject({
      message: CREATED_RANGE_MESSAGE,
      data: { createdTo: [CREATED_RANGE_MESSAGE] },
    });
    const bad = await admin.GET('/api/cases', {
      params: { query: { createdFrom: '05/02/2026', type: 'surgical' } },
    });
    expect(bad.response.status).toBe(400);
    expect(await admin.GET('/api/cases', { params: { query: { type: 'surgical' } } })).toMatchObject({
      response: { status: 200 },
    });
  });
});
