/**
 * The Audit Trail's loaders against the in-process mock with a real session cookie: other roles sent to their landing page
 * before anything is read; the list filtered by case and action, newest first; a range that ends before it
 * starts refused with its sentence and the API not asked; the export as CSV.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import {
  appRequest,
  redirectOf,
  sessionFor,
  settle,
  providerReadsACase,
} from '../../../tests/setup/app-session';
import { exportAuditList, loadAuditList } from './list.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const payload = <T>(value: unknown) => value as { data: T; init: { status?: number } | null };
type Page = {
  page: {
    items: Array<{ id: string; action: string; caseId: string | null; actor: { email: string } | null }>;
    total: number;
  } | null;
  error: string | null;
};

describe('the Audit Trail screens', () => {
  it('send every other role to their landing page before reading anything', async () => {
    const { cookie } = await sessionFor('facility@demo.test');
    const runs: Array<() => Promise<unknown>> = [
      () => loadAuditList(appRequest(cookie, '/admin/audit')),
      () => exportAuditList(appRequest(cookie, '/admin/audit/export?format=csv')),
    ];
    for (const run of runs) {
      const outcome = await settle(run);
      expect(outcome.thrown).toBe(true);
      expect(redirectOf(outcome.value as Response)).toMatchObject({
        status: 302,
        location: '/upload-project',
      });
    }
  });

  it('list the trail newest first, filtered by the case and the action', async () => {
    const item = await providerReadsACase();
    const { cookie } = await sessionFor('admin@demo.test');
    const all = payload<Page>(await loadAuditList(appRequest(cookie, '/admin/audit'))).data;
    expect(all.page!.items[0]).toMatchObject({
      action: 'LoginSucceeded',
      actor: { email: 'admin@demo.test' },
    });
    const ids = all.page!.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());

    const byCase = payload<Page>(
      await loadAuditList(appRequest(cookie, `/admin/audit?caseId=${item.caseRecordId}`)),
    ).data;
    expect(byCase.page!.total).toBe(1);
    expect(byCase.page!.items[0]).toMatchObject({
      caseId: item.caseID,
      actor: { email: 'provider@demo.test' },
    });
    const logins = payload<Page>(
      await loadAuditList(appRequest(cookie, '/admin/audit?action=LoginSucceeded&user=provider%40demo')),
    ).data;
    expect(
      logins.page!.items.every(
        (e) => e.action === 'LoginSucceeded' && e.actor?.email === 'provider@demo.test',
      ),
    ).toBe(true);
  });

  it('refuse a range that ends before it starts and a malformed case id, with what to do', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const answer = payload<Page>(
      await loadAuditList(appRequest(cookie, '/admin/audit?from=2026-11-20&to=2026-11-01')),
    );
    expect(answer.init?.status).toBe(502);
    expect(answer.data.page).toBeNull();
    expect(answer.data.error).toBe('The To date must not be before the From date. Change one of them.');
    const file = await exportAuditList(
      appRequest(cookie, '/admin/audit/export?format=csv&from=2026-11-20&to=2026-11-01'),
    );
    expect(file.status).toBe(400);
    const badCase = payload<Page>(await loadAuditList(appRequest(cookie, '/admin/audit?caseId=LUMC%202026')));
    expect(badCase.data.error).toBe(
      'A case id has only letters, digits, - and _ (for example LUMC-2026-0006). Change the Case filter.',
    );
  });

  it('export the filter as CSV, times in ISO and the words of the list', async () => {
    const item = await providerReadsACase();
    const { cookie } = await sessionFor('admin@demo.test');
    const file = await exportAuditList(
      appRequest(cookie, `/admin/audit/export?format=csv&caseId=${item.caseID}`),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/audit-trail-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, row, more] = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('When,User,Role,Action,Target,Case,Outcome,Client address,Detail');
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(row).toContain(`,Provider,`);
    expect(row).toContain(item.caseRecordId);
    expect(row).toContain(',Succeeded,');
    expect(more).toBeUndefined();
  });
});
