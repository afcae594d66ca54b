/**
 * The three steps of a sampled QA review (docs/quality.md): the blind read (signer and diagnosis withheld on every
 * read path), the comparison (the diagnosis shown, the signer withheld), the reveal once graded; the blind read's
 * refusals, the grade refused before it, a major discordance's follow-up and notices, and the audit records.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { FACILITY, clientFor, type Client } from '../testing/test-clients';
import { casePath, sampled, taskPath } from '../testing/quality-samples';

const DIAGNOSIS = 'Basal cell carcinoma, nodular type; margins clear.';
const MY_READ = 'Nodular basal cell carcinoma.';

const blindRead = (client: Client, taskId: string, reviewerDiagnosis: string) =>
  client.POST('/api/tasks/{taskId}/qa-blind-read', { ...taskPath(taskId), body: { reviewerDiagnosis } });

async function readsOf(reviewer: Client, caseID: string, imageId: string) {
  const item = await reviewer.GET('/api/cases/{caseId}', casePath(caseID));
  const marks = await reviewer.GET('/api/cases/{caseId}/images/{imageId}/annotations', {
    params: { path: { caseId: caseID, imageId } },
  });
  return { item: item.data!.data, marks: marks.data!.data };
}

describe('a sampled review, step by step', () => {
  it('withholds the diagnosis until the blind read and the signer until the grade, on every read', async () => {
    const { item, task, reviewer, admin } = await sampled();
    const signerName = item.assignedProvider!.name;
    const imageId = item.slides[0]!.subsections[0]!.images[0]!.fileContent;

    // Step 1: the blind read.
    const one = await readsOf(reviewer, item.caseID, imageId);
    expect(one.item).toMatchObject({
      blinded: true,
      assignedProvider: null,
      primaryDiagnosis: null,
      finalReport: null,
      reportDraft: null,
      qaComparison: null,
    });
    expect(JSON.stringify(one.item)).not.toContain(signerName);
    expect(JSON.stringify(one.item)).not.toContain('Basal cell carcinoma');
    expect(one.marks).toMatchObject({ events: [], updatedBy: null, canEdit: false });
    expect(one.marks.readOnlyReason).toBe(
      'The annotations are shown once you have graded this blinded QA review.',
    );
    const early = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: { grade: 'Agree', reviewerDiagnosis: MY_READ },
    });
    expect(early.response.status).toBe(409);
    expect(early.error!.message).toBe(
      "Record your own diagnosis (the blind read) first: the signer's diagnosis is shown for grading after it.",
    );
    const adminView = await admin.GET('/api/cases/{caseId}', casePath(item.caseID));
    expect(adminView.data!.data.finalReport!.signedOutBy.name).toBe(signerName);

    const recorded = await blindRead(reviewer, task.id, `  ${MY_READ}  `);
    expect(recorded.response.status).toBe(200);
    expect(recorded.data!.data.qaBlindRead).toMatchObject({
      reviewerDiagnosis: MY_READ,
      recordedBy: { id: 'usr-provider' },
    });
    expect(recorded.data!.data.status).toBe('InProgress');
    const again = await blindRead(reviewer, task.id, 'Something else.');
    expect(again.response.status).toBe(409);
    expect(again.error!.message).toBe('Your blind read is recorded and cannot be changed.');

    // Step 2: the comparison, the signer still withheld.
    const two = await readsOf(reviewer, item.caseID, imageId);
    expect(two.item).toMatchObject({
      blinded: true,
      assignedProvider: null,
      finalReport: null,
      reportDraft: null,
      primaryDiagnosis: DIAGNOSIS,
      qaComparison: { reviewerDiagnosis: MY_READ, reportDiagnosis: DIAGNOSIS },
    });
    expect(JSON.stringify(two.item)).not.toContain(signerName);
    expect(two.marks).toMatchObject({ events: [], updatedBy: null });
    const own = await reviewer.GET('/api/tasks/{taskId}', taskPath(task.id));
    expect(JSON.stringify(own.data)).not.toContain(signerName);

    // Step 3: graded, the signer named; the grade keeps the blind read, not a diagnosis sent with it.
    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: { grade: 'Agree', reviewerDiagnosis: 'Changed after seeing the report.' },
    });
    expect(graded.response.status).toBe(200);
    expect(graded.data!.data.qaReview!.reviewerDiagnosis).toBe(MY_READ);
    const three = await readsOf(reviewer, item.caseID, imageId);
    expect(three.item.blinded).toBeUndefined();
    expect(three.item.qaComparison ?? null).toBeNull();
    expect(three.item.finalReport).toMatchObject({
      signedOutBy: { name: signerName },
      primaryDiagnosis: DIAGNOSIS,
    });
    const late = await blindRead(reviewer, task.id, 'Too late.');
    expect(late.response.status).toBe(409);
    expect(late.error!.message).toBe('This QA review is graded: its blind read can no longer be recorded.');

    // The audit trail: reads as CaseViewed (no report carried) while blinded, the blind read recorded.
    const mine = db.auditEvents.all().filter((e) => e.actor?.userId === 'usr-provider');
    expect(mine.filter((e) => e.caseId === item.caseID && e.action === 'ReportViewed')).toHaveLength(1);
    expect(mine.find((e) => e.action === 'QaBlindReadRecorded')).toMatchObject({
      target: { type: 'Task', id: task.id },
      outcome: 'Succeeded',
    });
  });

  it('refuses a blank read, another user, a QA task made by hand', async () => {
    const { task, reviewer, admin } = await sampled();
    const blank = await blindRead(reviewer, task.id, '   ');
    expect(blank.response.status).toBe(422);
    expect(blank.error!.data).toEqual({
      reviewerDiagnosis: ['Write your own diagnosis: the blind read records your read of the case.'],
    });
    const empty = await blindRead(reviewer, task.id, '');
    expect(empty.response.status).toBe(400);
    const other = await blindRead(admin, task.id, MY_READ);
    expect(other.response.status).toBe(403);
    expect(other.error!.message).toBe('Only the reviewer assigned to this QA task grades it.');
    const facility = await clientFor(FACILITY);
    expect((await blindRead(facility, task.id, MY_READ)).response.status).toBe(403);
    const byHand = await admin.POST('/api/tasks', {
      body: { type: 2, title: 'QA by hand', caseId: task.case!.caseID, assigneeId: 'usr-provider' },
    });
    const handMade = await blindRead(reviewer, byHand.data!.data.id, MY_READ);
    expect(handMade.response.status).toBe(409);
    expect(handMade.error!.message).toBe(
      'Only a sampled QA review has a blind read: grade this QA task with the report in hand.',
    );
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.qaBlindRead ?? null).toBeNull();
  });

  it('graded a major discordance opens the signer’s follow-up and tells the admins', async () => {
    const { item, task, reviewer, admin } = await sampled();
    const signerId = item.assignedProvider!.id;
    const read = 'Infiltrative basal cell carcinoma, deep margin involved.';
    expect((await blindRead(reviewer, task.id, read)).response.status).toBe(200);
    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath(task.id),
      body: { grade: 'MajorDiscrepancy', comment: 'Infiltrative component at the deep margin.' },
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
      reviewerDiagnosis: read,
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
