/**
 * The providers an admin may assign a case to (decisions 035, 083): the active providers matching the dialog's
 * search (listUsers), ranked by the backend's assignment rules (listAssignmentCandidates: the eligible first by
 * rank, then the rest by name, each with every rule's verdict) and with their groups (listGroups' members). The
 * API decides again when the case is assigned (an active provider); an admin may assign one who breaks a rule,
 * and the dialog says which.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';
import type { AssignCandidates } from './admin-case-list';

/** The dialog shows at most this many providers; the search narrows them. */
export const ASSIGN_LIST_SIZE = 20;
/** Pages of 100 read from a list for the join (providers, groups): 5,000 rows at most. */
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
  caseId: string,
  search: string,
): Promise<AssignCandidates> {
  const client = api(user.token);
  const signal = request.signal;
  const query = search ? { search } : {};
  try {
    const [users, groups, ranking] = await Promise.all([
      everyPage(
        async (page) =>
          (
            await unwrap(
              client.GET('/api/users', {
                params: {
                  query: {
                    role: 'Provider',
                    status: 'Active',
                    sort: 'name',
                    order: 'asc',
                    page,
                    pageSize: 100,
                    ...query,
                  },
                },
                signal,
              }),
            )
          ).data,
      ),
      everyPage(
        async (page) =>
          (await unwrap(client.GET('/api/groups', { params: { query: { page, pageSize: 100 } }, signal })))
            .data,
      ),
      unwrap(
        client.GET('/api/cases/{caseId}/assignment-candidates', { params: { path: { caseId } }, signal }),
      ).then((answer) => answer.data),
    ]);
    const groupsOf = new Map<string, string[]>();
    for (const group of groups) {
      for (const member of group.members)
        groupsOf.set(member.id, [...(groupsOf.get(member.id) ?? []), group.name]);
    }
    // The ranking's order: the eligible by rank, then the others by name.
    const ranked = new Map(
      [...ranking.eligible, ...ranking.ineligible].map((candidate, index) => [
        candidate.provider.id,
        { index, candidate },
      ]),
    );
    const providers = users
      .map((provider) => {
        const verdict = ranked.get(provider.id)?.candidate;
        return {
          id: provider.id,
          name: `${provider.firstName} ${provider.lastName}`,
          email: provider.email,
          groups: groupsOf.get(provider.id) ?? [],
          openCases: verdict?.openCases ?? 0,
          rank: verdict?.rank ?? null,
          reasons: verdict?.reasons ?? [],
        };
      })
      .sort((a, b) => (ranked.get(a.id)?.index ?? Infinity) - (ranked.get(b.id)?.index ?? Infinity))
      .slice(0, ASSIGN_LIST_SIZE);
    return { search, total: users.length, error: null, eligible: ranking.eligible.length, providers };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const reason = error instanceof ApiError ? error.message : MESSAGES.other;
    return {
      search,
      providers: [],
      total: 0,
      eligible: 0,
      error: `The providers could not be loaded. ${reason}`,
    };
  }
}
