import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { schemas, type components } from '../../../contracts';
import {
  FORM_MESSAGES,
  PHONE_COUNTRY_CODE_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  REGION_MESSAGES,
  formErrorMap,
} from '~/components/form';
import { userRegistrationMode } from './access';
import {
  USER_MESSAGES,
  changedFields,
  editableFields,
  facilityUserCreateBody,
  facilityUserCreateSchema,
  initialEditValues,
  staffCreateBody,
  staffCreateSchema,
  userCreateBody,
  userCreateSchema,
  userEditSchema,
  type UserEditValue,
} from './schemas';

const REGIONS = { US: ['CA', 'NY', 'GU'], Canada: ['ON', 'BC'] };

function submit<S extends z.ZodType>(schema: S, entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return parseWithZod(form, { schema, error: formErrorMap });
}

function errorsOf(schema: z.ZodType, entries: Record<string, string>) {
  const submission = submit(schema, entries);
  return submission.status === 'error' ? submission.error : null;
}

function valueOf<S extends z.ZodType>(schema: S, entries: Record<string, string>): z.output<S> {
  const submission = submit(schema, entries);
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
  return submission.value as z.output<S>;
}

const PERSON = {
  firstName: 'Jordan',
  lastName: 'Bell',
  email: 'jordan.bell@demo.test',
  phone: '+1 (555) 010-3344',
};
const PROVIDER = {
  ...PERSON,
  role: 'Provider',
  userType: 'Physician',
  specialty: 'Radiology',
  workAuthorization: 'Green_Card',
  experience: '5-7',
  country: 'US',
  state: 'CA',
  city: 'Fresno',
};

describe('who may create users', () => {
  it('offers the full form to admins, the own-facility form to MedicalFacility users, nothing to others', () => {
    expect(userRegistrationMode('Admin')).toBe('admin');
    expect(userRegistrationMode('admin')).toBe('admin');
    expect(userRegistrationMode('MedicalFacility')).toBe('facility');
    expect(userRegistrationMode('medicalfacility')).toBe('facility');
    for (const role of ['Provider', 'Facility_NP', 'FacilityNP', 'physician', '', null]) {
      expect(userRegistrationMode(role)).toBeNull();
    }
  });
});

