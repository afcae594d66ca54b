/** The auth feature's public entry: session rules, roles, menus and the login screen. */
export {
  normalizeRole,
  isAdminRole,
  isFacilityRole,
  isProviderRole,
  isProvisionallyActive,
  normalizeStatus,
  sameStatus,
  ROLE_LABELS,
  type Role,
  type UserStatus,
} from './roles';
export { ADMIN_ONLY_TEXT, adminPageRefusal, ownAccountPath, postLoginDestination } from './destinations';
export { menusFor, type Menus, type NavLink, type UserMenuEntry } from './navigation';
export {
  isExpired,
  shouldLogoutOn401,
  sessionEndsOn401,
  isIdle,
  activityRecordDue,
  ACTIVITY_RECORD_INTERVAL_MS,
  resolveTokenExpiry,
  sessionReadAfterAction,
  inactivityState,
  storedActivityExpired,
  INACTIVITY_LIMIT_MS,
  STORED_ACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  INACTIVITY_WARNING_TEXT,
  LOGOUT_REDIRECT_DELAY_MS,
  logoutEndsSession,
  tabActsOnSessionEnd,
} from './session-rules';
export {
  loginFormSchema,
  LOGIN_FAILED_TEXT,
  STATUS_FETCH_FAILED_TEXT,
  STATUS_VALIDATION_ERROR_TEXT,
} from './login-schema';
export { LoginForm } from './login-form';
export { SessionWatch, useLogout } from './session-watch';
