import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { schemas } from '../../../contracts';
import {
  FORM_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_COUNTRY_CODE_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  REGION_MESSAGES,
  formErrorMap,
} from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { ACCESS_MESSAGES, mayEditKind, mayRegisterOnBehalf } from './access';
import {
  REGISTRATION_MESSAGES,
  changedFields,
  facilityEditSchema,
  facilityRegistrationBody,
  facilityRegistrationSchema,
  initialEditValues,
  otherEditSchema,
  otherRegistrationBody,
  otherRegistrationSchema,
  providerEditSchema,
  providerRegistrationBody,
  providerRegistrationSchema,
  type Registration,
} from './schemas';

const CODES = {
  regions: { US: ['WA', 'OR', 'NY', 'GU'], Canada: ['ON', 'BC'] },
  subspecialties: ['Breast', 'Dermatopathology', 'Hematopathology'],
};

type Entries = Record<string, string | string[]>;

function submit<S extends z.ZodType>(schema: S, entries: Entries) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  }
  return parseWithZod(form, { schema, error: formErrorMap });
}

function errorsOf(schema: z.ZodType, entries: Entries) {
  const submission = submit(schema, entries);
  return submission.status === 'error' ? submission.error : null;
}

function valueOf<S extends z.ZodType>(schema: S, entries: Entries): z.output<S> {
  const submission = submit(schema, entries);
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
  return submission.value as z.output<S>;
}

const PASSWORD = { password: 'Microscope-2026', confirmPassword: 'Microscope-2026' };

const PROVIDER: Entries = {
  salutation: 'Dr.',
  firstName: 'Lena',
  lastName: 'Fischer',
  email: 'lena.fischer@example.test',
  phone: '+1 (555) 010-6123',
  specialty: 'Pathology',
  subspecialties: ['Breast', 'Dermatopathology'],
  workAuthorization: 'Green_Card',
  experience: '3-5',
  licensedStates: ['WA', 'OR'],
  country: 'US',
  state: 'WA',
  city: 'Spokane',
  ...PASSWORD,
};

const FACILITY: Entries = {
  facilityName: 'Pine Valley Clinic',
  organisationKind: 'Clinic/Facility',
  facilityType: 'independent_facility',
  accountType: 'Physician_Group',
  labArrangement: 'Contract Lab',
  services: 'Send Out',
  caseScope: 'all',
  facilityPhone: '+1 (555) 010-8800',
  country: 'Canada',
  state: 'ON',
  city: 'Ottawa',
  address: '5 Pine Valley Way',
  postalCode: 'K1A 0B1',
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar.haddad@example.test',
  phone: '+1 (555) 010-8801',
  ...PASSWORD,
};

const OTHER: Entries = {
  firstName: 'Ines',
  lastName: 'Duarte',
  email: 'ines.duarte@example.test',
  phone: '+351 555 010 9911',
  organisationName: 'Duarte Research Partners',
  specialty: 'Radiology',
  country: 'Other',
  message: 'We run a biobank.',
};

const without = (entries: Entries, ...names: string[]) =>
  Object.fromEntries(Object.entries(entries).filter(([name]) => !names.includes(name)));

describe('who may use which screen (decided from the role before reading)', () => {
  it('on behalf: admins only, in any spelling of the role', () => {
    expect(mayRegisterOnBehalf('Admin')).toBe(true);
    expect(mayRegisterOnBehalf('admin')).toBe(true);
    for (const role of ['Provider', 'MedicalFacility', 'Facility_NP', 'physician', '', null]) {
      expect(mayRegisterOnBehalf(role)).toBe(false);
    }
  });

  it.each([
    ['Admin', { provider: true, facility: true, other: true }],
    ['provider', { provider: true, facility: false, other: false }],
    ['MedicalFacility', { provider: false, facility: true, other: false }],
    ['Facility_NP', { provider: false, facility: false, other: false }],
    ['FacilityNP', { provider: false, facility: false, other: false }],
  ] as const)('edit as %s', (role, expected) => {
    expect({
      provider: mayEditKind(role, 'provider'),
      facility: mayEditKind(role, 'facility'),
      other: mayEditKind(role, 'other'),
    }).toEqual(expected);
  });

  it('says why, in a sentence', () => {
    expect(ACCESS_MESSAGES.edit.other).toBe('Only admins can edit the registration of another organisation.');
  });
});

