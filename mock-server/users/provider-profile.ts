/**
 * A provider's own profile (About Me): getMyProviderProfile and updateMyProviderProfile. Providers only, their
 * own record alone. The profile joins the user (name, email, status), their profile record (phone, practice,
 * place) and their provider registration (salutation, subspecialties, licensed states, documents). Saving goes
 * through the registration's update, so the same rules apply; a provider without a registration (an account an
 * admin created) gets one, built from the user, the first time they save.
 */
import { db, type UserRecord } from '../store/db';
import { ok, operation } from '../http/operation';
import { EMPTY_REGISTRATION, profileOf, type RegistrationRecord } from './views';
import { documentsOf } from '../registration/documents';
import { newRegistrationId, updateProviderRecord } from '../registration/writes';

export const PROVIDERS_ONLY = 'Only providers have an About Me profile.';
export const PROFILE_SAVED = 'Your profile was saved.';

const registrationOf = (user: UserRecord) =>
  db.registrations.findFirst((q) => q.where({ userId: user.id, kind: 'provider' }));

export function toProviderProfile(user: UserRecord) {
  const profile = profileOf(user);
  const registration = registrationOf(user);
  return {
    userId: user.id,
    registrationId: registration?.id ?? null,
    status: user.status,
    salutation: registration?.salutation ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: profile.phone,
    specialty: profile.specialty,
    subspecialties: registration?.subspecialties ?? [],
    workAuthorization: profile.workAuthorization,
    experience: profile.experience,
    licensedStates: registration?.licensedStates ?? [],
    country: profile.country,
    state: profile.state,
    city: profile.city,
    documents: registration ? documentsOf(registration.id) : [],
    createdAt: profile.createdAt,
    updatedAt: [profile.updatedAt, registration?.updatedAt ?? ''].sort().at(-1)!,
  };
}

/** A registration holding what the user record has (the first save of a profile without one). */
async function newRegistration(user: UserRecord): Promise<RegistrationRecord> {
  const profile = profileOf(user);
  const now = new Date().toISOString();
  return db.registrations.create({
    ...EMPTY_REGISTRATION,
    id: newRegistrationId(),
    kind: 'provider',
    status: user.status,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: profile.phone ?? '',
    specialty: profile.specialty,
    workAuthorization: profile.workAuthorization,
    experience: profile.experience,
    country: profile.country ?? 'US',
    state: profile.state,
    city: profile.city,
    subspecialties: [],
    licensedStates: [],
    submittedAt: now,
    updatedAt: now,
  });
}

export const providerProfileHandlers = [
  operation('getMyProviderProfile', PROVIDERS_ONLY, ({ auth }) => {
    return ok('getMyProviderProfile', toProviderProfile(auth.user));
  }),

  operation('updateMyProviderProfile', PROVIDERS_ONLY, async ({ auth, body }) => {
    const existing = registrationOf(auth.user);
    const registration = existing ?? (await newRegistration(auth.user));
    const saved = await updateProviderRecord(registration, body);
    if (saved instanceof Response) {
      // A refused first save leaves the provider as they were: without a registration.
      if (!existing) await db.registrations.delete((q) => q.where({ id: registration.id }));
      return saved;
    }
    const user = db.users.findFirst((q) => q.where({ id: auth.user.id }))!;
    return ok('updateMyProviderProfile', toProviderProfile(user), { message: PROFILE_SAVED });
  }),
];
