/**
 * Public registration of providers, facilities and other applicants, and reading and editing a registration.
 * A provider registration creates a Provider user (status New); a facility registration creates the facility
 * account and its MedicalFacility user (status New); an "other" registration is kept for admins.
 */
import { randomUUID } from 'node:crypto';
import { db, type UserRecord } from '../db';
import { fail, ok, operation } from '../http';
import { hashPassword } from '../passwords';
import { persist } from '../persistence';
import { canUseRegistration } from '../people/access';
import { passwordProblems, phoneFieldErrors } from '../people/rules';
import { EMPTY_REGISTRATION, toRegistration, type RegistrationRecord } from '../people/views';
import { applyDocumentChanges, checkDocumentIds, withoutDocumentIds } from '../work/registration-documents';
import { applyAccountUpdate, createFacilityAccount } from './accounts';
import { saveProfile } from './users';

type Kind = RegistrationRecord['kind'];

/** GET one registration of a kind: its applicant or an admin (registrationFor decides). */
function readRegistration(
  operationId: 'getProviderRegistration' | 'getFacilityRegistration' | 'getOtherRegistration',
  kind: Kind,
) {
  return operation(operationId, ({ auth, params }) => {
    const registration = registrationFor(auth.user, params.registrationId, kind, 'read');
    return registration instanceof Response ? registration : ok(operationId, toRegistration(registration));
  });
}

const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use Forgot Password.';
const FACILITY_TAKEN = 'A facility with this name is already registered.';

/** 409 for a used email, 422 for invalid country codes or a weak password; null when the input is fine. */
function refuse(
  body: Record<string, unknown>,
  checks: { email?: string; phones: string[]; password?: string; facilityName?: string },
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
  return Object.keys(fieldErrors).length
    ? fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors })
    : null;
}

async function createUser(
  input: Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'role' | 'facilityId'>,
  password: string,
) {
  return db.users.create({
    id: `usr-${randomUUID().slice(0, 12)}`,
    ...input,
    status: 'New',
    passwordHash: hashPassword(password),
    bannerMessage: null,
  });
}

/** The registration of `kind`, if it exists and the caller may use it this way. */
function registrationFor(user: UserRecord, id: string, kind: Kind, use: 'read' | 'edit') {
  const registration = db.registrations.findFirst((q) => q.where({ id }));
  if (!registration || registration.kind !== kind) return fail(404, 'Registration not found.');
  if (!canUseRegistration(user, registration, use))
    return fail(403, 'You may only see and edit your own registration.');
  return registration;
}

async function saveRegistration(id: string, changes: Partial<RegistrationRecord>, now: string) {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return (await db.registrations.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, defined);
      draft.updatedAt = now;
    },
  }))!;
}

const newId = () => `reg-${randomUUID().slice(0, 12)}`;

