/**
 * /admin/quality's loader, action and export (admins only): the sampling rates and the report over a period
 * (docs/quality.md), its open reviews (decision 108) and its major discordances (decision 114) a page at a time.
 * The action saves the rates; a rate the API refuses comes back under its field.
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { toCsv } from '~/components/data-table/csv';
import { exportTable } from '~/components/data-table/export-table';
import { exportFileName, exportList, toXlsx } from '~/components/data-table/export.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import { failPageLoad } from '~/page-failure.server';
import type { SessionUser } from '~/session.server';
import {
  CASE_TYPE_LIST,
  DISCORDANCE_LIST,
  OPEN_LIST,
  PROVIDER_LIST,
  QUALITY_LISTS,
  discordancePageOf,
  qualityListQuery,
  withDiscordancePage,
} from './lists';
import {
  QUALITY_MESSAGES,
  QUALITY_PATH,
  RATES_FORM_ID,
  periodOf,
  ratesForm,
  type QualityReport,
} from './schema';

interface ReportAsked {
  from?: string;
  to?: string;
  /** The page of the open reviews (the API's defaults: 1, 20). */
  page?: number;
  pageSize?: number;
  /** The page of the major discordances (the API's defaults: 1, 20; decision 114). */
  discordancePage?: number;
  discordancePageSize?: number;
}

async function readReport(request: Request, admin: SessionUser, asked: ReportAsked) {
  const { from, to, ...pages } = asked;
  const { data: report } = await unwrap(
    api(admin.token).GET('/api/admin/quality', {
      params: { query: { ...(from ? { from } : {}), ...(to ? { to } : {}), ...pages } },
      signal: request.signal,
    }),
  );
  return report;
}

export async function loadQuality(request: Request) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const period = periodOf(url);
  const state = qualityListQuery.parse(url.searchParams);
  const discordancePage = discordancePageOf(url.searchParams);
  const asked = {
    from: period.from,
    to: period.to,
    page: state.page,
    pageSize: state.pageSize,
    discordancePage,
  };
  const [settings, report] = await Promise.all([
    unwrap(api(admin.token).GET('/api/admin/quality/settings', { signal: request.signal })).then(
      (answer) => answer.data,
      (error: unknown) => failPageLoad(request, admin, error),
    ),
    period.error
      ? Promise.resolve(null)
      : readReport(request, admin, asked).catch((error: unknown) => failPageLoad(request, admin, error)),
  ]);
  // A page of either paged list past its last (graded meanwhile, or the URL was edited): its last page.
  if (report) {
    const openPage =
      report.open.length === 0 && report.openTotalPages > 0 && state.page > report.openTotalPages
        ? report.openTotalPages
        : state.page;
    const majorsPage =
      report.discordances.length === 0 &&
      report.discordanceTotalPages > 0 &&
      discordancePage > report.discordanceTotalPages
        ? report.discordanceTotalPages
        : discordancePage;
    if (openPage !== state.page || majorsPage !== discordancePage)
      throw redirect(
        `${url.pathname}${withDiscordancePage(qualityListQuery.search({ ...state, page: openPage }), majorsPage)}`,
      );
  }
  const { flash, headers } = takeFlash(request);
  return data(
    {
      settings,
      report,
      openState: state,
      discordancePage,
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
function tableOf(id: 'providers' | 'case-types', report: QualityReport) {
  return id === 'providers'
    ? exportTable(PROVIDER_LIST.columns, PROVIDER_LIST.rows(report))
    : exportTable(CASE_TYPE_LIST.columns, CASE_TYPE_LIST.rows(report));
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
  if (list.id === 'open' || list.id === 'discordances')
    return exportPagedList(list.id, request, admin, period);
  let report: QualityReport;
  try {
    // The agreement rows alone: the smallest page of each paged list.
    report = await readReport(request, admin, { ...period, pageSize: 1, discordancePageSize: 1 });
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

/**
 * The open reviews (decision 108) or the major discordances (decision 114) of every page, streamed as the kit
 * streams a list (decision 099), a page of the API's at a time.
 */
async function exportPagedList(
  id: 'open' | 'discordances',
  request: Request,
  admin: SessionUser,
  period: ReportAsked,
) {
  const list = id === 'open' ? OPEN_LIST : DISCORDANCE_LIST;
  // The file is named after the period the API answered, known once the first page is read (exportList names
  // the file after that read).
  let answered = '';
  try {
    return await exportList(request, {
      query: qualityListQuery,
      columns: list.columns,
      get title() {
        return `Quality ${list.title}${answered}`;
      },
      fetchPage: async ({ page, pageSize }) => {
        const asked =
          id === 'open'
            ? { ...period, page, pageSize, discordancePageSize: 1 }
            : { ...period, pageSize: 1, discordancePage: page, discordancePageSize: pageSize };
        const report = await readReport(request, admin, asked);
        answered = ` ${report.from} to ${report.to}`;
        return id === 'open'
          ? {
              items: report.open,
              page: report.page,
              pageSize: report.pageSize,
              total: report.openTotal,
              totalPages: report.openTotalPages,
            }
          : {
              items: report.discordances,
              page: report.discordancePage,
              pageSize: report.discordancePageSize,
              total: report.discordanceTotal,
              totalPages: report.discordanceTotalPages,
            };
      },
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return plain(error instanceof ApiError ? error.message : MESSAGES.other, 502);
  }
}
