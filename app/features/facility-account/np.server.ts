/**
 * The Facility NP page (/FacilityNP): for role Facility_NP only (a 403 page otherwise, before anything is read).
 * The NP's own record and facility (getCurrentFacilityUser), and how much work is waiting: the facility's draft
 * and sent-out cases and the NP's open tasks. A count that cannot be read shows as unknown; the page still
 * loads.
 */
import { unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';
import { currentFacilityUser } from './account-details.server';
import { requireFacilityNp } from './access.server';

export interface NpWork {
  drafts: number | null;
  sentOut: number | null;
  openTasks: number | null;
}

export interface NpPageData {
  me: components['schemas']['FacilityUser'];
  work: NpWork;
}

async function count(
  request: Request,
  user: SessionUser,
  read: () => Promise<number>,
): Promise<number | null> {
  try {
    return await read();
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return null;
  }
}

export async function loadFacilityNp(request: Request): Promise<NpPageData> {
  const user = await requireFacilityNp(request);
  const client = api(user.token);
  const { signal } = request;
  const cases = (status: 'Draft' | 'Available') => () =>
    unwrap(
      client.GET('/api/cases', {
        params: { query: { createdByMyFacility: true, status, pageSize: 1 } },
        signal,
      }),
    ).then(({ data }) => data.total);
  const [me, drafts, sentOut, openTasks] = await Promise.all([
    currentFacilityUser(request, user),
    count(request, user, cases('Draft')),
    count(request, user, cases('Available')),
    count(request, user, () =>
      unwrap(
        client.GET('/api/tasks', {
          params: { query: { assignedToMe: true, status: 'Open', pageSize: 1 } },
          signal,
        }),
      ).then(({ data }) => data.total),
    ),
  ]);
  return { me, work: { drafts, sentOut, openTasks } };
}
