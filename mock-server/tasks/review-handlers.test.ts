/**
 * QA and onboarding tasks (decision 030): the grade recorded and counted, the reviewer's read access to the
 * case (403 for others), the onboarding documents, the provider's New → In Progress and the submitted task.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../index';
import { DEMO_ONBOARDING_TASK_ID, DEMO_QA_TASK_ID, NEW_PROVIDER } from './seed-demos';
import { ADMIN, FACILITY, PROVIDER, TEST_API, clientFor, tokenFor } from '../testing/test-clients';

const PDF = new TextEncoder().encode('%PDF-1.4\n% onboarding test\n%%EOF\n');
const task = (id: string) => ({ params: { path: { taskId: id } } });
let uploads: string;
const previous = process.env.MOCK_UPLOADS_DIR;
beforeAll(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'mock-task-docs-'));
  process.env.MOCK_UPLOADS_DIR = uploads;
});
afterAll(() => {
  if (previous === undefined) delete process.env.MOCK_UPLOADS_DIR;
  else process.env.MOCK_UPLOADS_DIR = previous;
  rmSync(uploads, { recursive: true, force: true });
});

async function uploadDocument(email: string, taskId: string, bytes = PDF, name = 'licence.pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${TEST_API}/api/tasks/${taskId}/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; data: { id: string } },
  };
}

describe('QA task (submitQaReview)', () => {
  it('the reviewer reads the signed-out case (details, slide links); others answer 403', async () => {
    const qa = db.tasks.findFirst((q) => q.where({ id: DEMO_QA_TASK_ID }))!;
    expect(qa).toMatchObject({ type: 2, status: 'Open', assignee: { id: 'usr-provider' } });
    const item = db.cases.findFirst((q) => q.where({ caseID: qa.case!.caseID }))!;
    expect(item.status).toBe('SignOutCompleted');
    expect(item.assignedProvider?.id).not.toBe('usr-provider');
    const blobId = item.slides.flatMap((s) => s.subsections.flatMap((sub) => sub.images))[0]!.fileContent;

    const reviewer = await clientFor(PROVIDER);
    const read = await reviewer.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } });
    expect(read.response.status).toBe(200);
    const link = await reviewer.GET('/api/wsi/get-download-link/{blobId}', { params: { path: { blobId } } });
    expect(link.response.status).toBe(200);
    // Read-only: a reviewer may not change the case.
    const change = await reviewer.PUT('/api/cases/{caseId}/clinical-info', {
      params: { path: { caseId: item.caseID } },
      body: { clinicalInfo: 'Changed by the reviewer' },
    });
    expect(change.response.status).toBe(403);

    // A provider without the QA task does not see it.
    const other = await clientFor('provisional.provider@demo.test');
    const refused = await other.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ message: 'You do not have access to this case.' });
  });

  it('grades: a discrepancy needs a comment (422); the grade completes the task and is counted', async () => {
    const admin = await clientFor(ADMIN);
    const before = (await admin.GET('/api/admin/dashboard')).data!.data.qaResults;
    const reviewer = await clientFor(PROVIDER);

    const blank = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...task(DEMO_QA_TASK_ID),
      body: { grade: 'MajorDiscrepancy', comment: '   ' },
    });
    expect(blank.response.status).toBe(422);
    expect(blank.error).toMatchObject({ data: { comment: ['Explain the discrepancy in a comment.'] } });
    const complete = await reviewer.POST('/api/tasks/{taskId}/complete', {
      ...task(DEMO_QA_TASK_ID),
      body: {},
    });
    expect(complete.response.status).toBe(409);
    expect(complete.error).toMatchObject({ message: 'Grade the case to complete a QA task.' });
    // Only the assignee grades (the admin sees the task but gives no grade).
    const byAdmin = await admin.POST('/api/tasks/{taskId}/qa-review', {
      ...task(DEMO_QA_TASK_ID),
      body: { grade: 'Agree' },
    });
    expect(byAdmin.response.status).toBe(403);

    const graded = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...task(DEMO_QA_TASK_ID),
      body: { grade: 'MinorDiscrepancy', comment: '  Tumour size is 1.4 cm, not 1.2 cm.  ' },
    });
    expect(graded.response.status).toBe(200);
    expect(graded.data!.data).toMatchObject({
      status: 'Completed',
      resolution: 'Tumour size is 1.4 cm, not 1.2 cm.',
      qaReview: {
        grade: 'MinorDiscrepancy',
        comment: 'Tumour size is 1.4 cm, not 1.2 cm.',
        reviewedBy: { id: 'usr-provider' },
      },
    });
    const after = (await admin.GET('/api/admin/dashboard')).data!.data.qaResults;
    expect(after).toEqual({ ...before, MinorDiscrepancy: before.MinorDiscrepancy + 1 });
    // Graded once: a second review answers 409; the reviewer still reads the case beside the grade.
    const again = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...task(DEMO_QA_TASK_ID),
      body: { grade: 'Agree' },
    });
    expect(again.response.status).toBe(409);
    const caseId = graded.data!.data.case!.caseID;
    expect(
      (await reviewer.GET('/api/cases/{caseId}', { params: { path: { caseId } } })).response.status,
    ).toBe(200);
  });

  it('the seed counts its completed QA tasks by grade; a general task is not graded (409)', async () => {
    const admin = await clientFor(ADMIN);
    const { qaResults } = (await admin.GET('/api/admin/dashboard')).data!.data;
    const completed = db.tasks.all().filter((t) => t.type === 2 && t.status === 'Completed');
    expect(qaResults.Agree + qaResults.MinorDiscrepancy + qaResults.MajorDiscrepancy).toBe(completed.length);
    expect(qaResults.MajorDiscrepancy).toBeGreaterThan(0);
    const general = await admin.POST('/api/tasks', {
      body: { type: 1, title: 'Not a QA task', assigneeId: 'usr-provider' },
    });
    const reviewer = await clientFor(PROVIDER);
    const refused = await reviewer.POST('/api/tasks/{taskId}/qa-review', {
      ...task(general.data!.data.id),
      body: { grade: 'Agree' },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ message: 'Only a QA task is graded.' });
  });
});

describe('onboarding task (documents, New → In Progress, submitted for approval)', () => {
  it('items need a document; the first done item moves the provider to In Progress; the last submits', async () => {
    const seeded = db.tasks.findFirst((q) => q.where({ id: DEMO_ONBOARDING_TASK_ID }))!;
    expect(seeded).toMatchObject({
      type: 3,
      typeKey: 'physicianOnboarding',
      assignee: { id: NEW_PROVIDER.id },
    });
    expect(db.users.findFirst((q) => q.where({ id: NEW_PROVIDER.id }))!.status).toBe('New');
    const provider = await clientFor(NEW_PROVIDER.email);
    const checklist = seeded.checklist;

    // Done without a document: 422 under the item.
    const bare = await provider.PATCH('/api/tasks/{taskId}', {
      ...task(seeded.id),
      body: { checklist: checklist.map((item, i) => ({ ...item, done: i === 0 })) },
    });
    expect(bare.response.status).toBe(422);
    expect(bare.error).toMatchObject({
      data: {
        'checklist.0.documentId': [
          `Upload the document for '${checklist[0]!.label}' before marking it done.`,
        ],
      },
    });

    // Upload (a wrong type is 415), then mark the first item done with it.
    const refused = await uploadDocument(
      NEW_PROVIDER.email,
      seeded.id,
      new TextEncoder().encode('hello'),
      'x.pdf',
    );
    expect(refused.status).toBe(415);
    const first = await uploadDocument(NEW_PROVIDER.email, seeded.id);
    expect(first.status).toBe(201);
    const unknown = await provider.PATCH('/api/tasks/{taskId}', {
      ...task(seeded.id),
      body: {
        checklist: checklist.map((item, i) =>
          i === 0 ? { ...item, documentId: 'doc-nope', done: true } : item,
        ),
      },
    });
    expect(unknown.response.status).toBe(422);
    const one = await provider.PATCH('/api/tasks/{taskId}', {
      ...task(seeded.id),
      body: {
        checklist: checklist.map((item, i) =>
          i === 0 ? { ...item, documentId: first.body.data.id, done: true } : item,
        ),
      },
    });
    expect(one.response.status).toBe(200);
    expect(one.data!.data.documents.map((d) => d.id)).toEqual([first.body.data.id]);
    expect(one.data!.data.submittedAt).toBeNull();
    expect(db.users.findFirst((q) => q.where({ id: NEW_PROVIDER.id }))!.status).toBe('In Progress');
    expect(db.registrations.findFirst((q) => q.where({ userId: NEW_PROVIDER.id }))!.status).toBe(
      'In Progress',
    );
    // The provider may not complete it; the document downloads for them and for an admin.
    expect(
      (await provider.POST('/api/tasks/{taskId}/complete', { ...task(seeded.id), body: {} })).response.status,
    ).toBe(403);
    const download = await fetch(`${TEST_API}/api/tasks/${seeded.id}/documents/${first.body.data.id}`, {
      headers: { Authorization: `Bearer ${await tokenFor(ADMIN)}` },
    });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    const foreign = await fetch(`${TEST_API}/api/tasks/${seeded.id}/documents/${first.body.data.id}`, {
      headers: { Authorization: `Bearer ${await tokenFor(PROVIDER)}` },
    });
    expect(foreign.status).toBe(403);

    // Every item with a document: submitted; then the provider's checklist and uploads are locked (409).
    const ids: string[] = [first.body.data.id];
    for (let i = 1; i < checklist.length; i++)
      ids.push((await uploadDocument(NEW_PROVIDER.email, seeded.id)).body.data.id);
    const all = checklist.map((item, i) => ({ ...item, documentId: ids[i]!, done: true }));
    const submitted = await provider.PATCH('/api/tasks/{taskId}', {
      ...task(seeded.id),
      body: { checklist: all },
    });
    expect(submitted.data!.data.submittedAt).toEqual(expect.any(String));
    const locked = await provider.PATCH('/api/tasks/{taskId}', {
      ...task(seeded.id),
      body: { checklist: all.map((item, i) => ({ ...item, done: i !== 0 })) },
    });
    expect(locked.response.status).toBe(409);
    expect(locked.error).toMatchObject({
      message: 'Your onboarding checklist was submitted for approval; it can no longer be changed.',
    });
    expect((await uploadDocument(NEW_PROVIDER.email, seeded.id)).status).toBe(409);

    // An admin approves (completes).
    const admin = await clientFor(ADMIN);
    const approved = await admin.POST('/api/tasks/{taskId}/complete', { ...task(seeded.id), body: {} });
    expect(approved.data!.data.status).toBe('Completed');
  });

  it('documents go to onboarding tasks only, by their assignee (403 for others)', async () => {
    const qa = db.tasks
      .all()
      .find((t) => t.type === 2 && t.status === 'Open' && t.assignee?.id === 'usr-provider')!;
    expect((await uploadDocument(PROVIDER, qa.id)).status).toBe(409);
    const other = db.tasks.all().find((t) => t.type === 3 && t.status === 'Open')!;
    expect((await uploadDocument(FACILITY, other.id)).status).toBe(403);
  });

  it('the seed: done onboarding items name their documents; completed onboarding tasks were submitted', () => {
    for (const t of db.tasks.all().filter((t) => t.type === 3)) {
      const ids = new Set(t.documents.map((d) => d.id));
      for (const item of t.checklist) if (item.done) expect(ids.has(item.documentId!)).toBe(true);
      if (t.status === 'Completed') expect(t.submittedAt).not.toBeNull();
    }
  });

  it('a seeded document downloads as its placeholder PDF (its id is not a storage key: it was a 500)', async () => {
    const seeded = db.tasks.findMany().find((t) => t.documents.some((d) => d.id.startsWith('seed-')))!;
    const document = seeded.documents.find((d) => d.id.startsWith('seed-'))!;
    const download = await fetch(`${TEST_API}/api/tasks/${seeded.id}/documents/${document.id}`, {
      headers: { Authorization: `Bearer ${await tokenFor(ADMIN)}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBe(document.sizeBytes);
  });
});
