/**
 * Creating users (createUser): /user-registration for admins (any user) and MedicalFacility users (users of their
 * own facility), /staff-registration for admins (operator staff). Access is decided from the session's role
 * before anything is read; the API decides again.
 */
import { data } from '@remix-run/node';
import { unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import {
  apiErrorReply,
  formReply,
  invalidReply,
  parseForm,
  type FormReply,
} from '~/components/form/submission.server';
import { isAdminRole } from '~/features/auth';
import { regionCodesOf, type RegionLists } from '~/components/form';
import { enumLabel } from '../../../contracts/enumerations';
import { getRegionLists } from '~/lib/reference.server';
import { PAGES } from '~/route-table.js';
import type { SessionUser } from '~/session.server';
import {
  STAFF_REGISTRATION_FORBIDDEN,
  USER_REGISTRATION_FORBIDDEN,
  userRegistrationMode,
  type UserRegistrationMode,
} from './access';
import { safeReturnTo } from './edit.server';
import { roleLabel } from './options';
import { facilityOptions, type ChoiceOption } from '~/lib/choices.server';
import { failPageLoad } from '~/page-failure.server';
import { getOwnFacility, type OwnFacility } from './lookups.server';
import {
  facilityUserCreateBody,
  facilityUserCreateSchema,
  staffCreateBody,
  staffCreateSchema,
  userCreateBody,
  userCreateSchema,
  type UserCreateInput,
} from './schemas';
import type { CreatedUser, UserCreatedReply } from './types';
import { readForm } from '~/lib/read-form.server';

type User = components['schemas']['User'];

/** The way /user-registration is offered to this user; a 403 page for everyone else, before any read. */
export function requireUserRegistrationMode(user: SessionUser): UserRegistrationMode {
  const mode = userRegistrationMode(user.role);
  if (!mode) throw data(USER_REGISTRATION_FORBIDDEN, { status: 403 });
  return mode;
}

/** /staff-registration and its edit form: admins only (a 403 page otherwise). */
export function requireStaffAdmin(user: SessionUser): void {
  if (!isAdminRole(user.role)) throw data(STAFF_REGISTRATION_FORBIDDEN, { status: 403 });
}

/** Where the confirmation leads back to (`?returnTo=/my-team`: 'Back to My Team'); a same-site path only. */
export interface ReturnLink {
  to: string;
  label: string;
}

export type UserRegistrationData = (
  | { mode: 'admin'; facilities: ChoiceOption[]; regions: RegionLists }
  | { mode: 'facility'; facility: OwnFacility }
) & { returnLink: ReturnLink | null };

function returnLinkOf(request: Request): ReturnLink | null {
  const to = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
  if (!to) return null;
  const page = PAGES.find((p) => p.path === to.split('?')[0]);
  return { to, label: page ? `Back to ${page.title}` : 'Go back' };
}

export async function loadUserRegistration(
  request: Request,
  user: SessionUser,
  mode: UserRegistrationMode,
): Promise<UserRegistrationData> {
  const returnLink = returnLinkOf(request);
  try {
    if (mode === 'facility') {
      return { mode, facility: await getOwnFacility(user, request.signal), returnLink };
    }
    const [facilities, regions] = await Promise.all([
      facilityOptions(user, request.signal),
      getRegionLists(user.token),
    ]);
    return { mode, facilities, regions, returnLink };
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}

export async function createUserFromForm(request: Request, user: SessionUser, mode: UserRegistrationMode) {
  const formData = await readForm(request);
  if (mode === 'facility') {
    const submission = await parseForm(formData, facilityUserCreateSchema);
    if (submission.status !== 'success') return invalidReply(submission);
    let facility: OwnFacility;
    try {
      facility = await getOwnFacility(user);
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      return apiErrorReply(submission, error);
    }
    const body = facilityUserCreateBody(submission.value, facility.id);
    return sendCreate(request, user, submission, body, { facilityName: facility.name, editable: false });
  }
  // The lists are cached; without them the API still checks everything but a state's country.
  const regions = await getRegionLists(user.token).catch(() => undefined);
  const submission = await parseForm(formData, userCreateSchema(regions && regionCodesOf(regions)));
  if (submission.status !== 'success') return invalidReply(submission);
  return sendCreate(request, user, submission, userCreateBody(submission.value), { editable: true });
}

export async function createStaffFromForm(request: Request, user: SessionUser) {
  const submission = await parseForm(await readForm(request), staffCreateSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  return sendCreate(request, user, submission, staffCreateBody(submission.value), { editable: true });
}

type Submission = Parameters<typeof invalidReply>[0];

async function sendCreate(
  request: Request,
  user: SessionUser,
  submission: Submission,
  body: UserCreateInput,
  options: { editable: boolean; facilityName?: string },
) {
  let created: User;
  try {
    ({ data: created } = await unwrap(api(user.token).POST('/api/users', { body })));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  const summary = createdSummary(created, options);
  const reply: UserCreatedReply = {
    result: submission.reply({ resetForm: true }),
    toast: { kind: 'success', message: `${summary.name} was created.` },
    created: summary,
  };
  return formReply(reply satisfies FormReply);
}

function createdSummary(created: User, options: { editable: boolean; facilityName?: string }): CreatedUser {
  const staff = isAdminRole(created.role) && created.userType === 'Operator_Staff';
  return {
    id: created.id,
    name: `${created.firstName} ${created.lastName}`,
    email: created.email,
    role: roleLabel(created.role),
    userType: enumLabel('userType', created.userType),
    staffRole: created.staffRole ? enumLabel('staffRole', created.staffRole) : null,
    facility: created.facility?.name ?? options.facilityName ?? null,
    status: created.status,
    editPath: options.editable
      ? `${staff ? '/staff-registration' : '/user-registration'}/edit/${encodeURIComponent(created.id)}`
      : null,
  };
}
