/**
 * The facility lists' loader and export: a facility user first (403 page otherwise), the URL's list state plus
 * the list's fixed filter (`createdByMyFacility=true`, the spec's "filter created=true"), and the API.
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList } from '~/components/data-table/list.server';
import { isFacilityRole } from '~/features/auth';
import { takeFlash } from '~/flash.server';
import { pageById } from '~/route-table.js';
import { FACILITY_ONLY_MESSAGES, requireFacilityUser } from './facility-access.server';
import { FACILITY_CASE_COLUMNS } from './facility-columns';
import { exportColumns } from './columns';
import type { FacilityCaseListConfig, FacilityCaseListData } from './facility-lists';
import { facilityCaseListQuery, type FacilityCaseListState } from './list-query';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

function facilityCasePage(request: Request, user: SessionUser, config: FacilityCaseListConfig) {
  return async (state: FacilityCaseListState) => {
    const query = facilityCaseListQuery.toApiQuery(state, config.filter);
    return (await unwrap(api(user.token).GET('/api/cases', { params: { query }, signal: request.signal })))
      .data;
  };
}

export async function loadFacilityCaseList(request: Request, config: FacilityCaseListConfig) {
  const user = await requireUser(request);
  requireFacilityUser(user, config.id);
  const { flash, headers } = takeFlash(request);
  const list = await loadList(request, {
    query: facilityCaseListQuery,
    fetchPage: facilityCasePage(request, user, config),
    describeError: async (error) => {
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
  const result: FacilityCaseListData = { ...list.data, flash };
  return data(result, { status: list.init?.status ?? 200, headers });
}

/** The list as CSV or XLSX (`?format=`): the same access check, filter and state as the page. */
export async function exportFacilityCaseList(request: Request, config: FacilityCaseListConfig) {
  const user = await requireUser(request);
  if (!isFacilityRole(user.role)) return plainText(403, FACILITY_ONLY_MESSAGES[config.id]);
  try {
    return await exportList(request, {
      query: facilityCaseListQuery,
      fetchPage: facilityCasePage(request, user, config),
      columns: exportColumns(FACILITY_CASE_COLUMNS),
      title: pageById(config.id)?.title ?? config.id,
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return plainText(502, error instanceof ApiError ? error.message : MESSAGES.other);
  }
}

function plainText(status: number, message: string) {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
