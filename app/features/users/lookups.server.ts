/**
 * What the user forms offer, read with the session's token: the facility accounts an admin chooses from and the
 * creator's own facility (a MedicalFacility user). The states and provinces come from the shared reference
 * loader (`getRegionLists` in app/lib/reference.server.ts).
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';

export interface ChoiceOption {
  value: string;
  label: string;
  group?: string | null;
}

/** The accounts API pages by at most 100; a picker needs them all (a few hundred at most). */
const ACCOUNT_PAGE_SIZE = 100;
const MAX_ACCOUNT_PAGES = 20;

export async function listFacilityOptions(user: SessionUser, signal?: AbortSignal): Promise<ChoiceOption[]> {
  const client = api(user.token);
  const options: ChoiceOption[] = [];
  for (let page = 1; page <= MAX_ACCOUNT_PAGES; page += 1) {
    const { data: result } = await unwrap(
      client.GET('/api/accounts', {
        params: { query: { page, pageSize: ACCOUNT_PAGE_SIZE, sort: 'name', order: 'asc' } },
        signal,
      }),
    );
    for (const account of result.items) {
      const place = [account.city, account.state].filter(Boolean).join(', ');
      options.push({ value: account.id, label: place ? `${account.name} (${place})` : account.name });
    }
    if (page >= result.totalPages) break;
  }
  return options;
}

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
