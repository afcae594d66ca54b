/**
 * Roles and statuses as the spec compares them (sections 3.2, 4.1): role comparison is case-insensitive and
 * `FacilityNP` is another spelling of Facility_NP; status is compared lower-cased.
 */
export type Role = 'Admin' | 'Provider' | 'MedicalFacility' | 'Facility_NP';

const ROLE_SPELLINGS: Record<string, Role> = {
  admin: 'Admin',
  provider: 'Provider',
  medicalfacility: 'MedicalFacility',
  facility_np: 'Facility_NP',
  facilitynp: 'Facility_NP',
};

/** The capitalised role the menus use, or null for a role the product has no menu for. */
export function normalizeRole(role: string | null | undefined): Role | null {
  return ROLE_SPELLINGS[(role ?? '').trim().toLowerCase()] ?? null;
}

export const isAdminRole = (role: string | null | undefined) => normalizeRole(role) === 'Admin';

export function isFacilityRole(role: string | null | undefined): boolean {
  const normalized = normalizeRole(role);
  return normalized === 'MedicalFacility' || normalized === 'Facility_NP';
}

/** 'Provisionally Active', 'provisionally active' and 'ProvisionallyActive' are one status. */
export function isProvisionallyActive(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase().replace(/[\s_-]/g, '') === 'provisionallyactive';
}

export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Admin',
  Provider: 'Provider',
  MedicalFacility: 'Medical Facility',
  Facility_NP: 'Facility NP',
};
