/**
 * The notices in the mock (docs/notifications.md, decision 085): each kind is told where its event
 * happens, to whom the rules say and never to the one who acted, as each recipient's preferences say (Off sends
 * nothing, Email no notice in the app, InApp no e-mail); notifyUsers tells any kind to a list of users.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { ADMIN, FACILITY, NP, PROVIDER, clientFor, type Client } from '../testing/test-clients';
import { casePath, sampled, taskPath } from '../testing/quality-samples';
import { availableRecipients, MAX_AVAILABLE_TOLD } from './events';
import { notifyUsers } from './notify';

const noticesOf = (userId: string, kind: string) =>
  db.notifications.all().filter((n) => n.userId === userId && n.kind === kind);
const mailTo = (email: string, subject: string) =>
  db.outbox.all().filter((m) => m.to === email && m.subject === `PathBridge: ${subject}`);

async function setPreferences(client: Client, items: Array<{ kind: string; delivery: string }>) {
  const saved = await client.PATCH('/api/me/notification-preferences', { body: { items } as never });
  expect(saved.response.status).toBe(200);
}

const demoDraft = () =>
  db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001' && c.slides.length > 0)!;

describe('CaseAvailable', () => {
  it('tells the providers who may pick up a case sent out, in the app only by default, and honours Off and Email', async () => {
    const draft = demoDraft();
    // The demo provider has turned it off, and is told nothing.
    await setPreferences(await clientFor(PROVIDER), [{ kind: 'CaseAvailable', delivery: 'Off' }]);
    const sent = await (
      await clientFor(FACILITY)
    ).POST('/api/cases/{caseId}/send-out', casePath(draft.caseID));
    expect(sent.data!.data.status).toBe('Available');

    const item = db.cases.findFirst((q) => q.where({ caseID: draft.caseID }))!;
    const eligible = availableRecipients(item);
    expect(eligible.length).toBeLessThanOrEqual(MAX_AVAILABLE_TOLD);
    const told = db.notifications
      .all()
      .filter((n) => n.kind === 'CaseAvailable' && n.caseId === draft.caseID);
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((n) => n.userId).sort()).toEqual(eligible.filter((id) => id !== 'usr-provider').sort());
    for (const notice of told) {
      expect(notice.title).toBe(`Case ${item.caseRecordId} is available`);
      expect(db.users.findFirst((q) => q.where({ id: notice.userId }))!.role).toBe('Provider');
    }
    expect(db.outbox.all().filter((m) => m.subject.endsWith(`${item.caseRecordId} is available`))).toEqual(
      [],
    );
  });

  it('e-mails alone a provider who chose Email', async () => {
    const draft = demoDraft();
    const provider = db.users.findFirst((q) => q.where({ id: 'usr-provider' }))!;
    await setPreferences(await clientFor(PROVIDER), [{ kind: 'CaseAvailable', delivery: 'Email' }]);
    await (await clientFor(FACILITY)).POST('/api/cases/{caseId}/send-out', casePath(draft.caseID));
    const item = db.cases.findFirst((q) => q.where({ caseID: draft.caseID }))!;
    if (!availableRecipients(item).includes(provider.id))
      throw new Error('The demo provider should be eligible.');
    expect(noticesOf(provider.id, 'CaseAvailable')).toEqual([]);
    const [mail] = mailTo(provider.email, `Case ${item.caseRecordId} is available`);
    // An absolute URL from PUBLIC_URL (unset here: the default, npm start's address).
    expect(mail!.body).toContain(
      `Open the case in PathBridge: http://localhost:3000/case-details/${item.caseID}`,
    );
  });
});

describe('CaseAssigned and TaskAssigned', () => {
  it('tell the provider an admin assigned a case to, and a task’s assignee unless they gave it themselves', async () => {
    const admin = await clientFor(ADMIN);
    const available = db.cases.all().find((c) => c.status === 'Available' && c.type.name === 'surgical')!;
    await admin.POST('/api/cases/{caseId}/assign', {
      ...casePath(available.caseID),
      body: { providerId: 'usr-provider' },
    });
    expect(noticesOf('usr-provider', 'CaseAssigned').map((n) => n.caseId)).toEqual([available.caseID]);
    expect(mailTo(PROVIDER, `Case ${available.caseRecordId} is assigned to you`)).toHaveLength(1);

    const created = await admin.POST('/api/tasks', {
      body: {
        type: 1,
        title: 'Call the lab about the block',
        assigneeId: 'usr-provider',
        dueDate: '2026-12-01',
      },
    });
    const task = created.data!.data;
    const [notice] = noticesOf('usr-provider', 'TaskAssigned');
    expect(notice).toMatchObject({ title: `Task ${task.taskNumber} is assigned to you`, caseId: null });
    expect(notice!.message).toContain('“Call the lab about the block”');
    // Its due date written as the product writes dates (MM/DD/YYYY), not as the API carries it.
    expect(notice!.message).toMatch(/, due 12\/01\/2026\. Open it from My Tasks\.$/);
    expect(mailTo(PROVIDER, `Task ${task.taskNumber} is assigned to you`)[0]!.body).toContain(
      '/notifications',
    );

    // Given to themself: nothing. Reassigned by the facility to its NP: the NP is told.
    await admin.PATCH('/api/tasks/{taskId}', { ...taskPath(task.id), body: { assigneeId: 'usr-admin' } });
    expect(noticesOf('usr-admin', 'TaskAssigned')).toEqual([]);
    const facility = await clientFor(FACILITY);
    const own = await facility.POST('/api/tasks', { body: { type: 1, title: 'Scan the slides' } });
    await facility.PATCH('/api/tasks/{taskId}', {
      ...taskPath(own.data!.data.id),
      body: { assigneeId: 'usr-np' },
    });
    expect(noticesOf('usr-np', 'TaskAssigned').map((n) => n.title)).toEqual([
      `Task ${own.data!.data.taskNumber} is assigned to you`,
    ]);
  });
});

describe('ReportAddendum', () => {
  it('tells the facility’s users and the signer, not the author', async () => {
    const signed = db.cases
      .all()
      .find((c) => c.status === 'SignOutCompleted' && c.facility.id === 'fac-001' && c.finalReport)!;
    const signerId = signed.finalReport!.signedOutBy.id;
    await setPreferences(await clientFor(NP), [{ kind: 'ReportAddendum', delivery: 'InApp' }]);
    const admin = await clientFor(ADMIN);
    const added = await admin.POST('/api/cases/{caseId}/report/addenda', {
      ...casePath(signed.caseID),
      body: { reason: 'Corrected laterality', text: 'The specimen is from the left breast.' },
    });
    expect(added.response.status).toBe(200);
    const told = db.notifications
      .all()
      .filter((n) => n.kind === 'ReportAddendum' && n.caseId === signed.caseID);
    expect(new Set(told.map((n) => n.userId))).toEqual(new Set(['usr-facility', 'usr-np', signerId]));
    expect(told[0]!.message).toContain(': Corrected laterality.');
    // The NP chose the app only; the facility user has the default (both).
    expect(mailTo(NP, told[0]!.title)).toEqual([]);
    expect(mailTo(FACILITY, told[0]!.title)[0]!.body).toContain(`/case-details/${signed.caseID}`);
    expect(told.some((n) => n.userId === 'usr-admin')).toBe(false);
  });
});

describe('QaResult', () => {
  it('tells the signer the grade without naming the reviewer', async () => {
    const { item, task, reviewer } = await sampled();
    const signerId = item.assignedProvider!.id;
    await reviewer.POST('/api/tasks/{taskId}/qa-blind-read', {
      ...taskPath(task.id),
      body: { reviewerDiagnosis: 'Nodular basal cell carcinoma.' },
    });
    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: { grade: 'MinorDiscrepancy', comment: 'Margin measurement differs.' },
    });
    expect(graded.response.status).toBe(200);
    const [notice] = noticesOf(signerId, 'QaResult');
    expect(notice).toMatchObject({ title: `QA result for case ${item.caseRecordId}`, caseId: item.caseID });
    expect(notice!.message).toContain('found a minor discrepancy with your diagnosis');
    const reviewerName = graded.data!.data.qaReview!.reviewedBy.name;
    expect(notice!.message).not.toContain(reviewerName);
    expect(noticesOf('usr-provider', 'QaResult')).toEqual([]);
  });
});

describe('AccountStatusChanged', () => {
  it('tells the user whose status an admin changed, in the app and by e-mail', async () => {
    const admin = await clientFor(ADMIN);
    const changed = await admin.POST('/api/users/{userId}/status', {
      params: { path: { userId: 'usr-np' } },
      body: { status: 'Deactivated', reason: 'Left the practice.' },
    });
    expect(changed.response.status).toBe(200);
    const [notice] = noticesOf('usr-np', 'AccountStatusChanged');
    expect(notice).toMatchObject({ title: 'Your account is now Deactivated', caseId: null });
    expect(notice!.message).toBe(
      'Your PathBridge account changed from Active to Deactivated: Left the practice. You can no longer sign in; contact your administrator if this is unexpected.',
    );
    expect(mailTo(NP, 'Your account is now Deactivated')).toHaveLength(1);
  });
});

describe('notifyUsers', () => {
  it('tells any kind to a list of users once each, about a case or none, skipping unknown ids', async () => {
    await setPreferences(await clientFor(PROVIDER), [{ kind: 'ConsultInvitation', delivery: 'Email' }]);
    const told = await notifyUsers(['usr-provider', 'usr-provider', 'usr-nobody', 'usr-admin'], {
      kind: 'ConsultInvitation',
      title: 'Join a consult on case CUG-2026-0004',
      message: 'Dr. Okafor invites you to a live consult.',
      caseId: 'case-0013',
    });
    expect(told.map((t) => [t.userId, t.notification !== null, t.emailed])).toEqual([
      ['usr-provider', false, true],
      ['usr-admin', true, true],
    ]);
    expect(told[1]!.notification).toMatchObject({ caseId: 'case-0013', caseRecordId: 'CUG-2026-0004' });
    expect(mailTo(ADMIN, 'Join a consult on case CUG-2026-0004')[0]!.body).toContain('/case/case-0013');
  });
});
