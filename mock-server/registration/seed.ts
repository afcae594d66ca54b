/**
 * The seeded registrations: one for each provider still in onboarding (New, In Progress) and 2 "other" ones,
 * then one of each kind under a fixed id for the demo and the tests (DEMO_REGISTRATIONS), then the approved one
 * of every other Active provider (./seed-approved.ts, its own random stream).
 */
import { db, type UserRecord } from '../store/db';
import { EMPTY_REGISTRATION, type UserProfile } from '../users/views';
import { DAY, SEED_NOW, isoTime as iso, pad, type Random } from '../store/seed-generate';
import { isProviderRole, sameStatus } from '../../contracts';
import { DEMO_PROVIDER_CREDENTIALS, seedApprovedRegistrations } from './seed-approved';

/** The registrations with fixed ids: the demo provider's own, the provisional facility's own, and an "other". */
export const DEMO_REGISTRATIONS = {
  provider: 'reg-demo-provider',
  facility: 'reg-demo-facility',
  other: 'reg-demo-other',
} as const;

/** Draws from the people seed's random numbers (users/seed.ts), last. */
export async function seedRegistrations(
  random: Random,
  users: readonly UserRecord[],
  profiles: ReadonlyMap<string, UserProfile>,
) {
  let registrationNumber = await seedOnboardingRegistrations(users, profiles, 0);
  for (const [firstName, lastName, organisationName] of [
    ['Ines', 'Duarte', 'Duarte Research Partners'],
    ['Kwame', 'Mensah', 'Accra Teaching Labs'],
  ] as const) {
    const submittedAt = iso(SEED_NOW - random.int(1, 30) * DAY);
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: `reg-${pad(++registrationNumber, 3)}`,
      kind: 'other',
      status: 'New',
      userId: null,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.test`.toLowerCase(),
      phone: `+233 ${pad(random.int(100, 999), 3)} ${pad(random.int(100, 999), 3)} ${pad(random.int(0, 9999), 4)}`,
      specialty: 'Pathology',
      workAuthorization: null,
      experience: null,
      country: 'Other',
      state: null,
      city: null,
      organisationName,
      message: 'We would like to send out slides for second opinions.',
      submittedAt,
      updatedAt: submittedAt,
    });
  }
  await seedDemoRegistrations(profiles);
  await seedApprovedRegistrations(users, profiles, registrationNumber);
}

/**
 * A registration for each provider of `users` still in onboarding (New, In Progress), numbered after
 * `lastNumber`; the last number given. No random draw.
 */
export async function seedOnboardingRegistrations(
  users: readonly UserRecord[],
  profiles: ReadonlyMap<string, UserProfile>,
  lastNumber: number,
) {
  let registrationNumber = lastNumber;
  for (const user of users.filter(
    (u) => isProviderRole(u.role) && (sameStatus(u.status, 'New') || sameStatus(u.status, 'In Progress')),
  )) {
    const profile = profiles.get(user.id)!;
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: `reg-${pad(++registrationNumber, 3)}`,
      kind: 'provider',
      status: user.status,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: profile.phone!,
      specialty: profile.specialty,
      workAuthorization: profile.workAuthorization,
      experience: profile.experience,
      licensedStates: licensedStatesOf(profile),
      country: profile.country ?? 'US',
      state: profile.state,
      city: profile.city,
      submittedAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });
  }
  return registrationNumber;
}

/** A Pathology provider is licensed in its own US state (or, outside the US, in one the seed picks). */
function licensedStatesOf(profile: UserProfile): string[] {
  if (profile.specialty !== 'Pathology') return [];
  return [profile.country === 'US' && profile.state ? profile.state : 'NY'];
}

/** One registration of each kind under a fixed id; no random draw, so nothing else in the seed moves. */
async function seedDemoRegistrations(profiles: ReadonlyMap<string, UserProfile>) {
  const provider = db.users.findFirst((q) => q.where({ id: 'usr-provider' }));
  const profile = provider && profiles.get(provider.id);
  if (provider && profile) {
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: DEMO_REGISTRATIONS.provider,
      kind: 'provider',
      status: provider.status,
      userId: provider.id,
      salutation: 'Dr.',
      firstName: provider.firstName,
      lastName: provider.lastName,
      email: provider.email,
      phone: profile.phone!,
      specialty: profile.specialty,
      subspecialties: [...DEMO_PROVIDER_CREDENTIALS.subspecialties],
      workAuthorization: profile.workAuthorization,
      experience: profile.experience,
      licensedStates: [...DEMO_PROVIDER_CREDENTIALS.licensedStates],
      country: profile.country ?? 'US',
      state: profile.state,
      city: profile.city,
      submittedAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });
  }
  const registrant = db.users.findFirst((q) => q.where({ id: 'usr-provisional-facility' }));
  const facility = registrant?.facilityId
    ? db.facilities.findFirst((q) => q.where({ id: registrant.facilityId! }))
    : undefined;
  const account = facility && db.accountProfiles.findFirst((q) => q.where({ facilityId: facility.id }));
  if (registrant && facility && account) {
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: DEMO_REGISTRATIONS.facility,
      kind: 'facility',
      status: account.status,
      userId: registrant.id,
      facilityId: facility.id,
      firstName: registrant.firstName,
      lastName: registrant.lastName,
      email: registrant.email,
      phone: profiles.get(registrant.id)?.phone ?? '+1 (555) 010-2002',
      country: facility.country,
      state: facility.state ?? null,
      city: facility.city ?? null,
      facilityName: facility.name,
      organisationKind: 'Pathologist Group',
      facilityType: facility.facilityType,
      accountType: facility.accountType,
      labArrangement: account.labArrangement,
      services: 'Send Out',
      caseScope: 'all',
      facilityPhone: facility.phone ?? '+1 (555) 010-2000',
      address: account.address,
      postalCode: account.postalCode,
      submittedAt: account.createdAt,
      updatedAt: account.createdAt,
    });
  }
  const submittedAt = iso(SEED_NOW - 3 * DAY);
  await db.registrations.create({
    ...EMPTY_REGISTRATION,
    id: DEMO_REGISTRATIONS.other,
    kind: 'other',
    status: 'New',
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie.tremblay@example.test',
    phone: '+1 (604) 555-0142',
    organisationName: 'Coastal Tissue Biobank',
    specialty: 'Pathology',
    country: 'Canada',
    state: 'BC',
    city: 'Vancouver',
    message: 'We hold archived slides and would like second opinions on a research cohort.',
    submittedAt,
    updatedAt: submittedAt,
  });
}
