/**
 * Account Details (/account-details) and its edit (/edit-account-details/:facilityId): the logged-in facility
 * user's own record, read with getCurrentFacilityUser (spec 6: only the facility roles load it, and only here on
 * the server). `:facilityId` is that record's id; the edit changes the user's name and phone through updateUser
 * (their email is their login and stays as it is).
 */
import { data } from '@remix-run/node';
import { schemas, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, updateSessionDetails } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { takeFlash } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import { failPageLoad } from '~/page-failure.server';
import { requireFacilityUser } from './access.server';
import { FORBIDDEN, SAVED } from './messages';
import { redirectWithFlash } from './redirect.server';
import {
  ACCOUNT_DETAILS_FIELDS,
  accountDetailsInitial,
  accountDetailsSchema,
  changedValues,
  readInitial,
} from './schemas';
import { readForm } from '~/lib/read-form.server';

type FacilityUser = components['schemas']['FacilityUser'];

export const ACCOUNT_DETAILS_PATH = '/account-details';
export const editAccountDetailsPath = (me: Pick<FacilityUser, 'id'>) =>
  `/edit-account-details/${encodeURIComponent(me.id)}`;

export async function currentFacilityUser(request: Request, user: SessionUser): Promise<FacilityUser> {
  try {
    return (await unwrap(api(user.token).GET('/api/Facility/get-current', { signal: request.signal }))).data;
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}

export async function loadAccountDetails(request: Request) {
  const user = await requireFacilityUser(request, 'accountDetails');
  const { flash, headers } = takeFlash(request);
  const me = await currentFacilityUser(request, user);
  return data({ me, editPath: editAccountDetailsPath(me), flash }, { headers });
}

/** The user and their own record; the address must name that record (anyone else's: a 403 page). */
async function ownRecord(request: Request, facilityId: string | undefined) {
  const user = await requireFacilityUser(request, 'accountDetails');
  const me = await currentFacilityUser(request, user);
  if (facilityId !== me.id) throw data(FORBIDDEN.editAccountDetails, { status: 403 });
  return { user, me };
}

export async function loadEditAccountDetails(request: Request, facilityId: string | undefined) {
  const { me } = await ownRecord(request, facilityId);
  return { me, initial: accountDetailsInitial(me) };
}

export async function saveAccountDetails(request: Request, facilityId: string | undefined) {
  const { user, me } = await ownRecord(request, facilityId);
  const formData = await readForm(request);
  const submission = await parseForm(formData, accountDetailsSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const changes = changedValues(
    submission.value,
    readInitial(formData.get('initial')),
    ACCOUNT_DETAILS_FIELDS,
  );
  if (Object.keys(changes).length === 0) {
    return redirectWithFlash(ACCOUNT_DETAILS_PATH, { kind: 'success', message: SAVED.nothingChanged });
  }
  let saved: components['schemas']['User'];
  try {
    ({ data: saved } = await unwrap(
      api(user.token).PATCH('/api/users/{userId}', {
        params: { path: { userId: me.userId } },
        body: schemas.zUserUpdateInput.parse(changes),
      }),
    ));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  // The header greets the person by the name the session holds.
  const session = updateSessionDetails(request, { name: `${saved.firstName} ${saved.lastName}` });
  return redirectWithFlash(ACCOUNT_DETAILS_PATH, { kind: 'success', message: SAVED.accountDetails }, session);
}
