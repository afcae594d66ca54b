/**
 * Roles and account statuses, every spelling the spec allows mapped to one value, in one place (decision 066).
 *
 * Spec 3.2: a backend may send the role as admin, facility_np, physician, medicalfacility or provider, in any
 * letter case (the guard compares case-insensitively), and FacilityNP is another spelling of Facility_NP; the
 * menus compare against the capitalised spellings. A physician is a provider (spec 1: providers are "pathologists
 * or physicians"). Spec 3.6 and 4.1: the status (New, In Progress, Provisionally Active, Active, Deactivated) is
 * used lower-cased; its words may also be joined by an underscore or a hyphen, or not at all (ProvisionallyActive,
 * as lead status A spells it).
 *
 * openapi.yaml's RoleSpelling and UserStatusSpelling carry the patterns below (a test keeps them equal), so the
 * generated zod, the conformance command and this mapping accept exactly the same strings. The app, the mock
 * and the conformance command compare roles and statuses only through these functions.
 */

export const ROLES = ['Admin', 'Provider', 'MedicalFacility', 'Facility_NP'] as const;
/** A role in the capitalised spelling the menus use (the contract's Role). */
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated'] as const;
/** An account status as the contract's UserStatus spells it. */
export type UserStatus = (typeof USER_STATUSES)[number];

/** Each role's spellings, lower-cased (spec 3.2); letter case never matters. */
const ROLE_NAMES: Record<Role, readonly string[]> = {
  Admin: ['admin'],
  Provider: ['provider', 'physician'],
  MedicalFacility: ['medicalfacility'],
  Facility_NP: ['facility_np', 'facilitynp'],
};

/** Between the words of a status: a space, an underscore, a hyphen or nothing. */
const STATUS_SEPARATORS = [' ', '_', '-', ''] as const;

// Pure (no side effect), so a browser bundle that imports the contract's index but no role keeps none of this.
const ROLE_BY_SPELLING = /* @__PURE__ */ (() =>
  new Map<string, Role>(ROLES.flatMap((role) => ROLE_NAMES[role].map((name) => [name, role] as const))))();

/** Every lower-cased spelling of a status: its words joined by each separator. */
const statusSpellings = (status: UserStatus) => {
  const words = status.toLowerCase().split(' ');
  return [...new Set(STATUS_SEPARATORS.map((separator) => words.join(separator)))];
};

const STATUS_BY_SPELLING = /* @__PURE__ */ (() =>
  new Map<string, UserStatus>(
    USER_STATUSES.flatMap((status) => statusSpellings(status).map((name) => [name, status] as const)),
  ))();

/** The role's capitalised spelling, or null for a role the product does not know. Surrounding spaces are ignored. */
export function normalizeRole(role: string | null | undefined): Role | null {
  return ROLE_BY_SPELLING.get((role ?? '').trim().toLowerCase()) ?? null;
}

/** The status as the contract's UserStatus spells it, or null for a status the product does not know. */
export function normalizeStatus(status: string | null | undefined): UserStatus | null {
  return STATUS_BY_SPELLING.get((status ?? '').trim().toLowerCase()) ?? null;
}

export const isAdminRole = (role: string | null | undefined) => normalizeRole(role) === 'Admin';
export const isProviderRole = (role: string | null | undefined) => normalizeRole(role) === 'Provider';

export function isFacilityRole(role: string | null | undefined): boolean {
  const normalized = normalizeRole(role);
  return normalized === 'MedicalFacility' || normalized === 'Facility_NP';
}

/** Whether two spellings name the same status (an unknown one matches nothing). */
export function sameStatus(a: string | null | undefined, b: UserStatus): boolean {
  return normalizeStatus(a) === b;
}

/** 'Provisionally Active', 'provisionally active' and 'ProvisionallyActive' are one status. */
export const isProvisionallyActive = (status: string | null | undefined) =>
  sameStatus(status, 'Provisionally Active');

/** A letter in either case, as a JSON Schema (ECMA-262) pattern can say it without flags. */
const caseless = (text: string) =>
  [...text].map((c) => (/[a-z]/.test(c) ? `[${c.toUpperCase()}${c}]` : c)).join('');

/** openapi.yaml's RoleSpelling pattern: every spelling of ROLE_NAMES, in any letter case. */
export const roleSpellingPattern = () =>
  `^(?:${ROLES.flatMap((role) => ROLE_NAMES[role].map(caseless)).join('|')})$`;

/** openapi.yaml's UserStatusSpelling pattern: each status's words in any case, joined by [ _-] or nothing. */
export const userStatusSpellingPattern = () =>
  `^(?:${USER_STATUSES.map((status) => status.toLowerCase().split(' ').map(caseless).join('[ _-]?')).join('|')})$`;
