/** Facility accounts (admin list, details, create, edit), the current facility user's account, and my team. */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { normalizeRole } from '../../contracts';
import { db, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';

import { canEditAccount, canReadAccount, isFacilityUser } from '../users/access';
import { changeStatus } from '../users/lifecycle';
import { matchesSearch, pageOf, sortStable } from '../http/lists';
import { phoneFieldErrors } from '../users/rules';
import { accountProfileOf, toAccount, toUser } from '../users/views';
import { moveAccountUsers } from './account-users';
import { applyAccountDocumentChanges, checkAccountDocument } from './documents';

type Facility = ReturnType<typeof db.facilities.all>[number];
type AccountUpdate = z.infer<typeof schemas.zFacilityAccountUpdateInput>;

const findFacility = (id: string) => db.facilities.findFirst((q) => q.where({ id }));
const nameTaken = (name: string, exceptId?: string) =>
  db.facilities
    .all()
    .some((f) => f.id !== exceptId && f.name.trim().toLowerCase() === name.trim().toLowerCase());
const NAME_TAKEN = 'A facility with this name already exists.';

/** The next facility id after the highest numbered one (fac-013, …). */
export function nextFacilityId(): string {
  const highest = Math.max(0, ...db.facilities.all().map((f) => Number(/^fac-(\d+)$/.exec(f.id)?.[1] ?? 0)));
  return `fac-${String(highest + 1).padStart(3, '0')}`;
}

/**
 * Checks and applies an edit to an account; a Response when it is refused. A status change moves the account's
 * users too (./account-users.ts), in the name of `by`, the admin who made it.
 */
export async function applyAccountUpdate(
  facility: Facility,
  body: AccountUpdate,
  by?: UserRecord,
): Promise<Response | null> {
  if (body.name && nameTaken(body.name, facility.id)) {
    return fail(409, NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
  }
  const profile = accountProfileOf(facility.id);
  if (body.status) {
    const change = changeStatus(profile.status, body.status, 'An account');
    if (!change.ok) return fail(409, change.message);
  }
  const fieldErrors = phoneFieldErrors(body, ['phone']);
  if (Object.keys(fieldErrors).length) return fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors });
  const documents = checkAccountDocument(body, facility.id);
  if (documents instanceof Response) return documents;

  const now = new Date().toISOString();
  const definedOnly = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
  // An empty text clears an optional field (the contract's FacilityAccountUpdateInput).
  const cleared = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const {
    labArrangement,
    email,
    address,
    postalCode,
    status,
    proofOfAddressDocumentId: _document,
    ...summary
  } = body;
  await db.facilities.update((q) => q.where({ id: facility.id }), {
    data(draft) {
      Object.assign(
        draft,
        definedOnly({ ...summary, state: cleared(summary.state), city: cleared(summary.city) }),
      );
      if (summary.name) draft.name = summary.name.trim();
    },
  });
  await applyAccountDocumentChanges(facility.id, documents);
  const defined = definedOnly({
    labArrangement,
    email: email?.trim().toLowerCase(),
    address: cleared(address),
    postalCode: cleared(postalCode),
    status,
  });
  if (!db.accountProfiles.findFirst((q) => q.where({ facilityId: facility.id }))) {
    await db.accountProfiles.create({ ...profile, ...defined, updatedAt: now });
  } else {
    await db.accountProfiles.update((q) => q.where({ facilityId: facility.id }), {
      data(draft) {
        Object.assign(draft, defined);
        draft.updatedAt = now;
      },
    });
  }
  if (by && status && status !== profile.status)
    await moveAccountUsers(facility.id, profile.status, status, by);
  return null;
}

const SORT_KEYS: Record<string, (f: Facility) => string> = {
  name: (f) => f.name.toLowerCase(),
  createdAt: (f) => accountProfileOf(f.id).createdAt,
  status: (f) => accountProfileOf(f.id).status,
  country: (f) => f.country,
};

const TEAM_SORT_KEYS: Record<string, (u: UserRecord) => string> = {
  name: (u) => `${u.lastName} ${u.firstName}`.toLowerCase(),
  email: (u) => u.email,
  role: (u) => u.role,
  status: (u) => u.status,
};

export const FACILITY_USERS_ONLY = 'Only facility users have a facility account.';

export function myFacility(user: UserRecord): Facility | Response {
  if (!isFacilityUser(user)) return fail(403, FACILITY_USERS_ONLY);
  const facility = user.facilityId ? findFacility(user.facilityId) : undefined;
  return facility ?? fail(404, 'No facility is linked to this user.');
}