describe('userCreateSchema (an admin creating a user)', () => {
  const schema = userCreateSchema(REGIONS);

  it('says every missing field at once, in people’s words', () => {
    expect(errorsOf(schema, {})).toEqual({
      email: [FORM_MESSAGES.required],
      firstName: [FORM_MESSAGES.required],
      lastName: [FORM_MESSAGES.required],
      role: [FORM_MESSAGES.required],
      userType: [FORM_MESSAGES.required],
      phone: [FORM_MESSAGES.required],
    });
  });

  it('needs a facility for the facility roles', () => {
    for (const role of ['MedicalFacility', 'Facility_NP']) {
      expect(errorsOf(schema, { ...PERSON, role, userType: 'Other' })).toEqual({
        facilityId: [USER_MESSAGES.facilityRequired],
      });
    }
    expect(
      errorsOf(schema, { ...PERSON, role: 'Facility_NP', userType: 'Facility_NP', facilityId: 'fac-001' }),
    ).toBeNull();
  });

  it('needs a staff role for admins', () => {
    expect(errorsOf(schema, { ...PERSON, role: 'Admin', userType: 'Operator_Staff' })).toEqual({
      staffRole: [USER_MESSAGES.staffRoleRequired],
    });
    expect(
      errorsOf(schema, { ...PERSON, role: 'Admin', userType: 'Operator_Staff', staffRole: 'Nope' }),
    ).toEqual({
      staffRole: [FORM_MESSAGES.chooseOne],
    });
  });

  it('needs the provider details for providers, with the state from the chosen country’s list', () => {
    expect(errorsOf(schema, { ...PERSON, role: 'Provider', userType: 'Physician', country: 'US' })).toEqual({
      specialty: [FORM_MESSAGES.required],
      workAuthorization: [FORM_MESSAGES.required],
      experience: [FORM_MESSAGES.required],
      state: [REGION_MESSAGES.US],
    });
    expect(errorsOf(schema, { ...PROVIDER, country: 'Canada', state: 'CA' })).toEqual({
      state: [REGION_MESSAGES.Canada],
    });
    expect(errorsOf(schema, { ...PROVIDER, country: 'Canada', state: 'ON' })).toBeNull();
    // Elsewhere only the city is asked: no list to choose a state from.
    expect(errorsOf(schema, { ...PROVIDER, country: 'Other', state: '' })).toBeNull();
    expect(errorsOf(schema, PROVIDER)).toBeNull();
  });

  it('offers the second, longer specialty list', () => {
    expect(errorsOf(schema, { ...PROVIDER, specialty: 'Radiology' })).toBeNull();
  });

  it('still says what else is wrong while a role rule fails', () => {
    expect(errorsOf(schema, { ...PERSON, email: 'nope', role: 'Admin', userType: 'Operator_Staff' })).toEqual(
      {
        email: [FORM_MESSAGES.email],
        staffRole: [USER_MESSAGES.staffRoleRequired],
      },
    );
  });

  it('judges the phone by spec 5, adding the leading +', () => {
    expect(errorsOf(schema, { ...PROVIDER, phone: '555-0102' })).toEqual({ phone: [PHONE_FORMAT_MESSAGE] });
    expect(errorsOf(schema, { ...PROVIDER, phone: '+0 (555) 010-3344' })).toEqual({
      phone: [PHONE_COUNTRY_CODE_MESSAGE],
    });
    expect(valueOf(schema, { ...PROVIDER, phone: '1 555 010 3344' }).phone).toBe('+1 555 010 3344');
  });

  it('sends only what applies to the role (a form without JavaScript posts every field)', () => {
    const admin = valueOf(schema, {
      ...PROVIDER,
      role: 'Admin',
      userType: 'Operator_Staff',
      staffRole: 'Accounts',
      facilityId: 'fac-001',
    });
    expect(userCreateBody(admin)).toEqual({
      ...PERSON,
      role: 'Admin',
      userType: 'Operator_Staff',
      staffRole: 'Accounts',
    });
    const provider = valueOf(schema, { ...PROVIDER, staffRole: 'Accounts', facilityId: 'fac-001' });
    expect(userCreateBody(provider)).toEqual(PROVIDER);
    const abroad = valueOf(schema, { ...PROVIDER, country: 'Other', state: 'CA' });
    expect(userCreateBody(abroad)).toEqual({ ...PROVIDER, country: 'Other', state: undefined });
    expect('state' in userCreateBody(abroad)).toBe(false);
    const facility = valueOf(schema, {
      ...PROVIDER,
      role: 'MedicalFacility',
      userType: 'Other',
      facilityId: 'fac-002',
    });
    expect(userCreateBody(facility)).toEqual({
      ...PERSON,
      role: 'MedicalFacility',
      userType: 'Other',
      facilityId: 'fac-002',
    });
    // Every body is a valid request by the contract.
    for (const value of [admin, provider, abroad, facility]) {
      expect(schemas.zUserCreateInput.safeParse(userCreateBody(value)).success).toBe(true);
    }
  });
});

describe('facilityUserCreateSchema (a MedicalFacility user adding a colleague)', () => {
  it('offers only the facility roles and no operator staff', () => {
    expect(
      errorsOf(facilityUserCreateSchema, { ...PERSON, role: 'Admin', userType: 'Operator_Staff' }),
    ).toEqual({
      role: [FORM_MESSAGES.chooseOne],
      userType: [FORM_MESSAGES.chooseOne],
    });
  });

  it('puts the user in the creator’s facility, whatever the form said', () => {
    const value = valueOf(facilityUserCreateSchema, {
      ...PERSON,
      role: 'Facility_NP',
      userType: 'Facility_NP',
      facilityId: 'fac-999',
    });
    expect(facilityUserCreateBody(value, 'fac-001')).toEqual({
      ...PERSON,
      role: 'Facility_NP',
      userType: 'Facility_NP',
      facilityId: 'fac-001',
    });
  });
});

