/**
 * The registration forms' schemas, each derived from the contract's request body (openapi.yaml:
 * ProviderRegistrationInput, FacilityRegistrationInput, OtherRegistrationInput and their update inputs) with the
 * rules a person needs spelled out: the spec's phone sentences, the new-password rules and a confirmation, the
 * state or province that belongs to the chosen country, the licensed states a Pathology provider must give, and
 * choices only from the reference lists. The same schema runs in the browser and in the action (which decides,
 * with the lists it read); the API checks again.
 */
import { z } from 'zod';
import { schemas, type components, SENTENCES } from '../../../contracts';
import {
  PASSWORDS_DO_NOT_MATCH,
  newPasswordSchema,
  phoneNumberSchema,
  regionFor,
  regionProblem,
  type RegionCodes,
} from '~/components/form';
import { PROVIDER_SPECIALTIES } from '../../../contracts/enumerations';

export type ProviderRegistrationInput = components['schemas']['ProviderRegistrationInput'];
export type FacilityRegistrationInput = components['schemas']['FacilityRegistrationInput'];
export type OtherRegistrationInput = components['schemas']['OtherRegistrationInput'];
export type ProviderRegistrationUpdateInput = components['schemas']['ProviderRegistrationUpdateInput'];
export type FacilityRegistrationUpdateInput = components['schemas']['FacilityRegistrationUpdateInput'];
export type OtherRegistrationUpdateInput = components['schemas']['OtherRegistrationUpdateInput'];
export type Registration = components['schemas']['Registration'];
export type RegistrationKind = components['schemas']['RegistrationKind'];

export const REGISTRATION_MESSAGES = {
  licenseRequired: SENTENCES.registration.licenceStateMissing,
  fromList: 'Choose from the list.',
  once: 'Choose each one only once.',
} as const;

/** The codes and names the reference lists offer (what a choice must be one of), when they could be read. */
export interface ReferenceCodes {
  regions?: RegionCodes;
  subspecialties?: readonly string[];
}

type Ctx = z.core.$RefinementCtx<unknown>;
type Loose = Record<string, unknown>;

// The cross-field rules run even while other fields are still wrong, so every problem is said at once.
const always = { when: () => true };

function checkRegion(value: Loose, ctx: Ctx, codes: ReferenceCodes) {
  const problem = regionProblem(value.country, value.state, codes.regions);
  if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
}

/** A multiple choice: every entry from its list (when known), none twice. */
function checkChoices(value: Loose, ctx: Ctx, name: string, known: readonly string[] | undefined) {
  const list = value[name];
  if (!Array.isArray(list)) return;
  if (known?.length && list.some((entry) => !known.includes(String(entry)))) {
    ctx.addIssue({ code: 'custom', path: [name], message: REGISTRATION_MESSAGES.fromList });
  } else if (new Set(list).size !== list.length) {
    ctx.addIssue({ code: 'custom', path: [name], message: REGISTRATION_MESSAGES.once });
  }
}

/** A provider's choices: lists from the reference lists, and a license for Pathology (when it is asked). */
function checkProvider(value: Loose, ctx: Ctx, codes: ReferenceCodes, license: boolean) {
  checkRegion(value, ctx, codes);
  checkChoices(value, ctx, 'subspecialties', codes.subspecialties);
  checkChoices(value, ctx, 'licensedStates', codes.regions?.US);
  const licensed = value.licensedStates;
  if (license && value.specialty === 'Pathology' && !(Array.isArray(licensed) && licensed.length)) {
    ctx.addIssue({
      code: 'custom',
      path: ['licensedStates'],
      message: REGISTRATION_MESSAGES.licenseRequired,
    });
  }
}

/** A password typed twice (the API takes one). */
function checkConfirmation(value: Loose, ctx: Ctx) {
  if (typeof value.password !== 'string' || typeof value.confirmPassword !== 'string') return;
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
  }
}

const account = {
  password: newPasswordSchema,
  confirmPassword: schemas.zChangePasswordInput.shape.confirmPassword,
};

// --- Creating ------------------------------------------------------------------------------------------------

/**
 * Who fills the form in: the person registering themself (with a password, typed twice) or an admin entering
 * it for them (no password: the person sets their own through Forgot Password).
 */
export type Registrant = 'self' | 'admin';

