/**
 * The users feature's public entry (browser-safe): creating users (/user-registration, /staff-registration)
 * and editing them (their edit/:id routes). Loaders and actions live in registration.server.ts and
 * edit.server.ts.
 */
export { UserRegistrationPage, StaffRegistrationPage, UserEditPage } from './pages';
export { UsersErrorBoundary } from './users-error-boundary';
export { UserListView } from './user-list';
export { UserDetailView } from './user-detail';
export { userDetailHref, userEditHref, type UserScreens } from './screens';
export { userRegistrationMode, type UserRegistrationMode } from './access';
export {
  userCreateSchema,
  facilityUserCreateSchema,
  staffCreateSchema,
  userEditSchema,
  fieldsForRole,
  USER_MESSAGES,
} from './schemas';
