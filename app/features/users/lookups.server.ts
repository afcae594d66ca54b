/**
 * What the user forms offer, read with the session's token: the creator's own facility (a MedicalFacility user).
 * The facility accounts an admin chooses from are `facilityOptions` (app/lib/choices.server.ts); the states and
 * provinces come from the shared reference loader (`getRegionLists` in app/lib/reference.server.ts).
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import type { SessionUser } from '~/session.server';

export interface OwnFacility {
  id: string;
  name: string;
}

export async function getOwnFacility(user: SessionUser, signal?: AbortSignal): Promise<OwnFacility> {
  const { data: current } = await unwrap(api(user.token).GET('/api/Facility/get-current', { signal }));
  return { id: current.facility.id, name: current.facility.name };
}
