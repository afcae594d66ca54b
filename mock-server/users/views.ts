/** The contract's views of people records, joined across the collections that hold them. */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db, type UserRecord } from '../store/db';
import { accountProofOfAddress } from '../accounts/documents';
import { documentsOf } from '../registration/documents';
import { isAdminRole, isProviderRole, normalizeRole } from '../../contracts';

type User = z.input<typeof schemas.zUser>;
type FacilityAccount = z.input<typeof schemas.zFacilityAccount>;
type Group = z.input<typeof schemas.zGroup>;
type Registration = z.input<typeof schemas.zRegistration>;
/** A record's own fields, without the collection's bookkeeping symbols. */
type Plain<T> = { [K in keyof T as K extends symbol ? never : K]: T[K] };
export type UserProfile = Plain<ReturnType<typeof db.userProfiles.all>[number]>;
export type AccountProfile = Plain<ReturnType<typeof db.accountProfiles.all>[number]>;
export type GroupRecord = Plain<ReturnType<typeof db.groups.all>[number]>;
export type RegistrationRecord = Plain<ReturnType<typeof db.registrations.all>[number]>;

/** The optional fields of a registration, all empty: each kind fills in its own. */
export const EMPTY_REGISTRATION = {
  userId: null,
  facilityId: null,
  specialty: null,
  workAuthorization: null,
  experience: null,
  salutation: null,
  subspecialties: [] as string[],
  licensedStates: [] as string[],
  state: null,
  city: null,
  facilityName: null,
  facilityType: null,
  accountType: null,
  labArrangement: null,
  organisationKind: null,
  services: null,
  caseScope: null,
  facilityPhone: null,
  address: null,
  postalCode: null,
  organisationName: null,
  message: null,
} as const;

/** For a user without a profile record (created elsewhere): what the role implies, nothing invented. */
export function defaultProfile(user: Pick<UserRecord, 'id' | 'role'>, now: string): UserProfile {
  return {
    userId: user.id,
    userType: isProviderRole(user.role)
      ? 'Physician'
      : isAdminRole(user.role)
        ? 'Operator_Staff'
        : normalizeRole(user.role) === 'Facility_NP'
          ? 'Facility_NP'
          : 'Other',
    staffRole: isAdminRole(user.role) ? 'Admin' : null,
    phone: null,
    specialty: null,
    workAuthorization: null,
    experience: null,
    country: null,
    state: null,
    city: null,
    createdAt: now,
    updatedAt: now,
  };
}

export const personName = (u: Pick<UserRecord, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

export function profileOf(user: UserRecord): UserProfile {
  return (
    db.userProfiles.findFirst((q) => q.where({ userId: user.id })) ??
    defaultProfile(user, new Date(0).toISOString())
  );
}

export function toUser(user: UserRecord): User {
  const { userId: _userId, ...profile } = profileOf(user);
  const facility = user.facilityId
    ? db.facilities.findFirst((q) => q.where({ id: user.facilityId! }))
    : undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    ...profile,
    facility: facility ? { id: facility.id, name: facility.name } : null,
    groupIds: db.groups
      .all()
      .filter((g) => g.memberIds.includes(user.id))
      .map((g) => g.id)
      .sort(),
  };
}

export function accountProfileOf(facilityId: string): AccountProfile {
  return (
    db.accountProfiles.findFirst((q) => q.where({ facilityId })) ?? {
      facilityId,
      labArrangement: 'Other',
      email: null,
      address: null,
      postalCode: null,
      status: 'Active',
      reviewRequestedAt: null,
      reviewRequestedBy: null,
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    }
  );
}

export function toAccount(facility: ReturnType<typeof db.facilities.all>[number]): FacilityAccount {
  const { facilityId: _facilityId, ...profile } = accountProfileOf(facility.id);
  return {
    id: facility.id,
    name: facility.name,
    facilityType: facility.facilityType,
    accountType: facility.accountType,
    phone: facility.phone ?? null,
    country: facility.country,
    state: facility.state ?? null,
    city: facility.city ?? null,
    ...profile,
    userCount: db.users.all().filter((u) => u.facilityId === facility.id).length,
    proofOfAddress: accountProofOfAddress(facility.id),
  };
}

export function toGroup(group: GroupRecord): Group {
  const { memberIds, ...rest } = group;
  const members = memberIds
    .map((id) => db.users.findFirst((q) => q.where({ id })))
    .filter((u): u is NonNullable<typeof u> => Boolean(u))
    .map((u) => ({ id: u.id, name: personName(u), email: u.email, status: u.status }));
  return { ...rest, members };
}

/** A registration with the current status of what it created (the user, or the facility account). */
export function toRegistration(registration: RegistrationRecord): Registration {
  let status = registration.status;
  if (registration.kind === 'provider' && registration.userId) {
    status = db.users.findFirst((q) => q.where({ id: registration.userId! }))?.status ?? status;
  } else if (registration.kind === 'facility' && registration.facilityId) {
    status = accountProfileOf(registration.facilityId).status;
  }
  return { ...registration, status, documents: documentsOf(registration.id) };
}
