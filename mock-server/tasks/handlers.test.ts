/** Tasks through the real typed client: seed, visibility per role, create/edit permissions, lifecycle and 409s. */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import {
  ADMIN,
  FACILITY,
  NP,
  OTHER_FACILITY,
  PROVIDER,
  PROVISIONAL,
  anonymous,
  clientFor,
  type Client,
} from '../testing/test-clients';

const listAll = async (client: Client, query: Record<string, unknown> = {}) => {
  const first = await client.GET('/api/tasks', { params: { query: { pageSize: 100, ...query } } });
  expect(first.response.status).toBe(200);
  const items = [...first.data!.data.items];
  for (let page = 2; page <= first.data!.data.totalPages; page++) {
    const next = await client.GET('/api/tasks', { params: { query: { pageSize: 100, ...query, page } } });
    items.push(...next.data!.data.items);
  }
  return { items, total: first.data!.data.total };
};
const task = (id: string) => ({ params: { path: { taskId: id } } });
const find = (pred: (t: ReturnType<typeof db.tasks.all>[number]) => boolean) => db.tasks.all().find(pred)!;

describe('seeded tasks', () => {
  it('has at least 60 tasks covering every type × status', () => {
    const all = db.tasks.all();
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const type of [1, 2, 3])
      for (const status of ['Open', 'InProgress', 'Completed', 'Cancelled'])
        expect(
          all.some((t) => t.type === type && t.status === status),
          `${type} ${status}`,
        ).toBe(true);
    expect(all.filter((t) => t.type === 3).every((t) => t.typeKey === 'physicianOnboarding')).toBe(true);
  });
});

describe('who sees which tasks', () => {
  it('an admin sees every task; a provider only their own; a facility its general tasks', async () => {
    expect((await listAll(await clientFor(ADMIN))).total).toBe(db.tasks.all().length);
    const mine = await listAll(await clientFor(PROVIDER));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((t) => t.assignee?.id === 'usr-provider')).toBe(true);
    const provisional = await listAll(await clientFor(PROVISIONAL));
    expect(provisional.items.some((t) => t.type === 3)).toBe(true);
    for (const email of [FACILITY, NP]) {
      const { items } = await listAll(await clientFor(email));
      expect(items.length).toBeGreaterThan(0);
      expect(
        items.every(
          (t) => (t.type === 1 && t.facility?.id === 'fac-001') || t.assignee?.id.startsWith('usr-'),
        ),
      ).toBe(true);
      expect(
        items.some((t) => t.type !== 1 && t.assignee?.id !== 'usr-facility' && t.assignee?.id !== 'usr-np'),
      ).toBe(false);
    }
  });

  it('filters by type, status and assignee; searches; sorts; pages', async () => {
    const admin = await clientFor(ADMIN);
    const qa = await listAll(admin, { type: 2, status: 'Open' });
    expect(qa.items.length).toBeGreaterThan(0);
    expect(qa.items.every((t) => t.type === 2 && t.status === 'Open')).toBe(true);
    const byAssignee = await listAll(admin, { assigneeId: 'usr-provider' });
    expect(byAssignee.items.every((t) => t.assignee?.id === 'usr-provider')).toBe(true);
    const target = find((t) => t.type === 2);
    const searched = await listAll(admin, { search: target.case!.caseRecordId.toLowerCase() });
    expect(searched.items.map((t) => t.id)).toContain(target.id);
    const sorted = await admin.GET('/api/tasks', {
      params: { query: { sort: 'taskNumber', order: 'asc', pageSize: 5, page: 2 } },
    });
    expect(sorted.data!.data.items.map((t) => t.taskNumber)).toEqual([
      'TSK-000006',
      'TSK-000007',
      'TSK-000008',
      'TSK-000009',
      'TSK-000010',
    ]);
    const bad = await admin.GET('/api/tasks', { params: { query: { type: 7 as 1 } } });
    expect(bad.response.status).toBe(400);
  });

  it('details: own → 200, someone else’s → 403, unknown → 404, no token → 401', async () => {
    const provider = await clientFor(PROVIDER);
    const own = find((t) => t.assignee?.id === 'usr-provider');
    const other = find((t) => t.assignee !== null && t.assignee.id !== 'usr-provider');
    expect((await provider.GET('/api/tasks/{taskId}', task(own.id))).response.status).toBe(200);
    expect((await provider.GET('/api/tasks/{taskId}', task(other.id))).response.status).toBe(403);
    expect((await provider.GET('/api/tasks/{taskId}', task('task-9999'))).response.status).toBe(404);
    expect((await anonymous().GET('/api/tasks/{taskId}', task(own.id))).response.status).toBe(401);
    const facilityOther = await clientFor(OTHER_FACILITY);
    const ours = find(
      (t) => t.type === 1 && t.facility?.id === 'fac-001' && t.assignee?.id !== 'usr-staff-003',
    );
    expect((await facilityOther.GET('/api/tasks/{taskId}', task(ours.id))).response.status).toBe(403);
  });
});

