/**
 * A deterministic seed: the same data on every start, so QA scenarios and end-to-end tests can name records.
 * The demo accounts below are listed in the README; all share DEMO_PASSWORD.
 */
import { db, clearDatabase, type UserRecord } from './db';
import { hashPassword } from '../auth/passwords';
import { preparedSlideRecords } from '../slides/catalog';
import { FACILITIES } from './seed-data';
import { dueAtOf, dueClock, seedTurnaround } from '../cases/turnaround';
import {
  CASE_COUNT,
  SEED,
  createRandom,
  facilityRecord,
  generateCases,
  generatePeople,
} from './seed-generate';
import { seedScale } from './seed-scale';
import { timeUrgentWork } from './seed-urgent';
import { seedPeople } from '../users/seed';
import { seedAssignmentProfiles } from '../assignment/seed';
import { recordSeededCredentials } from '../users/credentials';
import { seedWork } from './seed-work';
import { NEW_PROVIDER, seedTaskDemos } from '../tasks/seed-demos';
import { ensureDemoFacilityAttachments } from '../attachments/demo-seed';
import { seedAnnotations } from '../annotations/seed';
import { seedNotifications } from '../notifications/seed';
import { seedConsults } from '../consults/seed';
import { seedQuality } from '../quality/seed';
import { isProviderRole, sameStatus } from '../../contracts';

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
  // Seeded last with an onboarding task (tasks/seed-demos.ts), so the rest of the seed stays as it was.
  NEW_PROVIDER,
];

// One hash for every demo account (same password), computed once: reseeding stays fast, scrypt still guards it.
let cachedDemoHash: string | undefined;
const demoPasswordHash = () => (cachedDemoHash ??= hashPassword(DEMO_PASSWORD, 'demo-seed-salt'));

/**
 * Seeds the database afresh: the seed, always the same. With `cases` above the seed's 400 (`--seed-cases N`),
 * a network of that many cases: the seed, then a year of further cases and their work (./seed-scale.ts).
 */
export async function seedDatabase({ slidesDir, cases }: { slidesDir: string | null; cases?: number }) {
  const started = performance.now();
  clearDatabase();
  for (const row of FACILITIES) await db.facilities.create(facilityRecord(row));
  const passwordHash = demoPasswordHash();
  for (const account of DEMO_ACCOUNTS.filter((a) => a.id !== NEW_PROVIDER.id)) {
    await db.users.create({
      ...account,
      passwordHash,
      facilityId: account.facilityId ?? null,
      bannerMessage: account.bannerMessage ?? null,
    });
  }
  // Slides come from the prepared manifest (demo slides, fixtures of this folder, the mosaic): prepareSlides().
  for (const slide of preparedSlideRecords(slidesDir)) await db.slides.create(slide);

  const random = createRandom(SEED);
  const people = generatePeople(random);
  for (const person of people) await db.users.create({ ...person, passwordHash });
  const name = (u: { id: string; firstName: string; lastName: string }) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
  });
  const workers = [
    ...DEMO_ACCOUNTS.filter((a) => a.id === 'usr-provider' || a.id === 'usr-provisional-provider').map(name),
    ...people.filter((p) => isProviderRole(p.role) && sameStatus(p.status, 'Active')).map(name),
  ];
  // Due times from the seeded targets and holidays, as a send-out would set them (cases/turnaround.ts).
  await seedTurnaround();
  const clock = dueClock();
  // The open STAT and Rush cases timed from now: a few overdue, most due in the coming hours (./seed-urgent.ts).
  const drawn = generateCases(random, db.slides.all(), workers);
  for (const item of timeUrgentWork(drawn, clock.now.getTime(), clock.targetHours)) {
    await db.cases.create({ ...item, dueAt: dueAtOf(item, clock) });
  }
  // people: profiles, account records, groups, support requests, banner, registrations (mock-server/users/seed.ts)
  await seedPeople();
  // The demo provider's caseload cap, above their open cases (docs/assignment.md, "The seed").
  await seedAssignmentProfiles();
  // The signed-out reports record their signers' credentials, which the people's registrations now hold.
  await recordSeededCredentials();
  // Tasks, billing, enquiries, attachments and case links (mock-server/store/seed-work.ts; its own random seed).
  await seedWork();
  // The QA and onboarding task demos, and the new provider they need (decision 030).
  await seedTaskDemos(passwordHash);
  // The demo facility always has a Draft and an Available case with an attachment (decision 024).
  await ensureDemoFacilityAttachments();
  // Rulers and patches on a demo Assigned case and a signed-out one (decision 029).
  await seedAnnotations();
  // A consult to replay on the demo provider's first signed-out case (mock-server/consults/seed.ts).
  await seedConsults();
  // The cases late already count as escalated, and a few demo notices (mock-server/notifications/seed.ts).
  await seedNotifications();
  // Sampled QA: the seed's QA reviews as samples, and their follow-ups (mock-server/quality/seed.ts).
  await seedQuality(new Set(DEMO_ACCOUNTS.map((a) => a.id)));
  if (cases !== undefined && cases > CASE_COUNT) await seedScale(cases, passwordHash, started);
}
