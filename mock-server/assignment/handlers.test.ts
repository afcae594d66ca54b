/**
 * Explainable assignment in the mock (docs/assignment.md): the ranking with every rule's verdict, the
 * caseload cap and away dates with their bad input, and automatic assignment at send-out (the chosen provider,
 * or the admins, told through the outbox).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetQaClock } from '../testing/qa-clock';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { DEMO_PROVIDER_CASELOAD_CAP } from './seed';

const casePath = (caseId: string) => ({ params: { path: { caseId } } });
const userPath = (userId: string) => ({ params: { path: { userId } } });

afterEach(async () => {
  await resetQaClock();
});

/** An Available Dermatopathology case of the demo facility (fac-001, California). */
const availableDerm = () =>
  db.cases
    .all()
    .find(
      (c) => c.status === 'Available' && c.type.name === 'dermatopathology' && c.facility.id === 'fac-001',
    )!;

/** An Available case of this type at this facility. */
const availableAt = (type: string, facilityId: string) =>
  db.cases
    .all()
    .find((c) => c.status === 'Available' && c.type.name === type && c.facility.id === facilityId)!;

describe('listAssignmentCandidates', () => {
  it('says of every provider which rules they meet, eligible first by room', async () => {
    const admin = await clientFor(ADMIN);
    const item = availableDerm();
    const { data, response } = await admin.GET(
      '/api/cases/{caseId}/assignment-candidates',
      casePath(item.caseID),
    );
    expect(response.status).toBe(200);
    const ranking = data!.data;
    expect(ranking.facility).toMatchObject({ id: 'fac-001', state: 'CA', country: 'US' });
    // The seed (docs/assignment.md, "The seed"): three Dermatopathology readers licensed in California, the
    // one with the most room first; the demo provider, 40 of 60 open, last.
    expect(ranking.eligible.map((c) => [c.provider.id, c.rank, c.openCases, c.caseloadCap])).toEqual([
      ['usr-prv-017', 1, 3, 20],
      ['usr-prv-035', 2, 6, 20],
      ['usr-provider', 3, 40, 60],
    ]);
    expect(ranking.eligible[2]!.reasons.map((r) => r.text)).toEqual([
      'Active ✓',
      'Dermatopathology ✓',
      'Licensed in CA ✓',
      '40 of 60 open ✓',
      'Not away ✓',
    ]);
    const radiologist = ranking.ineligible.find((c) => c.provider.id === 'usr-prv-022')!;
    expect(radiologist.reasons.filter((r) => !r.met).map((r) => r.text)).toEqual(['Not Dermatopathology']);
  });

  it('lists nobody as eligible where nobody meets every rule (Hematopathology in Illinois)', async () => {
    const admin = await clientFor(ADMIN);
    const item = availableAt('hematopathology', 'fac-003');
    const { data } = await admin.GET('/api/cases/{caseId}/assignment-candidates', casePath(item.caseID));
    expect(data!.data.eligible).toEqual([]);
    const demo = data!.data.ineligible.find((c) => c.provider.id === 'usr-provider')!;
    expect(demo.reasons.filter((r) => !r.met).map((r) => r.text)).toEqual(['Not licensed in IL']);
  });

  it('is for admins, of an Available or Assigned case', async () => {
    const provider = await clientFor(PROVIDER);
    const item = availableDerm();
    expect(
      (await provider.GET('/api/cases/{caseId}/assignment-candidates', casePath(item.caseID))).response
        .status,
    ).toBe(403);
    const admin = await clientFor(ADMIN);
    const draft = db.cases.all().find((c) => c.status === 'Draft')!;
    const refused = await admin.GET('/api/cases/{caseId}/assignment-candidates', casePath(draft.caseID));
    expect(refused.response.status).toBe(409);
    expect(
      (await admin.GET('/api/cases/{caseId}/assignment-candidates', casePath('case-none'))).response.status,
    ).toBe(404);
  });
});