describe('whether the caller may open a task’s case (canOpenCase)', () => {
  it('is what getCase answers the caller, in the list and on the task; absent without a case', async () => {
    for (const email of [PROVIDER, FACILITY, ADMIN]) {
      const client = await clientFor(email);
      const { items } = await listAll(client);
      const said = new Set<boolean>();
      for (const t of items) {
        if (!t.case) {
          expect(t, t.taskNumber).not.toHaveProperty('canOpenCase');
          continue;
        }
        const read = await client.GET('/api/cases/{caseId}', { params: { path: { caseId: t.case.caseID } } });
        expect([200, 403], `${email} ${t.taskNumber}`).toContain(read.response.status);
        expect(t.canOpenCase, `${email} ${t.taskNumber}`).toBe(read.response.status === 200);
        const one = await client.GET('/api/tasks/{taskId}', task(t.id));
        expect(one.data!.data.canOpenCase, `${email} ${t.taskNumber}`).toBe(t.canOpenCase);
        said.add(t.canOpenCase!);
      }
      // The demo provider has QA tasks both open (their case readable) and cancelled (out of reach).
      if (email === PROVIDER) expect([...said].sort()).toEqual([false, true]);
    }
  });

  it('turns false for the reviewer once an admin cancels their QA task', async () => {
    const provider = await clientFor(PROVIDER);
    const open = find((t) => t.type === 2 && t.status === 'Open' && t.assignee?.id === 'usr-provider');
    expect((await provider.GET('/api/tasks/{taskId}', task(open.id))).data!.data.canOpenCase).toBe(true);
    const admin = await clientFor(ADMIN);
    await admin.POST('/api/tasks/{taskId}/cancel', { ...task(open.id), body: {} });
    expect((await provider.GET('/api/tasks/{taskId}', task(open.id))).data!.data.canOpenCase).toBe(false);
    // An admin still opens it.
    expect((await admin.GET('/api/tasks/{taskId}', task(open.id))).data!.data.canOpenCase).toBe(true);
  });
});

