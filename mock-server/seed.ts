/**
 * A deterministic seed: the same data on every start, so QA scenarios and end-to-end tests can name records.
 * The demo accounts below are listed in the README; all share DEMO_PASSWORD.
 */
import { db, clearDatabase, type UserRecord } from './db';
import { hashPassword } from './passwords';
import { listSlideFiles } from './slides/store';

export const DEMO_PASSWORD = 'Demo-pass-2026';

type DemoAccount = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'status'> & {
  facilityId?: string;
  bannerMessage?: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'usr-admin',
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'Admin',
    status: 'Active',
  },
  {
    id: 'usr-provider',
    email: 'provider@demo.test',
    firstName: 'Maya',
    lastName: 'Okafor',
    role: 'Provider',
    status: 'Active',
  },
  {
    id: 'usr-provisional-provider',
    email: 'provisional.provider@demo.test',
    firstName: 'Samuel',
    lastName: 'Lindqvist',
    role: 'Provider',
    status: 'Provisionally Active',
  },
  {
    id: 'usr-facility',
    email: 'facility@demo.test',
    firstName: 'Daniel',
    lastName: 'Reyes',
    role: 'MedicalFacility',
    status: 'Active',
    facilityId: 'fac-001',
  },
  {
    id: 'usr-provisional-facility',
    email: 'provisional.facility@demo.test',
    firstName: 'Priya',
    lastName: 'Nair',
    role: 'MedicalFacility',
    status: 'Provisionally Active',
    facilityId: 'fac-002',
    bannerMessage:
      'Your facility account is provisionally active. Complete your facility account details to start sending out cases.',
  },
  {
    id: 'usr-np',
    email: 'np@demo.test',
    firstName: 'Grace',
    lastName: 'Whitfield',
    role: 'Facility_NP',
    status: 'Active',
    facilityId: 'fac-001',
  },
  {
    id: 'usr-deactivated-provider',
    email: 'deactivated.provider@demo.test',
    firstName: 'Victor',
    lastName: 'Hale',
    role: 'Provider',
    status: 'Deactivated',
  },
];

// One hash for every demo account (same password), computed once: reseeding stays fast, scrypt still guards it.
let cachedDemoHash: string | undefined;
const demoPasswordHash = () => (cachedDemoHash ??= hashPassword(DEMO_PASSWORD, 'demo-seed-salt'));

export async function seedDatabase({ slidesDir }: { slidesDir: string | null }) {
  clearDatabase();
  await db.facilities.create({
    id: 'fac-001',
    name: 'Riverside Community Hospital',
    facilityType: 'private_hospital',
    accountType: 'Laboratory',
    phone: '+1 (555) 010-2001',
    country: 'US',
    state: 'CA',
    city: 'Sacramento',
  });
  await db.facilities.create({
    id: 'fac-002',
    name: 'Northgate Pathology Clinic',
    facilityType: 'independent_facility',
    accountType: 'Physician_Group',
    phone: '+1 (555) 010-3002',
    country: 'US',
    state: 'OR',
    city: 'Portland',
  });
  const passwordHash = demoPasswordHash();
  for (const account of DEMO_ACCOUNTS) {
    await db.users.create({
      ...account,
      passwordHash,
      facilityId: account.facilityId ?? null,
      bannerMessage: account.bannerMessage ?? null,
    });
  }
  for (const slide of await listSlideFiles(slidesDir)) await db.slides.create(slide);
}