describe('the assignment profile', () => {
  it('keeps a cap an admin sets, warning when it is below the open cases', async () => {
    const admin = await clientFor(ADMIN);
    const low = await admin.PATCH('/api/users/{userId}/assignment-profile', {
      ...userPath('usr-provider'),
      body: { caseloadCap: 10 },
    });
    expect(low.response.status).toBe(200);
    expect(low.data!.message).toBe(
      'Assignment profile saved. The cap of 10 is below the 40 cases open: no case is assigned to them until fewer are open.',
    );
    expect(low.data!.data).toMatchObject({ caseloadCap: 10, openCases: 40 });
  });

  it('refuses a field the contract forbids (additionalProperties: false) with 400 naming it', async () => {
    const admin = await clientFor(ADMIN);
    const extra = await admin.PATCH('/api/users/{userId}/assignment-profile', {
      ...userPath('usr-provider'),
      body: { caseloadCap: 12, nickname: 'x' } as { caseloadCap: number },
    });
    expect(extra.response.status).toBe(400);
    expect(extra.error).toMatchObject({
      message: 'Validation failed',
      data: { nickname: ['openapi.yaml allows no such field here.'] },
    });
    const profile = await admin.GET('/api/users/{userId}/assignment-profile', userPath('usr-provider'));
    expect(profile.data!.data.caseloadCap).toBe(DEMO_PROVIDER_CASELOAD_CAP);
  });

  it('lets a provider set their own away dates, never their cap nor another’s', async () => {
    const provider = await clientFor(PROVIDER);
    const own = await provider.PATCH('/api/users/{userId}/assignment-profile', {
      ...userPath('usr-provider'),
      body: { awayFrom: '2026-12-21', awayTo: '2026-12-31' },
    });
    expect(own.response.status).toBe(200);
    expect(own.data!.data).toMatchObject({
      awayFrom: '2026-12-21',
      awayTo: '2026-12-31',
      caseloadCap: DEMO_PROVIDER_CASELOAD_CAP,
    });
    const cap = await provider.PATCH('/api/users/{userId}/assignment-profile', {
      ...userPath('usr-provider'),
      body: { caseloadCap: 50 },
    });
    expect(cap.response.status).toBe(403);
    expect(cap.error).toMatchObject({ message: 'Only admins set a caseload cap.' });
    const other = await provider.GET('/api/users/{userId}/assignment-profile', userPath('usr-prv-012'));
    expect(other.response.status).toBe(403);
  });

  it('refuses away dates out of order or half given, and changes nothing', async () => {
    const provider = await clientFor(PROVIDER);
    const backwards = await provider.PATCH('/api/users/{userId}/assignment-profile', {
      ...userPath('usr-provider'),
      body: { awayFrom: '2026-12-31', awayTo: '2026-12-21' },
    });
    expect(backwards.response.status).toBe(422);
    expect(backwards.error).toMatchObject({
      message: 'The last day away cannot be before the first.',
      data: { awayTo: ['The last day away cannot be before the first.'] },
    });
    const half = await provider.PATCH('/api/users/{userId}/assignment-profile', {
      ...userPath('usr-provider'),
      body: { awayFrom: '2026-12-21' },
    });
    expect(half.response.status).toBe(422);
    const read = await provider.GET('/api/users/{userId}/assignment-profile', userPath('usr-provider'));
    expect(read.data!.data).toMatchObject({ awayFrom: null, awayTo: null });
  });

  it('belongs to providers only', async () => {
    const admin = await clientFor(ADMIN);
    expect(
      (await admin.GET('/api/users/{userId}/assignment-profile', userPath('usr-admin'))).response.status,
    ).toBe(404);
  });
});

