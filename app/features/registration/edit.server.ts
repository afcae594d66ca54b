/**
 * Editing a registration (get… and update…Registration): /provider-registration/edit/:id,
 * /facility-registration/edit/:id, /other-registration/edit/:id. The session's role is checked before anything
 * is read (access.ts); the API then decides for the record (its 403 and 404 become those pages). Only the fields
 * that changed since the form was opened are sent (PATCH).
 */
import { data } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import {
  fileErrorsReply,
  hasFileErrors,
  readFormWithFiles,
  type FormWithFiles,
} from '~/components/form/file-upload.server';
import { apiErrorReply, formReply, parseForm } from '~/components/form/submission.server';
import { isAdminRole, postLoginDestination } from '~/features/auth';
import type { SessionUser } from '~/session.server';
import { ACCESS_MESSAGES, mayEditKind } from './access';
import { documentChanges, documentDefaults } from './documents';
import { registrationDocumentTargets } from './documents.server';
import { loadLists, referenceCodes } from './lists.server';
import { fetchRegistration } from './read.server';
import {
  changedFields,
  editSchemaFor,
  initialEditValues,
  updateBodyFor,
  type InitialValues,
  type Registration,
  type RegistrationKind,
} from './schemas';
import type { RegistrationEditData, SavedReply } from './types';
import { readForm } from '~/lib/read-form.server';
import { safeReturnTo } from '~/lib/return-to';

export const SAVED_MESSAGE = 'Your changes were saved.';
export const NOTHING_CHANGED_MESSAGE = 'Nothing was changed, so there was nothing to save.';

/** The hidden field that carries the values the form was opened with (what "changed" is measured against). */
export const INITIAL_FIELD = 'initial';

/** Role first: a 403 page for a role that could never edit this kind, before anything is read. */
export function requireEditor(user: SessionUser, kind: RegistrationKind): void {
  if (!mayEditKind(user.role, kind)) throw data(ACCESS_MESSAGES.edit[kind], { status: 403 });
}

/** The id as the contract allows it; anything else is a 404 without asking the API. */
function registrationId(raw: string | undefined): string {
  const id = schemas.zGetProviderRegistrationPath.shape.registrationId.safeParse(raw);
  if (!id.success) throw data(ACCESS_MESSAGES.notFound, { status: 404 });
  return id.data;
}

async function readRegistration(
  request: Request,
  user: SessionUser,
  kind: RegistrationKind,
  id: string,
): Promise<Registration> {
  try {
    return await fetchRegistration(user.token, kind, id, request.signal);
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && error.status === 403) {
      throw data(ACCESS_MESSAGES.edit[kind], { status: 403 });
    }
    if (error instanceof ApiError && error.status === 404)
      throw data(ACCESS_MESSAGES.notFound, { status: 404 });
    throw data(error instanceof ApiError ? error.message : MESSAGES.other, { status: 502 });
  }
}

export async function loadRegistrationEdit(
  request: Request,
  user: SessionUser,
  kind: RegistrationKind,
  rawId: string | undefined,
): Promise<RegistrationEditData> {
  const id = registrationId(rawId);
  const [registration, lists] = await Promise.all([
    readRegistration(request, user, kind, id),
    loadLists(kind),
  ]);
  return {
    kind,
    registration,
    // A provider's document slots start with the stored documents' ids.
    initial: {
      ...initialEditValues(registration, kind),
      ...(kind === 'provider' ? documentDefaults(registration) : {}),
    },
    lists,
    admin: isAdminRole(user.role),
  };
}

const initialSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** A same-site path to go back to after saving (`?returnTo=/users`); anything else is ignored. */
export { safeReturnTo };

export async function saveRegistrationEdit(
  request: Request,
  user: SessionUser,
  kind: RegistrationKind,
  rawId: string | undefined,
  context?: unknown,
) {
  const id = registrationId(rawId);
  // A provider's documents come as files when the page ran without JavaScript: uploaded first (decision 021).
  const read: FormWithFiles =
    kind === 'provider'
      ? await readFormWithFiles(request, registrationDocumentTargets(context, user.token))
      : { formData: await readForm(request), fileErrors: {}, formErrors: [] };
  const { formData } = read;
  const codes = await referenceCodes(kind);
  const submission = await parseForm(formData, editSchemaFor[kind](codes));
  if (submission.status !== 'success' || hasFileErrors(read)) return fileErrorsReply(submission, read);

  // Without the opening values (a hand-made post) every shown field counts as changed.
  const opened = initialSchema.safeParse(safeJson(formData.get(INITIAL_FIELD)));
  const changes = changedFields(kind, submission.value, opened.success ? opened.data : {});
  if (kind === 'provider') {
    Object.assign(changes, documentChanges(submission.value, opened.success ? opened.data : {}));
  }
  if (Object.keys(changes).length === 0) {
    const reply: SavedReply = {
      result: submission.reply(),
      toast: { kind: 'success', message: NOTHING_CHANGED_MESSAGE },
    };
    return formReply(reply);
  }
  const client = api(user.token);
  const path = { params: { path: { registrationId: id } } };
  try {
    if (kind === 'provider') {
      await unwrap(
        client.PATCH('/api/registrations/providers/{registrationId}', {
          ...path,
          body: updateBodyFor.provider(changes),
        }),
      );
    } else if (kind === 'facility') {
      await unwrap(
        client.PATCH('/api/registrations/facilities/{registrationId}', {
          ...path,
          body: updateBodyFor.facility(changes),
        }),
      );
    } else {
      await unwrap(
        client.PATCH('/api/registrations/others/{registrationId}', {
          ...path,
          body: updateBodyFor.other(changes),
        }),
      );
    }
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  const next =
    safeReturnTo(new URL(request.url).searchParams.get('returnTo')) ??
    postLoginDestination(user.role, user.status);
  const reply: SavedReply = {
    result: submission.reply(),
    toast: { kind: 'success', message: SAVED_MESSAGE },
    next,
  };
  return formReply(reply);
}

/** The values an edit form was opened with (its hidden field); none from a hand-made post. */
export function openedValues(formData: FormData): InitialValues {
  const opened = initialSchema.safeParse(safeJson(formData.get(INITIAL_FIELD)));
  return opened.success ? opened.data : {};
}

function safeJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
