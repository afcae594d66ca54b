/**
 * The admin's case pages (decision 035): Cases (/case, every case, filterable by status, case type, provider,
 * facility and created-date range (decision 041), searchable, exported as the page shows it) and a case's page (/case/:caseId: the shared case page with the admin's assign and cancel).
 * Admins only, decided from the session before anything is read (the admin guard too); the API decides again.
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList, withHeaders } from '~/components/data-table/list.server';
import { listSortCookie } from '~/components/data-table/list-sort';
import { readAccessHistory, type AccessHistory } from '~/features/audit/access-history.server';
import { takeFlash } from '~/flash.server';
import { readForm } from '~/lib/read-form.server';
import { pageById } from '~/route-table.js';
import type { SessionUser } from '~/session.server';
import {
  ADMIN_CASE_COLUMNS,
  ADMIN_CASE_LIST,
  type AdminCaseListData,
  type AssignCandidates,
} from './admin-case-list';
import { exportColumns } from './columns';
import { assignSearchOf, readAssignCandidates } from './assign-providers.server';
import { changeCase } from './case-change.server';
import { loadCaseDetails, parseCaseId } from './case-details.server';
import { CASE_EDIT_INTENTS, editCase, readParentChoices } from './admin-case-edits.server';
import type { ParentChoice } from './admin-case-edits';
import type { CaseDetailsData } from './case-labels';
import { readCaseFilterChoices } from './admin-case-filters.server';
import { adminCaseListQuery, type AdminCaseListState } from './list-query';

function adminCasePage(request: Request, user: SessionUser) {
  return async (state: AdminCaseListState) => {
    const query = adminCaseListQuery.toApiQuery(state, {});
    return (await unwrap(api(user.token).GET('/api/cases', { params: { query }, signal: request.signal })))
      .data;
  };
}

export async function loadAdminCaseList(request: Request) {
  const user = await requireAdmin(request);
  const { flash, headers } = takeFlash(request);
  const [list, choices] = await Promise.all([
    loadList(request, {
      query: adminCaseListQuery,
      fetchPage: adminCasePage(request, user),
      sortCookie: listSortCookie(ADMIN_CASE_LIST.id, user.email),
      describeError: async (error) => {
        await endSessionOnUnauthorized(request, user, error);
        // A 400 is the filter's own problem (a date range that ends before it starts): the API says which.
        if (error instanceof ApiError)
          return error.status === 400 ? (error.serverMessage ?? error.message) : error.message;
        if (error instanceof ContractViolationError) return MESSAGES.other;
        throw error;
      },
    }),
    readCaseFilterChoices(request, user),
  ]);
  const result: AdminCaseListData = { ...list.data, flash, choices };
  return data(result, {
    status: list.init?.status ?? 200,
    headers: withHeaders(list.init?.headers, headers),
  });
}

/** Cases as CSV or XLSX (`?format=`): the same access check, filter and state as the page. */
export async function exportAdminCaseList(request: Request) {
  const user = await requireAdmin(request);
  try {
    return await exportList(request, {
      query: adminCaseListQuery,
      fetchPage: adminCasePage(request, user),
      columns: exportColumns(ADMIN_CASE_COLUMNS),
      title: pageById(ADMIN_CASE_LIST.id)?.title ?? 'Cases',
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const message = error instanceof ApiError ? error.message : MESSAGES.other;
    return new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

/** What the admin's case page hands its view: the shared case page's data, and the assign dialog's providers
 * while the dialog is open (`?assign=1`, searched with `&provider=`). */
export interface AdminCaseDetailsData extends CaseDetailsData {
  /** The case's last audit records (its admin page's Access history, decision 082). */
  accessHistory: AccessHistory;
  assign: AssignCandidates | null;
  /** The relation form's parent choices: the facility's other cases. */
  parents: ParentChoice[];
}

export async function loadAdminCaseDetails(request: Request, params: { caseId?: string }) {
  const user = await requireAdmin(request);
  const page = await loadCaseDetails(request, params);
  const url = new URL(request.url);
  const open = url.searchParams.has('assign') && page.data.can.assign === true;
  // The access history is read after the page's own read of the case, so this visit is in it (decision 082).
  const [assign, parents, accessHistory] = await Promise.all([
    open
      ? readAssignCandidates(
          request,
          user,
          page.data.caseData.caseID,
          assignSearchOf(url.searchParams.get('provider')),
        )
      : null,
    readParentChoices(request, user, page.data.caseData),
    readAccessHistory(request, user, page.data.caseData.caseID),
  ]);
  const result: AdminCaseDetailsData = { ...page.data, assign, parents, accessHistory };
  return data(result, page.init ?? undefined);
}

/** The page without the dialog's parameters: where an assign or a cancel lands, with its flash. */
function withoutDialog(request: Request) {
  const url = new URL(request.url);
  for (const name of ['assign', 'provider', 'index', '_data', '_routes']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/**
 * POST /case and /case/:caseId: assign (or reassign) and cancel, answered by a redirect with a flash; on the
 * case's page also the billing component and relation forms.
 */
export async function adminCaseAction(request: Request, params: { caseId?: string } = {}) {
  const user = await requireAdmin(request);
  const intent = (await readForm(request.clone())).get('intent');
  if (params.caseId && CASE_EDIT_INTENTS.includes(intent as never)) {
    return editCase(request, user, parseCaseId(params.caseId), withoutDialog(request));
  }
  return changeCase(request, { intents: ['assign', 'cancel'], redirectTo: () => withoutDialog(request) });
}
