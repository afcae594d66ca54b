/**
 * /admin/quality (docs/quality.md): the rates saved and refused with the field's sentence (nothing changes), the
 * report over a period, its open reviews (decision 108) and its major discordances (decision 114) a page at a
 * time, each list exported as a CSV that opens with the page's headers (the paged ones' of every page), and
 * admins only.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor } from '../../../tests/setup/app-session';
import { downloadReportPdf } from '../report/report-download.server';
import { loadFinalReport } from '../report/report.server';
import { discordancePageOf, withDiscordancePage } from './lists';
import { exportQualityList, loadQuality, saveQualityRates } from './quality.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const post = (cookie: string, pairs: Array<[string, string]>) =>
  new Request('http://app.test/admin/quality', {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams(pairs),
  });

type Page = {
  data: {
    settings: { rates: Array<{ caseType: string; ratePercent: number }> };
    report: {
      from: string;
      to: string;
      total: { reviews: number };
      discordances: Array<{ caseRecordId: string }>;
      discordanceTotal: number;
      discordanceTotalPages: number;
      open: Array<{ caseRecordId: string }>;
      openTotal: number;
      openTotalPages: number;
    } | null;
    openState: { page: number; pageSize: number };
    discordancePage: number;
    period: { error: string | null };
  };
};
const load = async (cookie: string, path = '/admin/quality') =>
  (await loadQuality(appRequest(cookie, path))) as unknown as Page;

describe('/admin/quality', () => {
  it('saves the rates, and refuses a rate outside 0–100 under its field, changing nothing', async () => {
    const admin = await sessionFor('admin@demo.test');
    const saved = redirectOf(
      (await saveQualityRates(
        post(admin.cookie, [
          ['rates[0].caseType', 'cytology'],
          ['rates[0].ratePercent', '5'],
        ]),
      )) as Response,
    );
    expect(saved.flash).toEqual({ kind: 'success', message: 'QA sampling rates saved.' });
    const refused = (await saveQualityRates(
      post(admin.cookie, [
        ['rates[0].caseType', 'cytology'],
        ['rates[0].ratePercent', '150'],
      ]),
    )) as unknown as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error).toEqual({ 'rates[0].ratePercent': ['Enter a rate from 0 to 100 %.'] });
    const page = await load(admin.cookie);
    expect(page.data.settings.rates.find((r) => r.caseType === 'cytology')!.ratePercent).toBe(5);
  });

  it('reads the report over a period, and says so when the period ends before it starts', async () => {
    const admin = await sessionFor('admin@demo.test');
    const page = await load(admin.cookie, '/admin/quality?from=2026-01-01&to=2026-12-31');
    expect(page.data.report).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(page.data.report!.total.reviews).toBeGreaterThan(0);
    const bad = await load(admin.cookie, '/admin/quality?from=2026-11-02&to=2026-11-01');
    expect(bad.data.report).toBeNull();
    expect(bad.data.period.error).toBe('The end of the period is before its start.');
  });

  it('reads the open reviews a page at a time, keeping the period; past the last page, the last', async () => {
    const admin = await sessionFor('admin@demo.test');
    const period = 'from=2026-01-01&to=2026-12-31';
    const whole = (await load(admin.cookie, `/admin/quality?${period}&pageSize=100`)).data.report!;
    expect(whole.openTotal).toBeGreaterThan(1);
    const second = await load(admin.cookie, `/admin/quality?${period}&page=2&pageSize=1`);
    expect(second.data.openState).toMatchObject({ page: 2, pageSize: 1 });
    expect(second.data.report).toMatchObject({ openTotal: whole.openTotal, openTotalPages: whole.openTotal });
    expect(second.data.report!.open.map((s) => s.caseRecordId)).toEqual([whole.open[1]!.caseRecordId]);
    const past = await loadQuality(
      appRequest(admin.cookie, `/admin/quality?${period}&page=999&pageSize=1`),
    ).catch((thrown: unknown) => thrown);
    expect((past as Response).status).toBe(302);
    expect((past as Response).headers.get('Location')).toBe(
      `/admin/quality?from=2026-01-01&to=2026-12-31&pageSize=1&page=${whole.openTotal}`,
    );
  });

  it('reads the major discordances a page at a time, keeping the period and the open page; past the last, the last', async () => {
    const admin = await sessionFor('admin@demo.test');
    const period = 'from=2026-01-01&to=2026-12-31';
    const first = (await load(admin.cookie, `/admin/quality?${period}&page=2&pageSize=1`)).data;
    const majors = first.report!.discordances.map((s) => s.caseRecordId);
    expect(majors.length).toBeGreaterThan(1);
    expect(first.discordancePage).toBe(1);
    expect(first.report).toMatchObject({ discordanceTotal: majors.length, discordanceTotalPages: 1 });
    const past = await loadQuality(
      appRequest(admin.cookie, `/admin/quality?${period}&page=2&pageSize=1&discordancePage=999`),
    ).catch((thrown: unknown) => thrown);
    expect((past as Response).status).toBe(302);
    expect((past as Response).headers.get('Location')).toBe(
      '/admin/quality?from=2026-01-01&to=2026-12-31&pageSize=1&page=2',
    );
    // The links of either list keep the other's page.
    expect(withDiscordancePage('?from=2026-01-01&page=2', 3)).toBe(
      '?from=2026-01-01&page=2&discordancePage=3',
    );
    expect(withDiscordancePage('', 2)).toBe('?discordancePage=2');
    expect(withDiscordancePage('?page=2', 1)).toBe('?page=2');
    const asked = (value: string) => discordancePageOf(new URLSearchParams({ discordancePage: value }));
    expect([asked('4'), asked('0'), asked('x'), asked('2.5'), asked('')]).toEqual([4, 1, 1, 1, 1]);
  });

  it('exports the major discordances of every page', async () => {
    const admin = await sessionFor('admin@demo.test');
    const period = 'from=2026-01-01&to=2026-12-31';
    const whole = (await load(admin.cookie, `/admin/quality?${period}`)).data.report!;
    const csv = await exportQualityList(
      appRequest(admin.cookie, `/admin/quality/export?list=discordances&format=csv&${period}`),
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      whole.discordances.map((s) => s.caseRecordId),
    );
  });

  it('exports the open reviews of every page', async () => {
    const admin = await sessionFor('admin@demo.test');
    const period = 'from=2026-01-01&to=2026-12-31';
    const whole = (await load(admin.cookie, `/admin/quality?${period}&pageSize=100`)).data.report!;
    const csv = await exportQualityList(
      appRequest(admin.cookie, `/admin/quality/export?list=open&format=csv&${period}`),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="quality-open-reviews-2026-01-01-to-2026-12-31-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Case,Case type,Facility,Signed out by,Reviewer,QA task,Sampled,State');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(whole.open.map((s) => s.caseRecordId));
  });

  it('exports a list as CSV with the page’s headers, and refuses an unknown list', async () => {
    const admin = await sessionFor('admin@demo.test');
    const csv = await exportQualityList(
      appRequest(
        admin.cookie,
        '/admin/quality/export?list=discordances&format=csv&from=2026-01-01&to=2026-12-31',
      ),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="quality-major-discordances-2026-01-01-to-2026-12-31-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Case,Case type,Signed out by,Reviewer,Graded,Comment,Follow-up,Follow-up status');
    expect(lines.length).toBeGreaterThan(1);
    const unknown = await exportQualityList(
      appRequest(admin.cookie, '/admin/quality/export?list=x&format=csv'),
    );
    expect(unknown.status).toBe(400);
  });

  it('the final report and its PDF are refused to a blinded reviewer, with why', async () => {
    // The seed's open sampled review of the demo provider.
    const provider = await sessionFor('provider@demo.test');
    const tasks = await provider.client.GET('/api/tasks', {
      params: { query: { type: 2, status: 'Open', assignedToMe: true, search: 'Blinded' } },
    });
    const task = tasks.data!.data.items[0]!;
    const caseId = task.case!.caseID;
    const message = `The report of case ${task.case!.caseRecordId} is shown once you have graded your blinded QA review of it.`;
    const page = await loadFinalReport(appRequest(provider.cookie, `/final-report/${caseId}`), {
      caseId,
    }).catch((thrown: unknown) => thrown);
    expect(page).toMatchObject({ data: message, init: { status: 403 } });
    const pdf = await downloadReportPdf(appRequest(provider.cookie, `/final-report/${caseId}/pdf`), {
      caseId,
    });
    expect(pdf.status).toBe(403);
    expect(await pdf.text()).toBe(message);
  });

  it('sends anyone but an admin away', async () => {
    const provider = await sessionFor('provider@demo.test');
    await expect(loadQuality(appRequest(provider.cookie, '/admin/quality'))).rejects.toBeInstanceOf(Response);
  });
});
