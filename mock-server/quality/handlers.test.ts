/**
 * Sampled QA in the mock (issue 29, docs/quality.md): the rates and their bad input, the draw at sign-out (rate
 * 100 → a blinded QA task for an eligible provider other than the signer; rate 0 → none), blinding on every read
 * path until the grade, and a major discordance's follow-up and notices.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../store/seed';
import { isProviderRole } from '../../contracts';
import { db, type CaseRecord } from '../store/db';
import { ADMIN, PROVIDER, clientFor, type Client } from '../testing/test-clients';

const casePath = (caseId: string) => ({ params: { path: { caseId } } });
const taskPath = (taskId: string) => ({ params: { path: { taskId } } });

/** An Assigned surgical case of the demo facility, assigned to an active provider other than the demo provider. */
function caseForReview(): { item: CaseRecord; signerEmail: string } {
  for (const item of db.cases.all()) {
    const signerId = item.assignedProvider?.id;
    if (item.status !== 'Assigned' || !signerId || signerId === REVIEWER) continue;
    if (item.type.name !== 'surgical') continue;
    const signer = db.users.findFirst((q) => q.where({ id: signerId }));
    if (signer?.status === 'Active' && isProviderRole(signer.role))
      return { item, signerEmail: signer.email };
  }
  throw new Error('The seed has no case for this test.');
}

/** The reviewer these tests make the only eligible provider (whatever registrations the seed gives others). */
const REVIEWER = 'usr-provider';
const AWAY = { awayFrom: '2020-01-01', awayTo: '2099-12-31' };

/**
 * Every provider but `reviewer` away for good (the assignment rules' `away`), and the reviewer registered for the
 * case's facility (`null`: everyone away).
 */
async function onlyEligible(item: CaseRecord, reviewer: string | null) {
  const facility = db.facilities.findFirst((q) => q.where({ id: item.facility.id }))!;
  for (const user of db.users.all().filter((u) => isProviderRole(u.role))) {
    await db.assignmentProfiles.delete((q) => q.where({ userId: user.id }));
    const away = user.id === reviewer ? { awayFrom: null, awayTo: null } : AWAY;
    await db.assignmentProfiles.create({
      id: `ap-${user.id}`,
      userId: user.id,
      caseloadCap: 20,
      ...away,
      updatedAt: null,
    });
  }
  if (!reviewer) return;
  await db.registrations.updateMany((q) => q.where({ userId: reviewer, kind: 'provider' }), {
    data(draft) {
      draft.licensedStates = [...new Set([...draft.licensedStates, facility.state ?? 'WA'])];
    },
  });
}

async function setRate(admin: Client, caseType: CaseRecord['type']['name'], ratePercent: number) {
  const put = await admin.PUT('/api/admin/quality/settings', {
    body: { rates: [{ caseType, ratePercent }] },
  });
  expect(put.response.status).toBe(200);
}

async function signOut(email: string, item: CaseRecord) {
  const signer = await clientFor(email, DEMO_PASSWORD);
  const done = await signer.POST('/api/cases/{caseId}/sign-out', {
    ...casePath(item.caseID),
    body: { primaryDiagnosis: 'Basal cell carcinoma, nodular type; margins clear.' },
  });
  expect(done.response.status).toBe(200);
  return signer;
}

const qaTasksOf = (caseID: string) => db.tasks.all().filter((t) => t.type === 2 && t.case?.caseID === caseID);

