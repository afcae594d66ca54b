/**
 * An admin's review of a submitted onboarding checklist (decision 041, docs/provider-status.md): sending an
 * item back (unticking it reopens the provider's checklist), approving (completeTask) with the provider moved
 * to Provisionally Active or Active, in the status history; never demoted; a deactivated provider refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type UserRecord } from '../store/db';
import { DEMO_ONBOARDING_TASK_ID, NEW_PROVIDER } from './seed-demos';
import { statusAfterApproval } from './reviews';
import { ADMIN, clientFor } from '../testing/test-clients';
import { seedDocument } from './review-handlers';

const task = { params: { path: { taskId: DEMO_ONBOARDING_TASK_ID } } };
const user = { params: { path: { userId: NEW_PROVIDER.id } } };
const providerStatus = () => db.users.findFirst((q) => q.where({ id: NEW_PROVIDER.id }))!.status;

/** The demo onboarding task as the provider submits it (every item done with a document), their status set. */
async function submitted(status: UserRecord['status']) {
  await db.users.update((q) => q.where({ id: NEW_PROVIDER.id }), {
    data(draft) {
      draft.status = status;
    },
  });
  await db.tasks.update((q) => q.where({ id: DEMO_ONBOARDING_TASK_ID }), {
    data(draft) {
      const by = { id: NEW_PROVIDER.id, name: `${NEW_PROVIDER.firstName} ${NEW_PROVIDER.lastName}` };
      const at = new Date().toISOString();
      draft.documents = draft.checklist.map((item, i) =>
        seedDocument(`seed-approval-${i}`, `${item.label}.pdf`, draft, by, at),
      );
      draft.checklist = draft.checklist.map((item, i) => ({
        ...item,
        documentId: `seed-approval-${i}`,
        done: true,
      }));
      draft.submittedAt = at;
      draft.status = 'InProgress';
    },
  });
}

beforeEach(() => submitted('In Progress'));

describe('onboarding approval (completeTask of an onboarding task)', () => {
  it('sending an item back unticks it and reopens the provider’s checklist', async () => {
    const admin = await clientFor(ADMIN);
    const current = db.tasks.findFirst((q) => q.where({ id: DEMO_ONBOARDING_TASK_ID }))!;
    const back = await admin.PATCH('/api/tasks/{taskId}', {
      ...task,
      body: { checklist: current.checklist.map((item, i) => (i === 1 ? { ...item, done: false } : item)) },
    });
    expect(back.response.status).toBe(200);
    expect(back.data!.data.submittedAt).toBeNull();
    expect(back.data!.data.checklist[1]).toMatchObject({ done: false, documentId: 'seed-approval-1' });
    // Not approvable until the provider ticks it again; then they may, and it is submitted again.
    expect((await admin.POST('/api/tasks/{taskId}/complete', { ...task, body: {} })).response.status).toBe(
      409,
    );
    const provider = await clientFor(NEW_PROVIDER.email);
    const again = await provider.PATCH('/api/tasks/{taskId}', {
      ...task,
      body: { checklist: current.checklist },
    });
    expect(again.response.status).toBe(200);
    expect(again.data!.data.submittedAt).toEqual(expect.any(String));
  });

  it('approves to Active when asked: the status, its history with the admin, the registration', async () => {
    const admin = await clientFor(ADMIN);
    const approved = await admin.POST('/api/tasks/{taskId}/complete', {
      ...task,
      body: { providerStatus: 'Active', resolution: 'All documents checked.' },
    });
    expect(approved.response.status).toBe(200);
    expect(approved.data).toMatchObject({
      message: 'Onboarding approved: Nadia Haddad is now Active.',
      data: { status: 'Completed', resolution: 'All documents checked.' },
    });
    expect(providerStatus()).toBe('Active');
    for (const registration of db.registrations.findMany((q) => q.where({ userId: NEW_PROVIDER.id })))
      expect(registration.status).toBe('Active');
    const info = await admin.GET('/api/users/{userId}/status', user);
    expect(info.data!.data.history[0]).toMatchObject({
      from: 'In Progress',
      to: 'Active',
      reason: 'Onboarding approved (TSK-000074).',
      changedBy: { name: expect.any(String) },
    });
    expect(info.data!.data.allowed).toEqual(['Deactivated']);
  });

  it('approves to Provisionally Active by default; the lifecycle goes on from there', async () => {
    const admin = await clientFor(ADMIN);
    const approved = await admin.POST('/api/tasks/{taskId}/complete', { ...task, body: {} });
    expect(approved.data!.data.status).toBe('Completed');
    expect(providerStatus()).toBe('Provisionally Active');
    const info = await admin.GET('/api/users/{userId}/status', user);
    expect(info.data!.data.allowed).toEqual(['Active', 'Deactivated']);
  });

  it('never demotes an Active provider; refuses a deactivated one (409, the task stays open)', async () => {
    await submitted('Active');
    const admin = await clientFor(ADMIN);
    const kept = await admin.POST('/api/tasks/{taskId}/complete', {
      ...task,
      body: { providerStatus: 'Provisionally Active' },
    });
    expect(kept.response.status).toBe(200);
    expect(providerStatus()).toBe('Active');
    await admin.POST('/api/tasks/{taskId}/reopen', task);
    await submitted('Deactivated');
    const refused = await admin.POST('/api/tasks/{taskId}/complete', { ...task, body: {} });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      message: 'The provider is deactivated: reactivate them before approving their onboarding.',
    });
    expect(db.tasks.findFirst((q) => q.where({ id: DEMO_ONBOARDING_TASK_ID }))!.status).toBe('InProgress');
  });

  it('providerStatus on another kind of task is a 422', async () => {
    const admin = await clientFor(ADMIN);
    const general = db.tasks.all().find((t) => t.type === 1 && t.status === 'Open')!;
    const refused = await admin.POST('/api/tasks/{taskId}/complete', {
      params: { path: { taskId: general.id } },
      body: { providerStatus: 'Active' },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      data: { providerStatus: ['A provider status is given only when approving an onboarding task.'] },
    });
  });

  it('statusAfterApproval: the rule in one place', () => {
    expect(statusAfterApproval('New', undefined)).toEqual({ ok: true, status: 'Provisionally Active' });
    expect(statusAfterApproval('Provisionally Active', 'Active')).toEqual({ ok: true, status: 'Active' });
    expect(statusAfterApproval('Active', 'Provisionally Active')).toEqual({ ok: true, status: 'Active' });
    expect(statusAfterApproval('Deactivated', 'Active').ok).toBe(false);
  });
});