describe('creating tasks', () => {
  it('a facility creates a general task for itself; other types and other facilities answer 403', async () => {
    const facility = await clientFor(FACILITY);
    const created = await facility.POST('/api/tasks', {
      body: { type: 1, title: 'Send the requisition', assigneeId: 'usr-np', dueDate: '2026-12-01' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      status: 'Open',
      typeKey: 'general',
      facility: { id: 'fac-001' },
      assignee: { id: 'usr-np' },
    });
    expect((await facility.POST('/api/tasks', { body: { type: 2, title: 'QA' } })).response.status).toBe(403);
    expect(
      (await facility.POST('/api/tasks', { body: { type: 1, title: 'x', facilityId: 'fac-003' } })).response
        .status,
    ).toBe(403);
    const outsider = await facility.POST('/api/tasks', {
      body: { type: 1, title: 'x', assigneeId: 'usr-provider' },
    });
    expect(outsider.response.status).toBe(422);
    expect(outsider.error).toMatchObject({ data: { assigneeId: ['Choose a user of your facility.'] } });
  });

  it('providers cannot create tasks; missing fields answer 400', async () => {
    expect(
      (await (await clientFor(PROVIDER)).POST('/api/tasks', { body: { type: 1, title: 'x' } })).response
        .status,
    ).toBe(403);
    const admin = await clientFor(ADMIN);
    const bad = await admin.POST('/api/tasks', { body: { type: 1 } as never });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ data: { title: [expect.any(String)] } });
  });

  it('an admin creates QA and onboarding tasks with their rules (422 for unsuitable cases and assignees)', async () => {
    const admin = await clientFor(ADMIN);
    const signed = db.cases
      .all()
      .find((c) => c.status === 'SignOutCompleted' && c.finalReport?.signedOutBy.id !== 'usr-provider')!;
    const qa = await admin.POST('/api/tasks', {
      body: { type: 2, title: 'QA', caseId: signed.caseID, assigneeId: 'usr-provider' },
    });
    expect(qa.response.status).toBe(201);
    expect(qa.data!.data).toMatchObject({ typeKey: 'qa', typeLabel: 'QA', case: { caseID: signed.caseID } });
    const draft = db.cases.all().find((c) => c.status === 'Draft')!;
    const noCase = await admin.POST('/api/tasks', {
      body: { type: 2, title: 'QA', caseId: draft.caseID, assigneeId: 'usr-provider' },
    });
    expect(noCase.response.status).toBe(422);
    expect(noCase.error).toMatchObject({ data: { caseId: ['A QA task reviews a signed-out case.'] } });
    const onboarding = await admin.POST('/api/tasks', {
      body: { type: 3, title: 'Onboard', assigneeId: 'usr-provisional-provider' },
    });
    expect(onboarding.response.status).toBe(201);
    expect(onboarding.data!.data.checklist.length).toBe(6);
    const wrong = await admin.POST('/api/tasks', {
      body: { type: 3, title: 'Onboard', assigneeId: 'usr-facility' },
    });
    expect(wrong.response.status).toBe(422);
  });
});

