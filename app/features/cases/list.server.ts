/** A case list page's loader and its export: who is asking, which list state the URL asks for, and the API. */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser, requireUserWhile } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList, withHeaders } from '~/components/data-table/list.server';
import { listSortCookie } from '~/components/data-table/list-sort';
import { normalizeRole, sameStatus } from '~/features/auth';
import { takeFlash } from '~/flash.server';
import { pageById } from '~/route-table.js';
import { availabilityNotice, type AvailabilityNotice } from './availability';
import { CASE_COLUMNS, exportColumns } from './columns';
import type { CaseListConfig, CaseListData } from './list-config';
import { caseListQuery, type CaseListState } from './list-query';
import { caseListRow } from './list-rows';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

/** One page of the list's cases (their rows: list-rows.ts): the URL's state plus the list's own fixed filter. */
function casePage(request: Request, user: SessionUser, config: CaseListConfig) {
  return async (state: CaseListState) => {
    const query = caseListQuery.toApiQuery(state, config.filter);
    const { data: page } = await unwrap(
      api(user.token).GET('/api/cases', { params: { query }, signal: request.signal }),
    );
    // What the page shows of each case, not the whole summary.
    return { ...page, items: page.items.map(caseListRow) };
  };
}

/**
 * The list's case ids in the order the list opens in (its own default state: sort, order and fixed filter), the
 * first `limit` of them: what "Next case" in the reading workspace follows.
 */
export async function caseIdsInListOrder(
  request: Request,
  user: SessionUser,
  config: CaseListConfig,
  limit = 100,
): Promise<string[]> {
  const state = caseListQuery.parse(new URLSearchParams({ pageSize: String(limit) }));
  const page = await casePage(request, user, config)(state);
  return page.items.map((item) => item.caseID);
}

/**
 * Why Available Cases would be empty for this provider (decision 075). The session's status is the login's; only
 * when it is not Active is the current one read (GET /api/Users/current), since an approval may have come since.
 * A failed read says nothing rather than failing the list.
 */
async function unavailableReason(request: Request, user: SessionUser): Promise<AvailabilityNotice | null> {
  if (sameStatus(user.status, 'Active')) return null;
  try {
    const { data: me } = await unwrap(api(user.token).GET('/api/Users/current', { signal: request.signal }));
    return availabilityNotice(me.status);
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return availabilityNotice(user.status);
  }
}

/**
 * The list page's data. Its read of the API runs beside the check of the session's token, not after it
 * (`requireUserWhile`): the API checks the token and the user's access on that read, and its answer is the
 * token check too (lib/token-answers.server.ts), so a list page costs the API one call, not two.
 */
export async function loadCaseList(request: Request, config: CaseListConfig) {
  const { result } = await requireUserWhile(request, (user) => readCaseList(request, user, config));
  return result;
}

async function readCaseList(request: Request, user: SessionUser, config: CaseListConfig) {
  const isProvider = normalizeRole(user.role) === 'Provider';
  const canPickUp = config.allowPickup && isProvider;
  const canRelease = Boolean(config.allowRelease) && isProvider;
  const unavailable = canPickUp ? await unavailableReason(request, user) : null;
  // A provider's landing pages (Available Cases, My Cases) say why they were sent here, e.g. from a page for
  // admins. Only a page that has one carries `flash`: a list page's bytes are counted (decision 096).
  const { flash, headers } = takeFlash(request);
  const list = await loadList(
    request,
    {
      query: caseListQuery,
      fetchPage: casePage(request, user, config),
      sortCookie: listSortCookie(config.id, user.email),
      describeError: async (error) => {
        // A revoked token, or a 401 once the expiry has passed, ends the session; any other failure is shown.
        await endSessionOnUnauthorized(request, user, error);
        if (error instanceof ApiError) return error.message;
        if (error instanceof ContractViolationError) return MESSAGES.other;
        throw error;
      },
    },
    { canPickUp, canRelease, unavailable, ...(flash && { flash }) } satisfies Pick<
      CaseListData,
      'canPickUp' | 'canRelease' | 'unavailable' | 'flash'
    >,
  );
  return headers
    ? data(list.data, { ...list.init, headers: withHeaders(list.init?.headers, headers) })
    : list;
}

/**
 * The list's current filter, every page of it, as CSV or XLSX (`?format=`): the same access check and the
 * same list state as the page. A failed API call answers its sentence as text (the link was a download).
 */
export async function exportCaseList(request: Request, config: CaseListConfig) {
  const user = await requireUser(request);
  try {
    return await exportList(request, {
      query: caseListQuery,
      fetchPage: casePage(request, user, config),
      columns: exportColumns(CASE_COLUMNS),
      title: pageById(config.id)?.title ?? config.id,
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const message = error instanceof ApiError ? error.message : MESSAGES.other;
    return new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
