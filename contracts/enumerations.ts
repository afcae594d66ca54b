/**
 * The enumerations of spec 3.3 as select options: values from the contract's generated schemas (so a value can
 * never drift from openapi.yaml), labels as people read them. Where the spec gives a label it is used to the
 * letter ('Accounts and Billing', the billing components); otherwise underscores become spaces and lower-case
 * codes are capitalised ('Green_Card' → 'Green Card', 'only_full_global_cases' → 'Only full global cases').
 */
import type { components } from './generated/types.gen';
import * as schemas from './generated/zod.gen';
import { ATTACHMENT_SLOT_LABELS } from './sentences';

export interface EnumOption<V extends string = string> {
  value: V;
  label: string;
}

export function humanise(value: string): string {
  const spaced = value.replace(/_/g, ' ');
  return /^[a-z]/.test(spaced) ? spaced[0]!.toUpperCase() + spaced.slice(1) : spaced;
}

function optionsOf<V extends string>(
  values: readonly V[],
  labels: Partial<Record<V, string>> = {},
): EnumOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] ?? humanise(value) }));
}

const EXPERIENCE_LABELS = {
  none: 'None',
  '0-3': '0–3 years',
  '3-5': '3–5 years',
  '5-7': '5–7 years',
  '7-10': '7–10 years',
  '10+': '10+ years',
} as const;

/** Spec 3.3 names two specialty lists: providers choose from the first, everyone else from the second. */
export const PROVIDER_SPECIALTIES = ['Pathology', 'Other'] as const;

export const ENUM_OPTIONS = {
  accountType: optionsOf(schemas.zAccountType.options, { Physician_Group: 'Physician Group' }),
  providerSpecialty: optionsOf(PROVIDER_SPECIALTIES),
  specialty: optionsOf(schemas.zSpecialty.options),
  userType: optionsOf(schemas.zUserType.options, {
    Operator_Staff: 'Operator Staff',
    Facility_NP: 'Facility NP',
  }),
  staffRole: optionsOf(schemas.zStaffRole.options, {
    Accounts: 'Accounts and Billing',
    Lab_Operations: 'Lab Operations',
    Relationship_Manager: 'Relationship Manager',
  }),
  ownerGroup: optionsOf(schemas.zOwnerGroup.options),
  userStatus: optionsOf(schemas.zUserStatus.options),
  workAuthorization: optionsOf(schemas.zWorkAuthorization.options, { EAD: 'EAD' }),
  /** Spec 3.3's experience bands, 'None' first: the provider registration's list and the user forms' (decision 066). */
  experience: optionsOf(schemas.zExperienceBand.options, EXPERIENCE_LABELS),
  gender: optionsOf(schemas.zGender.options),
  slideDelivery: optionsOf(schemas.zSlideDelivery.options),
  caseRelation: optionsOf(schemas.zCaseRelation.options),
  service: optionsOf(schemas.zService.options),
  salutation: optionsOf(schemas.zSalutation.options),
  organisationKind: optionsOf(schemas.zOrganisationKind.options),
  leadSource: optionsOf(schemas.zLeadSource.options),
  leadStatus: optionsOf(schemas.zLeadStatus.options, { ProvisionallyActive: 'Provisionally Active' }),
  leadStatusB: optionsOf(schemas.zLeadStatusB.options),
  caseScope: optionsOf(schemas.zCaseScope.options, { all: 'All cases' }),
  facilityType: optionsOf(schemas.zFacilityType.options),
  labArrangement: optionsOf(schemas.zLabArrangement.options),
  country: optionsOf(schemas.zCountry.options, { US: 'United States' }),
  billingComponent: [0, 1, 2].map((value, index) => ({
    value: String(value),
    label: schemas.zBillingComponentLabel.options[index]!,
  })),
  taskStatus: optionsOf(schemas.zTaskStatus.options, { InProgress: 'In Progress' }),
  // The API's displayName for each case type (the case's `type.displayName`).
  caseType: optionsOf(schemas.zCaseTypeName.options, {
    surgical: 'Surgical Pathology',
    cytology: 'Cytopathology',
    consult: 'Consultation',
    gastrointestinal: 'GI Pathology',
  }),
  // Spec 3.4's five clinical attachment slots.
  attachmentSlot: optionsOf(schemas.zAttachmentSlot.options, ATTACHMENT_SLOT_LABELS),
  taskPriority: optionsOf(schemas.zTaskPriority.options),
  // A case's priority: Routine unless the facility says otherwise.
  casePriority: optionsOf(schemas.zCasePriority.options),
} as const;

/** The label of a value of one of the enumerations, or the value itself when unknown. */
export function enumLabel(
  kind: keyof typeof ENUM_OPTIONS,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  const options: readonly EnumOption[] = ENUM_OPTIONS[kind];
  return options.find((option) => option.value === String(value))?.label ?? String(value);
}

/** A case's status as people read it (the lists' column, the report's 409). */
export const CASE_STATUS_LABELS: Record<components['schemas']['CaseStatus'], string> = {
  Draft: 'Draft',
  Available: 'Available',
  Assigned: 'Assigned',
  SignOutCompleted: 'Sign-Out Completed',
  Cancelled: 'Cancelled',
};
