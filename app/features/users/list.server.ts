/**
 * The Users list's loader and export (/users, /users/export): an admin first (others are sent to their landing page), then one
 * page of listUsers for the URL's state, each user with the names of their provider groups (one listGroups
 * call per page; a failed lookup leaves the names out rather than the list).
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList } from '~/components/data-table/list.server';
import { pageById } from '~/route-table.js';
import type { SessionUser } from '~/session.server';
import { userListQuery, type UserListState, type UserRow } from './list';
import { USER_COLUMNS } from './user-columns';

type User = components['schemas']['User'];

async function groupNames(user: SessionUser, signal: AbortSignal): Promise<Map<string, string>> {
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/groups', { params: { query: { pageSize: 100 } }, signal }),
    );
    return new Map(data.items.map((group) => [group.id, group.name]));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return new Map();
  }
}

function userPage(request: Request, user: SessionUser) {
  return async (state: UserListState) => {
    const query = userListQuery.toApiQuery(state);
    const [{ data: page }, groups] = await Promise.all([
      unwrap(api(user.token).GET('/api/users', { params: { query }, signal: request.signal })),
      groupNames(user, request.signal),
    ]);
    const rows: UserRow[] = page.items.map((u: User) => ({
      ...u,
      groups: u.groupIds.flatMap((id) => groups.get(id) ?? []),
    }));
    return { ...page, items: rows };
  };
}

export async function loadUserList(request: Request) {
  const user = await requireAdmin(request);
  return loadList(request, {
    query: userListQuery,
    fetchPage: userPage(request, user),
    describeError: async (error) => {
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
}

/** The list's current filter, every page of it, as CSV or XLSX; a failed API call answers its sentence. */
export async function exportUserList(request: Request) {
  const user = await requireAdmin(request);
  try {
    return await exportList(request, {
      query: userListQuery,
      fetchPage: userPage(request, user),
      columns: USER_COLUMNS,
      title: pageById('admin-users')?.title ?? 'Users',
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const message = error instanceof ApiError ? error.message : MESSAGES.other;
    return new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
