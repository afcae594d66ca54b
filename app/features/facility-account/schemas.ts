/**
 * The facility account forms' schemas, derived from the contract's request bodies (UserUpdateInput for a
 * facility user's own details, FacilityAccountUpdateInput for the facility), with the spec's phone sentences
 * and the kit's country-and-region rule. The same schema runs in the browser and in the action; the action then
 * sends only what changed since the form was opened (PATCH).
 */
import { z } from 'zod';
import { schemas, type components } from '../../../contracts';
import { phoneNumberSchema, regionFor, regionProblem, type RegionCodes } from '~/components/form';

type FacilityAccount = components['schemas']['FacilityAccount'];
type FacilityUser = components['schemas']['FacilityUser'];
export type FacilityAccountUpdateInput = components['schemas']['FacilityAccountUpdateInput'];
export type UserUpdateInput = components['schemas']['UserUpdateInput'];

/** The values a form was opened with, as text ('' for what the record does not have). */
export type InitialValues = Record<string, string>;

// --- A facility user's own details (/edit-account-details/:facilityId) ----------------------------------------

const user = schemas.zUserUpdateInput;
export const accountDetailsSchema = user.pick({ firstName: true, lastName: true }).extend({
  firstName: user.shape.firstName.unwrap(),
  lastName: user.shape.lastName.unwrap(),
  phone: phoneNumberSchema,
});
export type AccountDetailsValue = z.output<typeof accountDetailsSchema>;
export const ACCOUNT_DETAILS_FIELDS = ['firstName', 'lastName', 'phone'] as const;

export const accountDetailsInitial = (me: FacilityUser): InitialValues => ({
  firstName: me.firstName,
  lastName: me.lastName,
  phone: me.phone ?? '',
});

// --- The facility's profile (/edit-facility-account) ------------------------------------------------------------

const account = schemas.zFacilityAccountUpdateInput;
export const facilityProfileSchema = z.object({
  name: account.shape.name.unwrap(),
  facilityType: account.shape.facilityType.unwrap(),
  accountType: account.shape.accountType.unwrap(),
  labArrangement: account.shape.labArrangement.unwrap(),
});
export type FacilityProfileValue = z.output<typeof facilityProfileSchema>;
export const FACILITY_PROFILE_FIELDS = ['name', 'facilityType', 'accountType', 'labArrangement'] as const;

export const facilityProfileInitial = (facility: FacilityAccount): InitialValues => ({
  name: facility.name,
  facilityType: facility.facilityType,
  accountType: facility.accountType,
  labArrangement: facility.labArrangement,
});

// --- The facility's contact details, address and proof of address (/edit-facility-account-detail) -------------

export const FACILITY_DETAILS_FIELDS = [
  'email',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'postalCode',
  'proofOfAddressDocumentId',
] as const;

/** Email, phone and country are what every account has (FacilityAccountInput); the rest may wait. */
export function facilityDetailsSchema(regions?: RegionCodes) {
  return account
    .pick({ city: true, address: true, postalCode: true, state: true })
    .extend({
      email: account.shape.email.unwrap(),
      phone: phoneNumberSchema,
      country: account.shape.country.unwrap(),
      proofOfAddressDocumentId: account.shape.proofOfAddressDocumentId.unwrap().unwrap().optional(),
    })
    .superRefine(
      (value, ctx) => {
        const problem = regionProblem(value.country, value.state, regions);
        if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
      },
      { when: () => true },
    );
}
export type FacilityDetailsValue = z.output<ReturnType<typeof facilityDetailsSchema>>;

export const facilityDetailsInitial = (facility: FacilityAccount): InitialValues => ({
  email: facility.email ?? '',
  phone: facility.phone ?? '',
  country: facility.country,
  state: facility.state ?? '',
  city: facility.city ?? '',
  address: facility.address ?? '',
  postalCode: facility.postalCode ?? '',
  proofOfAddressDocumentId: facility.proofOfAddress?.id ?? '',
});

// --- What changed ---------------------------------------------------------------------------------------------

const digits = (value: string) => value.replace(/\D/g, '');
const SAME: Record<string, (a: string, b: string) => boolean> = {
  // The number laid out differently is the same number; the API keeps emails lower-cased.
  phone: (a, b) => digits(a) === digits(b),
  email: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase(),
};

/**
 * PATCH semantics: only what differs from the values the form was opened with, so a change someone else made
 * meanwhile to a field this person did not touch is never overwritten. An emptied text is sent as '' (the
 * contract clears it); an emptied proof of address as null (removes it); a state that no longer applies to the
 * country is cleared.
 */
export function changedValues(
  value: Record<string, unknown>,
  initial: Readonly<InitialValues>,
  fields: readonly string[],
): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const name of fields) {
    const raw = name === 'state' ? regionFor(value.country, value.state as string | undefined) : value[name];
    const next = typeof raw === 'string' ? raw.trim() : '';
    const before = initial[name] ?? '';
    if (next === before || (next && before && SAME[name]?.(next, before))) continue;
    changes[name] = next || (name === 'proofOfAddressDocumentId' ? null : '');
  }
  return changes;
}

/** The values the form was opened with, from its hidden field; without them every field counts as changed. */
export function readInitial(raw: FormDataEntryValue | null): InitialValues {
  if (typeof raw !== 'string') return {};
  try {
    const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
