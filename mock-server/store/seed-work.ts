/**
 * The seed of tasks, billing records, enquiries, case attachments and case links: drawn from its own fixed
 * random seed (so the people and case seed stay as they are), dated back from SEED_NOW. Runs after the users
 * and cases are seeded, and reads them. Each resource's records are generated in its own folder; the order of
 * the calls below is the order of the random draws, so it is part of the seed.
 */
import { generateAttachments } from '../attachments/seed';
import { generateBilling } from '../billing/seed';
import { generateEnquiries } from '../enquiries/seed';
import { generateTasks } from '../tasks/seed';
import { db, type CaseRecord, type UserRecord } from './db';
import { SEED, createRandom } from './seed-generate';
import { isProviderRole, sameStatus } from '../../contracts';

/** What the generated parts of the work seed read: the seeded users and cases (mock-server/store/seed-work.ts). */
export interface WorkSeedContext {
  users: UserRecord[];
  /** Every case, in caseID order. */
  cases: CaseRecord[];
  admin: UserRecord;
  activeProviders: UserRecord[];
  onboardingProviders: UserRecord[];
  signedOut: CaseRecord[];
  facilityUsers(facilityId: string): UserRecord[];
}

export async function seedWork() {
  const random = createRandom(SEED + 1);
  const users = db.users.all();
  const cases = db.cases.all().sort((a, b) => a.caseID.localeCompare(b.caseID));
  const context: WorkSeedContext = {
    users,
    cases,
    admin: users.find((u) => u.id === 'usr-admin')!,
    activeProviders: users.filter((u) => isProviderRole(u.role) && sameStatus(u.status, 'Active')),
    // The new demo provider (tasks/seed-demos.ts) is seeded later with an onboarding task of their own.
    onboardingProviders: users.filter(
      (u) =>
        isProviderRole(u.role) &&
        u.id !== 'usr-new-provider' &&
        ['New', 'In Progress', 'Provisionally Active'].includes(u.status),
    ),
    signedOut: cases.filter((c) => c.status === 'SignOutCompleted'),
    facilityUsers: (facilityId) =>
      users.filter((u) => u.facilityId === facilityId && sameStatus(u.status, 'Active')),
  };

  for (const task of generateTasks(random, context)) await db.tasks.create(task);
  for (const record of generateBilling(random, context)) await db.billingRecords.create(record);
  for (const enquiry of generateEnquiries(random, context)) await db.enquiries.create(enquiry);
  for (const attachment of generateAttachments(cases)) await db.attachments.create(attachment);
  for (const child of cases.filter((c) => c.caseRelation === 'Child')) {
    const parent = cases.find(
      (c) =>
        c.caseRelation === 'Parent' && c.facility.id === child.facility.id && c.createdAt < child.createdAt,
    );
    if (parent) await db.caseLinks.create({ caseID: child.caseID, parentCaseId: parent.caseID });
  }
}
