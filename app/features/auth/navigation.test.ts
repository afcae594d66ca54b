import { describe, expect, it } from 'vitest';
import { menusFor, type UserMenuEntry } from './navigation';

/** The user menu as the person reads it: "Label (/path)", "Group > Label (/path)" or "Logout". */
function readUserMenu(entries: UserMenuEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'logout') return ['Logout'];
    if (entry.kind === 'link') return [`${entry.link.label} (${entry.link.to})`];
    return entry.links.map((link) => `${entry.label} > ${link.label} (${link.to})`);
  });
}

const readMain = (role: string | null, status: string | null = 'Active', extra = {}) =>
  menusFor({ role, status, ...extra }).main.map((l) => `${l.label} (${l.to})`);

const PROVIDER_MAIN = [
  'Available Cases (/availableCases)',
  'My Cases (/selectedCases)',
  'Completed Cases (/completedCases)',
  'My Tasks (/task)',
];
const PROVIDER_USER = [
  'About Me (/about-me)',
  'Account Settings > Reset Password (/reset-password)',
  'Account Settings > Notification Settings (/notification-settings)',
  'Logout',
];
const FACILITY_MAIN = [
  'Create New Case (/upload-project)',
  'Send-Out Cases (/send-out-cases)',
  'Tasks (/tasks-list)',
];
const FACILITY_USER = [
  'Account Details (/account-details)',
  'Facility Account Details (/facility-account-detail)',
  'Interfaces (/facility-account/interfaces)',
  'Delivery Log (/deliveries)',
  'Account Settings > Reset Password (/reset-password)',
  'Account Settings > Notification Settings (/notification-settings)',
  'Logout',
];
const ADMIN_MAIN = [
  'Dashboard (/admin)',
  'Accounts (/account)',
  'Users (/users)',
  'Enquiries (/enquiries)',
  'Groups (/groups)',
  'Cases (/case)',
  'Tasks (/tasks)',
  'Billing (/billings)',
  'Turnaround (/admin/turnaround)',
  'Assignment (/admin/assignment)',
  'Quality (/admin/quality)',
  'Audit Trail (/admin/audit)',
  'Delivery Log (/admin/deliveries)',
  'Report Templates (/admin/report-templates)',
];
const ADMIN_USER = [
  'Reset Password (/reset-password)',
  'Notification Settings (/notification-settings)',
  'Support (/support)',
  'Logout',
];

describe('menusFor (spec 2.2)', () => {
  it('Provider', () => {
    expect(readMain('Provider')).toEqual(PROVIDER_MAIN);
    expect(readUserMenu(menusFor({ role: 'Provider', status: 'Active' }).user)).toEqual(PROVIDER_USER);
  });

  it.each(['MedicalFacility', 'Facility_NP', 'FacilityNP'])('%s', (role) => {
    expect(readMain(role)).toEqual(FACILITY_MAIN);
    expect(readUserMenu(menusFor({ role, status: 'Active' }).user)).toEqual(FACILITY_USER);
  });

  it('Admin', () => {
    expect(readMain('Admin')).toEqual(ADMIN_MAIN);
    expect(readUserMenu(menusFor({ role: 'Admin', status: 'Active' }).user)).toEqual(ADMIN_USER);
  });

  it('compares the role case-insensitively', () => {
    expect(readMain('admin')).toEqual(ADMIN_MAIN);
    expect(readMain('PROVIDER')).toEqual(PROVIDER_MAIN);
    expect(readMain('medicalfacility')).toEqual(FACILITY_MAIN);
  });

  it.each(['Provisionally Active', 'provisionally active', 'ProvisionallyActive'])(
    'a provider with status %o sees only My Cases and My Tasks',
    (status) => {
      expect(readMain('Provider', status)).toEqual(['My Cases (/selectedCases)', 'My Tasks (/task)']);
      expect(readUserMenu(menusFor({ role: 'Provider', status }).user)).toEqual(PROVIDER_USER);
    },
  );

  it.each(['New', 'In Progress', 'Active', null])(
    'a provider with status %o sees the full menu',
    (status) => {
      expect(readMain('Provider', status)).toEqual(PROVIDER_MAIN);
    },
  );

  it('hides the facility main menu while a banner is shown, keeping the user menu', () => {
    for (const role of ['MedicalFacility', 'Facility_NP']) {
      const menus = menusFor({ role, status: 'Provisionally Active', bannerShown: true });
      expect(menus.main).toEqual([]);
      expect(readUserMenu(menus.user)).toEqual(FACILITY_USER);
    }
  });

  it('a banner does not hide the provider or admin menus', () => {
    expect(readMain('Provider', 'Active', { bannerShown: true })).toEqual(PROVIDER_MAIN);
    expect(readMain('Admin', 'Active', { bannerShown: true })).toEqual(ADMIN_MAIN);
  });

  it('a physician is a provider (spec 1, 3.2)', () => {
    expect(readMain('physician', 'Active')).toEqual(PROVIDER_MAIN);
    expect(readMain('PHYSICIAN', 'provisionally active')).toEqual([
      'My Cases (/selectedCases)',
      'My Tasks (/task)',
    ]);
  });

  it.each([null, undefined, '', 'pathologist', 'superuser'])(
    'an unknown role %o gets no tabs, only Logout',
    (role) => {
      const menus = menusFor({ role, status: 'Active' });
      expect(menus.main).toEqual([]);
      expect(readUserMenu(menus.user)).toEqual(['Logout']);
    },
  );

  describe('pages under /pathologist on mobile use the provider menu', () => {
    it.each(['/pathologist', '/pathologist/qa-task', '/pathologist/primary-diagnosis-case/clinical-info'])(
      '%s',
      (pathname) => {
        expect(readMain('Admin', 'Active', { pathname, mobile: true })).toEqual(PROVIDER_MAIN);
        expect(readMain('MedicalFacility', 'Active', { pathname, mobile: true })).toEqual(PROVIDER_MAIN);
        // Each role keeps its own user menu.
        expect(
          readUserMenu(menusFor({ role: 'Admin', status: 'Active', pathname, mobile: true }).user),
        ).toEqual(ADMIN_USER);
      },
    );

    it('a provisionally active provider still sees the reduced menu there', () => {
      expect(
        readMain('Provider', 'Provisionally Active', { pathname: '/pathologist', mobile: true }),
      ).toEqual(['My Cases (/selectedCases)', 'My Tasks (/task)']);
    });

    it('not on desktop, and not on other paths', () => {
      expect(readMain('Admin', 'Active', { pathname: '/pathologist', mobile: false })).toEqual(ADMIN_MAIN);
      expect(readMain('Admin', 'Active', { pathname: '/pathologists', mobile: true })).toEqual(ADMIN_MAIN);
      expect(readMain('Admin', 'Active', { pathname: '/admin', mobile: true })).toEqual(ADMIN_MAIN);
    });
  });
});
