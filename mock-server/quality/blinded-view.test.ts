/**
 * What a blinded reviewer may see, over every operation a provider may call (contracts/blinded-view.ts, issue
 * 45): the signer held a consult on the case before signing it out, and a notice about the case names them; the
 * reviewer, at step 1, calls every read the table lists (and every consult operation) and finds the signer in no
 * answer; consults are refused with the sentence; the notice is shown without its message.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts';
import { BLINDED_TEXT, BLINDED_VIEW, type ProviderOperationId } from '../../contracts/blinded-view';
import { db } from '../store/db';
import { DEMO_PASSWORD } from '../store/seed';
import { ADMIN, PROVIDER, TEST_API, clientFor, tokenFor } from '../testing/test-clients';
import {
  REVIEWER,
  casePath,
  caseForReview,
  onlyEligible,
  qaTasksOf,
  setRate,
  signOut,
} from '../testing/quality-samples';

const view = (n: number) => ({
  seq: n,
  action: 'dispatch' as const,
  event: {
    type: 'viewport/changed' as const,
    id: `evt-${n}`,
    at: 1000 + n,
    origin: 'user' as const,
    zoom: 1 + n,
    center: { x: 0.5, y: 0.5 },
    rotation: 0 as const,
  },
});

/** The signer's consult on the case, then their sign-out drawing a blinded review for the demo provider. */
async function blindedWithConsult() {
  const admin = await clientFor(ADMIN);
  const { item, signerEmail } = caseForReview();
  await onlyEligible(item, REVIEWER);
  await setRate(admin, item.type.name, 100);
  const signerClient = await clientFor(signerEmail, DEMO_PASSWORD);
  const started = await signerClient.POST('/api/cases/{caseId}/consults', casePath(item.caseID));
  expect(started.response.status).toBe(201);
  const consultId = started.data!.data.consultId;
  const inConsult = { params: { path: { caseId: item.caseID, consultId } } };
  await signerClient.POST('/api/cases/{caseId}/consults/{consultId}/events', {
    ...inConsult,
    body: { steps: [view(1), view(2)] },
  });
  await signerClient.POST('/api/cases/{caseId}/consults/{consultId}/leave', inConsult);
  await signOut(signerEmail, item);
  const task = qaTasksOf(item.caseID).find((t) => t.status === 'Open')!;
  expect(task.assignee?.id).toBe(REVIEWER);
  const signer = db.users.findFirst((q) => q.where({ email: signerEmail }))!;
  // A notice about the case that names the signer (as a consult invitation from them would).
  const notice = await db.notifications.create({
    id: 'ntf-blinded-test',
    userId: REVIEWER,
    kind: 'ConsultInvitation',
    title: `Consult on ${item.caseRecordId}`,
    message: `${signer.firstName} ${signer.lastName} invites you to a live consult on case ${item.caseRecordId}.`,
    caseId: item.caseID,
    caseRecordId: item.caseRecordId,
    createdAt: new Date().toISOString(),
    readAt: null,
  });
  return { item, task, signer, consultId, notice };
}

describe('what a blinded reviewer may see', () => {
  it('names or singles out the signer in no answer of any operation a provider may call', async () => {
    const { item, task, signer, consultId, notice } = await blindedWithConsult();
    const token = await tokenFor(PROVIDER);
    const image = item.slides[0]!.subsections[0]!.images[0]!;
    const values: Record<string, string> = {
      caseId: item.caseID,
      consultId,
      taskId: task.id,
      imageId: image.fileContent,
      attachmentId: db.attachments.findFirst((q) => q.where({ caseID: item.caseID }))?.id ?? 'none',
      userId: REVIEWER,
      notificationId: notice.id,
      blobId: image.fileContent,
      slideId: image.fileContent,
      registrationId: 'none',
      documentId: 'none',
    };
    const secrets = [signer.id, signer.email, `${signer.firstName} ${signer.lastName}`, signer.lastName];
    const called: string[] = [];
    for (const [operationId, answer] of Object.entries(BLINDED_VIEW) as [ProviderOperationId, string][]) {
      const op = operations[operationId];
      // Reads, every refused operation, and the notice's own read mark.
      if (op.method !== 'get' && answer !== 'refused' && operationId !== 'markNotificationRead') continue;
      // A stream: its notices go through the same rule as the list (quality/blinding.ts noticeAsSeenBy).
      if (operationId === 'streamMyEvents') continue;
      // The slide routes are authorised by a signed link, not the caller, and answer pixels.
      if (op.path.startsWith('/slides/')) continue;
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      if (names.some((name) => !(name in values))) continue;
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
      const response = await fetch(`${TEST_API}${path}`, {
        method: op.method.toUpperCase(),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body:
          op.method === 'get'
            ? undefined
            : JSON.stringify(
                operationId === 'sendConsultLiveView'
                  ? { n: 1, slideIndex: 0, view: null, pointer: null }
                  : { userId: signer.id, steps: [view(3)] },
              ),
      });
      const text = await response.text();
      for (const secret of secrets) expect(text, `${operationId} names the signer`).not.toContain(secret);
      if (answer === 'refused') {
        expect(response.status, operationId).toBe(403);
        expect(JSON.parse(text).message).toBe(BLINDED_TEXT.consults(item.caseRecordId!));
      }
      if (answer === 'withheld') expect(response.status, operationId).toBe(200);
      called.push(operationId);
    }
    // Every consult operation and every read of the case and of one's own notices was tried.
    for (const id of ['getCase', 'listSlideAnnotations', 'listMyNotifications', 'markNotificationRead'])
      expect(called).toContain(id);
    expect(called.filter((id) => BLINDED_VIEW[id as ProviderOperationId] === 'refused')).toHaveLength(12);

    const notices = await fetch(`${TEST_API}/api/me/notifications`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ data: { items: { id: string; message: string }[] } }>);
    expect(notices.data.items.find((each) => each.id === notice.id)?.message).toBe(
      BLINDED_TEXT.notice(item.caseRecordId!),
    );
  });

  it('shows the consults once graded', async () => {
    const { item, task, signer, consultId } = await blindedWithConsult();
    const reviewer = await clientFor(PROVIDER);
    const taskPath = { params: { path: { taskId: task.id } } };
    await reviewer.POST('/api/tasks/{taskId}/qa-blind-read', {
      ...taskPath,
      body: { reviewerDiagnosis: 'Benign.' },
    });
    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...taskPath,
      body: { grade: 'Agree', reviewerDiagnosis: 'Benign.' },
    });
    expect(graded.response.status).toBe(200);
    const consult = await reviewer.GET('/api/cases/{caseId}/consults/{consultId}', {
      params: { path: { caseId: item.caseID, consultId } },
    });
    expect(consult.response.status).toBe(200);
    expect(consult.data!.data.participants[0]!.userId).toBe(signer.id);
  });
});
