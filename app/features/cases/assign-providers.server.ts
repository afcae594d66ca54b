/**
 * The providers an admin may assign a case to (decision 035): the active providers matching the dialog's search
 * (listUsers), each with their groups (listGroups' members), subspecialties (their provider registration,
 * listRegistrations) and open cases (the Assigned cases of listCases, counted by provider). Joined from the
 * contract's lists, no operation of its own; the API decides again when the case is assigned (an active provider).
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';
import type { AssignCandidates } from './admin-case-list';

/** The dialog shows at most this many providers; the search narrows them. */
export const ASSIGN_LIST_SIZE = 20;
/** Pages of 100 read from a list for the join (groups, registrations, assigned cases): 5,000 rows at most. */
const MAX_PAGES = 50;

/** Every page of a list, 100 at a time, up to MAX_PAGES. */
async function everyPage<T>(
  read: (page: number) => Promise<{ items: T[]; totalPages: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await read(page);
    items.push(...answer.items);
    if (page >= answer.totalPages) break;
  }
  return items;
}

/** The search as the lists take it: trimmed, at most 100 characters. */
export const assignSearchOf = (raw: string | null) => (raw ?? '').trim().slice(0, 100);

export async function readAssignCandidates(
  request: Request,
  user: SessionUser,
  search: string,
): Promise<AssignCandidates> {
  const client = api(user.token);
  const signal = request.signal;
  const query = search ? { search } : {};
  try {
    const [users, groups, registrations, assigned] = await Promise.all([
      unwrap(
        client.GET('/api/users', {
          params: {
            query: {
              role: 'Provider',
              status: 'Active',
              sort: 'name',
              order: 'asc',
              pageSize: ASSIGN_LIST_SIZE,
              ...query,
            },
          },
          signal,
        }),
      ).then((answer) => answer.data),
      everyPage(
        async (page) =>
          (await unwrap(client.GET('/api/groups', { params: { query: { page, pageSize: 100 } }, signal })))
            .data,
      ),
      everyPage(
        async (page) =>
          (
            await unwrap(
              client.GET('/api/registrations', {
                params: { query: { kind: 'provider', status: 'Active', page, pageSize: 100, ...query } },
                signal,
              }),
            )
          ).data,
      ),
      everyPage(
        async (page) =>
          (
            await unwrap(
              client.GET('/api/cases', {
                params: { query: { status: 'Assigned', page, pageSize: 100 } },
                signal,
              }),
            )
          ).data,
      ),
    ]);
    const groupsOf = new Map<string, string[]>();
    for (const group of groups) {
      for (const member of group.members)
        groupsOf.set(member.id, [...(groupsOf.get(member.id) ?? []), group.name]);
    }
    const subspecialtiesOf = new Map(
      registrations.filter((r) => r.userId).map((r) => [r.userId as string, r.subspecialties]),
    );
    const openCases = new Map<string, number>();
    for (const item of assigned) {
      const id = item.assignedProvider?.id;
      if (id) openCases.set(id, (openCases.get(id) ?? 0) + 1);
    }
    return {
      search,
      total: users.total,
      error: null,
      providers: users.items.map((provider) => ({
        id: provider.id,
        name: `${provider.firstName} ${provider.lastName}`,
        email: provider.email,
        groups: groupsOf.get(provider.id) ?? [],
        subspecialties: [...(subspecialtiesOf.get(provider.id) ?? [])],
        openCases: openCases.get(provider.id) ?? 0,
      })),
    };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const reason = error instanceof ApiError ? error.message : MESSAGES.other;
    return { search, providers: [], total: 0, error: `The providers could not be loaded. ${reason}` };
  }
}
