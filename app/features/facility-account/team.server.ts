/** My Team (/my-team): a facility user first (403 page otherwise), then one page of getMyTeam for the URL's state. */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { loadList } from '~/components/data-table/list.server';
import { normalizeRole } from '~/features/auth';
import { requireFacilityUser } from './access.server';
import { teamListQuery, type TeamListState } from './team';

export async function loadTeam(request: Request) {
  const user = await requireFacilityUser(request, 'myTeam');
  // Filled in by the page's fetch; loadList copies it into the page's data once the fetch is done.
  const extra = {
    facilityName: null as string | null,
    canAddUsers: normalizeRole(user.role) === 'MedicalFacility',
    myEmail: user.email,
  };
  return loadList(
    request,
    {
      query: teamListQuery,
      fetchPage: async (state: TeamListState) => {
        const query = teamListQuery.toApiQuery(state);
        const { data: team } = await unwrap(
          api(user.token).GET('/api/me/team', { params: { query }, signal: request.signal }),
        );
        extra.facilityName = team.facility.name;
        const { members, facility: _facility, ...page } = team;
        return { ...page, items: members };
      },
      describeError: async (error) => {
        await endSessionOnUnauthorized(request, user, error);
        if (error instanceof ApiError) return error.message;
        if (error instanceof ContractViolationError) return MESSAGES.other;
        throw error;
      },
    },
    extra,
  );
}
