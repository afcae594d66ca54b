/**
 * A case's access history for its admin page: the last ACCESS_HISTORY_SIZE records of the trail about the case
 * (listAuditEvents filtered by the case), read after the page's own read of the case, so the admin's visit is
 * in it. A trail that cannot be read leaves the page whole, with a sentence in the history's place.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import type { SessionUser } from '~/session.server';
import type { AuditEvent } from './labels';

export const ACCESS_HISTORY_SIZE = 10;

export interface AccessHistory {
  caseId: string;
  items: AuditEvent[];
  total: number;
  error: string | null;
}

export async function readAccessHistory(
  request: Request,
  user: SessionUser,
  caseId: string,
): Promise<AccessHistory> {
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/admin/audit', {
        params: { query: { caseId, pageSize: ACCESS_HISTORY_SIZE } },
        signal: request.signal,
      }),
    );
    return { caseId, items: data.items, total: data.total, error: null };
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return {
      caseId,
      items: [],
      total: 0,
      error: `The access history could not be read: ${error instanceof ApiError ? error.message : MESSAGES.other}`,
    };
  }
}
