/**
 * About Me (/about-me, and its edit mode /about-me?edit): the logged-in provider's own profile, read with
 * getMyProviderProfile and saved with updateMyProviderProfile (decision 031). Another role has no provider
 * profile and is sent to its own account page (/account-detail's rule). The edit is the provider registration's
 * form and schema (the same fields, rules and document slots); only what changed is sent.
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { failPageLoad } from '~/page-failure.server';
import { endSessionOnUnauthorized, requireUser, updateSessionDetails } from '~/auth.server';
import { fileErrorsReply, hasFileErrors, readFormWithFiles } from '~/components/form/file-upload.server';
import { apiErrorReply, parseForm } from '~/components/form/submission.server';
import { normalizeRole, ownAccountPath } from '~/features/auth';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import {
  changedFields,
  documentChanges,
  documentDefaults,
  initialEditValues,
  providerEditSchema,
  updateBodyFor,
} from '~/features/registration';
import { registrationDocumentTargets } from '~/features/registration/documents.server';
import { openedValues } from '~/features/registration/edit.server';
import { readLists, referenceCodes } from '~/features/registration/lists.server';
import { takeFlash } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import { readAssignmentProfile } from '~/features/assignment/profile.server';
import { saveAwayDates } from './away.server';
import { ABOUT_ME_PATH, PROFILE_MESSAGES } from './messages';
import type { ProviderProfile } from './types';

export type { ProviderProfile } from './types';

/** The logged-in provider; anyone else goes to their own account page. */
async function requireProvider(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (normalizeRole(user.role) !== 'Provider') throw redirect(ownAccountPath(user.role));
  return user;
}

async function readProfile(request: Request, user: SessionUser): Promise<ProviderProfile> {
  try {
    return (await unwrap(api(user.token).GET('/api/me/provider-profile', { signal: request.signal }))).data;
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}

export async function loadAboutMe(request: Request) {
  const user = await requireProvider(request);
  const editing = new URL(request.url).searchParams.has('edit');
  const { flash, headers } = takeFlash(request);
  // The reference lists name the codes (licensed states) and are the edit form's choices; the profile still
  // shows (with codes) when they cannot be read, the form does not.
  const [profile, lists] = await Promise.all([
    readProfile(request, user),
    readLists('provider').catch((error: unknown) => {
      if (editing) throw data(error instanceof ApiError ? error.message : MESSAGES.other, { status: 502 });
      return null;
    }),
  ]);
  if (editing && lists) {
    const initial = { ...initialEditValues(profile, 'provider'), ...documentDefaults(profile) };
    return data({ view: 'edit' as const, profile, lists, initial }, { headers });
  }
  const assignment = await readAssignmentProfile(request, user, profile.userId);
  return data({ view: 'detail' as const, profile, lists, flash, assignment }, { headers });
}

export async function saveAboutMe(request: Request, context?: unknown) {
  const user = await requireProvider(request);
  if (new URL(request.url).searchParams.has('away')) return saveAwayDates(request, user);
  // The document slots post their files with the form when the page runs without JavaScript (decision 021).
  const read = await readFormWithFiles(request, registrationDocumentTargets(context, user.token));
  const submission = await parseForm(read.formData, providerEditSchema(await referenceCodes('provider')));
  if (submission.status !== 'success' || hasFileErrors(read)) return fileErrorsReply(submission, read);

  const opened = openedValues(read.formData);
  const changes = {
    ...changedFields('provider', submission.value, opened),
    ...documentChanges(submission.value, opened),
  };
  if (Object.keys(changes).length === 0) {
    return redirectWithFlash(ABOUT_ME_PATH, { kind: 'success', message: PROFILE_MESSAGES.nothingChanged });
  }
  let saved: ProviderProfile;
  try {
    ({ data: saved } = await unwrap(
      api(user.token).PATCH('/api/me/provider-profile', { body: updateBodyFor.provider(changes) }),
    ));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  // The header greets the person by the name the session holds.
  const session = updateSessionDetails(request, { name: `${saved.firstName} ${saved.lastName}` });
  return redirectWithFlash(ABOUT_ME_PATH, { kind: 'success', message: PROFILE_MESSAGES.saved }, session);
}
