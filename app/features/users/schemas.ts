/**
 * The user forms' schemas, each derived from the contract's request body (UserCreateInput, UserUpdateInput in
 * openapi.yaml), with the rules that depend on the role spelled out: facility roles belong to a facility, an
 * Admin has a staff role, a provider gives specialty, work authorisation, experience and where they are. The
 * same schema runs in the browser and in the action; the action then sends only the fields that apply to the
 * role (and, when editing, only those that changed).
 */
import { z } from 'zod';
import { schemas, type components, SENTENCES } from '../../../contracts';
import {
  FORM_MESSAGES,
  phoneNumberSchema,
  regionFor,
  regionProblem,
  type RegionCodes,
} from '~/components/form';
import { isAdminRole, isFacilityRole, isProviderRole } from '~/features/auth';

type Role = components['schemas']['Role'];
type User = components['schemas']['User'];
export type UserCreateInput = components['schemas']['UserCreateInput'];
export type UserUpdateInput = components['schemas']['UserUpdateInput'];

export const USER_MESSAGES = {
  facilityRequired: SENTENCES.users.facilityMissing,
  staffRoleRequired: SENTENCES.users.staffRoleMissing,
} as const;

/** Which role-dependent parts of the form apply to a role (none while no role is chosen). */
export interface RoleFields {
  facility: boolean;
  staffRole: boolean;
  provider: boolean;
}

export function fieldsForRole(role: unknown): RoleFields {
  return {
    facility: typeof role === 'string' && isFacilityRole(role),
    staffRole: typeof role === 'string' && isAdminRole(role),
    provider: typeof role === 'string' && isProviderRole(role),
  };
}

const PROVIDER_REQUIRED = ['specialty', 'workAuthorization', 'experience', 'country'] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

type Ctx = z.core.$RefinementCtx<unknown>;
type Loose = Record<string, unknown>;

function requireField(value: Loose, ctx: Ctx, name: string, message: string = FORM_MESSAGES.required) {
  if (isBlank(value[name])) ctx.addIssue({ code: 'custom', path: [name], message });
}

/** A provider's details; the state must be one of its country's (the kit's rule, `regionProblem`). */
function checkProviderFields(value: Loose, ctx: Ctx, regions: RegionCodes | undefined) {
  for (const name of PROVIDER_REQUIRED) requireField(value, ctx, name);
  const problem = regionProblem(value.country, value.state, regions);
  if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
}

// Role-dependent rules run even while other fields are still wrong, so every problem is said at once.
const always = { when: () => true };

const create = schemas.zUserCreateInput;

/** /user-registration as an admin: any role; the role decides which further fields are required. */
export function userCreateSchema(regions?: RegionCodes) {
  return create.extend({ phone: phoneNumberSchema }).superRefine((input, ctx) => {
    const value = input as Loose;
    const applies = fieldsForRole(value.role);
    if (applies.facility) requireField(value, ctx, 'facilityId', USER_MESSAGES.facilityRequired);
    if (applies.staffRole) requireField(value, ctx, 'staffRole', USER_MESSAGES.staffRoleRequired);
    if (applies.provider) checkProviderFields(value, ctx, regions);
  }, always);
}
export type UserCreateValue = z.output<ReturnType<typeof userCreateSchema>>;

/** Only the fields that apply to the chosen role go to the API (a form without JavaScript posts them all). */
export function userCreateBody(value: UserCreateValue): UserCreateInput {
  const { facilityId, staffRole, specialty, workAuthorization, experience, country, state, city, ...common } =
    value;
  const applies = fieldsForRole(value.role);
  return definedOnly({
    ...common,
    facilityId: applies.facility ? facilityId : undefined,
    staffRole: applies.staffRole ? staffRole : undefined,
    ...(applies.provider
      ? {
          specialty,
          workAuthorization,
          experience,
          country,
          state: regionFor(country, state),
          city,
        }
      : {}),
  });
}

/** /user-registration as a MedicalFacility user: facility users of its own facility, never operator staff. */
export const facilityUserCreateSchema = create.pick({ firstName: true, lastName: true, email: true }).extend({
  role: schemas.zRole.extract(['MedicalFacility', 'Facility_NP']),
  userType: schemas.zUserType.exclude(['Operator_Staff']),
  phone: phoneNumberSchema,
});
export type FacilityUserCreateValue = z.output<typeof facilityUserCreateSchema>;

