/**
 * /admin/quality's loader, action and export (admins only): the sampling rates and the report over a period
 * (docs/quality.md). The action saves the rates; a rate the API refuses comes back under its field.
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { toCsv } from '~/components/data-table/csv';
import { exportTable } from '~/components/data-table/export-table';
import { exportFileName, toXlsx } from '~/components/data-table/export.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import { failPageLoad } from '~/page-failure.server';
import type { SessionUser } from '~/session.server';
import { CASE_TYPE_LIST, DISCORDANCE_LIST, OPEN_LIST, PROVIDER_LIST, QUALITY_LISTS } from './lists';
import {
  QUALITY_MESSAGES,
  QUALITY_PATH,
  RATES_FORM_ID,
  periodOf,
  ratesForm,
  type QualityReport,
} from './schema';

async function readReport(request: Request, admin: SessionUser, from?: string, to?: string) {
  const { data: report } = await unwrap(
    api(admin.token).GET('/api/admin/quality', {
      params: { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } },
      signal: request.signal,
    }),
  );
  return report;
}

export async function loadQuality(request: Request) {
  const admin = await requireAdmin(request);
  const period = periodOf(new URL(request.url));
  const [settings, report] = await Promise.all([
    unwrap(api(admin.token).GET('/api/admin/quality/settings', { signal: request.signal })).then(
      (answer) => answer.data,
      (error: unknown) => failPageLoad(request, admin, error),
    ),
    period.error
      ? Promise.resolve(null)
      : readReport(request, admin, period.from, period.to).catch((error: unknown) =>
          failPageLoad(request, admin, error),
        ),
  ]);
  const { flash, headers } = takeFlash(request);
  return data(
    {
      settings,
      report,
      period: { from: period.from ?? '', to: period.to ?? '', error: period.error },
      flash,
    },
    { headers },
  );
}

export async function saveQualityRates(request: Request) {
  const admin = await requireAdmin(request);
  const submission = await parseForm(request, ratesForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: RATES_FORM_ID });
  try {
    const saved = await unwrap(
      api(admin.token).PUT('/api/admin/quality/settings', { body: submission.value }),
    );
    return redirectWithFlash(QUALITY_PATH, {
      kind: 'success',
      message: saved.message ?? QUALITY_MESSAGES.saved,
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    return apiErrorReply(submission, error, { form: RATES_FORM_ID });
  }
}

/** A list of the report as spreadsheet cells (the kit's columns: the page's headers and values). */
function tableOf(id: (typeof QUALITY_LISTS)[number]['id'], report: QualityReport) {
  switch (id) {
    case 'providers':
      return exportTable(PROVIDER_LIST.columns, PROVIDER_LIST.rows(report));
    case 'case-types':
      return exportTable(CASE_TYPE_LIST.columns, CASE_TYPE_LIST.rows(report));
    case 'open':
      return exportTable(OPEN_LIST.columns, OPEN_LIST.rows(report));
    case 'discordances':
      return exportTable(DISCORDANCE_LIST.columns, DISCORDANCE_LIST.rows(report));
  }
}

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** One list of the report, as CSV or XLSX: `?list=providers|case-types|open|discordances&format=…&from=&to=`. */
export async function exportQualityList(request: Request) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const list = QUALITY_LISTS.find((l) => l.id === url.searchParams.get('list'));
  const format = url.searchParams.get('format');
  if (!list) return plain('Unknown list. Use providers, case-types, open or discordances.', 400);
  if (format !== 'csv' && format !== 'xlsx')
    return plain('Unknown export format. Use one of: csv, xlsx.', 400);
  const period = periodOf(url);
  if (period.error) return plain(period.error, 400);
  let report: QualityReport;
  try {
    report = await readReport(request, admin, period.from, period.to);
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return plain(error instanceof ApiError ? error.message : MESSAGES.other, 502);
  }
  const table = tableOf(list.id, report);
  const title = `Quality ${list.title} ${report.from} to ${report.to}`;
  const body = format === 'csv' ? toCsv(table) : await toXlsx(table, list.title);
  return new Response(body, {
    headers: {
      'Content-Type':
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${exportFileName(title, format, new Date())}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