describe('editing and the lifecycle', () => {
  it('Open → InProgress → Completed, then 409 for start, edit and cancel; admin reopens', async () => {
    const provider = await clientFor(PROVIDER);
    // A general task without a checklist (a QA task is completed by its review: task-reviews.test.ts).
    const created = await (
      await clientFor(ADMIN)
    ).POST('/api/tasks', { body: { type: 1, title: 'Read the new SOP', assigneeId: 'usr-provider' } });
    const open = created.data!.data;
    const started = await provider.POST('/api/tasks/{taskId}/start', task(open.id));
    expect(started.response.status).toBe(200);
    expect(started.data!.data.status).toBe('InProgress');
    expect((await provider.POST('/api/tasks/{taskId}/start', task(open.id))).response.status).toBe(409);
    const done = await provider.POST('/api/tasks/{taskId}/complete', {
      ...task(open.id),
      body: { resolution: 'Agreed.' },
    });
    expect(done.data!.data).toMatchObject({ status: 'Completed', resolution: 'Agreed.' });
    const edit = await provider.PATCH('/api/tasks/{taskId}', { ...task(open.id), body: { checklist: [] } });
    expect(edit.response.status).toBe(409);
    expect(edit.error).toMatchObject({ message: 'A task in status Completed cannot be edited.' });
    expect((await provider.POST('/api/tasks/{taskId}/reopen', task(open.id))).response.status).toBe(403);
    const admin = await clientFor(ADMIN);
    expect(
      (await admin.POST('/api/tasks/{taskId}/cancel', { ...task(open.id), body: {} })).response.status,
    ).toBe(409);
    const reopened = await admin.POST('/api/tasks/{taskId}/reopen', task(open.id));
    expect(reopened.data!.data).toMatchObject({ status: 'Open', completedAt: null, resolution: null });
    expect((await admin.POST('/api/tasks/{taskId}/reopen', task(open.id))).response.status).toBe(409);
  });

  it('an assignee only ticks the checklist; an admin completes an onboarding task once fully ticked', async () => {
    const provisional = await clientFor(PROVISIONAL);
    const onboarding = find(
      (t) => t.type === 3 && t.assignee?.id === 'usr-provisional-provider' && t.status === 'Open',
    );
    expect(
      (
        await provisional.PATCH('/api/tasks/{taskId}', {
          ...task(onboarding.id),
          body: { title: 'Mine now' },
        })
      ).response.status,
    ).toBe(403);
    expect(
      (await provisional.POST('/api/tasks/{taskId}/cancel', { ...task(onboarding.id), body: {} })).response
        .status,
    ).toBe(403);
    // The provider does not complete it: their last item submits it, an admin approves (task-reviews.test.ts).
    const own = await provisional.POST('/api/tasks/{taskId}/complete', { ...task(onboarding.id), body: {} });
    expect(own.response.status).toBe(403);
    const admin = await clientFor(ADMIN);
    const early = await admin.POST('/api/tasks/{taskId}/complete', { ...task(onboarding.id), body: {} });
    expect(early.response.status).toBe(409);
    expect(early.error).toMatchObject({
      message: 'Tick every checklist item before completing the task.',
    });
  });

  it('every checklist item is required: a general task with an unticked item answers 409 until ticked', async () => {
    const facility = await clientFor(FACILITY);
    const ours = find(
      (t) => t.type === 1 && t.facility?.id === 'fac-001' && t.status === 'Open' && t.checklist.length > 1,
    );
    const partly = ours.checklist.map((item, i) => ({ ...item, done: i > 0 }));
    expect(
      (await facility.PATCH('/api/tasks/{taskId}', { ...task(ours.id), body: { checklist: partly } }))
        .response.status,
    ).toBe(200);
    const early = await facility.POST('/api/tasks/{taskId}/complete', { ...task(ours.id), body: {} });
    expect(early.response.status).toBe(409);
    expect(early.error).toMatchObject({ message: 'Tick every checklist item before completing the task.' });
    const all = ours.checklist.map((item) => ({ ...item, done: true }));
    await facility.PATCH('/api/tasks/{taskId}', { ...task(ours.id), body: { checklist: all } });
    const done = await facility.POST('/api/tasks/{taskId}/complete', {
      ...task(ours.id),
      body: { resolution: 'Sent.' },
    });
    expect(done.data!.data).toMatchObject({ status: 'Completed', resolution: 'Sent.' });
    expect(done.data!.data.checklist.every((item) => item.done)).toBe(true);
  });

  it('a facility manages its general tasks (edit, cancel) but not another facility’s', async () => {
    const facility = await clientFor(FACILITY);
    const ours = find((t) => t.type === 1 && t.facility?.id === 'fac-001' && t.status === 'Open');
    const edited = await facility.PATCH('/api/tasks/{taskId}', {
      ...task(ours.id),
      body: { priority: 'Urgent', assigneeId: null },
    });
    expect(edited.data!.data).toMatchObject({ priority: 'Urgent', assignee: null });
    const cancelled = await facility.POST('/api/tasks/{taskId}/cancel', {
      ...task(ours.id),
      body: { resolution: 'Duplicate.' },
    });
    expect(cancelled.data!.data.status).toBe('Cancelled');
    const theirs = find(
      (t) =>
        t.type === 1 &&
        t.facility !== null &&
        t.facility.id !== 'fac-001' &&
        t.status === 'Open' &&
        t.assignee?.id !== 'usr-facility',
    );
    expect(
      (await facility.POST('/api/tasks/{taskId}/cancel', { ...task(theirs.id), body: {} })).response.status,
    ).toBe(403);
  });
});

