/** The menus of spec 2.2 for each role, as data; the header renders whatever this returns. */
import { isProvisionallyActive, normalizeRole } from './roles';

export interface NavLink {
  label: string;
  to: string;
}

/** A user-menu entry: a link, a labelled group of links ("Account Settings > Reset Password"), or logout. */
export type UserMenuEntry =
  { kind: 'link'; link: NavLink } | { kind: 'group'; label: string; links: NavLink[] } | { kind: 'logout' };

export interface Menus {
  main: NavLink[];
  user: UserMenuEntry[];
}

const RESET_PASSWORD: NavLink = { label: 'Reset Password', to: '/reset-password' };
const NOTIFICATION_SETTINGS: NavLink = { label: 'Notification Settings', to: '/notification-settings' };
const ACCOUNT_SETTINGS: UserMenuEntry = {
  kind: 'group',
  label: 'Account Settings',
  links: [RESET_PASSWORD, NOTIFICATION_SETTINGS],
};
const LOGOUT: UserMenuEntry = { kind: 'logout' };

const PROVIDER_MAIN: NavLink[] = [
  { label: 'Available Cases', to: '/availableCases' },
  { label: 'My Cases', to: '/selectedCases' },
  { label: 'Completed Cases', to: '/completedCases' },
  { label: 'My Tasks', to: '/task' },
];
// Marked pure: a page that imports the auth barrel for something else (the viewer's session watch) then leaves
// these menus out, and its held scripts are a file fewer.
const PROVISIONAL_PROVIDER_MAIN = /* @__PURE__ */ PROVIDER_MAIN.filter(
  (l) => l.to === '/selectedCases' || l.to === '/task',
);
const PROVIDER_USER: UserMenuEntry[] = [
  { kind: 'link', link: { label: 'About Me', to: '/about-me' } },
  ACCOUNT_SETTINGS,
  LOGOUT,
];

const FACILITY_MAIN: NavLink[] = [
  { label: 'Create New Case', to: '/upload-project' },
  { label: 'Send-Out Cases', to: '/send-out-cases' },
  { label: 'Tasks', to: '/tasks-list' },
];
const FACILITY_USER: UserMenuEntry[] = [
  { kind: 'link', link: { label: 'Account Details', to: '/account-details' } },
  { kind: 'link', link: { label: 'Facility Account Details', to: '/facility-account-detail' } },
  { kind: 'link', link: { label: 'Interfaces', to: '/facility-account/interfaces' } },
  { kind: 'link', link: { label: 'Delivery Log', to: '/deliveries' } },
  ACCOUNT_SETTINGS,
  LOGOUT,
];

const ADMIN_MAIN: NavLink[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Accounts', to: '/account' },
  { label: 'Users', to: '/users' },
  { label: 'Enquiries', to: '/enquiries' },
  { label: 'Groups', to: '/groups' },
  { label: 'Cases', to: '/case' },
  { label: 'Tasks', to: '/tasks' },
  { label: 'Billing', to: '/billings' },
  { label: 'Turnaround', to: '/admin/turnaround' },
  { label: 'Assignment', to: '/admin/assignment' },
  { label: 'Quality', to: '/admin/quality' },
  { label: 'Audit Trail', to: '/admin/audit' },
  { label: 'Delivery Log', to: '/admin/deliveries' },
  { label: 'Report Templates', to: '/admin/report-templates' },
];
const ADMIN_USER: UserMenuEntry[] = [
  { kind: 'link', link: RESET_PASSWORD },
  { kind: 'link', link: NOTIFICATION_SETTINGS },
  { kind: 'link', link: { label: 'Support', to: '/support' } },
  LOGOUT,
];

export interface MenuContext {
  role: string | null | undefined;
  status: string | null | undefined;
  /** A global banner message is showing (hides the facility top navigation). */
  bannerShown?: boolean;
  /** The current path and whether the mobile layout is on: /pathologist pages use the provider menu there. */
  pathname?: string;
  mobile?: boolean;
}

export function menusFor({
  role,
  status,
  bannerShown = false,
  pathname = '',
  mobile = false,
}: MenuContext): Menus {
  const normalized = normalizeRole(role);
  if (mobile && (pathname === '/pathologist' || pathname.startsWith('/pathologist/'))) {
    return {
      main: isProvisionallyActive(status) ? PROVISIONAL_PROVIDER_MAIN : PROVIDER_MAIN,
      user: userMenu(normalized),
    };
  }
  switch (normalized) {
    case 'Provider':
      return {
        main: isProvisionallyActive(status) ? PROVISIONAL_PROVIDER_MAIN : PROVIDER_MAIN,
        user: PROVIDER_USER,
      };
    case 'MedicalFacility':
    case 'Facility_NP':
      return { main: bannerShown ? [] : FACILITY_MAIN, user: FACILITY_USER };
    case 'Admin':
      return { main: ADMIN_MAIN, user: ADMIN_USER };
    default:
      return { main: [], user: [LOGOUT] };
  }
}

function userMenu(role: ReturnType<typeof normalizeRole>): UserMenuEntry[] {
  if (role === 'Admin') return ADMIN_USER;
  if (role === 'MedicalFacility' || role === 'Facility_NP') return FACILITY_USER;
  if (role === 'Provider') return PROVIDER_USER;
  return [LOGOUT];
}
