/**
 * Notifications and escalation in the mock (docs/notifications.md): the seed does not flood anyone; a
 * case becoming at risk or overdue at the QA clock notifies its provider, or every active admin while unassigned,
 * once per case and state, in the app and by e-mail; a user sees and marks only their own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, clientFor, type Client } from '../testing/test-clients';

const path = (caseId: string) => ({ params: { path: { caseId } } });
const HOUR = 3_600_000;

afterEach(resetQaClock);

const list = async (client: Client, query: { unread?: boolean; pageSize?: number } = {}) =>
  (await client.GET('/api/me/notifications', { params: { query } })).data!.data;

const draftOfDemoFacility = () =>
  db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001' && c.slides.length > 0)!;

/** Sends a demo facility draft out as STAT (4 working hours), from a Monday 08:00 the clock is moved to. */
async function statCaseSentOutOnMonday() {
  await moveQaClock({ at: '2027-03-01T08:00:00Z' });
  const draft = draftOfDemoFacility();
  await db.cases.update((q) => q.where({ caseID: draft.caseID }), {
    data(d) {
      d.priority = 'STAT';
    },
  });
  const facility = await clientFor(FACILITY);
  const sent = await facility.POST('/api/cases/{caseId}/send-out', path(draft.caseID));
  // The clock runs on from where it was put: some time passes before the send-out (seconds on a busy machine).
  const after = Date.parse(sent.data!.data.dueAt!) - Date.parse('2027-03-01T12:00:00.000Z');
  expect(after).toBeGreaterThanOrEqual(0);
  expect(after).toBeLessThan(30_000);
  return draft;
}

const ESCALATIONS = new Set(['CaseAtRisk', 'CaseOverdue']);
/** The kinds of a user's notices about a case, newest first. */
const kindsAbout = async (client: Client, caseId: string) =>
  (await list(client, { pageSize: 100 })).items.filter((n) => n.caseId === caseId).map((n) => n.kind);

const outboxFor = (email: string, caseRecordId: string) =>
  db.outbox.all().filter((m) => m.to === email && m.subject.includes(caseRecordId));

describe('the seeded notifications', () => {
  it('are few: the cases late already count as escalated, and nothing more is sent at start', async () => {
    const provider = await clientFor(PROVIDER);
    const page = await list(provider);
    expect(page.items.map((n) => [n.id, n.kind, n.caseId, n.readAt === null])).toEqual([
      ['ntf-0002', 'CaseOverdue', 'case-0013', true],
      ['ntf-0001', 'CaseAtRisk', 'case-0013', false],
    ]);
    expect(page.unreadCount).toBe(1);
    const admin = await clientFor(ADMIN);
    expect((await list(admin)).items.map((n) => n.id)).toEqual(['ntf-0003']);
    expect(db.outbox.all().filter((m) => m.subject.startsWith('PathBridge: Case'))).toEqual([]);
  });
});