export const registrationHandlers = [
  operation(
    'registerProvider',
    async ({ body }) => {
      const email = body.email.trim().toLowerCase();
      const refused = refuse(body, { email, phones: ['phone'], password: body.password });
      if (refused) return refused;
      const documents = checkDocumentIds(body, null);
      if (documents instanceof Response) return documents;
      const now = new Date().toISOString();
      const user = await createUser(
        {
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          role: 'Provider',
          facilityId: null,
        },
        body.password,
      );
      const details = {
        specialty: body.specialty,
        workAuthorization: body.workAuthorization,
        experience: body.experience,
        country: body.country,
        state: body.state ?? null,
        city: body.city ?? null,
      };
      await saveProfile(
        user,
        { userType: 'Physician', staffRole: null, phone: body.phone, ...details, createdAt: now },
        now,
      );
      const registration = await db.registrations.create({
        ...EMPTY_REGISTRATION,
        id: newId(),
        kind: 'provider',
        status: 'New',
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email,
        phone: body.phone,
        ...details,
        submittedAt: now,
        updatedAt: now,
      });
      await applyDocumentChanges(registration.id, documents);
      await persist();
      return ok('registerProvider', toRegistration(registration), {
        status: 201,
        message: 'Thank you for registering. You can log in now; we will review your registration.',
      });
    },
    { requiredMessages: { email: 'Email is required', password: 'Password is required' } },
  ),

  readRegistration('getProviderRegistration', 'provider'),

  operation('updateProviderRegistration', async ({ auth, params, body }) => {
    const registration = registrationFor(auth.user, params.registrationId, 'provider', 'edit');
    if (registration instanceof Response) return registration;
    const refused = refuse(body, { phones: ['phone'] });
    if (refused) return refused;
    const documents = checkDocumentIds(body, registration.id);
    if (documents instanceof Response) return documents;
    const now = new Date().toISOString();
    const { firstName, lastName, ...profile } = withoutDocumentIds(body);
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
    const saved = await saveRegistration(registration.id, withoutDocumentIds(body), now);
    await applyDocumentChanges(registration.id, documents);
    await persist();
    return ok('updateProviderRegistration', toRegistration(saved), { message: 'Registration updated.' });
  }),

  operation(
    'registerFacility',
    async ({ body }) => {
      const email = body.email.trim().toLowerCase();
      const refused = refuse(body, {
        email,
        facilityName: body.facilityName,
        phones: ['facilityPhone', 'phone'],
        password: body.password,
      });
      if (refused) return refused;
      const now = new Date().toISOString();
      const facility = await createFacilityAccount(
        {
          name: body.facilityName,
          facilityType: body.facilityType,
          accountType: body.accountType,
          labArrangement: body.labArrangement,
          email,
          phone: body.facilityPhone,
          country: body.country,
          state: body.state,
          city: body.city,
          address: body.address,
          postalCode: body.postalCode,
        },
        now,
      );
      const user = await createUser(
        {
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          role: 'MedicalFacility',
          facilityId: facility.id,
        },
        body.password,
      );
      await saveProfile(
        user,
        {
          userType: 'Other',
          phone: body.phone,
          country: body.country,
          state: body.state ?? null,
          city: body.city ?? null,
          createdAt: now,
        },
        now,
      );
      const registration = await db.registrations.create({
        ...EMPTY_REGISTRATION,
        id: newId(),
        kind: 'facility',
        status: 'New',
        userId: user.id,
        facilityId: facility.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email,
        phone: body.phone,
        country: body.country,
        state: body.state ?? null,
        city: body.city ?? null,
        facilityName: facility.name,
        facilityType: body.facilityType,
        accountType: body.accountType,
        labArrangement: body.labArrangement,
        facilityPhone: body.facilityPhone,
        address: body.address ?? null,
        postalCode: body.postalCode ?? null,
        submittedAt: now,
        updatedAt: now,
      });
      await persist();
      return ok('registerFacility', toRegistration(registration), {
        status: 201,
        message:
          'Thank you for registering your facility. You can log in now; we will review your registration.',
      });
    },
    { requiredMessages: { email: 'Email is required', password: 'Password is required' } },
  ),

  readRegistration('getFacilityRegistration', 'facility'),

  operation('updateFacilityRegistration', async ({ auth, params, body }) => {
    const registration = registrationFor(auth.user, params.registrationId, 'facility', 'edit');
    if (registration instanceof Response) return registration;
    const refused = refuse(body, { phones: ['facilityPhone', 'phone'] });
    if (refused) return refused;
    const now = new Date().toISOString();
    const facility = registration.facilityId
      ? db.facilities.findFirst((q) => q.where({ id: registration.facilityId! }))
      : undefined;
    if (facility) {
      const account = await applyAccountUpdate(facility, {
        name: body.facilityName,
        facilityType: body.facilityType,
        accountType: body.accountType,
        labArrangement: body.labArrangement,
        phone: body.facilityPhone,
        country: body.country,
        state: body.state,
        city: body.city,
        address: body.address,
        postalCode: body.postalCode,
      });
      if (account)
        return account.status === 409
          ? fail(409, FACILITY_TAKEN, { fieldErrors: { facilityName: [FACILITY_TAKEN] } })
          : account;
    }
    const user = registration.userId
      ? db.users.findFirst((q) => q.where({ id: registration.userId! }))
      : undefined;
    if (user) {
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          if (body.firstName) draft.firstName = body.firstName.trim();
          if (body.lastName) draft.lastName = body.lastName.trim();
        },
      });
      if (body.phone) await saveProfile(updated!, { phone: body.phone }, now);
    }
    const saved = await saveRegistration(registration.id, body, now);
    await persist();
    return ok('updateFacilityRegistration', toRegistration(saved), { message: 'Registration updated.' });
  }),

  operation(
    'registerOther',
    async ({ body }) => {
      const refused = refuse(body, { phones: ['phone'] });
      if (refused) return refused;
      const now = new Date().toISOString();
      const registration = await db.registrations.create({
        ...EMPTY_REGISTRATION,
        id: newId(),
        kind: 'other',
        status: 'New',
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim().toLowerCase(),
        phone: body.phone,
        organisationName: body.organisationName.trim(),
        specialty: body.specialty ?? null,
        country: body.country,
        state: body.state ?? null,
        city: body.city ?? null,
        message: body.message ?? null,
        submittedAt: now,
        updatedAt: now,
      });
      await persist();
      return ok('registerOther', toRegistration(registration), {
        status: 201,
        message: 'Thank you. Our team will contact you.',
      });
    },
    { requiredMessages: { email: 'Email is required' } },
  ),

  readRegistration('getOtherRegistration', 'other'),

  operation('updateOtherRegistration', async ({ auth, params, body }) => {
    const registration = registrationFor(auth.user, params.registrationId, 'other', 'edit');
    if (registration instanceof Response) return registration;
    const refused = refuse(body, { phones: ['phone'] });
    if (refused) return refused;
    const saved = await saveRegistration(registration.id, body, new Date().toISOString());
    await persist();
    return ok('updateOtherRegistration', toRegistration(saved), { message: 'Registration updated.' });
  }),
];
