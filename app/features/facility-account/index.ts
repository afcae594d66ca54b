/**
 * The facility account feature's public entry (browser-safe): a facility user's own Account Details and its
 * edit, the facility's profile (Facility Account) and its contact details, address and proof of address
 * (Facility Account Details) with the review a not-yet-active account is submitted for, My Team, and the
 * Facility NP page. Loaders and actions live in the *.server.ts modules. Decision 026.
 */
export { AccountDetailsView, type AccountDetailsData } from './account-details-view';
export { EditAccountDetailsView } from './account-details-form';
export { FacilityProfileView, type FacilityAccountData } from './facility-profile-view';
export { FacilityDetailsView } from './facility-details-view';
export { EditFacilityDetailsView, EditFacilityProfileView } from './facility-forms';
export { TeamView } from './team-view';
export { FacilityNpView } from './np-view';
export { FacilityAccountErrorBoundary } from './error-boundary';
export { missingForReview, awaitsReview } from './review';
export { FORBIDDEN, SAVED, UNDER_REVIEW, REVIEW_STEPS } from './messages';
export { STATUS_TONES as USER_STATUS_TONES } from './labels';
// Shared with the admins' account screens (app/features/accounts, decision 036).
export { organisationSection, contactSections } from './account-sections';
export { ProfileFields, ContactFields, ProofField, Section as FormSection } from './facility-forms';
export {
  FACILITY_DETAILS_FIELDS,
  FACILITY_PROFILE_FIELDS,
  changedValues,
  facilityDetailsInitial,
  facilityDetailsSchema,
  facilityProfileInitial,
  facilityProfileSchema,
  readInitial,
  type InitialValues,
} from './schemas';
export { LINK_CLASS } from './labels';
export { InterfacesView } from './interfaces-view';
