/**
 * A user's page for admins (/users/detail/:userId and the legacy /UserDetail/:userId): the record (getUser),
 * its status with the changes allowed from it and its history (getUserStatus), the groups' names, and for a
 * provider their registration's profile (subspecialties, licensed states, salutation) when they have one.
 * The action changes the status (changeUserStatus) with a reason: a redirect with a flash on success, the
 * API's sentence as a toast otherwise.
 */
import { data, redirect } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, schemas, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { isProviderRole } from '~/features/auth';
import { flashCookie, takeFlash } from '~/flash.server';
import { getReferenceList } from '~/lib/reference.server';
import type { SessionUser } from '~/session.server';
import { USER_NOT_FOUND } from './access';
import { failPageLoad } from '~/page-failure.server';
import { STATUS_MESSAGES, statusChangedMessage, type StatusReply } from './status';
import { readForm } from '~/lib/read-form.server';
import { readAssignmentProfile } from '~/features/assignment/profile.server';
import { saveCaseloadCap } from './caseload.server';

type User = components['schemas']['User'];
type Registration = components['schemas']['Registration'];

export interface ProviderProfileFacts {
  salutation: string | null;
  subspecialties: string[];
  licensedStates: string[];
  registrationId: string;
  submittedAt: string;
}

/** The user's id from the path, or the 404 page. */
export function userIdOf(raw: string | undefined): string {
  const id = schemas.zGetUserPath.shape.userId.safeParse(raw);
  if (!id.success) throw data(USER_NOT_FOUND, { status: 404 });
  return id.data;
}

async function readUser(request: Request, admin: SessionUser, userId: string): Promise<User> {
  try {
    const { data: user } = await unwrap(
      api(admin.token).GET('/api/users/{userId}', { params: { path: { userId } }, signal: request.signal }),
    );
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(USER_NOT_FOUND, { status: 404 });
    return failPageLoad(request, admin, error);
  }
}

/** The provider's registration (found by email, matched by user id); null without one or when unreadable. */
async function providerProfile(request: Request, admin: SessionUser, user: User) {
  if (!isProviderRole(user.role)) return null;
  try {
    const { data: page } = await unwrap(
      api(admin.token).GET('/api/registrations', {
        params: { query: { kind: 'provider', search: user.email, pageSize: 20 } },
        signal: request.signal,
      }),
    );
    const registration = page.items.find((r: Registration) => r.userId === user.id);
    if (!registration) return null;
    const labels = await getReferenceList('subspecialties', admin.token).catch(() => []);
    const label = new Map(labels.map((o) => [o.value, o.label]));
    return {
      salutation: registration.salutation,
      subspecialties: registration.subspecialties.map((code) => label.get(code) ?? code),
      licensedStates: [...registration.licensedStates],
      registrationId: registration.id,
      submittedAt: registration.submittedAt,
    } satisfies ProviderProfileFacts;
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    return null;
  }
}

async function groupNames(request: Request, admin: SessionUser, ids: readonly string[]) {
  if (!ids.length) return [];
  try {
    const { data: page } = await unwrap(
      api(admin.token).GET('/api/groups', { params: { query: { pageSize: 100 } }, signal: request.signal }),
    );
    return page.items.filter((g) => ids.includes(g.id)).map((g) => g.name);
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    return ids.map(String);
  }
}

export async function loadUserDetail(request: Request, rawId: string | undefined) {
  const admin = await requireAdmin(request);
  const userId = userIdOf(rawId);
  const user = await readUser(request, admin, userId);
  const [status, profile, groups, caseload] = await Promise.all([
    unwrap(
      api(admin.token).GET('/api/users/{userId}/status', {
        params: { path: { userId } },
        signal: request.signal,
      }),
    ).then(
      ({ data: info }) => info,
      (error: unknown) => failPageLoad(request, admin, error),
    ),
    providerProfile(request, admin, user),
    groupNames(request, admin, user.groupIds),
    isProviderRole(user.role) ? readAssignmentProfile(request, admin, userId) : null,
  ]);
  const { flash, headers } = takeFlash(request);
  return data(
    { user, status, profile, groups, caseload, flash, isSelf: admin.email === user.email },
    { headers },
  );
}
export type UserDetailData = Awaited<ReturnType<typeof loadUserDetail>>['data'];

/** The status change form: the contract's input, the reason required as the API requires it. */
export const statusChangeSchema = schemas.zUserStatusChangeInput.extend({
  reason: z
    .string({ error: STATUS_MESSAGES.reasonRequired })
    .trim()
    .min(1, STATUS_MESSAGES.reasonRequired)
    .max(1000, 'Enter at most 1000 characters.'),
});

export async function changeUserStatusAction(request: Request, rawId: string | undefined) {
  const admin = await requireAdmin(request);
  const userId = userIdOf(rawId);
  if (new URL(request.url).searchParams.has('cap')) return saveCaseloadCap(request, admin, userId);
  const form = await readForm(request);
  const parsed = statusChangeSchema.safeParse({
    status: form.get('status') ?? undefined,
    reason: form.get('reason') ?? undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? STATUS_MESSAGES.reasonRequired;
    return data<StatusReply>({ toast: { kind: 'error', message } }, { status: 400 });
  }
  try {
    await unwrap(
      api(admin.token).POST('/api/users/{userId}/status', {
        params: { path: { userId } },
        body: parsed.data,
      }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    if (!(error instanceof ApiError)) throw error;
    // 409 (a change the lifecycle refuses, e.g. someone changed the status meanwhile) and 422 say why in the
    // server's own words; the catalogue's sentence otherwise.
    const message =
      error.status === 409 || error.status === 422 ? (error.serverMessage ?? error.message) : error.message;
    const status = error.status && error.status < 500 ? error.status : 502;
    return data<StatusReply>({ toast: { kind: 'error', message } }, { status });
  }
  const here = new URL(request.url).pathname;
  return redirect(here, {
    headers: {
      'Set-Cookie': flashCookie({ kind: 'success', message: statusChangedMessage(parsed.data.status) }),
    },
  });
}
