/**
 * Edit Account (/account/edit/:accountId, legacy /EditAccount/:accountId) and Create Facility Account
 * (/create-facility-account) for admins: access first, the same schemas as the forms, the API's refusal under
 * the fields, success to the account's page with a flash. An edit sends only what changed (PATCH).
 */
import { schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { regionCodesOf, regionFor, type RegionLists } from '~/components/form';
import { fileErrorsReply, hasFileErrors, readFormWithFiles } from '~/components/form/file-upload.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import {
  changedValues,
  facilityDetailsInitial,
  facilityProfileInitial,
  readInitial,
} from '~/features/facility-account';
import { proofTarget } from '~/features/facility-account/facility-account.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { enquiryPrefill } from '~/features/enquiries/prefill.server';
import { getRegionLists } from '~/lib/reference.server';
import type { SessionUser } from '~/session.server';
import { failPageLoad } from '~/page-failure.server';
import { requireAccountAdmin, type AccountScreen } from './access.server';
import { getAccount } from './detail.server';
import { accountDetailHref } from './list';
import { ACCOUNT_MESSAGES } from './review';
import { ACCOUNT_EDIT_FIELDS, accountCreateSchema, accountEditSchema } from './schemas';

const regionsFor = (request: Request, user: SessionUser) =>
  getRegionLists(user.token).catch((error: unknown) => failPageLoad(request, user, error));

export async function loadAccountEdit(
  request: Request,
  accountId: string | undefined,
  legacy?: AccountScreen,
) {
  const user = await requireAccountAdmin(request, legacy && 'edit');
  const [account, regions] = await Promise.all([
    getAccount(request, user, accountId),
    regionsFor(request, user),
  ]);
  return {
    account,
    regions,
    initial: { ...facilityProfileInitial(account), ...facilityDetailsInitial(account) },
  };
}

export async function saveAccountEdit(
  request: Request,
  context: unknown,
  accountId: string | undefined,
  legacy?: AccountScreen,
) {
  const user = await requireAccountAdmin(request, legacy && 'edit');
  const read = await readFormWithFiles(request, proofTarget(user, context));
  const regions: RegionLists | undefined = await getRegionLists(user.token).catch(() => undefined);
  const submission = await parseForm(read.formData, accountEditSchema(regions && regionCodesOf(regions)));
  if (submission.status !== 'success' || hasFileErrors(read)) return fileErrorsReply(submission, read);
  const changes = changedValues(
    submission.value,
    readInitial(read.formData.get('initial')),
    ACCOUNT_EDIT_FIELDS,
  );
  const id = accountId ?? '';
  if (Object.keys(changes).length) {
    try {
      await unwrap(
        api(user.token).PATCH('/api/accounts/{accountId}', {
          params: { path: { accountId: id } },
          body: schemas.zFacilityAccountUpdateInput.parse(changes),
        }),
      );
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      return apiErrorReply(submission, error);
    }
  }
  const message = Object.keys(changes).length ? ACCOUNT_MESSAGES.saved : ACCOUNT_MESSAGES.nothingChanged;
  const back = legacy ? `/accountDetail/${encodeURIComponent(id)}` : accountDetailHref(id);
  return redirectWithFlash(back, { kind: 'success', message });
}

export async function loadAccountCreate(request: Request) {
  const user = await requireAccountAdmin(request);
  // Opened from a lead (`?fromEnquiry=`): the enquiry's organisation and contact details (decision 041).
  const [regions, prefill] = await Promise.all([
    regionsFor(request, user),
    enquiryPrefill(request, user, 'facility'),
  ]);
  return { regions, prefill };
}

export async function createAccountAction(request: Request) {
  const user = await requireAccountAdmin(request);
  const regions: RegionLists | undefined = await getRegionLists(user.token).catch(() => undefined);
  const submission = await parseForm(request, accountCreateSchema(regions && regionCodesOf(regions)));
  if (submission.status !== 'success') return invalidReply(submission);
  const { state, ...value } = submission.value;
  const region = regionFor(value.country, state);
  try {
    const { data: account } = await unwrap(
      api(user.token).POST('/api/accounts', {
        body: schemas.zFacilityAccountInput.parse({ ...value, ...(region ? { state: region } : {}) }),
      }),
    );
    return redirectWithFlash(accountDetailHref(account.id), {
      kind: 'success',
      message: ACCOUNT_MESSAGES.created(account.name),
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
}