describe('providerRegistrationSchema (a provider registering themself)', () => {
  const schema = providerRegistrationSchema(CODES);

  it('accepts a complete registration', () => {
    expect(errorsOf(schema, PROVIDER)).toBeNull();
  });

  it("takes every experience band of spec 3.3, 'None' included, and offers them in that order", () => {
    for (const experience of ['none', '0-3', '3-5', '5-7', '7-10', '10+'])
      expect(valueOf(schema, { ...PROVIDER, experience }).experience).toBe(experience);
    expect(ENUM_OPTIONS.experience.map((o) => o.label)).toEqual([
      'None',
      '0–3 years',
      '3–5 years',
      '5–7 years',
      '7–10 years',
      '10+ years',
    ]);
  });

  it('says every missing field at once, in people’s words', () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: [FORM_MESSAGES.required],
      lastName: [FORM_MESSAGES.required],
      email: [FORM_MESSAGES.required],
      phone: [FORM_MESSAGES.required],
      password: [FORM_MESSAGES.required],
      confirmPassword: [FORM_MESSAGES.required],
      specialty: [FORM_MESSAGES.required],
      workAuthorization: [FORM_MESSAGES.required],
      experience: [FORM_MESSAGES.required],
      country: [FORM_MESSAGES.required],
    });
  });

  it.each<[string, Entries, Record<string, string[]>]>([
    ['a malformed phone', { phone: '+1 555 0102' }, { phone: [PHONE_FORMAT_MESSAGE] }],
    ['a zero country code', { phone: '+0 (555) 010-6123' }, { phone: [PHONE_COUNTRY_CODE_MESSAGE] }],
    ['an invalid email', { email: 'lena@' }, { email: [FORM_MESSAGES.email] }],
    [
      'a weak password',
      { password: 'short', confirmPassword: 'short' },
      { password: ['At least 10 characters.', 'At least one digit.'] },
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Microscope-2027' },
      { confirmPassword: [PASSWORDS_DO_NOT_MATCH] },
    ],
    // Spec 3.3's first specialty list (decision 020).
    [
      'Radiology (not on the provider list)',
      { specialty: 'Radiology' },
      { specialty: [FORM_MESSAGES.chooseOne] },
    ],
    ['a band not on the list', { experience: '1-2' }, { experience: [FORM_MESSAGES.chooseOne] }],
    ['a salutation not on the list', { salutation: 'Sir' }, { salutation: [FORM_MESSAGES.chooseOne] }],
    ['a US state missing', { state: '' }, { state: [REGION_MESSAGES.US] }],
    ['a Canadian province for the US', { state: 'ON' }, { state: [REGION_MESSAGES.US] }],
    ['a US state for Canada', { country: 'Canada' }, { state: [REGION_MESSAGES.Canada] }],
    [
      'Pathology without a license',
      { licensedStates: [] },
      { licensedStates: [REGISTRATION_MESSAGES.licenseRequired] },
    ],
    [
      'a licensed state not on the list',
      { licensedStates: ['WA', 'ZZ'] },
      { licensedStates: [REGISTRATION_MESSAGES.fromList] },
    ],
    [
      'a licensed state twice',
      { licensedStates: ['WA', 'WA'] },
      { licensedStates: [REGISTRATION_MESSAGES.once] },
    ],
    [
      'a subspecialty not on the list',
      { subspecialties: ['Astrology'] },
      { subspecialties: [REGISTRATION_MESSAGES.fromList] },
    ],
  ])('refuses %s', (_label, changes, expected) => {
    expect(errorsOf(schema, { ...PROVIDER, ...changes })).toEqual(expected);
  });

  it('Other specialty: no license needed; another country: no state asked', () => {
    const value = valueOf(schema, {
      ...without(PROVIDER, 'licensedStates', 'subspecialties', 'salutation'),
      specialty: 'Other',
      country: 'Other',
      state: 'WA',
    });
    const body = providerRegistrationBody(value, 'Microscope-2026');
    expect(body).not.toHaveProperty('state');
    expect(body).not.toHaveProperty('licensedStates');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(schemas.zProviderRegistrationInput.safeParse(body).success).toBe(true);
  });

  it('one subspecialty or state chosen is still a list; the body is the contract’s', () => {
    const value = valueOf(schema, { ...PROVIDER, subspecialties: 'Breast', licensedStates: 'GU' });
    expect(providerRegistrationBody(value, 'Microscope-2026')).toEqual({
      salutation: 'Dr.',
      firstName: 'Lena',
      lastName: 'Fischer',
      email: 'lena.fischer@example.test',
      phone: '+1 (555) 010-6123',
      password: 'Microscope-2026',
      specialty: 'Pathology',
      subspecialties: ['Breast'],
      workAuthorization: 'Green_Card',
      experience: '3-5',
      licensedStates: ['GU'],
      country: 'US',
      state: 'WA',
      city: 'Spokane',
    });
  });

  it('adds the leading + to a phone typed without it', () => {
    expect(valueOf(schema, { ...PROVIDER, phone: '1 (555) 010-6123' }).phone).toBe('+1 (555) 010-6123');
  });

  it('without the lists (they could not be read) any region passes here; the API decides', () => {
    expect(errorsOf(providerRegistrationSchema({}), { ...PROVIDER, state: 'ZZ' })).toBeNull();
  });

  it('an admin entering it sets no password', () => {
    const admin = providerRegistrationSchema(CODES, 'admin');
    expect(errorsOf(admin, without(PROVIDER, 'password', 'confirmPassword'))).toBeNull();
    expect(valueOf(admin, PROVIDER)).not.toHaveProperty('password');
  });
});

