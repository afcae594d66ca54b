/**
 * What the user forms offer, read with the session's token: the creator's own facility (a MedicalFacility user).
 * The facility accounts an admin chooses from are `facilityOptions` (app/lib/choices.server.ts); the states and
 * provinces come from the shared reference loader (`getRegionLists` in app/lib/reference.server.ts).
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';

export interface OwnFacility {
  id: string;
  name: string;
}

export async function getOwnFacility(user: SessionUser, signal?: AbortSignal): Promise<OwnFacility> {
  const { data: current } = await unwrap(api(user.token).GET('/api/Facility/get-current', { signal }));
  return { id: current.facility.id, name: current.facility.name };
}

/**
 * A failed read a page cannot do without: a session the API says is over ends here (→ /login); anything else
 * becomes the page's error (the catalogue's sentence, 403/404 as they are, 502 for the rest).
 */
export async function pageLoadFailure(request: Request, user: SessionUser, error: unknown): Promise<never> {
  await endSessionOnUnauthorized(request, user, error);
  if (error instanceof ApiError) {
    const status = error.status === 403 || error.status === 404 ? error.status : 502;
    throw data(error.message, { status });
  }
  if (error instanceof ContractViolationError) throw data(MESSAGES.other, { status: 502 });
  throw error;
}