const providerFields = schemas.zProviderRegistrationInput.extend({
  phone: phoneNumberSchema,
  // Spec 3.3's first specialty list (decision 020); experience takes every band, None included (decision 066).
  specialty: schemas.zSpecialty.extract(PROVIDER_SPECIALTIES),
});

export function providerRegistrationSchema(codes: ReferenceCodes = {}, registrant: Registrant = 'self') {
  const refine = (input: unknown, ctx: Ctx) => {
    checkProvider(input as Loose, ctx, codes, true);
    checkConfirmation(input as Loose, ctx);
  };
  return registrant === 'self'
    ? providerFields.extend(account).superRefine(refine, always)
    : providerFields.omit({ password: true }).superRefine(refine, always);
}
export type ProviderFormValue = z.output<ReturnType<typeof providerRegistrationSchema>>;

const facilityFields = schemas.zFacilityRegistrationInput.extend({
  phone: phoneNumberSchema,
  facilityPhone: phoneNumberSchema,
});

export function facilityRegistrationSchema(codes: ReferenceCodes = {}, registrant: Registrant = 'self') {
  const refine = (input: unknown, ctx: Ctx) => {
    checkRegion(input as Loose, ctx, codes);
    checkConfirmation(input as Loose, ctx);
  };
  return registrant === 'self'
    ? facilityFields.extend(account).superRefine(refine, always)
    : facilityFields.omit({ password: true }).superRefine(refine, always);
}
export type FacilityFormValue = z.output<ReturnType<typeof facilityRegistrationSchema>>;

export function otherRegistrationSchema(codes: ReferenceCodes = {}) {
  return schemas.zOtherRegistrationInput
    .extend({ phone: phoneNumberSchema })
    .superRefine((input, ctx) => checkRegion(input as Loose, ctx, codes), always);
}
export type OtherFormValue = z.output<ReturnType<typeof otherRegistrationSchema>>;

const unique = (list: readonly string[] | undefined) => (list?.length ? [...new Set(list)] : undefined);
const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** The API's body from a valid form: no confirmation, no region for a country without a list. */
export function providerRegistrationBody(
  value: ProviderFormValue,
  password: string,
): ProviderRegistrationInput {
  const { confirmPassword: _confirm, ...rest } = value as ProviderFormValue & { confirmPassword?: string };
  return definedOnly({
    ...rest,
    password,
    subspecialties: unique(value.subspecialties),
    licensedStates: unique(value.licensedStates),
    state: regionFor(value.country, value.state),
    city: trimmed(value.city),
  });
}

export function facilityRegistrationBody(
  value: FacilityFormValue,
  password: string,
): FacilityRegistrationInput {
  const { confirmPassword: _confirm, ...rest } = value as FacilityFormValue & { confirmPassword?: string };
  return definedOnly({
    ...rest,
    password,
    state: regionFor(value.country, value.state),
    city: trimmed(value.city),
    address: trimmed(value.address),
    postalCode: trimmed(value.postalCode),
  });
}

export function otherRegistrationBody(value: OtherFormValue): OtherRegistrationInput {
  return definedOnly({
    ...value,
    state: regionFor(value.country, value.state),
    city: trimmed(value.city),
    message: trimmed(value.message),
  });
}

// --- Editing -------------------------------------------------------------------------------------------------

/** The fields each edit form shows: the update input's, in the form's order. */
export const EDIT_FIELDS = {
  provider: [
    'salutation',
    'firstName',
    'lastName',
    'phone',
    'specialty',
    'subspecialties',
    'workAuthorization',
    'experience',
    'licensedStates',
    'country',
    'state',
    'city',
  ],
  facility: [
    'facilityName',
    'organisationKind',
    'facilityType',
    'accountType',
    'labArrangement',
    'services',
    'caseScope',
    'facilityPhone',
    'country',
    'state',
    'city',
    'address',
    'postalCode',
    'firstName',
    'lastName',
    'phone',
  ],
  other: [
    'firstName',
    'lastName',
    'phone',
    'organisationName',
    'specialty',
    'country',
    'state',
    'city',
    'message',
  ],
} as const satisfies Record<RegistrationKind, readonly (keyof Registration)[]>;

export type EditField<K extends RegistrationKind = RegistrationKind> = (typeof EDIT_FIELDS)[K][number];
const LIST_FIELDS: readonly string[] = ['subspecialties', 'licensedStates'];
/** Optional text the contract lets an edit empty by sending ''. */
const CLEARABLE: readonly string[] = ['state', 'city', 'address', 'postalCode', 'message'];