/** The facility is the creator's own, read on the server: never taken from the form. */
export const facilityUserCreateBody = (
  value: FacilityUserCreateValue,
  facilityId: string,
): UserCreateInput => ({ ...value, facilityId });

/** /staff-registration: an operator staff user (role Admin, user type Operator_Staff), staff role required. */
export const staffCreateSchema = create
  .pick({ firstName: true, lastName: true, email: true })
  .extend({ staffRole: schemas.zStaffRole, phone: phoneNumberSchema });
export type StaffCreateValue = z.output<typeof staffCreateSchema>;

export const staffCreateBody = (value: StaffCreateValue): UserCreateInput => ({
  ...value,
  role: 'Admin',
  userType: 'Operator_Staff',
});

// --- Editing -------------------------------------------------------------------------------------------------

const update = schemas.zUserUpdateInput;
const PROVIDER_FIELDS = ['specialty', 'workAuthorization', 'experience', 'country', 'state', 'city'] as const;
const BASE_EDIT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export type EditField =
  (typeof BASE_EDIT_FIELDS)[number] | 'status' | 'staffRole' | (typeof PROVIDER_FIELDS)[number];

/** Whose record is edited, and whether the editor is an admin (status and staff role are theirs alone). */
export interface EditContext {
  role: Role;
  admin: boolean;
  /** The admins' Users screens change the status through the detail page's actions (with a reason), not here. */
  statusByActions?: boolean;
}

/** The fields an edit form shows for this record and this editor. */
export function editableFields({ role, admin, statusByActions }: EditContext): EditField[] {
  return [
    ...BASE_EDIT_FIELDS,
    ...(admin && !statusByActions ? (['status'] as const) : []),
    ...(admin && isAdminRole(role) ? (['staffRole'] as const) : []),
    ...(isProviderRole(role) ? PROVIDER_FIELDS : []),
  ];
}

/** Editing a user: what the record has stays required; the role-dependent fields as for creating. */
export function userEditSchema(context: EditContext, regions?: RegionCodes) {
  return update
    .extend({
      firstName: update.shape.firstName.unwrap(),
      lastName: update.shape.lastName.unwrap(),
      email: update.shape.email.unwrap(),
      phone: phoneNumberSchema,
    })
    .superRefine((input, ctx) => {
      const value = input as Loose;
      const fields = editableFields(context);
      if (fields.includes('status')) requireField(value, ctx, 'status');
      if (fields.includes('staffRole'))
        requireField(value, ctx, 'staffRole', USER_MESSAGES.staffRoleRequired);
      if (fields.includes('specialty')) checkProviderFields(value, ctx, regions);
    }, always);
}
export type UserEditValue = z.output<ReturnType<typeof userEditSchema>>;

/** A record's values as the edit form starts with them ('' for what it does not have). */
export function initialEditValues(user: User, fields: readonly EditField[]): Record<string, string> {
  return Object.fromEntries(fields.map((name) => [name, user[name] ?? '']));
}

const sameValue: Partial<Record<EditField, (a: string, b: string) => boolean>> = {
  // The number laid out differently is the same number.
  phone: (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, ''),
  // The API keeps emails lower-cased.
  email: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase(),
};
// Optional text the contract lets us empty by sending ''; any other field keeps its value when left empty.
const CLEARABLE: readonly EditField[] = ['state', 'city'];

/**
 * PATCH semantics: only what differs from the values the form was opened with, so a change someone else made
 * meanwhile to a field this person did not touch is never overwritten. A state of a country without a list no
 * longer applies and is cleared.
 */
export function changedFields(
  value: UserEditValue,
  initial: Readonly<Record<string, string>>,
  fields: readonly EditField[],
): UserUpdateInput {
  const next: Record<string, string> = {};
  for (const name of fields) {
    const raw = name === 'state' ? regionFor(value.country, value.state) : value[name];
    const now = typeof raw === 'string' ? raw.trim() : '';
    const before = (initial[name] ?? '').trim();
    const same = sameValue[name] ?? ((a: string, b: string) => a === b);
    if (same(now, before)) continue;
    if (now || CLEARABLE.includes(name)) next[name] = now;
  }
  // Every value came through the form's schema (or is '' for a clearable text), so it is a valid update.
  return update.parse(next);
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