describe('staffCreateSchema (operator staff)', () => {
  it('requires the staff role and fixes role and user type', () => {
    expect(errorsOf(staffCreateSchema, PERSON)).toEqual({ staffRole: [FORM_MESSAGES.required] });
    const value = valueOf(staffCreateSchema, { ...PERSON, staffRole: 'Lab_Operations', role: 'Provider' });
    expect(staffCreateBody(value)).toEqual({
      ...PERSON,
      staffRole: 'Lab_Operations',
      role: 'Admin',
      userType: 'Operator_Staff',
    });
  });
});

type User = components['schemas']['User'];
const MAYA: User = {
  id: 'usr-provider',
  email: 'provider@demo.test',
  firstName: 'Maya',
  lastName: 'Okafor',
  role: 'Provider',
  status: 'Active',
  userType: 'Physician',
  staffRole: null,
  phone: '+1 (555) 010-4001',
  specialty: 'Pathology',
  workAuthorization: 'Citizen',
  experience: '10+',
  country: 'US',
  state: 'CA',
  city: 'San Diego',
  facility: null,
  groupIds: [],
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

describe('editing a user', () => {
  it('shows status and staff role to admins only, the provider details for providers only', () => {
    expect(editableFields({ role: 'Provider', admin: false })).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'specialty',
      'workAuthorization',
      'experience',
      'country',
      'state',
      'city',
    ]);
    expect(editableFields({ role: 'Admin', admin: true })).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'status',
      'staffRole',
    ]);
    expect(editableFields({ role: 'Facility_NP', admin: true })).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'status',
    ]);
  });

  it('keeps what the record has required', () => {
    const schema = userEditSchema({ role: 'Admin', admin: true }, REGIONS);
    expect(errorsOf(schema, { firstName: '', lastName: 'B', email: 'x@demo.test', phone: '' })).toEqual({
      firstName: [FORM_MESSAGES.required],
      phone: [FORM_MESSAGES.required],
      status: [FORM_MESSAGES.required],
      staffRole: [USER_MESSAGES.staffRoleRequired],
    });
  });

  const context = { role: 'Provider', admin: true } as const;
  const fields = editableFields(context);
  const initial = initialEditValues(MAYA, fields);
  const edited = (changes: Record<string, string>): UserEditValue =>
    valueOf(userEditSchema(context, REGIONS), { ...initial, ...changes });

  it('sends only the fields that changed since the form was opened', () => {
    expect(initial).toMatchObject({ status: 'Active', city: 'San Diego', phone: '+1 (555) 010-4001' });
    expect(changedFields(edited({}), initial, fields)).toEqual({});
    expect(changedFields(edited({ city: 'Oakland', status: 'Deactivated' }), initial, fields)).toEqual({
      city: 'Oakland',
      status: 'Deactivated',
    });
  });

  it('does not count a number laid out differently or an email in capitals as a change', () => {
    expect(
      changedFields(edited({ phone: '+15550104001', email: 'Provider@Demo.test' }), initial, fields),
    ).toEqual({});
  });

  it('empties a city, and a state that no longer applies, with the contract’s empty string', () => {
    expect(changedFields(edited({ city: '' }), initial, fields)).toEqual({ city: '' });
    expect(changedFields(edited({ country: 'Other' }), initial, fields)).toEqual({
      country: 'Other',
      state: '',
    });
    expect(changedFields(edited({ country: 'Canada', state: 'ON' }), initial, fields)).toEqual({
      country: 'Canada',
      state: 'ON',
    });
  });

  it('sends every shown field when the opening values are unknown', () => {
    expect(Object.keys(changedFields(edited({}), {}, fields)).sort()).toEqual([...fields].sort());
  });
});
