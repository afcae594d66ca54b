/**
 * What the registration handlers write with, shared by the registration operations and a provider's own
 * profile (provider-profile.ts): the refusals (409, 422), saving a registration, and a provider registration's
 * update, which also applies to its user.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db } from '../store/db';
import { fail } from '../http/operation';
import { passwordProblems, phoneFieldErrors } from '../users/rules';
import { registrationRuleErrors, storedState } from './rules';
import type { RegistrationRecord } from '../users/views';
import { applyDocumentChanges, checkDocumentIds, withoutDocumentIds } from './documents';
import { saveProfile } from '../users/handlers';

type Country = RegistrationRecord['country'];
type ProviderUpdate = z.infer<typeof schemas.zProviderRegistrationUpdateInput>;

export const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use Forgot Password.';
export const FACILITY_TAKEN = 'A facility with this name is already registered.';

/**
 * 409 for a used email, 422 for invalid country codes, a weak password or a broken registration rule (`rules`:
 * registration/rules.ts); null when the input is fine.
 */
export function refuse(
  body: Record<string, unknown>,
  checks: {
    email?: string;
    phones: string[];
    password?: string;
    facilityName?: string;
    rules?: Record<string, string[]>;
  },
): Response | null {
  if (checks.email && db.users.findFirst((q) => q.where({ email: checks.email! }))) {
    return fail(409, EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });
  }
  const name = checks.facilityName?.trim().toLowerCase();
  if (name && db.facilities.all().some((f) => f.name.trim().toLowerCase() === name)) {
    return fail(409, FACILITY_TAKEN, { fieldErrors: { facilityName: [FACILITY_TAKEN] } });
  }
  const fieldErrors = phoneFieldErrors(body, checks.phones);
  if (checks.password !== undefined) {
    const problems = passwordProblems(checks.password);
    if (problems.length) fieldErrors.password = problems;
  }
  Object.assign(fieldErrors, checks.rules);
  return Object.keys(fieldErrors).length
    ? fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors })
    : null;
}

export async function saveRegistration(id: string, changes: Partial<RegistrationRecord>, now: string) {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return (await db.registrations.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, defined);
      draft.updatedAt = now;
    },
  }))!;
}

export const newRegistrationId = () => `reg-${randomUUID().slice(0, 12)}`;

/** The country and state a registration will have after an update (the state is checked when either changes). */
export function updatedFacts(registration: RegistrationRecord, body: { country?: Country; state?: string }) {
  return {
    country: body.country ?? registration.country,
    state: body.state === undefined ? registration.state : body.state,
    checkState: body.country !== undefined || body.state !== undefined,
  };
}

/** An update's fields as stored: an empty state clears it. */
export function withStoredState<T extends { state?: string }>(body: T) {
  return body.state === undefined ? body : { ...body, state: storedState(body.state) };
}

export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A provider registration's update (updateProviderRegistration, updateMyProviderProfile): the rules, the
 * documents, the user's name and profile, then the registration. Returns the refusal, or the saved record.
 */
export async function updateProviderRecord(
  registration: RegistrationRecord,
  body: ProviderUpdate,
): Promise<Response | RegistrationRecord> {
  const rules = registrationRuleErrors({
    ...updatedFacts(registration, body),
    specialty: body.specialty ?? registration.specialty,
    subspecialties: body.subspecialties,
    licensedStates: body.licensedStates ?? registration.licensedStates,
    checkLicense: body.specialty !== undefined || body.licensedStates !== undefined,
  });
  const refused = refuse(body, { phones: ['phone'], rules });
  if (refused) return refused;
  const documents = checkDocumentIds(body, registration.id);
  if (documents instanceof Response) return documents;
  const now = new Date().toISOString();
  const { firstName, lastName } = body;
  // The user's profile keeps what it has fields for; the rest belongs to the registration alone.
  const profile = definedOnly({
    phone: body.phone,
    specialty: body.specialty,
    workAuthorization: body.workAuthorization,
    experience: body.experience,
    country: body.country,
    state: body.state === undefined ? undefined : storedState(body.state),
    city: body.city,
  });
  const user = registration.userId
    ? db.users.findFirst((q) => q.where({ id: registration.userId! }))
    : undefined;
  if (user) {
    const updated = await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        if (firstName) draft.firstName = firstName.trim();
        if (lastName) draft.lastName = lastName.trim();
      },
    });
    await saveProfile(updated!, profile, now);
  }
  const saved = await saveRegistration(registration.id, withStoredState(withoutDocumentIds(body)), now);
  await applyDocumentChanges(registration.id, documents);
  return saved;
}
