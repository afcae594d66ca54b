/** Accounts (/account) and its export: admins only (checked first), one page of listAccounts per URL state. */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList } from '~/components/data-table/list.server';
import type { SessionUser } from '~/session.server';
import { ACCOUNT_COLUMNS } from './columns';
import { accountListQuery } from './list';

type AccountListState = ReturnType<typeof accountListQuery.parse>;

const accountPage = (request: Request, user: SessionUser) => async (state: AccountListState) =>
  (
    await unwrap(
      api(user.token).GET('/api/accounts', {
        params: { query: accountListQuery.toApiQuery(state) },
        signal: request.signal,
      }),
    )
  ).data;

export async function loadAccountList(request: Request) {
  const user = await requireAdmin(request);
  return loadList(request, {
    query: accountListQuery,
    fetchPage: accountPage(request, user),
    describeError: async (error) => {
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
}

export async function exportAccountList(request: Request) {
  const user = await requireAdmin(request);
  return exportList(request, {
    query: accountListQuery,
    fetchPage: accountPage(request, user),
    columns: ACCOUNT_COLUMNS,
    title: 'Accounts',
  });
}
