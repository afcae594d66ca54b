/**
 * The Audit Trail's loader and export (/admin/audit, /admin/audit/export): an admin first (others are sent to
 * '/'), filters the API would refuse (a malformed case id, a range that ends before it starts) refused here with
 * their sentence (the API is not asked), then one
 * page of listAuditEvents for the URL's state; the export walks every page of the same state.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList } from '~/components/data-table/list.server';
import { pageById } from '~/route-table.js';
import type { SessionUser } from '~/session.server';
import { AUDIT_COLUMNS } from './columns';
import { auditListQuery, filterProblem, type AuditListState } from './list';

/** Filters refused before the API is asked (./list.ts filterProblem). */
class FilterError extends Error {}

function auditPage(request: Request, user: SessionUser) {
  return async (state: AuditListState) => {
    const problem = filterProblem(state, new URL(request.url).searchParams);
    if (problem) throw new FilterError(problem);
    const query = auditListQuery.toApiQuery(state);
    const { data: page } = await unwrap(
      api(user.token).GET('/api/admin/audit', { params: { query }, signal: request.signal }),
    );
    return page;
  };
}

export async function loadAuditList(request: Request) {
  const user = await requireAdmin(request);
  return loadList(request, {
    query: auditListQuery,
    fetchPage: auditPage(request, user),
    describeError: async (error) => {
      if (error instanceof FilterError) return error.message;
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
}

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The list's current filter, every page of it, as CSV or XLSX; a failed API call answers its sentence. */
export async function exportAuditList(request: Request) {
  const user = await requireAdmin(request);
  try {
    return await exportList(request, {
      query: auditListQuery,
      fetchPage: auditPage(request, user),
      columns: AUDIT_COLUMNS,
      title: pageById('admin-audit')?.title ?? 'Audit Trail',
    });
  } catch (error) {
    if (error instanceof FilterError) return plain(error.message, 400);
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return plain(error instanceof ApiError ? error.message : MESSAGES.other, 502);
  }
}