export const accountHandlers = [
  operation('listAccounts', 'Only admins can list accounts.', ({ query }) => {
    const matches = db.facilities.all().filter((f) => {
      const profile = accountProfileOf(f.id);
      return (
        (!query.status || profile.status === query.status) &&
        (!query.accountType || f.accountType === query.accountType) &&
        (!query.country || f.country === query.country) &&
        matchesSearch(query.search, f.name, profile.email, f.city)
      );
    });
    sortStable(matches, SORT_KEYS[query.sort ?? 'name']!, query.order ?? 'asc', (f) => f.id);
    const page = pageOf(matches, query.page, query.pageSize);
    return ok('listAccounts', { ...page, items: page.items.map(toAccount) });
  }),

  operation('createAccount', 'Only admins can create facility accounts.', async ({ body }) => {
    if (nameTaken(body.name)) return fail(409, NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
    const fieldErrors = phoneFieldErrors(body, ['phone']);
    if (Object.keys(fieldErrors).length)
      return fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors });
    const facility = await createFacilityAccount(body);
    return ok('createAccount', toAccount(facility), { status: 201, message: 'Facility account created.' });
  }),

  operation('getAccount', ({ auth, params }) => {
    const facility = findFacility(params.accountId);
    if (!facility) return fail(404, 'Account not found.');
    if (!canReadAccount(auth.user, facility.id))
      return fail(403, 'You may only see your own facility’s account.');
    return ok('getAccount', toAccount(facility));
  }),

  operation('updateAccount', async ({ auth, params, body }) => {
    const facility = findFacility(params.accountId);
    if (!facility) return fail(404, 'Account not found.');
    if (!canEditAccount(auth.user, facility.id, Object.keys(body))) {
      return fail(
        403,
        canReadAccount(auth.user, facility.id)
          ? 'Only admins can change an account’s status.'
          : 'You may only edit your own facility’s account.',
      );
    }
    const refused = await applyAccountUpdate(facility, body, auth.user);
    if (refused) return refused;
    return ok('updateAccount', toAccount(findFacility(facility.id)!), { message: 'Account updated.' });
  }),

  operation('getMyFacilityAccount', FACILITY_USERS_ONLY, ({ auth }) => {
    const facility = myFacility(auth.user);
    return facility instanceof Response ? facility : ok('getMyFacilityAccount', toAccount(facility));
  }),

  operation('updateMyFacilityAccount', FACILITY_USERS_ONLY, async ({ auth, body }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    if (body.status !== undefined) return fail(403, 'Only admins can change an account’s status.');
    const refused = await applyAccountUpdate(facility, body);
    if (refused) return refused;
    return ok('updateMyFacilityAccount', toAccount(findFacility(facility.id)!), {
      message: 'Facility account details saved.',
    });
  }),

  operation('getMyTeam', FACILITY_USERS_ONLY, ({ auth, query }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const members = db.users
      .all()
      .filter(
        (u) =>
          u.facilityId === facility.id &&
          (!query.role || normalizeRole(u.role) === normalizeRole(query.role)) &&
          (!query.status || u.status === query.status) &&
          matchesSearch(query.search, u.firstName, u.lastName, u.email, `${u.firstName} ${u.lastName}`),
      );
    sortStable(members, TEAM_SORT_KEYS[query.sort ?? 'name']!, query.order ?? 'asc', (u) => u.id);
    const { items, ...page } = pageOf(members, query.page, query.pageSize);
    return ok('getMyTeam', {
      facility: { id: facility.id, name: facility.name },
      members: items.map(toUser),
      ...page,
    });
  }),
];

/** Creates a facility and its account record (status New); the caller persists. */
export async function createFacilityAccount(
  input: z.infer<typeof schemas.zFacilityAccountInput>,
  now = new Date().toISOString(),
): Promise<Facility> {
  const id = nextFacilityId();
  const facility = await db.facilities.create({
    id,
    name: input.name.trim(),
    facilityType: input.facilityType,
    accountType: input.accountType,
    phone: input.phone,
    country: input.country,
    state: input.state ?? null,
    city: input.city ?? null,
  });
  await db.accountProfiles.create({
    facilityId: id,
    labArrangement: input.labArrangement,
    email: input.email.trim().toLowerCase(),
    address: input.address ?? null,
    postalCode: input.postalCode ?? null,
    status: 'New',
    reviewRequestedAt: null,
    reviewRequestedBy: null,
    createdAt: now,
    updatedAt: now,
  });
  return facility;
}