describe('facilityRegistrationSchema', () => {
  const schema = facilityRegistrationSchema(CODES);

  it('accepts a complete registration and sends the contract’s body', () => {
    const body = facilityRegistrationBody(valueOf(schema, FACILITY), 'Microscope-2026');
    expect(schemas.zFacilityRegistrationInput.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      organisationKind: 'Clinic/Facility',
      services: 'Send Out',
      caseScope: 'all',
    });
  });

  it('says every missing field at once', () => {
    expect(Object.keys(errorsOf(schema, {}) ?? {}).sort()).toEqual(
      [
        'accountType',
        'caseScope',
        'confirmPassword',
        'country',
        'email',
        'facilityName',
        'facilityPhone',
        'facilityType',
        'firstName',
        'labArrangement',
        'lastName',
        'organisationKind',
        'password',
        'phone',
        'services',
      ].sort(),
    );
  });

  it.each<[string, Entries, Record<string, string[]>]>([
    ['a province missing', { state: '' }, { state: [REGION_MESSAGES.Canada] }],
    ['a US state for Canada', { state: 'WA' }, { state: [REGION_MESSAGES.Canada] }],
    [
      'a zero country code on the facility phone',
      { facilityPhone: '+000 555 010 8800' },
      { facilityPhone: [PHONE_COUNTRY_CODE_MESSAGE] },
    ],
    ['a case scope not on the list', { caseScope: 'some' }, { caseScope: [FORM_MESSAGES.chooseOne] }],
    ['a service not on the list', { services: 'Everything' }, { services: [FORM_MESSAGES.chooseOne] }],
    [
      'an organisation kind not on the list',
      { organisationKind: 'Church' },
      { organisationKind: [FORM_MESSAGES.chooseOne] },
    ],
    [
      'a facility name too long',
      { facilityName: 'x'.repeat(201) },
      { facilityName: ['Enter at most 200 characters.'] },
    ],
  ])('refuses %s', (_label, changes, expected) => {
    expect(errorsOf(schema, { ...FACILITY, ...changes })).toEqual(expected);
  });
});