describe('escalation at the QA clock', () => {
  it('tells the admins of an unassigned case at risk; overdue, its provider and the admins; late, the facility; once per tier', async () => {
    const draft = await statCaseSentOutOnMonday();
    const admin = await clientFor(ADMIN);
    const provider = await clientFor(PROVIDER);
    const admins = db.users.all().filter((u) => u.role === 'Admin' && u.status === 'Active');

    // 3 h 12 min in: 48 of 240 minutes left (20 %) → AtRisk, unassigned → every active admin.
    await moveQaClock({ advanceHours: 3.2 });
    const adminPage = await list(admin, { unread: true });
    expect(adminPage.items[0]).toMatchObject({
      kind: 'CaseAtRisk',
      title: `Case ${draft.caseRecordId} is at risk`,
      caseId: draft.caseID,
      caseRecordId: draft.caseRecordId,
      readAt: null,
      createdAt: expect.stringMatching(/^2027-03-01T11:12:/),
    });
    expect(adminPage.items[0]!.message).toContain('It is not assigned to a provider yet.');
    for (const user of admins) expect(outboxFor(user.email, draft.caseRecordId)).toHaveLength(1);
    // The provider heard only that it is available to them, not of the escalation.
    expect(await kindsAbout(provider, draft.caseID)).toEqual(['CaseAvailable']);

    // Reading again, or a clock moved a little, sends nothing twice.
    await moveQaClock({ advanceHours: 0.1 });
    expect((await list(admin)).items.filter((n) => n.caseId === draft.caseID)).toHaveLength(1);

    // Assigned, then overdue: the provider hears, in the app and by e-mail, and the admins again (second tier).
    const assigned = await admin.POST('/api/cases/{caseId}/assign', {
      ...path(draft.caseID),
      body: { providerId: 'usr-provider' },
    });
    expect(assigned.response.status).toBe(200);
    await moveQaClock({ advanceHours: 1 });
    const providerPage = await list(provider, { unread: true });
    expect(providerPage.items[0]).toMatchObject({ kind: 'CaseOverdue', caseId: draft.caseID });
    expect(await kindsAbout(provider, draft.caseID)).toEqual([
      'CaseOverdue',
      'CaseAssigned',
      'CaseAvailable',
    ]);
    expect(providerPage.unreadCount).toBe(4);
    // E-mail: the assignment and the escalation; a case available is told in the app only by default.
    const mail = outboxFor('provider@demo.test', draft.caseRecordId);
    expect(mail.map((m) => m.subject)).toEqual([
      `PathBridge: Case ${draft.caseRecordId} is assigned to you`,
      `PathBridge: Case ${draft.caseRecordId} is overdue`,
    ]);
    expect(mail[1]!.body).toContain(`/case-details/${draft.caseID}`);
    expect(await kindsAbout(admin, draft.caseID)).toEqual(['CaseOverdue', 'CaseAtRisk']);
    for (const user of admins) expect(outboxFor(user.email, draft.caseRecordId)).toHaveLength(2);
    // The facility hears nothing until the grace has passed.
    const facility = await clientFor(FACILITY);
    expect(await kindsAbout(facility, draft.caseID)).toEqual([]);

    // Overdue by a business day (LATE_GRACE_HOURS): the facility is told the new expected time, once, a business
    // day after it is told (Tuesday 12:18 PM, the clock's steps since the send-out).
    await moveQaClock({ advanceHours: 24 });
    const delayed = (await list(facility, { unread: true })).items.find((n) => n.caseId === draft.caseID)!;
    expect(delayed).toMatchObject({ kind: 'CaseDelayed', title: `Case ${draft.caseRecordId} is delayed` });
    expect(delayed.message).toContain('It is now expected by 03/03/2027 12:18 PM UTC.');
    expect(outboxFor('facility@demo.test', draft.caseRecordId).map((m) => m.subject)).toEqual([
      `PathBridge: Case ${draft.caseRecordId} is delayed`,
    ]);
    await moveQaClock({ advanceHours: 48 });
    expect(await kindsAbout(facility, draft.caseID)).toEqual(['CaseDelayed']);
    expect(await kindsAbout(provider, draft.caseID)).toHaveLength(3);

    // Each tier is in the audit trail, by the system: what and who was told.
    const trail = db.auditEvents
      .all()
      .filter((e) => e.caseId === draft.caseID && e.action === 'CaseEscalated')
      .map((e) => [e.actor, e.outcome, e.detail]);
    const adminIds = admins.map((u) => u.id).join(', ');
    expect(trail).toEqual([
      [null, 'Succeeded', `At risk; told ${adminIds}`],
      [null, 'Succeeded', `Overdue; told usr-provider, ${adminIds}`],
      [null, 'Succeeded', expect.stringMatching(/^Late; expected by 03\/03\/2027 12:18 PM UTC; told .+/)],
    ]);
  });

  it('sends nothing for a case signed out before it fell due', async () => {
    const draft = await statCaseSentOutOnMonday();
    const admin = await clientFor(ADMIN);
    await admin.POST('/api/cases/{caseId}/assign', {
      ...path(draft.caseID),
      body: { providerId: 'usr-provider' },
    });
    const provider = await clientFor(PROVIDER);
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...path(draft.caseID),
      body: { primaryDiagnosis: 'Benign.' },
    });
    expect(signed.response.status).toBe(200);
    await moveQaClock({ advanceHours: 24 * 7 });
    expect(db.escalations.all().some((e) => e.caseID === draft.caseID)).toBe(false);
    expect((await kindsAbout(provider, draft.caseID)).filter((kind) => ESCALATIONS.has(kind))).toEqual([]);
  });

  it('escalates again when an edit sets a new due time', async () => {
    const draft = await statCaseSentOutOnMonday();
    await moveQaClock({ advanceHours: 5 });
    expect(
      db.escalations
        .all()
        .filter((e) => e.caseID === draft.caseID)
        .map((e) => e.state),
    ).toEqual(['Overdue']);
    // A new due time (as an edit of type or priority sets it): later, so it is on time, then overdue again.
    await db.cases.update((q) => q.where({ caseID: draft.caseID }), {
      data(d) {
        d.dueAt = new Date(Date.parse(d.sentOutAt!) + 14 * HOUR).toISOString();
      },
    });
    await moveQaClock({ advanceHours: 10 });
    expect(db.escalations.all().filter((e) => e.caseID === draft.caseID)).toHaveLength(2);
  });
});

describe('a user’s notifications', () => {
  it('are theirs alone: another’s id answers 404 and changes nothing', async () => {
    const admin = await clientFor(ADMIN);
    const refused = await admin.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-0002' } },
    });
    expect(refused.response.status).toBe(404);
    expect(refused.error).toMatchObject({ message: 'Notification not found.' });
    expect(db.notifications.findFirst((q) => q.where({ id: 'ntf-0002' }))!.readAt).toBeNull();
  });

  it('are marked read one at a time (idempotent) or all at once', async () => {
    const provider = await clientFor(PROVIDER);
    const read = await provider.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-0002' } },
    });
    expect(read.data!.data.readAt).not.toBeNull();
    const again = await provider.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-0002' } },
    });
    expect(again.data!.data.readAt).toBe(read.data!.data.readAt);
    expect((await list(provider)).unreadCount).toBe(0);

    const admin = await clientFor(ADMIN);
    const all = await admin.POST('/api/me/notifications/read-all');
    expect(all.data).toMatchObject({
      message: '1 notification marked as read.',
      data: { marked: 1, unreadCount: 0 },
    });
    const none = await admin.POST('/api/me/notifications/read-all');
    expect(none.data!.data.marked).toBe(0);
    expect((await list(admin, { unread: true })).items).toEqual([]);
    // The provider's were untouched by the admin's read-all (already read above, and still theirs).
    expect(db.notifications.all().filter((n) => n.userId === 'usr-provider')).toHaveLength(2);
  });

  it('page newest first, and refuse a page size out of range', async () => {
    const provider = await clientFor(PROVIDER);
    const first = await list(provider, { pageSize: 1 });
    expect(first).toMatchObject({ page: 1, pageSize: 1, total: 2, totalPages: 2, unreadCount: 1 });
    expect(first.items.map((n) => n.id)).toEqual(['ntf-0002']);
    const bad = await provider.GET('/api/me/notifications', { params: { query: { pageSize: 0 } } });
    expect(bad.response.status).toBe(400);
  });
});