describe('owner group (spec 3.3: Operator, Facility, Both)', () => {
  it('is seeded by who owns the task, listed with labels, and filters the list', async () => {
    const all = db.tasks.all();
    expect(all.filter((t) => t.type !== 1).every((t) => t.ownerGroup === 'Operator')).toBe(true);
    expect(all.filter((t) => t.ownerGroup !== 'Operator').every((t) => t.facility !== null)).toBe(true);
    for (const group of ['Operator', 'Facility', 'Both'] as const)
      expect(
        all.some((t) => t.ownerGroup === group),
        group,
      ).toBe(true);
    const admin = await clientFor(ADMIN);
    const both = await listAll(admin, { ownerGroup: 'Both' });
    expect(both.total).toBe(all.filter((t) => t.ownerGroup === 'Both').length);
    expect(both.items.every((t) => t.ownerGroup === 'Both')).toBe(true);
    const enums = (await admin.GET('/api/reference/enumerations')).data!.data;
    expect(enums.ownerGroup).toEqual([
      { value: 'Operator', label: 'Operator' },
      { value: 'Facility', label: 'Facility' },
      { value: 'Both', label: 'Both' },
    ]);
  });

  it('defaults to Facility for a facility’s task, Both for an admin’s with a facility, else Operator; 422 where it does not fit', async () => {
    const facility = await clientFor(FACILITY);
    const admin = await clientFor(ADMIN);
    const create = (client: Client, body: Record<string, unknown>) =>
      client.POST('/api/tasks', { body: { title: 'Owner', ...body } as never });
    expect((await create(facility, { type: 1 })).data!.data.ownerGroup).toBe('Facility');
    expect((await create(facility, { type: 1, ownerGroup: 'Both' })).data!.data.ownerGroup).toBe('Both');
    expect((await create(admin, { type: 1, facilityId: 'fac-002' })).data!.data.ownerGroup).toBe('Both');
    expect((await create(admin, { type: 1 })).data!.data.ownerGroup).toBe('Operator');
    const cases: Array<[Client, Record<string, unknown>, string]> = [
      [
        facility,
        { type: 1, ownerGroup: 'Operator' },
        'Your facility owns the tasks it manages: choose Facility or Both.',
      ],
      [admin, { type: 1, ownerGroup: 'Facility' }, 'A task owned by a facility needs a facility.'],
      [
        admin,
        { type: 3, assigneeId: 'usr-provisional-provider', ownerGroup: 'Both' },
        'QA and onboarding tasks are owned by the operator.',
      ],
    ];
    for (const [client, body, message] of cases) {
      const refused = await create(client, body);
      expect(refused.response.status, message).toBe(422);
      expect(refused.error).toMatchObject({ data: { ownerGroup: [message] } });
    }
  });

  it('a facility neither sees nor manages its facility’s task the operator owns, until it is shared', async () => {
    const admin = await clientFor(ADMIN);
    const facility = await clientFor(FACILITY);
    const created = await admin.POST('/api/tasks', {
      body: { type: 1, title: 'Internal follow-up', facilityId: 'fac-001', ownerGroup: 'Operator' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.data.id;
    expect((await facility.GET('/api/tasks/{taskId}', task(id))).response.status).toBe(403);
    expect((await listAll(facility)).items.some((t) => t.id === id)).toBe(false);

    const shared = await admin.PATCH('/api/tasks/{taskId}', { ...task(id), body: { ownerGroup: 'Both' } });
    expect(shared.data!.data.ownerGroup).toBe('Both');
    const edited = await facility.PATCH('/api/tasks/{taskId}', { ...task(id), body: { priority: 'High' } });
    expect(edited.response.status).toBe(200);
    const takeBack = await facility.PATCH('/api/tasks/{taskId}', {
      ...task(id),
      body: { ownerGroup: 'Operator' },
    });
    expect(takeBack.response.status).toBe(422);
  });
});

describe('comments (addTaskComment)', () => {
  it('anyone who sees the task comments while it is open; the comment is kept as text, in order', async () => {
    const provider = await clientFor(PROVIDER);
    const own = find(
      (t) => t.assignee?.id === 'usr-provider' && (t.status === 'Open' || t.status === 'InProgress'),
    );
    const before = own.comments.length;
    const added = await provider.POST('/api/tasks/{taskId}/comments', {
      ...task(own.id),
      body: { body: '  <b>Slides</b> are on their way.  ' },
    });
    expect(added.response.status).toBe(201);
    const comments = added.data!.data.comments;
    expect(comments).toHaveLength(before + 1);
    expect(comments.at(-1)).toMatchObject({
      author: { id: 'usr-provider' },
      body: '<b>Slides</b> are on their way.',
    });
    const again = await provider.GET('/api/tasks/{taskId}', task(own.id));
    expect(again.data!.data.comments.at(-1)!.id).toBe(comments.at(-1)!.id);

    // A facility user managing the task comments too.
    const facility = await clientFor(FACILITY);
    const ours = find((t) => t.type === 1 && t.facility?.id === 'fac-001' && t.status === 'InProgress');
    const theirs = await facility.POST('/api/tasks/{taskId}/comments', {
      ...task(ours.id),
      body: { body: 'Done on our side.' },
    });
    expect(theirs.data!.data.comments.at(-1)!.author.id).toBe('usr-facility');
  });

  it('blank → 400, someone else’s task → 403, unknown → 404, finished → 409, no token → 401', async () => {
    const provider = await clientFor(PROVIDER);
    const own = find((t) => t.assignee?.id === 'usr-provider' && t.status === 'Open');
    const blank = await provider.POST('/api/tasks/{taskId}/comments', {
      ...task(own.id),
      body: { body: '   ' },
    });
    expect(blank.response.status).toBe(400);
    expect(blank.error).toMatchObject({ data: { body: ['Write a comment first.'] } });
    const empty = await provider.POST('/api/tasks/{taskId}/comments', {
      ...task(own.id),
      body: { body: '' },
    });
    expect(empty.response.status).toBe(400);
    const long = await provider.POST('/api/tasks/{taskId}/comments', {
      ...task(own.id),
      body: { body: 'x'.repeat(2001) },
    });
    expect(long.response.status).toBe(400);
    const other = find((t) => t.assignee !== null && t.assignee.id !== 'usr-provider' && t.status === 'Open');
    const comment = { body: { body: 'Hello' } };
    expect(
      (await provider.POST('/api/tasks/{taskId}/comments', { ...task(other.id), ...comment })).response
        .status,
    ).toBe(403);
    expect(
      (await provider.POST('/api/tasks/{taskId}/comments', { ...task('task-9999'), ...comment })).response
        .status,
    ).toBe(404);
    const finished = find((t) => t.assignee?.id === 'usr-provider' && t.status === 'Completed');
    const late = await provider.POST('/api/tasks/{taskId}/comments', { ...task(finished.id), ...comment });
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({ message: 'A task in status Completed cannot be commented on.' });
    expect(
      (await anonymous().POST('/api/tasks/{taskId}/comments', { ...task(own.id), ...comment })).response
        .status,
    ).toBe(401);
  });
});

describe('the demo accounts’ tasks (seed)', () => {
  it('the demo facility and the demo provider each have tasks in every state, with checklists and comments', async () => {
    for (const email of [FACILITY, PROVIDER]) {
      const { items } = await listAll(await clientFor(email));
      for (const status of ['Open', 'InProgress', 'Completed', 'Cancelled'] as const)
        expect(
          items.some((t) => t.status === status && t.checklist.length > 0),
          `${email} ${status}`,
        ).toBe(true);
      expect(items.some((t) => t.comments.length > 0)).toBe(true);
      // A finished task's checklist is complete; an open one is not started.
      for (const t of items.filter((t) => t.status === 'Completed'))
        expect(t.checklist.every((item) => item.done)).toBe(true);
    }
  });
});
