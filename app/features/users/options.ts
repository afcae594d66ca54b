/** The choices of the user forms, values from the contract and labels as people read them (spec 3.2, 3.3). */
import { schemas, type components } from '../../../contracts';
import { ROLE_LABELS } from '~/features/auth';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';

type Role = components['schemas']['Role'];

export const roleLabel = (role: Role) => ROLE_LABELS[role];

const roleOptions = (roles: readonly Role[]) => roles.map((value) => ({ value, label: roleLabel(value) }));

/** Every role an admin may give, in the order people think of them. */
export const ROLE_OPTIONS = roleOptions(['Provider', 'MedicalFacility', 'Facility_NP', 'Admin']);

/** The roles a MedicalFacility user gives to the users of its facility. */
export const FACILITY_ROLE_OPTIONS = roleOptions(
  schemas.zRole.extract(['MedicalFacility', 'Facility_NP']).options,
);

export const USER_TYPE_OPTIONS = ENUM_OPTIONS.userType;

/** A facility never creates the operator's own staff. */
export const FACILITY_USER_TYPE_OPTIONS = ENUM_OPTIONS.userType.filter((o) => o.value !== 'Operator_Staff');

export const STAFF_ROLE_OPTIONS = ENUM_OPTIONS.staffRole;

/** How a user's status moves (openapi.yaml, updateUser); the API refuses any other change with its sentence. */
export const STATUS_LIFECYCLE_HINT =
  'New → In Progress → Provisionally Active → Active; any status → Deactivated; Deactivated → Active.';
