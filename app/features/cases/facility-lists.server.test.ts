/**
 * Send-Out Cases: the loader, the export and the state changes (send out, cancel, pick up) against the
 * in-process mock backend with a real session cookie.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { flashCookie } from '~/flash.server';
import { changeCase } from './case-change.server';
import { FACILITY_CASE_LISTS, type FacilityCaseListData } from './facility-lists';
import { exportFacilityCaseList, loadFacilityCaseList } from './facility-lists.server';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';

const LIST = FACILITY_CASE_LISTS.sendOut;
const FORBIDDEN_LIST =
  'Send-Out Cases lists the cases a facility created. Only facility users (Medical Facility and Facility NP) can open it.';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

async function load(cookie: string, path: string) {
  const result = (await loadFacilityCaseList(appRequest(cookie, path), LIST)) as {
    data: FacilityCaseListData;
    init: ResponseInit | null;
  };
  return {
    data: result.data,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
  };
}

describe('loadFacilityCaseList (Send-Out Cases)', () => {
  it('gives other roles a 403 page before reading anything', async () => {
    for (const email of ['provider@demo.test', 'admin@demo.test']) {
      const { cookie } = await sessionFor(email);
      const outcome = await settle(() => loadFacilityCaseList(appRequest(cookie, '/send-out-cases'), LIST));
      expect(outcome.thrown).toBe(true);
      expect(outcome.value).toMatchObject({ data: FORBIDDEN_LIST, init: { status: 403 } });
    }
  });

  it('lists only the facility’s own cases, of every status, newest first', async () => {
    const { cookie, client } = await sessionFor('facility@demo.test');
    const me = (await client.GET('/api/Facility/get-current')).data!.data;
    const { data, status } = await load(cookie, '/send-out-cases?pageSize=100');
    expect(status).toBe(200);
    const items = data.page!.items;
    expect(items.length).toBeGreaterThan(10);
    expect(new Set(items.map((item) => item.facility.id))).toEqual(new Set([me.facility.id]));
    expect(new Set(items.map((item) => item.status)).size).toBeGreaterThan(2);
    const created = items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(data.flash).toBeNull();
  });

  it('filters by status and searches, and ignores a status the contract does not know', async () => {
    const { cookie } = await sessionFor('np@demo.test');
    const drafts = (await load(cookie, '/send-out-cases?status=Draft&pageSize=100')).data;
    expect(drafts.state.filters).toEqual({ status: 'Draft' });
    expect(drafts.page!.items.length).toBeGreaterThan(0);
    expect(new Set(drafts.page!.items.map((item) => item.status))).toEqual(new Set(['Draft']));

    const target = drafts.page!.items[0]!;
    const found = (await load(cookie, `/send-out-cases?search=${target.caseRecordId}`)).data;
    expect(found.page!.items.map((item) => item.caseID)).toEqual([target.caseID]);

    const bogus = (await load(cookie, '/send-out-cases?status=Deleted')).data;
    expect(bogus.state.filters).toEqual({});
  });

  it('hands the page the flash of the change that redirected here, and clears it', async () => {
    const { cookie } = await sessionFor('facility@demo.test');
    const flash = { kind: 'success' as const, message: 'Case RCH-2026-0009 cancelled.' };
    const withFlash = `${cookie}; ${flashCookie(flash).split(';')[0]}`;
    const { data, headers } = await load(withFlash, '/send-out-cases');
    expect(data.flash).toEqual(flash);
    expect(headers.get('Set-Cookie')).toMatch(/^__flash=;/);
  });
});

describe('exportFacilityCaseList', () => {
  it('refuses other roles with the sentence as text', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const response = await exportFacilityCaseList(
      appRequest(cookie, '/send-out-cases/export?format=csv'),
      LIST,
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(FORBIDDEN_LIST);
  });

  it('exports the filtered list with the facility columns (no facility, the provider)', async () => {
    const { cookie } = await sessionFor('facility@demo.test');
    const page = (await load(cookie, '/send-out-cases?status=Draft&pageSize=100')).data.page!;
    const response = await exportFacilityCaseList(
      appRequest(cookie, '/send-out-cases/export?format=csv&status=Draft'),
      LIST,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/send-out-cases-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Case Record ID,Patient,Case Type,Specimens / Images,Created,Status,Due,Due state,Priority,Provider',
    );
    expect(rows).toHaveLength(page.total);
    // A draft has no due time yet.
    for (const row of rows) expect(row).toMatch(/,Draft,Not sent out,,(Routine|Rush|STAT),$/);
  });
});

describe('changeCase from Send-Out Cases', () => {
  const change = (cookie: string, body: Record<string, string>, path = '/send-out-cases?status=Draft') =>
    changeCase(appRequest(cookie, path, body), { intents: ['send-out', 'cancel'] });

  it('sends out a draft and comes back to the same list with a toast', async () => {
    const { cookie, client } = await sessionFor('facility@demo.test');
    const draft = (await load(cookie, '/send-out-cases?status=Draft')).data.page!.items[0]!;
    const answer = redirectOf(
      (await change(cookie, { intent: 'send-out', caseId: draft.caseID })) as Response,
    );
    expect(answer).toEqual({
      status: 302,
      location: '/send-out-cases?status=Draft',
      flash: {
        kind: 'success',
        message: `Case ${draft.caseRecordId} sent out. It is now available to providers.`,
      },
    });
    const after = (await client.GET('/api/cases/{caseId}', { params: { path: { caseId: draft.caseID } } }))
      .data!.data;
    expect(after.status).toBe('Available');
    expect(after.sentOutAt).not.toBeNull();
  });

  it('says when the assignment rules gave the case sent out straight to a provider', async () => {
    const admin = await sessionFor('admin@demo.test');
    const saved = await admin.client.PUT('/api/admin/assignment', {
      body: { facilityIds: ['fac-001'], caseTypes: [] },
    });
    expect(saved.response.status).toBe(200);
    const { cookie, client } = await sessionFor('facility@demo.test');
    const draft = (await load(cookie, '/send-out-cases?status=Draft')).data.page!.items[0]!;
    const answer = redirectOf(
      (await change(cookie, { intent: 'send-out', caseId: draft.caseID })) as Response,
    );
    const after = (await client.GET('/api/cases/{caseId}', { params: { path: { caseId: draft.caseID } } }))
      .data!.data;
    expect(after.status).toBe('Assigned');
    // Named as the report names them, with the salutation of their registration (the seed's providers: 'Dr.').
    expect(after.assignedProvider).toMatchObject({ salutation: 'Dr.' });
    expect(answer.flash).toEqual({
      kind: 'success',
      message: `Case ${draft.caseRecordId} sent out and assigned to Dr. ${after.assignedProvider!.name} by the assignment rules.`,
    });
  });

  it('cancels an available case; a second cancel says the server’s reason', async () => {
    const { cookie } = await sessionFor('facility@demo.test');
    const item = (await load(cookie, '/send-out-cases?status=Available')).data.page!.items[0]!;
    const first = redirectOf((await change(cookie, { intent: 'cancel', caseId: item.caseID })) as Response);
    expect(first.flash).toEqual({ kind: 'success', message: `Case ${item.caseRecordId} cancelled.` });

    const again = redirectOf((await change(cookie, { intent: 'cancel', caseId: item.caseID })) as Response);
    expect(again.flash).toEqual({
      kind: 'error',
      message: 'A case in status Cancelled cannot be cancelled.',
    });
  });

  it('refuses a provider before calling the API, and a malformed or foreign intent with 400', async () => {
    const facility = await sessionFor('facility@demo.test');
    const draft = (await load(facility.cookie, '/send-out-cases?status=Draft')).data.page!.items[0]!;
    const { cookie } = await sessionFor('provider@demo.test');
    const refused = redirectOf(
      (await change(cookie, { intent: 'send-out', caseId: draft.caseID })) as Response,
    );
    expect(refused.flash).toEqual({
      kind: 'error',
      message: 'Only the facility that created a case can send it out.',
    });

    const bodies: Array<Record<string, string>> = [
      { intent: 'pick-up', caseId: draft.caseID },
      { intent: 'send-out', caseId: '../cases' },
      { caseId: draft.caseID },
    ];
    for (const body of bodies) {
      const answer = (await change(facility.cookie, body)) as { data: unknown; init: ResponseInit };
      expect(answer.init.status).toBe(400);
      expect(answer.data).toEqual({ message: 'Error 400: Bad request. Please check the data you provided.' });
    }
  });

  it('lets a provider pick up from a case page, where that intent is offered', async () => {
    const { cookie, client } = await sessionFor('provider@demo.test');
    const item = (await client.GET('/api/cases', { params: { query: { status: 'Available' } } })).data!.data
      .items[0]!;
    const path = `/case-details/${item.caseID}`;
    const response = (await changeCase(appRequest(cookie, path, { intent: 'pick-up', caseId: item.caseID }), {
      intents: ['send-out', 'cancel', 'pick-up'],
    })) as Response;
    expect(redirectOf(response)).toEqual({
      status: 302,
      location: path,
      flash: { kind: 'success', message: `Case ${item.caseRecordId} picked up. It is now in My Cases.` },
    });
  });
});
