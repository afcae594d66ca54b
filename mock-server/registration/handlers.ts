/**
 * Public registration of providers, facilities and other applicants, and reading and editing a registration.
 * A provider registration creates a Provider user (status New); a facility registration creates the facility
 * account and its MedicalFacility user (status New); an "other" registration is kept for admins.
 */
import { randomUUID } from 'node:crypto';
import { db, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { hashPassword } from '../auth/passwords';

import { canUseRegistration } from '../users/access';
import { matchesSearch, pageOf, sortStable } from '../http/lists';
import { registrationRuleErrors, storedState } from './rules';
import { EMPTY_REGISTRATION, toRegistration, type RegistrationRecord } from '../users/views';
import { applyDocumentChanges, checkDocumentIds } from './documents';
import { applyAccountUpdate, createFacilityAccount } from '../accounts/handlers';
import {
  FACILITY_TAKEN,
  newRegistrationId as newId,
  refuse,
  saveRegistration,
  updateProviderRecord,
  updatedFacts,
  withStoredState,
} from './writes';
import { saveProfile } from '../users/handlers';

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

type RegistrationView = ReturnType<typeof toRegistration>;

const LIST_SORT_KEYS: Record<string, (r: RegistrationView) => string> = {
  submittedAt: (r) => r.submittedAt,
  name: (r) => `${r.lastName} ${r.firstName}`.toLowerCase(),
  email: (r) => r.email,
  status: (r) => r.status,
};

export const registrationHandlers = [
  // Admins review and follow up registrations (an "other" one has no user to find it by).
  operation('listRegistrations', 'Only admins can list registrations.', ({ query }) => {
    const matches = db.registrations
      .all()
      .map(toRegistration)
      .filter(
        (r) =>
          (!query.kind || r.kind === query.kind) &&
          (!query.status || r.status === query.status) &&
          matchesSearch(
            query.search,
            r.firstName,
            r.lastName,
            r.email,
            `${r.firstName} ${r.lastName}`,
            r.facilityName ?? '',
            r.organisationName ?? '',
          ),
      );
    sortStable(matches, LIST_SORT_KEYS[query.sort ?? 'submittedAt']!, query.order ?? 'desc', (r) => r.id);
    return ok('listRegistrations', pageOf(matches, query.page, query.pageSize));
  }),

  operation(
    'registerProvider',
    async ({ body }) => {
      const email = body.email.trim().toLowerCase();
      const rules = registrationRuleErrors({
        ...body,
        checkState: true,
        checkLicense: true,
      });
      const refused = refuse(body, { email, phones: ['phone'], password: body.password, rules });
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
        state: storedState(body.state),
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
        salutation: body.salutation ?? null,
        subspecialties: body.subspecialties ?? [],
        licensedStates: body.licensedStates ?? [],
        submittedAt: now,
        updatedAt: now,
      });
      await applyDocumentChanges(registration.id, documents);
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
    const saved = await updateProviderRecord(registration, body);
    if (saved instanceof Response) return saved;
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
        rules: registrationRuleErrors({ country: body.country, state: body.state, checkState: true }),
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
          state: storedState(body.state) ?? undefined,
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
          state: storedState(body.state),
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
        state: storedState(body.state),
        city: body.city ?? null,
        facilityName: facility.name,
        organisationKind: body.organisationKind,
        facilityType: body.facilityType,
        accountType: body.accountType,
        labArrangement: body.labArrangement,
        services: body.services,
        caseScope: body.caseScope,
        facilityPhone: body.facilityPhone,
        address: body.address ?? null,
        postalCode: body.postalCode ?? null,
        submittedAt: now,
        updatedAt: now,
      });
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
    const refused = refuse(body, {
      phones: ['facilityPhone', 'phone'],
      rules: registrationRuleErrors(updatedFacts(registration, body)),
    });
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
        state: body.state === undefined ? undefined : (storedState(body.state) ?? ''),
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
    const saved = await saveRegistration(registration.id, withStoredState(body), now);
    return ok('updateFacilityRegistration', toRegistration(saved), { message: 'Registration updated.' });
  }),

  operation(
    'registerOther',
    async ({ body }) => {
      const refused = refuse(body, {
        phones: ['phone'],
        rules: registrationRuleErrors({ country: body.country, state: body.state, checkState: true }),
      });
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
        state: storedState(body.state),
        city: body.city ?? null,
        message: body.message ?? null,
        submittedAt: now,
        updatedAt: now,
      });
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
    const refused = refuse(body, {
      phones: ['phone'],
      rules: registrationRuleErrors(updatedFacts(registration, body)),
    });
    if (refused) return refused;
    const saved = await saveRegistration(registration.id, withStoredState(body), new Date().toISOString());
    return ok('updateOtherRegistration', toRegistration(saved), { message: 'Registration updated.' });
  }),
];
