/**
 * Turnaround in the mock (docs/turnaround.md): admins read and change the targets and holidays; a case
 * sent out gets its due time from them; its due state follows the QA clock (POST /__mock/clock) in the case, the
 * lists' filter and their sort; a signed-out case keeps the state of its sign-out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addWorkingHours } from '../../contracts/turnaround';
import { QA_HEADERS, TEST_API } from '../../tests/setup/mock-backend';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, clientFor } from '../testing/test-clients';

const path = (caseId: string) => ({ params: { path: { caseId } } });

async function moveClock(body: Record<string, unknown>) {
  const response = await fetch(`${TEST_API}/__mock/clock`, {
    method: 'POST',
    headers: { ...QA_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { now: string } | null } };
}

afterEach(async () => {
  await fetch(`${TEST_API}/__mock/clock`, { method: 'DELETE', headers: QA_HEADERS });
});

describe('the turnaround settings', () => {
  it('are admins’: every case type and priority has a target, and the seeded holidays are listed', async () => {
    const admin = await clientFor(ADMIN);
    const { data } = await admin.GET('/api/admin/turnaround');
    expect(data!.data.targets).toHaveLength(18);
    expect(data!.data.targets).toContainEqual({ caseType: 'surgical', priority: 'STAT', hours: 4 });
    expect(data!.data.targets).toContainEqual({ caseType: 'consult', priority: 'Routine', hours: 72 });
    expect(data!.data.holidays).toContain('2026-11-26');
    const provider = await clientFor(PROVIDER);
    expect((await provider.GET('/api/admin/turnaround')).response.status).toBe(403);
    const put = await provider.PUT('/api/admin/turnaround', { body: { targets: [], holidays: [] } });
    expect(put.response.status).toBe(403);
  });

  it('change the targets given and replace the holidays; a target or holiday listed twice changes nothing', async () => {
    const admin = await clientFor(ADMIN);
    const saved = await admin.PUT('/api/admin/turnaround', {
      body: {
        targets: [{ caseType: 'surgical', priority: 'STAT', hours: 6 }],
        holidays: ['2027-01-01', '2026-12-25'],
      },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.message).toBe('Turnaround targets saved.');
    expect(saved.data!.data.targets).toContainEqual({ caseType: 'surgical', priority: 'STAT', hours: 6 });
    expect(saved.data!.data.targets).toContainEqual({ caseType: 'surgical', priority: 'Routine', hours: 48 });
    expect(saved.data!.data.holidays).toEqual(['2026-12-25', '2027-01-01']);
    expect(saved.data!.data.updatedBy).toMatchObject({ id: 'usr-admin' });

    const twice = await admin.PUT('/api/admin/turnaround', {
      body: {
        targets: [
          { caseType: 'cytology', priority: 'Rush', hours: 12 },
          { caseType: 'cytology', priority: 'Rush', hours: 10 },
        ],
        holidays: ['2026-12-31', '2026-12-31'],
      },
    });
    expect(twice.response.status).toBe(422);
    expect(twice.error!.data).toEqual({
      'targets.1': ['This case type and priority are listed twice.'],
      'holidays.1': ['This holiday is listed twice.'],
    });
    const zero = await admin.PUT('/api/admin/turnaround', {
      body: { targets: [{ caseType: 'cytology', priority: 'Rush', hours: 0 }], holidays: [] },
    });
    expect(zero.response.status).toBe(400);
    const after = await admin.GET('/api/admin/turnaround');
    expect(after.data!.data.targets).toContainEqual({ caseType: 'cytology', priority: 'Rush', hours: 24 });
    expect(after.data!.data.holidays).toEqual(['2026-12-25', '2027-01-01']);
  });
});

describe('a case’s clock', () => {
  const draftOfDemoFacility = () =>
    db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001' && c.slides.length > 0)!;

  it('starts at send-out with the target of its type and priority, and moves to AtRisk, then Overdue', async () => {
    const facility = await clientFor(FACILITY);
    const draft = draftOfDemoFacility();
    expect(draft).toMatchObject({ dueAt: null });
    const sent = await facility.POST('/api/cases/{caseId}/send-out', path(draft.caseID));
    const { sentOutAt, dueAt, dueState, priority, type } = sent.data!.data;
    const holidays = new Set(
      (await (await clientFor(ADMIN)).GET('/api/admin/turnaround')).data!.data.holidays,
    );
    const hours = {
      Routine: type.name === 'consult' || type.name === 'hematopathology' ? 72 : 48,
      Rush: 24,
      STAT: 4,
    };
    expect(dueAt).toBe(addWorkingHours(new Date(sentOutAt!), hours[priority], holidays).toISOString());
    expect(dueState).toBe('OnTime');

    const admin = await clientFor(ADMIN);
    const stateAt = async (at: string) => {
      await moveClock({ at });
      return (await admin.GET('/api/cases/{caseId}', path(draft.caseID))).data!.data.dueState;
    };
    const due = Date.parse(dueAt!);
    expect(await stateAt(new Date(due - 60_000).toISOString())).toBe('AtRisk');
    expect(await stateAt(new Date(due).toISOString())).toBe('Overdue');
    const overdue = await admin.GET('/api/cases', {
      params: { query: { dueState: 'Overdue', search: draft.caseRecordId } },
    });
    expect(overdue.data!.data.items.map((c) => c.caseID)).toEqual([draft.caseID]);
  });

  it('stamps every change on the same clock, a change to a case’s parts as a lifecycle action', async () => {
    const facility = await clientFor(FACILITY);
    const draft = draftOfDemoFacility();
    const { data } = (await moveClock({ advanceHours: 3 })).body;
    const clinical = await facility.PUT('/api/cases/{caseId}/clinical-info', {
      ...path(draft.caseID),
      body: { clinicalInfo: 'History of polyps.' },
    });
    expect(clinical.response.status).toBe(200);
    const stamped = Date.parse(clinical.data!.data.updatedAt);
    expect(stamped).toBeGreaterThanOrEqual(Date.parse(data!.now));
    expect(stamped - Date.parse(data!.now)).toBeLessThan(60_000);
    const sent = await facility.POST('/api/cases/{caseId}/send-out', path(draft.caseID));
    expect(Date.parse(sent.data!.data.updatedAt) - Date.parse(data!.now)).toBeLessThan(60_000);
  });

  it('does not go back, and refuses a body it cannot read', async () => {
    await moveClock({ advanceHours: 2 });
    expect((await moveClock({ at: new Date().toISOString() })).status).toBe(400);
    expect((await moveClock({ advanceHours: -1 })).status).toBe(400);
  });

  it('sorts by due time with the cases that have none last, in either order', async () => {
    const admin = await clientFor(ADMIN);
    for (const order of ['asc', 'desc'] as const) {
      const dues: Array<string | null> = [];
      for (let page = 1; page <= 5; page++) {
        const { data } = await admin.GET('/api/cases', {
          params: { query: { sort: 'dueAt', order, pageSize: 100, page } },
        });
        dues.push(...data!.data.items.map((c) => c.dueAt));
      }
      expect(dues.filter(Boolean).length).toBeGreaterThan(50);
      expect(dues.includes(null)).toBe(true);
      const firstNull = dues.includes(null) ? dues.indexOf(null) : dues.length;
      expect(dues.slice(firstNull).every((d) => d === null)).toBe(true);
      const set = dues.slice(0, firstNull) as string[];
      expect(set).toEqual(
        [...set].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a))),
      );
    }
  });

  it('stops at sign-out: a case signed out before its due time stays OnTime', async () => {
    const provider = await clientFor(PROVIDER);
    const held = db.cases
      .all()
      .find((c) => c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && !c.reportDraft)!;
    // The seeded case is long overdue; give it a fresh clock from now.
    await db.cases.update((q) => q.where({ caseID: held.caseID }), {
      data(draft) {
        draft.sentOutAt = new Date().toISOString();
        draft.dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
      },
    });
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...path(held.caseID),
      body: { primaryDiagnosis: 'Benign.' },
    });
    expect(signed.data!.data).toMatchObject({ status: 'SignOutCompleted', dueState: 'OnTime' });
    await moveClock({ advanceHours: 24 * 30 });
    const later = await provider.GET('/api/cases/{caseId}', path(held.caseID));
    expect(later.data!.data.dueState).toBe('OnTime');
  });
});
