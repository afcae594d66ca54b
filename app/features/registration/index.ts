/**
 * The registration feature's public entry (browser-safe): /register?type=provider|facility|other for visitors,
 * /provider-registration, /facility-registration, /other-registration for admins entering one on someone's
 * behalf, and their edit/:id routes (decision 020). Loaders and actions live in create.server.ts and
 * edit.server.ts.
 */
export { RegisterPage, BehalfRegistrationPage, RegistrationEditPage } from './pages';
export { RegistrationErrorBoundary, RegisterErrorBoundary } from './error-boundary';
export { mayEditKind, mayRegisterOnBehalf, ACCESS_MESSAGES } from './access';
export { KIND_TEXT, kindOf } from './kinds';
// A provider's own profile (About Me, app/features/provider-profile) edits the same fields with the same form.
export { ProviderForm } from './provider-form';
export { documentChanges, documentDefaults, storedDocument } from './documents';
export type { RegistrationLists } from './types';
export {
  providerRegistrationSchema,
  facilityRegistrationSchema,
  otherRegistrationSchema,
  providerEditSchema,
  facilityEditSchema,
  otherEditSchema,
  changedFields,
  initialEditValues,
  updateBodyFor,
  REGISTRATION_MESSAGES,
  type InitialValues,
  type RegistrationKind,
} from './schemas';
