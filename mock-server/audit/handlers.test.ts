/**
 * The audit trail in the mock (decision 082, docs/audit.md): what each operation records, once, with its outcome
 * and the client's address; a slide opened once per slide and session; no way to change or delete a record;
 * only admins read it.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../contracts';
import { db } from '../store/db';
import type { CaseRecord } from '../store/db';
import { DEMO_PASSWORD } from '../store/seed';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import {
  ADMIN,
  FACILITY,
  OTHER_FACILITY,
  PROVIDER,
  TEST_API,
  clientFor,
  tokenFor,
} from '../testing/test-clients';

type AuditPage = {
  items: Array<Record<string, unknown> & { id: string; caseId: string }>;
  total: number;
} & Record<string, unknown>;

const FROM = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' };
const trail = () => db.auditEvents.all().sort((a, b) => a.seq - b.seq);
const last = () => trail().at(-1)!;
const mine = (status: CaseRecord['status']) =>
  db.cases
    .all()
    .filter((c) => c.status === status && c.assignedProvider?.id === 'usr-provider')
    .sort((a, b) => a.caseID.localeCompare(b.caseID));
const imageOf = (item: CaseRecord) => item.slides[0]!.subsections[0]!.images[0]!.fileContent;
const onCase = (caseId: string) => ({ params: { path: { caseId } }, headers: FROM });

async function listAs(token: string, query: Record<string, string> = {}) {
  const response = await fetch(`${TEST_API}/api/admin/audit?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { data: AuditPage; message: string } };
}

describe('logins and logouts', () => {
  it('records a login, a failed one (known and unknown e-mail) and a logout, each once, with the address', async () => {
    const api = createApiClient({ baseUrl: TEST_API });
    const before = db.auditEvents.count();
    const okLogin = await api.POST('/api/users/login', {
      body: { email: PROVIDER, password: DEMO_PASSWORD },
      headers: FROM,
    });
    expect(okLogin.response.status).toBe(200);
    expect(last()).toMatchObject({
      action: 'LoginSucceeded',
      outcome: 'Succeeded',
      status: 200,
      actor: { userId: 'usr-provider', email: PROVIDER, role: 'Provider' },
      attemptedEmail: PROVIDER,
      target: { type: 'Session', id: null },
      clientAddress: '203.0.113.7',
    });
    await api.POST('/api/users/login', {
      body: { email: FACILITY, password: 'Wrong-pass-2026' },
      headers: FROM,
    });
    expect(last()).toMatchObject({
      action: 'LoginFailed',
      outcome: 'Denied',
      status: 401,
      actor: { email: FACILITY },
      detail: 'Refused',
    });
    await api.POST('/api/users/login', {
      body: { email: 'nobody@example.test', password: 'Wrong-pass-2026' },
      headers: FROM,
    });
    expect(last()).toMatchObject({
      action: 'LoginFailed',
      actor: null,
      attemptedEmail: 'nobody@example.test',
      detail: 'No account with this e-mail',
    });
    const token = okLogin.data!.data.token;
    const out = await createApiClient({ baseUrl: TEST_API, token }).POST('/api/auth/logout', {
      headers: FROM,
    });
    expect(out.response.status).toBeLessThan(300);
    expect(last()).toMatchObject({
      action: 'Logout',
      outcome: 'Succeeded',
      actor: { userId: 'usr-provider' },
    });
    expect(db.auditEvents.count() - before).toBe(4);
  });
});

describe('a case and its parts', () => {
  it('records a read (with the report when it carries one), a refused read as Denied, and each change once', async () => {
    const provider = await clientFor(PROVIDER);
    const item = mine('Assigned').find((c) => c.facility.id === 'fac-001')!;
    const before = db.auditEvents.count();
    expect((await provider.GET('/api/cases/{caseId}', onCase(item.caseID))).response.status).toBe(200);
    expect(last()).toMatchObject({
      action: item.reportDraft ? 'ReportViewed' : 'CaseViewed',
      target: { type: 'Case', id: item.caseID },
      caseId: item.caseID,
      caseRecordId: item.caseRecordId,
      outcome: 'Succeeded',
      clientAddress: '203.0.113.7',
    });
    const signed = mine('SignOutCompleted')[0]!;
    await provider.GET('/api/cases/{caseId}', onCase(signed.caseID));
    expect(last()).toMatchObject({ action: 'ReportViewed', caseId: signed.caseID });

    const stranger = await clientFor(OTHER_FACILITY);
    const refused = await stranger.GET('/api/cases/{caseId}', onCase(item.caseID));
    expect([403, 404]).toContain(refused.response.status);
    expect(last()).toMatchObject({
      action: 'CaseViewed',
      outcome: 'Denied',
      status: refused.response.status,
      actor: { email: OTHER_FACILITY },
      caseId: item.caseID,
    });

    const saved = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...onCase(item.caseID),
      body: { primaryDiagnosis: 'Tubular adenoma', cptCodes: ['88305'], billingComponent: 1 },
    });
    expect(saved.response.status).toBe(200);
    expect(last()).toMatchObject({ action: 'ReportSaved', target: { type: 'Report', id: item.caseID } });

    const imageId = imageOf(item);
    const annotated = await provider.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      params: { path: { caseId: item.caseID, imageId } },
      headers: FROM,
      body: {
        events: [
          {
            type: 'measurement/added',
            id: 'evt-audit-1',
            at: 1000,
            origin: 'user',
            ruler: {
              id: 'audit-1',
              mode: 'straight',
              rect: { x: 1, y: 1, width: 10, height: 10 },
              label: '1 μm',
              visible: true,
            },
          },
        ] as never,
      },
    });
    expect(annotated.response.status).toBe(200);
    expect(last()).toMatchObject({
      action: 'AnnotationChanged',
      target: { type: 'Annotation', id: imageId },
      caseId: item.caseID,
    });

    const admin = await clientFor(ADMIN);
    const available = db.cases.all().find((c) => c.status === 'Available')!;
    const assigned = await admin.POST('/api/cases/{caseId}/assign', {
      ...onCase(available.caseID),
      body: { providerId: 'usr-provider' },
    });
    expect(assigned.response.status).toBe(200);
    expect(last()).toMatchObject({
      action: 'CaseAssigned',
      caseId: available.caseID,
      actor: { role: 'Admin' },
    });
    const released = await provider.POST('/api/cases/{caseId}/release', onCase(available.caseID));
    expect(released.response.status).toBe(200);
    expect(last()).toMatchObject({ action: 'CaseStatusChanged', detail: 'Released' });
    // Two logins (not counted: clientFor's) aside, one record per call: 2 reads, a refusal, 4 changes.
    const actions = trail()
      .slice(before)
      .map((event) => event.action)
      .filter((action) => !action.startsWith('Login'));
    expect(actions).toEqual([
      item.reportDraft ? 'ReportViewed' : 'CaseViewed',
      'ReportViewed',
      'CaseViewed',
      'ReportSaved',
      'AnnotationChanged',
      'CaseAssigned',
      'CaseStatusChanged',
    ]);
  });

  it('records a slide opened once per slide and session (its annotations read), never its links', async () => {
    const item = mine('Assigned').find((c) => c.facility.id === 'fac-001')!;
    const imageId = imageOf(item);
    const provider = createApiClient({ baseUrl: TEST_API, token: await tokenFor(PROVIDER) });
    const show = (client = provider, caseId = item.caseID) =>
      client.GET('/api/cases/{caseId}/images/{imageId}/annotations', {
        params: { path: { caseId, imageId } },
        headers: FROM,
      });
    const opened = () => trail().filter((e) => e.action === 'SlideOpened' && e.target.id === imageId);
    const before = opened().length;
    expect((await show()).response.status).toBe(200);
    expect((await show()).response.status).toBe(200);
    const count = db.auditEvents.count();
    const link = await provider.GET('/api/wsi/get-download-link/{blobId}', {
      params: { path: { blobId: imageId } },
    });
    expect(link.response.status).toBe(200);
    expect(db.auditEvents.count()).toBe(count); // a link records nothing
    expect(opened()).toHaveLength(before + 1);
    expect(opened().at(-1)).toMatchObject({
      caseId: item.caseID,
      caseRecordId: item.caseRecordId,
      outcome: 'Succeeded',
      clientAddress: '203.0.113.7',
    });
    // Another session (another login) opens it again: a new record.
    const again = createApiClient({ baseUrl: TEST_API, token: await tokenFor(PROVIDER) });
    await show(again);
    expect(opened()).toHaveLength(before + 2);
    // Someone who may not see the case: refused, recorded as Denied every time.
    const stranger = createApiClient({ baseUrl: TEST_API, token: await tokenFor(OTHER_FACILITY) });
    const refused = await show(stranger);
    expect([403, 404]).toContain(refused.response.status);
    await show(stranger);
    expect(opened().slice(-2)).toMatchObject([
      { outcome: 'Denied', actor: { email: OTHER_FACILITY } },
      { outcome: 'Denied', actor: { email: OTHER_FACILITY } },
    ]);
  });
});

describe('downloads and admin changes', () => {
  it('records an attachment download, and an admin change whoever tried (a refusal as Denied)', async () => {
    const attachment = db.attachments
      .all()
      .find(
        (a) =>
          a.placeholder &&
          db.cases.findFirst((q) => q.where({ caseID: a.caseID }))!.facility.id === 'fac-001',
      )!;
    const adminToken = await tokenFor(ADMIN);
    const file = await fetch(`${TEST_API}/api/cases/${attachment.caseID}/attachments/${attachment.id}`, {
      headers: { Authorization: `Bearer ${adminToken}`, ...FROM },
    });
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    expect(last()).toMatchObject({
      action: 'AttachmentDownloaded',
      target: { type: 'Attachment', id: attachment.id },
      caseId: attachment.caseID,
      actor: { role: 'Admin' },
      outcome: 'Succeeded',
    });

    const admin = createApiClient({ baseUrl: TEST_API, token: adminToken });
    expect(
      (await admin.PUT('/api/banner', { body: { message: 'Maintenance on Saturday.' }, headers: FROM }))
        .response.status,
    ).toBe(200);
    expect(last()).toMatchObject({
      action: 'AdminChange',
      target: { type: 'Banner', id: null },
      outcome: 'Succeeded',
    });
    const provider = await clientFor(PROVIDER);
    const refused = await provider.PUT('/api/banner', { body: { message: 'Mine now.' }, headers: FROM });
    expect(refused.response.status).toBe(403);
    expect(last()).toMatchObject({
      action: 'AdminChange',
      outcome: 'Denied',
      status: 403,
      actor: { role: 'Provider' },
    });
    // A provider's change of their own profile is not an admin change: nothing recorded.
    const count = db.auditEvents.count();
    await provider.PATCH('/api/users/{userId}', {
      params: { path: { userId: 'usr-provider' } },
      body: { phone: '+1 555 010 0199' } as never,
    });
    expect(db.auditEvents.count()).toBe(count);
  });
});

describe('GET /api/admin/audit', () => {
  it('is admins’ only, newest first, filtered by case (id or record id), action, user and days', async () => {
    const provider = await tokenFor(PROVIDER);
    const refused = await listAs(provider);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only admins can read the audit trail.');

    const item = mine('Assigned')[0]!;
    await createApiClient({ baseUrl: TEST_API, token: provider }).GET(
      '/api/cases/{caseId}',
      onCase(item.caseID),
    );
    const admin = await tokenFor(ADMIN);
    const all = await listAs(admin);
    expect(all.status).toBe(200);
    const ids: string[] = all.body.data.items.map((e: { id: string }) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(all.body.data.items[0]).not.toHaveProperty('seq');
    expect(all.body.data.items[0]).not.toHaveProperty('sessionKey');

    const byCase = await listAs(admin, { caseId: item.caseRecordId.toLowerCase() });
    expect(byCase.body.data.items.length).toBeGreaterThan(0);
    expect(byCase.body.data.items.every((e: { caseId: string }) => e.caseId === item.caseID)).toBe(true);
    const logins = await listAs(admin, { action: 'LoginSucceeded', user: 'provider@demo' });
    expect(logins.body.data.items[0]).toMatchObject({ actor: { email: PROVIDER } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await listAs(admin, { from: today, to: today })).body.data.total).toBe(all.body.data.total);
    expect((await listAs(admin, { to: '2000-01-01' })).body.data.total).toBe(0);
    const backwards = await listAs(admin, { from: today, to: '2000-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data).toEqual({ to: ['To must not be before From.'] });
  });

  it('has no way to change or delete a record: every other method answers 405 and the trail is as it was', async () => {
    const admin = await tokenFor(ADMIN);
    const before = JSON.stringify(trail().map(({ id, action }) => [id, action]));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${TEST_API}/api/admin/audit`, {
        method,
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
    }
    expect(JSON.stringify(trail().map(({ id, action }) => [id, action]))).toBe(before);
  });
});