/** What a record has stays required when editing: the create input's required fields, unwrapped. */
function required<S extends z.ZodObject>(update: S, names: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = update.shape[name] as z.ZodType | undefined;
    if (field instanceof z.ZodOptional) shape[name] = field.unwrap() as z.ZodType;
  }
  return update.extend(shape);
}

export function providerEditSchema(codes: ReferenceCodes = {}) {
  return required(schemas.zProviderRegistrationUpdateInput, [
    'firstName',
    'lastName',
    'specialty',
    'workAuthorization',
    'experience',
    'country',
  ])
    .extend({ phone: phoneNumberSchema })
    .superRefine((input, ctx) => checkProvider(input as Loose, ctx, codes, true), always);
}

export function facilityEditSchema(codes: ReferenceCodes = {}) {
  return required(schemas.zFacilityRegistrationUpdateInput, [
    'facilityName',
    'organisationKind',
    'facilityType',
    'accountType',
    'labArrangement',
    'services',
    'caseScope',
    'country',
    'firstName',
    'lastName',
  ])
    .extend({ phone: phoneNumberSchema, facilityPhone: phoneNumberSchema })
    .superRefine((input, ctx) => checkRegion(input as Loose, ctx, codes), always);
}

export function otherEditSchema(codes: ReferenceCodes = {}) {
  return required(schemas.zOtherRegistrationUpdateInput, [
    'firstName',
    'lastName',
    'organisationName',
    'country',
  ])
    .extend({ phone: phoneNumberSchema })
    .superRefine((input, ctx) => checkRegion(input as Loose, ctx, codes), always);
}

export const editSchemaFor = {
  provider: providerEditSchema,
  facility: facilityEditSchema,
  other: otherEditSchema,
} as const;

/** A form's starting value: text as text, lists as lists, '' for what the record does not have. */
export type InitialValues = Record<string, string | string[]>;

/** `record`: a registration, or anything with the kind's fields (a provider's own profile). */
export function initialEditValues(
  record: Readonly<Record<string, unknown>>,
  kind: RegistrationKind,
): InitialValues {
  const values: InitialValues = {};
  for (const name of EDIT_FIELDS[kind]) {
    const value = record[name];
    values[name] = Array.isArray(value) ? value.map(String) : value == null ? '' : String(value);
  }
  return values;
}

const sameValue: Record<string, (a: string, b: string) => boolean> = {
  // The number laid out differently is the same number.
  phone: (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, ''),
  facilityPhone: (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, ''),
};

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((entry, i) => entry === [...b].sort()[i]);

/**
 * PATCH semantics: only what differs from the values the form was opened with, so a change someone else made
 * meanwhile to a field this person did not touch is never overwritten. A region no longer fits a country
 * without a list and is cleared.
 */
export function changedFields(
  kind: RegistrationKind,
  value: Record<string, unknown>,
  initial: Readonly<InitialValues>,
): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const name of EDIT_FIELDS[kind]) {
    if (LIST_FIELDS.includes(name)) {
      const now = [...new Set(asList(value[name]))];
      if (!sameList(now, asList(initial[name]))) next[name] = now;
      continue;
    }
    const raw = name === 'state' ? regionFor(value.country, value[name] as string | undefined) : value[name];
    const now = typeof raw === 'string' ? raw.trim() : '';
    const before = String(initial[name] ?? '').trim();
    const same = sameValue[name] ?? ((a: string, b: string) => a === b);
    if (same(now, before)) continue;
    if (now || CLEARABLE.includes(name)) next[name] = now;
  }
  return next;
}

/** The update body, checked against the contract's update input (every value came through the form's schema). */
export const updateBodyFor = {
  provider: (changes: Record<string, unknown>): ProviderRegistrationUpdateInput =>
    schemas.zProviderRegistrationUpdateInput.parse(changes),
  facility: (changes: Record<string, unknown>): FacilityRegistrationUpdateInput =>
    schemas.zFacilityRegistrationUpdateInput.parse(changes),
  other: (changes: Record<string, unknown>): OtherRegistrationUpdateInput =>
    schemas.zOtherRegistrationUpdateInput.parse(changes),
};

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
