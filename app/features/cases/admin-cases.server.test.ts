/** The admin's case pages (decision 035) against the in-process mock backend: the list, the assign dialog's
 * providers, assign and its 409, cancel, the refusal of other roles, and the case's access history, which holds
 * the admin's own visit. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import type { AdminCaseListData } from './admin-case-list';
import {
  adminCaseAction,
  exportAdminCaseList,
  loadAdminCaseDetails,
  loadAdminCaseList,
  type AdminCaseDetailsData,
} from './admin-cases.server';
import {
  appRequest,
  redirectOf,
  sessionFor,
  settle,
  providerReadsACase,
} from '../../../tests/setup/app-session';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;

async function firstCase(session: Session, status: 'Available' | 'Assigned' | 'SignOutCompleted') {
  return (await session.client.GET('/api/cases', { params: { query: { status, pageSize: 1 } } })).data!.data
    .items[0]!;
}

async function demoProvider(session: Session) {
  const users = (
    await session.client.GET('/api/users', { params: { query: { search: 'provider@demo.test' } } })
  ).data!.data.items;
  return users.find((user) => user.email === 'provider@demo.test')!;
}

describe('Cases (/case)', () => {
  it('lists every case for an admin, filtered by status', async () => {
    const admin = await sessionFor('admin@demo.test');
    const result = (await loadAdminCaseList(
      appRequest(admin.cookie, '/case?status=Assigned'),
    )) as unknown as {
      data: AdminCaseListData;
    };
    expect(result.data.error).toBeNull();
    expect(result.data.page!.items.length).toBeGreaterThan(0);
    expect(new Set(result.data.page!.items.map((item) => item.status))).toEqual(new Set(['Assigned']));
  });

  it('filters by provider, facility, case type and created-date range; offers the choices (decision 041)', async () => {
    const admin = await sessionFor('admin@demo.test');
    const sample = await firstCase(admin, 'Assigned');
    const day = sample.createdAt.slice(0, 10);
    const query = `assigneeId=${sample.assignedProvider!.id}&facilityId=${sample.facility.id}&type=${sample.type.name}&createdFrom=${day}&createdTo=${day}`;
    const result = (await loadAdminCaseList(
      appRequest(admin.cookie, `/case?${query}&createdTo=junk`),
    )) as unknown as {
      data: AdminCaseListData;
    };
    expect(result.data.state.filters).toEqual({
      assigneeId: sample.assignedProvider!.id,
      facilityId: sample.facility.id,
      type: sample.type.name,
      createdFrom: day,
      createdTo: day,
    });
    expect(result.data.page!.items.map((item) => item.caseID)).toContain(sample.caseID);
    for (const item of result.data.page!.items) {
      expect(item.assignedProvider?.id).toBe(sample.assignedProvider!.id);
      expect(item.createdAt.slice(0, 10)).toBe(day);
    }
    expect(result.data.choices.providers[sample.assignedProvider!.id]).toEqual(expect.any(String));
    expect(result.data.choices.facilities[sample.facility.id]).toContain(sample.facility.name);

    const reversed = (await loadAdminCaseList(
      appRequest(admin.cookie, '/case?createdFrom=2026-05-02&createdTo=2026-05-01'),
    )) as unknown as { data: AdminCaseListData; init: ResponseInit | null };
    expect(reversed.data.error).toBe('The end of the created-date range is before its start.');

    const file = (await exportAdminCaseList(
      appRequest(admin.cookie, `/case/export?format=csv&${query}`),
    )) as Response;
    const rows = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((line) => line.split(',')[0])).toEqual(
      result.data.page!.items.map((item) => item.caseRecordId),
    );
  });

  it('sends a provider to their landing page before reading anything, and refuses the export', async () => {
    const provider = await sessionFor('provider@demo.test');
    const page = await settle(() => loadAdminCaseList(appRequest(provider.cookie, '/case')));
    expect(page.thrown && (page.value as Response).headers.get('Location')).toBe('/availableCases');
    const file = await settle(() =>
      exportAdminCaseList(appRequest(provider.cookie, '/case/export?format=csv')),
    );
    expect(file.thrown && (file.value as Response).status).toBe(302);
  });
});

describe('a case for an admin (/case/:caseId)', () => {
  it('offers assign and cancel for an Available case, and the dialog lists active providers with their work', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'Available');
    const provider = await demoProvider(admin);
    const url = `/case/${item.caseID}?assign=1&provider=${encodeURIComponent(provider.lastName)}`;
    const result = (await loadAdminCaseDetails(appRequest(admin.cookie, url), {
      caseId: item.caseID,
    })) as unknown as { data: AdminCaseDetailsData };
    expect(result.data.can).toMatchObject({ assign: true, cancel: true, bill: false });
    const listed = result.data.assign!.providers.find((p) => p.id === provider.id)!;
    expect(listed.name).toBe(`${provider.firstName} ${provider.lastName}`);
    const assigned = (
      await admin.client.GET('/api/cases', { params: { query: { status: 'Assigned', pageSize: 100 } } })
    ).data!.data;
    if (assigned.totalPages === 1) {
      expect(listed.openCases).toBe(
        assigned.items.filter((c) => c.assignedProvider?.id === provider.id).length,
      );
    }
    expect(result.data.assign!.error).toBeNull();
    // The backend's verdict on every rule (docs/assignment.md): the seed makes the demo provider eligible for the
    // newest Available case (Kansas, a consult: licensed there, 40 open under a cap of 60).
    expect(listed.rank).toBeGreaterThan(0);
    expect(listed.reasons.map((r) => r.rule)).toEqual([
      'active',
      'subspecialty',
      'licence',
      'caseload',
      'away',
    ]);
    expect(listed.reasons.find((r) => r.rule === 'caseload')).toMatchObject({
      met: true,
      text: '40 of 60 open ✓',
    });
  });

  it('ranks the providers who meet every rule first, best first', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'Available');
    // The seed gives every Active provider subspecialties and licences (docs/assignment.md, "The seed").
    const result = (await loadAdminCaseDetails(appRequest(admin.cookie, `/case/${item.caseID}?assign=1`), {
      caseId: item.caseID,
    })) as unknown as { data: AdminCaseDetailsData };
    const { providers, eligible } = result.data.assign!;
    expect(eligible).toBeGreaterThan(0);
    expect(providers.slice(0, eligible).map((p) => p.rank)).toEqual(
      Array.from({ length: eligible }, (_, i) => i + 1),
    );
    expect(providers.slice(eligible).every((p) => p.rank === null)).toBe(true);
  });

  it('has no dialog without ?assign and none for a signed-out case, which offers a billing record instead', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'SignOutCompleted');
    const result = (await loadAdminCaseDetails(appRequest(admin.cookie, `/case/${item.caseID}?assign=1`), {
      caseId: item.caseID,
    })) as unknown as { data: AdminCaseDetailsData };
    expect(result.data.can).toMatchObject({ assign: false, cancel: false, bill: true });
    expect(result.data.assign).toBeNull();
  });

  it('assigns the case with a flash, then says the API’s 409 once the case has moved on', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'Available');
    const provider = await demoProvider(admin);
    const post = (intent: string) =>
      adminCaseAction(
        appRequest(admin.cookie, `/case/${item.caseID}?assign=1&provider=x`, {
          intent,
          caseId: item.caseID,
          providerId: provider.id,
        }),
      );
    const done = redirectOf((await post('assign')) as Response);
    expect(done.location).toBe(`/case/${item.caseID}`);
    expect(done.flash).toEqual({
      kind: 'success',
      message: `Case ${item.caseRecordId} assigned to ${provider.firstName} ${provider.lastName}. It is now in their My Cases.`,
    });
    const cancelled = redirectOf((await post('cancel')) as Response);
    expect(cancelled.flash?.kind).toBe('error');
    expect(cancelled.flash?.message).toMatch(/Assigned/);
  });

  it('refuses an assign without a provider (400)', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'Available');
    const answer = await adminCaseAction(
      appRequest(admin.cookie, `/case/${item.caseID}`, { intent: 'assign', caseId: item.caseID }),
    );
    expect((answer as unknown as { init: { status: number } }).init.status).toBe(400);
  });
});

describe('billing component and relation (/case/:caseId)', () => {
  it('saves the billing component with a flash, and refuses a Child without its parent', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'Assigned');
    const post = (body: Record<string, string>) =>
      adminCaseAction(appRequest(admin.cookie, `/case/${item.caseID}`, body), { caseId: item.caseID });
    const saved = redirectOf((await post({ intent: 'billing', billingComponent: '2' })) as Response);
    expect(saved.location).toBe(`/case/${item.caseID}`);
    expect(saved.flash).toEqual({
      kind: 'success',
      message: `Billing component of case ${item.caseRecordId} saved.`,
    });
    const after = (
      await admin.client.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } })
    ).data!.data;
    expect(after.billingComponent).toBe(2);

    const refused = (await post({ intent: 'relations', caseRelation: 'Child' })) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.parentCaseId).toEqual([
      'Choose the parent case: a Child case belongs to one.',
    ]);
  });

  it('offers the facility’s other cases as parents and saves a Child relation', async () => {
    const admin = await sessionFor('admin@demo.test');
    const item = await firstCase(admin, 'Available');
    const page = (await loadAdminCaseDetails(appRequest(admin.cookie, `/case/${item.caseID}`), {
      caseId: item.caseID,
    })) as unknown as { data: AdminCaseDetailsData };
    expect(page.data.assign).toBeNull();
    const parent = page.data.parents[0]!;
    expect(parent.value).not.toBe(item.caseID);
    const answer = await adminCaseAction(
      appRequest(admin.cookie, `/case/${item.caseID}`, {
        intent: 'relations',
        caseRelation: 'Child',
        parentCaseId: parent.value,
      }),
      { caseId: item.caseID },
    );
    expect(redirectOf(answer as Response).flash).toEqual({
      kind: 'success',
      message: `Relation of case ${item.caseRecordId} saved.`,
    });
    const relations = (
      await admin.client.GET('/api/cases/{caseId}/relations', { params: { path: { caseId: item.caseID } } })
    ).data!.data;
    expect(relations.parent?.caseID).toBe(parent.value);
  });
});

const payload = <T>(value: unknown) => value as { data: T; init: { status?: number } | null };

describe('access history (/case/:caseId)', () => {
  it('show an admin the case’s access history, the admin’s own visit first', async () => {
    const item = await providerReadsACase();
    const { cookie } = await sessionFor('admin@demo.test');
    const page = payload<{
      accessHistory: { items: Array<{ actor: { email: string } | null }>; total: number; error: null };
    }>(await loadAdminCaseDetails(appRequest(cookie, `/case/${item.caseID}`), { caseId: item.caseID })).data;
    expect(page.accessHistory.error).toBeNull();
    expect(page.accessHistory.items.map((e) => e.actor?.email)).toEqual([
      'admin@demo.test',
      'provider@demo.test',
    ]);
  });
});
