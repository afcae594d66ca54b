/**
 * The lists a write grows stop at the contract's maxItems (decision 044): the write past it answers 409 (or 422
 * on the field), so no answer ever carries a list longer than openapi.yaml allows. Each list is filled through the
 * database, then the next write is made through the API.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { ADMIN, FACILITY, PROVIDER, TEST_API, clientFor, tokenFor } from '../testing/test-clients';

const times = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i));
const author = { id: 'usr-admin', name: 'Alex Morgan' };
const at = '2026-11-01T09:00:00.000Z';

describe('lists stop at the contract’s maxItems', () => {
  it('a task’s 501st comment answers 409', async () => {
    await db.tasks.update((q) => q.where({ id: 'task-0001' }), {
      data(draft) {
        draft.comments = times(500, (i) => ({
          id: `task-0001-c${i + 1}`,
          author,
          body: 'Noted.',
          createdAt: at,
        }));
      },
    });
    const facility = await clientFor(FACILITY);
    const { response, error } = await facility.POST('/api/tasks/{taskId}/comments', {
      params: { path: { taskId: 'task-0001' } },
      body: { body: 'One more.' },
    });
    expect(response.status).toBe(409);
    expect(error?.message).toBe(
      'This task has 500 comments, the most a task holds. Start a new task to go on.',
    );
  });

  it('an enquiry’s 501st note answers 409', async () => {
    await db.enquiries.update((q) => q.where({ id: 'enq-0001' }), {
      data(draft) {
        draft.followUps = times(500, (i) => ({
          id: `enq-0001-note-${i + 1}`,
          text: 'Called.',
          createdAt: at,
          createdBy: author,
        }));
      },
    });
    const admin = await clientFor(ADMIN);
    const { response, error } = await admin.POST('/api/enquiries/{enquiryId}/notes', {
      params: { path: { enquiryId: 'enq-0001' } },
      body: { text: 'Called again.' },
    });
    expect(response.status).toBe(409);
    expect(error?.message).toMatch(/^This enquiry has 500 notes/);
  });

  it('a report’s 51st addendum answers 409', async () => {
    await db.cases.update((q) => q.where({ caseID: 'case-0217' }), {
      data(draft) {
        const report = draft.finalReport!;
        report.addenda = times(50, (i) => ({
          version: i + 2,
          reason: 'Stains',
          text: 'Results.',
          addedAt: at,
          addedBy: author,
          adderCredentials: { salutation: null, specialty: null, licensedStates: [] },
          synoptic: null,
        }));
        report.version = 51;
      },
    });
    const provider = await clientFor(PROVIDER);
    const { response, error } = await provider.POST('/api/cases/{caseId}/report/addenda', {
      params: { path: { caseId: 'case-0217' } },
      body: { reason: 'More stains', text: 'More results.' },
    });
    expect(response.status).toBe(409);
    expect(error?.message).toMatch(/^This report has 50 addenda/);
  });

  it('a block with 50 slide images takes no upload, resumable or not', async () => {
    await db.cases.update((q) => q.where({ caseID: 'case-0241' }), {
      data(draft) {
        draft.slides[0]!.subsections[0]!.images = times(50, (i) => ({
          fileName: `s${i}.svs`,
          fileContent: 'blob-demo-01',
        }));
      },
    });
    const subsectionId = db.cases.findFirst((q) => q.where({ caseID: 'case-0241' }))!.slides[0]!
      .subsections[0]!.id;
    const facility = await clientFor(FACILITY);
    const grant = await facility.POST('/api/cases/{caseId}/subsections/{subsectionId}/slide-uploads', {
      params: { path: { caseId: 'case-0241', subsectionId } },
      body: { fileName: 'more.svs', sizeBytes: 1024 },
    });
    expect(grant.response.status).toBe(409);
    expect(grant.error?.message).toMatch(/^This block has 50 slide images/);
    const form = new FormData();
    form.set('file', new Blob([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)], { type: 'image/jpeg' }), 'more.jpg');
    const upload = await fetch(`${TEST_API}/api/cases/case-0241/subsections/${subsectionId}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(FACILITY)}` },
      body: form,
    });
    expect(upload.status).toBe(409);
  });

  it('a case with 100 attachments takes no 101st', async () => {
    const seeded = db.attachments.findFirst((q) => q.where({ caseID: 'case-0241' }))!;
    const have = db.attachments.findMany((q) => q.where({ caseID: 'case-0241' })).length;
    for (let i = have; i < 100; i++)
      await db.attachments.create({ ...seeded, id: `att-${String(9000 + i).padStart(16, '0')}` });
    const form = new FormData();
    form.set('slot', 'labReports');
    form.set('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'more.pdf');
    const response = await fetch(`${TEST_API}/api/cases/case-0241/attachments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(FACILITY)}` },
      body: form,
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^This case has 100 attachments/,
    );
  });

  it('a provider in 200 groups joins no 201st (422 on memberIds)', async () => {
    for (let i = 0; i < 200; i++)
      await db.groups.create({
        id: `grp-x${i}`,
        name: `Cohort ${i}`,
        description: null,
        specialty: 'Pathology',
        memberIds: ['usr-provider'],
        createdAt: at,
        updatedAt: at,
      } as never);
    const admin = await clientFor(ADMIN);
    const { response, error } = await admin.POST('/api/groups', {
      body: { name: 'One too many', specialty: 'Pathology', memberIds: ['usr-provider'] },
    });
    expect(response.status).toBe(422);
    expect(error?.data).toEqual({
      memberIds: ['These providers are in 200 groups, the most a user joins: usr-provider.'],
    });
  });

  it('a parent with 500 children takes no 501st (422 on parentCaseId)', async () => {
    for (let i = 0; i < 500; i++)
      await db.caseLinks.create({ caseID: `case-x${i}`, parentCaseId: 'case-0265' });
    const facility = await clientFor(FACILITY);
    const { response } = await facility.PUT('/api/cases/{caseId}/relations', {
      params: { path: { caseId: 'case-0241' } },
      body: { caseRelation: 'Child', parentCaseId: 'case-0265' },
    });
    expect(response.status).toBe(422);
  });

  it('a user’s status history answers the latest 500 changes', async () => {
    for (let i = 0; i < 501; i++)
      await db.userStatusChanges.create({
        id: `sch-x${i}`,
        userId: 'usr-prv-005',
        from: 'New',
        to: 'In Progress',
        reason: null,
        changedBy: author,
        changedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      });
    const admin = await clientFor(ADMIN);
    const { data } = await admin.GET('/api/users/{userId}/status', {
      params: { path: { userId: 'usr-prv-005' } },
    });
    expect(data!.data.history).toHaveLength(500);
    expect(data!.data.history[0]!.id).toBe('sch-x500');
  });
});