describe('automatic assignment', () => {
  /** A Draft of fac-001 (California) with a specimen, made a case of `type`, sent out by `client`. */
  const sendOut = async (type: 'dermatopathology' | 'hematopathology', facilityId = 'fac-001') => {
    const draft = db.cases
      .all()
      .find((c) => c.status === 'Draft' && c.facility.id === facilityId && c.slides.length > 0)!;
    await db.cases.update((q) => q.where({ caseID: draft.caseID }), {
      data(d) {
        d.type = {
          name: type,
          displayName: type === 'dermatopathology' ? 'Dermatopathology' : 'Hematopathology',
        };
      },
    });
    // An admin may send any facility's case out; the facility user only their own (fac-001).
    const sender = await clientFor(facilityId === 'fac-001' ? FACILITY : ADMIN);
    return sender.POST('/api/cases/{caseId}/send-out', casePath(draft.caseID));
  };

  it('refuses settings naming an unknown facility, or one twice, and changes nothing', async () => {
    const admin = await clientFor(ADMIN);
    const bad = await admin.PUT('/api/admin/assignment', {
      body: { facilityIds: ['fac-001', 'fac-nope', 'fac-001'], caseTypes: ['cytology', 'cytology'] },
    });
    expect(bad.response.status).toBe(422);
    expect(bad.error).toMatchObject({
      data: {
        'facilityIds.1': ['No facility has this id.'],
        'facilityIds.2': ['This facility is listed twice.'],
        'caseTypes.1': ['This case type is listed twice.'],
      },
    });
    const read = await admin.GET('/api/admin/assignment');
    expect(read.data!.data).toMatchObject({ facilityIds: [], caseTypes: [] });
    expect((await (await clientFor(PROVIDER)).GET('/api/admin/assignment')).response.status).toBe(403);
  });

  it('gives a case sent out to the first-ranked provider, who is told', async () => {
    const admin = await clientFor(ADMIN);
    // The ranking of a Dermatopathology case of the same facility names who comes first.
    const ranking = await admin.GET(
      '/api/cases/{caseId}/assignment-candidates',
      casePath(availableDerm().caseID),
    );
    const first = ranking.data!.data.eligible[0]!.provider;
    expect(first.id).toBe('usr-prv-017');
    const saved = await admin.PUT('/api/admin/assignment', {
      body: { facilityIds: ['fac-001'], caseTypes: [] },
    });
    expect(saved.data!.message).toBe('Assignment settings saved.');
    const sent = await sendOut('dermatopathology');
    expect(sent.response.status).toBe(200);
    expect(sent.data!.data).toMatchObject({ status: 'Assigned', assignedProvider: first });
    const record = sent.data!.data.caseRecordId;
    const email = db.users.findFirst((q) => q.where({ id: first.id }))!.email;
    const mail = db.outbox.all().find((m) => m.to === email)!;
    expect(mail.subject).toBe(`PathBridge: Case ${record} is assigned to you`);
    const notice = db.notifications.all().find((n) => n.userId === first.id && n.kind === 'CaseAssigned')!;
    expect(notice).toMatchObject({ title: `Case ${record} is assigned to you`, readAt: null });
    // The audit trail records the assignment, by whom (the sender) and why (the rules the provider met).
    const audited = db.auditEvents.all().filter((e) => e.caseId === sent.data!.data.caseID);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'CaseAssigned', outcome: 'Succeeded', caseRecordId: record });
    expect(audited[0]!.detail).toMatch(
      new RegExp(`^Sent out; assigned to ${first.name} \\(${first.id}\\) by the assignment rules: .+`),
    );
    const reasons = ranking.data!.data.eligible[0]!.reasons.map((r) => r.text);
    expect(audited[0]!.detail).toContain(reasons[0]);
  });

  it('leaves a case Available when nobody is eligible, and tells the admins why', async () => {
    const admin = await clientFor(ADMIN);
    await admin.PUT('/api/admin/assignment', { body: { facilityIds: [], caseTypes: ['hematopathology'] } });
    // Nobody reads Hematopathology with a licence in Illinois (Lakeshore University Medical Center, fac-003).
    const sent = await sendOut('hematopathology', 'fac-003');
    expect(sent.response.status).toBe(200);
    expect(sent.data!.data).toMatchObject({ status: 'Available', assignedProvider: null });
    const record = sent.data!.data.caseRecordId;
    const mail = db.outbox.all().find((m) => m.to === 'admin@demo.test')!;
    expect(mail.subject).toBe(`PathBridge: Case ${record} could not be assigned automatically`);
    expect(mail.body).toContain('Not licensed in IL');
    const notice = db.notifications
      .all()
      .find((n) => n.userId === 'usr-admin' && n.kind === 'AssignmentFailed')!;
    expect(notice.message).toContain('it stays in Available Cases');
    const audited = db.auditEvents.all().filter((e) => e.caseId === sent.data!.data.caseID);
    expect(audited.map((e) => [e.action, e.detail])).toEqual([['CaseStatusChanged', 'Sent out']]);
  });
});
