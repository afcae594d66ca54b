/**
 * Editing a user (getUser, updateUser): /user-registration/edit/:id for admins (anyone) and for a user's own
 * record, /staff-registration/edit/:id for admins. Only the fields that changed since the form was opened are
 * sent (PATCH); status and staff role are admins' fields.
 */
import { data, redirect } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, schemas, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { regionCodesOf, type RegionLists } from '~/components/form';
import { isAdminRole } from '~/features/auth';
import { flashCookie } from '~/flash.server';
import { getRegionLists } from '~/lib/reference.server';
import type { SessionUser } from '~/session.server';
import { USER_EDIT_FORBIDDEN, USER_NOT_FOUND } from './access';
import { failPageLoad } from '~/page-failure.server';
import {
  changedFields,
  editableFields,
  initialEditValues,
  userEditSchema,
  type EditContext,
  type EditField,
} from './schemas';
import type { UserSavedReply } from './types';
import { readForm } from '~/lib/read-form.server';
import { safeReturnTo } from '~/lib/return-to';

type User = components['schemas']['User'];
export type EditVariant = 'user' | 'staff';

export const SAVED_MESSAGE = 'Your changes were saved.';
export const NOTHING_CHANGED_MESSAGE = 'Nothing was changed, so there was nothing to save.';

/** The hidden field that carries the values the form was opened with (what "changed" is measured against). */
export const INITIAL_FIELD = 'initial';

export interface UserEditData {
  variant: EditVariant;
  user: User;
  context: EditContext;
  fields: EditField[];
  initial: Record<string, string>;
  regions: RegionLists | null;
  returnTo: string | null;
}

const initialSchema = z.record(z.string(), z.string());

/** A same-site path to go back to after saving (`?returnTo=/users`); anything else is ignored. */
export { safeReturnTo };

async function readUser(request: Request, sessionUser: SessionUser, rawId: string | undefined) {
  const id = schemas.zGetUserPath.shape.userId.safeParse(rawId);
  if (!id.success) throw data(USER_NOT_FOUND, { status: 404 });
  try {
    const { data: user } = await unwrap(
      api(sessionUser.token).GET('/api/users/{userId}', {
        params: { path: { userId: id.data } },
        signal: request.signal,
      }),
    );
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(USER_EDIT_FORBIDDEN, { status: 403 });
    if (error instanceof ApiError && error.status === 404) throw data(USER_NOT_FOUND, { status: 404 });
    return failPageLoad(request, sessionUser, error);
  }
}

/**
 * The admins' Users screens (/users/edit/:userId, /EditUser/:userId): the status is left to the detail page's
 * actions, and a save goes back to the detail page (`afterSave`) with a flash.
 */
export interface AdminEditOptions {
  statusByActions?: boolean;
  afterSave?: (userId: string) => string;
}

/** Reads the record and what the form offers for it; the staff form only edits operator staff (admins). */
async function prepare(
  request: Request,
  sessionUser: SessionUser,
  variant: EditVariant,
  rawId?: string,
  options: AdminEditOptions = {},
) {
  const user = await readUser(request, sessionUser, rawId);
  const url = new URL(request.url);
  if (variant === 'staff' && !isAdminRole(user.role)) {
    throw redirect(`/user-registration/edit/${encodeURIComponent(user.id)}${url.search}`);
  }
  const context: EditContext = {
    role: user.role,
    admin: isAdminRole(sessionUser.role),
    statusByActions: options.statusByActions,
  };
  const fields = editableFields(context);
  const regions = fields.includes('state')
    ? await getRegionLists(sessionUser.token).catch((error: unknown) =>
        failPageLoad(request, sessionUser, error),
      )
    : null;
  const returnTo =
    safeReturnTo(url.searchParams.get('returnTo')) ?? (options.afterSave ? options.afterSave(user.id) : null);
  return { user, context, fields, regions, returnTo };
}

export async function loadUserEdit(
  request: Request,
  sessionUser: SessionUser,
  variant: EditVariant,
  rawId: string | undefined,
  options: AdminEditOptions = {},
): Promise<UserEditData> {
  const prepared = await prepare(request, sessionUser, variant, rawId, options);
  return { variant, ...prepared, initial: initialEditValues(prepared.user, prepared.fields) };
}

export async function saveUserEdit(
  request: Request,
  sessionUser: SessionUser,
  variant: EditVariant,
  rawId: string | undefined,
  options: AdminEditOptions = {},
) {
  const { user, context, fields, regions } = await prepare(request, sessionUser, variant, rawId, options);
  const formData = await readForm(request);
  const submission = await parseForm(
    formData,
    userEditSchema(context, regions ? regionCodesOf(regions) : undefined),
  );
  if (submission.status !== 'success') return invalidReply(submission);

  // Without the opening values (a hand-made post) every shown field counts as changed.
  const opened = initialSchema.safeParse(safeJson(formData.get(INITIAL_FIELD)));
  const body = changedFields(submission.value, opened.success ? opened.data : {}, fields);
  if (Object.keys(body).length === 0) {
    const reply: UserSavedReply = {
      result: submission.reply(),
      toast: { kind: 'success', message: NOTHING_CHANGED_MESSAGE },
    };
    return formReply(reply);
  }
  try {
    await unwrap(
      api(sessionUser.token).PATCH('/api/users/{userId}', { params: { path: { userId: user.id } }, body }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, sessionUser, error);
    return conflictReply(submission, error, 'status' in body) ?? apiErrorReply(submission, error);
  }
  if (options.afterSave) {
    throw redirect(options.afterSave(user.id), {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', message: SAVED_MESSAGE }) },
    });
  }
  const reply: UserSavedReply = {
    result: submission.reply(),
    toast: { kind: 'success', message: SAVED_MESSAGE },
    saved: true,
  };
  return formReply(reply);
}

type Submission = Parameters<typeof invalidReply>[0];

/**
 * A 409 without field messages is a refused status change (or an admin deactivating themself): the catalogue
 * has no sentence for 409, so the server's own ('A user in status New cannot be moved to Active; …') is shown,
 * under the status field when the form changed it.
 */
function conflictReply(submission: Submission, error: unknown, statusSent: boolean) {
  if (!(error instanceof ApiError) || error.status !== 409 || Object.keys(error.fieldErrors).length) {
    return null;
  }
  const sentence = error.serverMessage ?? error.message;
  return formReply(
    {
      result: submission.reply(
        statusSent ? { fieldErrors: { status: [sentence] } } : { formErrors: [sentence] },
      ),
      toast: { kind: 'error', message: sentence },
    },
    409,
  );
}

function safeJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
