/** Users: the admin list, details, creation (/user-registration) and editing, with the status lifecycle. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { hashPassword } from '../auth/passwords';

import { canCreateUser, canEditUser, canReadUser } from './access';
import { changeStatus } from './lifecycle';
import { recordStatusChange } from './status-history';
import { matchesSearch, pageOf, sortStable } from '../http/lists';
import { phoneFieldErrors } from './rules';
import { defaultProfile, profileOf, toUser, type UserProfile } from './views';
import { isAdminRole, isFacilityRole, normalizeRole, sameStatus, SENTENCES } from '../../contracts';

type ProfileFields = Partial<Omit<UserProfile, 'userId' | 'updatedAt'>>;

const FORBIDDEN = 'You do not have permission to do this.';
const findUser = (id: string) => db.users.findFirst((q) => q.where({ id }));
const emailTaken = (email: string, exceptId?: string) => {
  const other = db.users.findFirst((q) => q.where({ email }));
  return Boolean(other && other.id !== exceptId);
};

/** Writes profile fields, creating the profile record when the user has none yet. */
export async function saveProfile(user: UserRecord, fields: ProfileFields, now: string) {
  const existing = db.userProfiles.findFirst((q) => q.where({ userId: user.id }));
  if (!existing) {
    await db.userProfiles.create({ ...defaultProfile(user, now), ...fields, updatedAt: now });
    return;
  }
  await db.userProfiles.update((q) => q.where({ userId: user.id }), {
    data(draft) {
      Object.assign(draft, fields);
      draft.updatedAt = now;
    },
  });
}

/** An unusable password: the user chooses one through the email verification flow. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('hex'));

const SORT_KEYS: Record<string, (u: UserRecord) => string> = {
  name: (u) => `${u.lastName} ${u.firstName}`.toLowerCase(),
  email: (u) => u.email,
  role: (u) => u.role,
  status: (u) => u.status,
  createdAt: (u) => profileOf(u).createdAt,
};

type UpdateInput = z.infer<typeof schemas.zUserUpdateInput>;

export const userHandlers = [
  operation('listUsers', 'Only admins can list users.', ({ query }) => {
    const matches = db.users
      .all()
      .filter(
        (u) =>
          (!query.role || normalizeRole(u.role) === normalizeRole(query.role)) &&
          (!query.status || u.status === query.status) &&
          (!query.facilityId || u.facilityId === query.facilityId) &&
          matchesSearch(query.search, u.firstName, u.lastName, u.email, `${u.firstName} ${u.lastName}`),
      );
    sortStable(matches, SORT_KEYS[query.sort ?? 'name']!, query.order ?? 'asc', (u) => u.id);
    const page = pageOf(matches, query.page, query.pageSize);
    return ok('listUsers', { ...page, items: page.items.map(toUser) });
  }),

  operation(
    'createUser',
    async ({ auth, body }) => {
      const facilityId =
        body.facilityId ??
        (normalizeRole(auth.user.role) === 'MedicalFacility'
          ? (auth.user.facilityId ?? undefined)
          : undefined);
      if (!canCreateUser(auth.user, { role: body.role, facilityId })) {
        return fail(403, 'You may only create users of your own facility.');
      }
      const email = body.email.trim().toLowerCase();
      if (emailTaken(email)) {
        return fail(409, 'A user with this email already exists.', {
          fieldErrors: { email: ['A user with this email already exists.'] },
        });
      }
      const fieldErrors: Record<string, string[]> = phoneFieldErrors(body, ['phone']);
      const facilityRole = isFacilityRole(body.role);
      if (facilityRole && (!facilityId || !db.facilities.findFirst((q) => q.where({ id: facilityId })))) {
        fieldErrors.facilityId = [SENTENCES.users.facilityMissing];
      }
      if (!facilityRole && body.facilityId)
        fieldErrors.facilityId = ['Only facility users belong to a facility.'];
      if (isAdminRole(body.role) && !body.staffRole)
        fieldErrors.staffRole = [SENTENCES.users.staffRoleMissing];
      if (!isAdminRole(body.role) && body.staffRole)
        fieldErrors.staffRole = ['Only admins have a staff role.'];
      if (Object.keys(fieldErrors).length) {
        return fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors });
      }
      const now = new Date().toISOString();
      const user = await db.users.create({
        id: `usr-${randomUUID().slice(0, 12)}`,
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        role: body.role,
        status: 'New',
        passwordHash: unusablePasswordHash(),
        facilityId: facilityRole ? facilityId! : null,
        bannerMessage: null,
      });
      await saveProfile(
        user,
        {
          userType: body.userType,
          staffRole: body.staffRole ?? null,
          phone: body.phone,
          specialty: body.specialty ?? null,
          workAuthorization: body.workAuthorization ?? null,
          experience: body.experience ?? null,
          country: body.country ?? null,
          state: body.state ?? null,
          city: body.city ?? null,
          createdAt: now,
        },
        now,
      );
      return ok('createUser', toUser(user), { status: 201, message: 'User created.' });
    },
    { requiredMessages: { email: 'Email is required' } },
  ),

  operation('getUser', ({ auth, params }) => {
    const user = findUser(params.userId);
    if (!user) return fail(404, 'User not found.');
    if (!canReadUser(auth.user, user.id)) return fail(403, FORBIDDEN);
    return ok('getUser', toUser(user));
  }),

  operation('updateUser', async ({ auth, params, body }) => {
    const user = findUser(params.userId);
    if (!user) return fail(404, 'User not found.');
    const fields = Object.keys(body) as Array<keyof UpdateInput>;
    if (!canEditUser(auth.user, user.id, fields)) {
      return fail(
        403,
        fields.includes('status') || fields.includes('staffRole')
          ? 'Only admins can change a user’s status or staff role.'
          : FORBIDDEN,
      );
    }
    if (body.status) {
      if (
        body.status === 'Deactivated' &&
        user.id === auth.user.id &&
        !sameStatus(user.status, 'Deactivated')
      ) {
        return fail(409, 'You cannot deactivate your own account.');
      }
      const change = changeStatus(user.status, body.status);
      if (!change.ok) return fail(409, change.message);
    }
    const email = body.email?.trim().toLowerCase();
    if (email && emailTaken(email, user.id)) {
      return fail(409, 'A user with this email already exists.', {
        fieldErrors: { email: ['A user with this email already exists.'] },
      });
    }
    const fieldErrors = phoneFieldErrors(body, ['phone']);
    if (body.staffRole && !isAdminRole(user.role)) fieldErrors.staffRole = ['Only admins have a staff role.'];
    if (Object.keys(fieldErrors).length)
      return fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors });

    const now = new Date().toISOString();
    const { email: _e, firstName, lastName, status, ...profile } = body;
    const updated = await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        if (email) draft.email = email;
        if (firstName) draft.firstName = firstName.trim();
        if (lastName) draft.lastName = lastName.trim();
        if (status) draft.status = status;
      },
    });
    await saveProfile(updated!, profile, now);
    if (status && status !== user.status) {
      const changedBy = { id: auth.user.id, name: `${auth.user.firstName} ${auth.user.lastName}` };
      await recordStatusChange(user.id, { from: user.status, to: status, reason: null, changedBy }, now);
    }
    if (status === 'Deactivated') {
      for (const session of db.sessions.findMany((q) => q.where({ userId: user.id })))
        db.sessions.delete((q) => q.where({ token: session.token }));
    }
    return ok('updateUser', toUser(updated!), { message: 'User updated.' });
  }),
];