describe('otherRegistrationSchema', () => {
  const schema = otherRegistrationSchema(CODES);

  it('accepts the longer specialty list and no state elsewhere', () => {
    const body = otherRegistrationBody(valueOf(schema, OTHER));
    expect(body).toEqual({
      firstName: 'Ines',
      lastName: 'Duarte',
      email: 'ines.duarte@example.test',
      phone: '+351 555 010 9911',
      organisationName: 'Duarte Research Partners',
      specialty: 'Radiology',
      country: 'Other',
      message: 'We run a biobank.',
    });
    expect(ENUM_OPTIONS.specialty.map((o) => o.value)).toContain('Radiology');
  });

  it.each<[string, Entries, Record<string, string[]>]>([
    ['an organisation missing', { organisationName: '' }, { organisationName: [FORM_MESSAGES.required] }],
    ['a US state missing', { country: 'US' }, { state: [REGION_MESSAGES.US] }],
    ['a message too long', { message: 'x'.repeat(2001) }, { message: ['Enter at most 2000 characters.'] }],
  ])('refuses %s', (_label, changes, expected) => {
    expect(errorsOf(schema, { ...OTHER, ...changes })).toEqual(expected);
  });
});

const REGISTRATION: Registration = {
  id: 'reg-demo-provider',
  kind: 'provider',
  status: 'Active',
  userId: 'usr-provider',
  facilityId: null,
  firstName: 'Maya',
  lastName: 'Patel',
  email: 'provider@demo.test',
  phone: '+1 (555) 123-4567',
  specialty: 'Radiology',
  workAuthorization: 'Citizen',
  experience: 'none',
  salutation: 'Dr.',
  subspecialties: ['Breast'],
  licensedStates: ['WA'],
  country: 'US',
  state: 'WA',
  city: 'Seattle',
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
  documents: [],
  submittedAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
};

describe('editing', () => {
  it('starts from the record: text as text, lists as lists, empty for what it lacks', () => {
    expect(initialEditValues(REGISTRATION, 'provider')).toEqual({
      salutation: 'Dr.',
      firstName: 'Maya',
      lastName: 'Patel',
      phone: '+1 (555) 123-4567',
      specialty: 'Radiology',
      subspecialties: ['Breast'],
      workAuthorization: 'Citizen',
      experience: 'none',
      licensedStates: ['WA'],
      country: 'US',
      state: 'WA',
      city: 'Seattle',
    });
  });

  it('keeps an older registration’s values the create lists no longer offer (Radiology, none)', () => {
    const initial = initialEditValues(REGISTRATION, 'provider');
    expect(errorsOf(providerEditSchema(CODES), initial)).toBeNull();
  });

  it('what the record has stays required; a Pathology provider keeps a license', () => {
    const initial = initialEditValues(REGISTRATION, 'provider');
    expect(
      errorsOf(providerEditSchema(CODES), {
        ...initial,
        firstName: '',
        specialty: 'Pathology',
        licensedStates: [],
      }),
    ).toEqual({
      firstName: [FORM_MESSAGES.required],
      licensedStates: [REGISTRATION_MESSAGES.licenseRequired],
    });
  });

  it('sends only what changed: a phone laid out differently is the same, a list in another order too', () => {
    const initial = initialEditValues(REGISTRATION, 'provider');
    const schema = providerEditSchema(CODES);
    const same = valueOf(schema, { ...initial, phone: '+1 555 123 4567' });
    expect(changedFields('provider', same, initial)).toEqual({});
    const value = valueOf(schema, {
      ...initial,
      subspecialties: ['Hematopathology', 'Breast'],
      city: '',
      experience: '5-7',
    });
    expect(changedFields('provider', value, initial)).toEqual({
      subspecialties: ['Hematopathology', 'Breast'],
      experience: '5-7',
      city: '',
    });
  });

  it('moving abroad clears the state; emptying a list sends []', () => {
    const initial = initialEditValues(REGISTRATION, 'provider');
    const value = valueOf(providerEditSchema(CODES), {
      ...initial,
      country: 'Other',
      subspecialties: [],
    });
    expect(changedFields('provider', value, initial)).toEqual({
      country: 'Other',
      state: '',
      subspecialties: [],
    });
  });

  it('the facility and other edit forms have no email or password, and check the region', () => {
    expect(Object.keys(facilityEditSchema(CODES).shape ?? {})).not.toContain('email');
    expect(
      errorsOf(facilityEditSchema(CODES), { ...without(FACILITY, 'email', 'password'), state: 'WA' }),
    ).toEqual({
      state: [REGION_MESSAGES.Canada],
    });
    expect(
      errorsOf(otherEditSchema(CODES), { ...without(OTHER, 'email'), country: 'Canada', state: 'ON' }),
    ).toBeNull();
  });
});