describe('the sampling rates', () => {
  it('start at 0 for every case type and keep the types not listed', async () => {
    const admin = await clientFor(ADMIN);
    const before = await admin.GET('/api/admin/quality/settings');
    expect(before.data!.data.rates).toHaveLength(6);
    expect(before.data!.data.rates.every((r) => r.ratePercent === 0)).toBe(true);
    await setRate(admin, 'cytology', 5);
    await setRate(admin, 'surgical', 12.5);
    const after = await admin.GET('/api/admin/quality/settings');
    expect(after.data!.data.rates.find((r) => r.caseType === 'cytology')!.ratePercent).toBe(5);
    expect(after.data!.data.rates.find((r) => r.caseType === 'surgical')!.ratePercent).toBe(12.5);
    expect(after.data!.data.updatedBy).toEqual({ id: 'usr-admin', name: 'Alex Morgan' });
  });

  it('refuse a rate outside 0–100 or a type twice, with the message, changing nothing', async () => {
    const admin = await clientFor(ADMIN);
    for (const ratePercent of [101, -1]) {
      const bad = await admin.PUT('/api/admin/quality/settings', {
        body: { rates: [{ caseType: 'cytology', ratePercent }] },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error!.data).toEqual({ 'rates.0.ratePercent': ['Enter a rate from 0 to 100 %.'] });
    }
    const twice = await admin.PUT('/api/admin/quality/settings', {
      body: {
        rates: [
          { caseType: 'cytology', ratePercent: 5 },
          { caseType: 'cytology', ratePercent: 6 },
        ],
      },
    });
    expect(twice.response.status).toBe(422);
    expect(twice.error!.data).toEqual({ 'rates.1.caseType': ['This case type is listed twice.'] });
    const after = await admin.GET('/api/admin/quality/settings');
    expect(after.data!.data.rates.every((r) => r.ratePercent === 0)).toBe(true);
    expect(after.data!.data.updatedAt).toBeNull();
  });

  it('are for admins only', async () => {
    const provider = await clientFor(PROVIDER);
    expect((await provider.GET('/api/admin/quality/settings')).response.status).toBe(403);
    expect((await provider.GET('/api/admin/quality')).response.status).toBe(403);
  });
});

describe('sampling at sign-out', () => {
  it('at rate 0 draws nothing', async () => {
    const { item, signerEmail } = caseForReview();
    const before = db.tasks.all().length;
    await signOut(signerEmail, item);
    expect(db.tasks.all()).toHaveLength(before);
    expect(db.qaSamples.findMany((q) => q.where({ caseId: item.caseID }))).toEqual([]);
  });

  it('at rate 100 opens a blinded QA task for an eligible provider other than the signer, told by e-mail', async () => {
    const admin = await clientFor(ADMIN);
    const { item, signerEmail } = caseForReview();
    await onlyEligible(item, REVIEWER);
    await setRate(admin, item.type.name, 100);
    await signOut(signerEmail, item);
    const [task] = qaTasksOf(item.caseID).filter((t) => t.status === 'Open');
    expect(task).toMatchObject({
      title: `Blinded QA review of ${item.caseRecordId}`,
      assignee: { id: 'usr-provider' },
      ownerGroup: 'Operator',
    });
    const notice = db.notifications.findMany((q) => q.where({ userId: 'usr-provider' })).at(-1)!;
    expect(notice).toMatchObject({ kind: 'QaReviewAssigned', caseId: item.caseID });
    const mail = db.outbox.findMany((q) => q.where({ to: PROVIDER })).at(-1)!;
    expect(mail.subject).toBe(`PathBridge: Blinded QA review of ${item.caseRecordId}`);
    expect(mail.body).not.toContain(item.assignedProvider!.name);

    const trail = db.auditEvents
      .all()
      .filter((e) => e.action === 'CaseSignedOut' && e.caseId === item.caseID);
    expect(trail.at(-1)!.detail).toBe(`Sampled for QA: ${task!.taskNumber}`);
  });

  it('with nobody eligible keeps the sample unassigned and tells the admins', async () => {
    const admin = await clientFor(ADMIN);
    const { item, signerEmail } = caseForReview();
    await onlyEligible(item, null);
    await setRate(admin, item.type.name, 100);
    await signOut(signerEmail, item);
    expect(qaTasksOf(item.caseID).filter((t) => t.status === 'Open')).toEqual([]);
    const report = await admin.GET('/api/admin/quality');
    const open = report.data!.data.open.find((s) => s.caseId === item.caseID)!;
    expect(open).toMatchObject({ state: 'Unassigned', reviewer: null, task: null, ratePercent: 100 });
    const notice = db.notifications.findMany((q) => q.where({ userId: 'usr-admin' })).at(-1)!;
    expect(notice).toMatchObject({ kind: 'QaReviewUnassigned', caseId: item.caseID });
    expect(notice.message).toContain('no provider other than the signer meets the rules');
    expect(notice.message).toContain(`${item.assignedProvider!.name}: Signed this case out.`);
  });
});

describe('a blinded review', () => {
  async function sampled() {
    const admin = await clientFor(ADMIN);
    const { item, signerEmail } = caseForReview();
    await onlyEligible(item, REVIEWER);
    await setRate(admin, item.type.name, 100);
    const signer = await signOut(signerEmail, item);
    const task = qaTasksOf(item.caseID).find((t) => t.status === 'Open')!;
    return { admin, signer, item, task, reviewer: await clientFor(PROVIDER) };
  }

  it('hides the signer and the diagnosis on every read until graded, then shows them', async () => {
    const { item, task, reviewer, admin } = await sampled();
    const signerName = item.assignedProvider!.name;
    const blind = await reviewer.GET('/api/cases/{caseId}', casePath(item.caseID));
    expect(blind.response.status).toBe(200);
    expect(blind.data!.data).toMatchObject({
      blinded: true,
      assignedProvider: null,
      primaryDiagnosis: null,
      finalReport: null,
      reportDraft: null,
    });
    expect(JSON.stringify(blind.data)).not.toContain(signerName);
    expect(JSON.stringify(blind.data)).not.toContain('Basal cell carcinoma');
    const image = item.slides[0]!.subsections[0]!.images[0]!;
    const marks = await reviewer.GET('/api/cases/{caseId}/images/{imageId}/annotations', {
      params: { path: { caseId: item.caseID, imageId: image.fileContent } },
    });
    expect(marks.data!.data).toMatchObject({ events: [], updatedBy: null, canEdit: false });
    expect(marks.data!.data.readOnlyReason).toBe(
      'The annotations are shown once you have graded this blinded QA review.',
    );
    const own = await reviewer.GET('/api/tasks/{taskId}', taskPath(task.id));
    expect(JSON.stringify(own.data)).not.toContain(signerName);
    // The audit trail says a case was viewed, not its report.
    const view = db.auditEvents
      .all()
      .filter(
        (e) => e.caseId === item.caseID && e.actor?.userId === 'usr-provider' && e.action !== 'SlideOpened',
      );
    expect(view.at(-1)!.action).toBe('CaseViewed');
    // Admins are never blinded.
    const adminView = await admin.GET('/api/cases/{caseId}', casePath(item.caseID));
    expect(adminView.data!.data.finalReport!.signedOutBy.name).toBe(signerName);

    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: { grade: 'Agree', reviewerDiagnosis: 'Nodular basal cell carcinoma.' },
    });
    expect(graded.response.status).toBe(200);
    const seen = await reviewer.GET('/api/cases/{caseId}', casePath(item.caseID));
    expect(seen.data!.data.blinded).toBeUndefined();
    expect(seen.data!.data.finalReport).toMatchObject({
      signedOutBy: { name: signerName },
      primaryDiagnosis: 'Basal cell carcinoma, nodular type; margins clear.',
    });
  });

  it('needs the reviewer’s own diagnosis before the grade', async () => {
    const { task, reviewer } = await sampled();
    const refused = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: { grade: 'Agree', reviewerDiagnosis: '  ' },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.data).toEqual({
      reviewerDiagnosis: ['Write your own diagnosis before grading: a blinded review records your read.'],
    });
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.status).toBe('Open');
  });

  it('graded a major discordance opens the signer’s follow-up and tells the admins', async () => {
    const { item, task, reviewer, admin } = await sampled();
    const signerId = item.assignedProvider!.id;
    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: {
        grade: 'MajorDiscrepancy',
        comment: 'Infiltrative component at the deep margin.',
        reviewerDiagnosis: 'Infiltrative basal cell carcinoma, deep margin involved.',
      },
    });
    expect(graded.response.status).toBe(200);
    const followUp = db.tasks
      .all()
      .find((t) => t.type === 1 && t.case?.caseID === item.caseID && t.assignee?.id === signerId)!;
    expect(graded.data!.message).toBe(
      `QA review submitted. Follow-up ${followUp.taskNumber} was opened for the signer.`,
    );
    expect(followUp).toMatchObject({
      title: `Follow up the QA discordance on ${item.caseRecordId}`,
      status: 'Open',
      priority: 'High',
      ownerGroup: 'Operator',
    });
    expect(followUp.description).toContain('add an addendum');
    expect(db.notifications.findMany((q) => q.where({ userId: signerId })).at(-1)!.kind).toBe('QaFollowUp');
    expect(db.notifications.findMany((q) => q.where({ userId: 'usr-admin' })).at(-1)!.kind).toBe(
      'QaMajorDiscordance',
    );
    const report = await admin.GET('/api/admin/quality');
    const row = report.data!.data.discordances.find((s) => s.caseId === item.caseID)!;
    expect(row).toMatchObject({
      state: 'Graded',
      grade: 'MajorDiscrepancy',
      reviewer: { id: 'usr-provider' },
      signer: { id: signerId },
      reviewerDiagnosis: 'Infiltrative basal cell carcinoma, deep margin involved.',
      followUp: { id: followUp.id, status: 'Open', assignee: { id: signerId } },
    });
    const grade = db.auditEvents
      .all()
      .filter((e) => e.action === 'QaReviewGraded')
      .at(-1)!;
    expect(grade).toMatchObject({
      target: { type: 'Task', id: task.id },
      detail: `Major discrepancy; follow-up ${followUp.taskNumber}`,
    });
  });
});

describe('the quality report', () => {
  it('answers the seeded samples over the last 365 days, and refuses a period ending before it starts', async () => {
    const admin = await clientFor(ADMIN);
    const report = await admin.GET('/api/admin/quality', {
      params: { query: { from: '2026-01-01', to: '2026-12-31' } },
    });
    expect(report.response.status).toBe(200);
    const data = report.data!.data;
    expect(data.total.reviews).toBeGreaterThan(0);
    expect(data.byProvider.reduce((n, r) => n + r.reviews, 0)).toBe(data.total.reviews);
    expect(data.discordances.length).toBeGreaterThan(0);
    expect(data.open.length).toBeGreaterThan(0);
    const bad = await admin.GET('/api/admin/quality', {
      params: { query: { from: '2026-11-02', to: '2026-11-01' } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.message).toBe('The end of the period is before its start.');
  });
});
