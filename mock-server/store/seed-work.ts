/**
 * The seed of tasks, billing records, enquiries, case attachments and case links: drawn from its own fixed
 * random seed (so the people and case seed stay as they are), dated back from SEED_NOW. Runs after the users
 * and cases are seeded, and reads them. Each resource's records are generated in its own folder; the order of
 * the calls below is the order of the random draws, so it is part of the seed. A scale seed draws the same
 * generators further for its own cases (./seed-scale.ts).
 */
import { generateAttachments } from '../attachments/seed';
import { generateBilling } from '../billing/seed';
import { generateEnquiries } from '../enquiries/seed';
import { generateTasks } from '../tasks/seed';
import { db, type CaseRecord, type UserRecord } from './db';
import { FACILITIES } from './seed-data';
import { SEED, createRandom, type FacilityRow } from './seed-generate';
import { isProviderRole, sameStatus } from '../../contracts';

/** What the generated parts of the work seed read: the seeded users and cases (mock-server/store/seed-work.ts). */
export interface WorkSeedContext {
  users: UserRecord[];
  /** Every case, in caseID order (a scale seed's: its further cases, in order). */
  cases: CaseRecord[];
  admin: UserRecord;
  activeProviders: UserRecord[];
  onboardingProviders: UserRecord[];
  signedOut: CaseRecord[];
  facilityUsers(facilityId: string): UserRecord[];
  /** The facilities general tasks are drawn for. */
  facilities: readonly FacilityRow[];
  /** A facility's country (its billing currency), by id. */
  countryOf(facilityId: string): string | undefined;
  /** Whether the demo accounts get their share (the seed's own work: yes; a scale seed's further work: no). */
  demo: boolean;
}

/** `items` by `key`, each group in their order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The context of `cases` among `users`: lists and look-ups made once, so no generated record scans the database. */
export function workContext(
  users: UserRecord[],
  cases: CaseRecord[],
  facilities: readonly FacilityRow[],
  demo: boolean,
): WorkSeedContext {
  const staff = groupBy(
    users.filter((u) => u.facilityId && sameStatus(u.status, 'Active')),
    (u) => u.facilityId!,
  );
  const countries = new Map(facilities.map((row) => [row[0], row[4]]));
  return {
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
    facilityUsers: (facilityId) => staff.get(facilityId) ?? [],
    facilities,
    countryOf: (facilityId) => countries.get(facilityId),
    demo,
  };
}

/**
 * Each Child case's link to the first Parent case (in `cases`' order) of its facility created before it. Parents
 * are listed per facility once, so this reads each child's facility's parents, not every case.
 */
export function caseLinksOf(cases: readonly CaseRecord[]) {
  const parents = groupBy(
    cases.filter((c) => c.caseRelation === 'Parent'),
    (c) => c.facility.id,
  );
  return cases
    .filter((c) => c.caseRelation === 'Child')
    .flatMap((child) => {
      const parent = parents.get(child.facility.id)?.find((c) => c.createdAt < child.createdAt);
      return parent ? [{ caseID: child.caseID, parentCaseId: parent.caseID }] : [];
    });
}

export async function seedWork() {
  const random = createRandom(SEED + 1);
  const users = db.users.all();
  const cases = db.cases.all().sort((a, b) => a.caseID.localeCompare(b.caseID));
  const context = workContext(users, cases, FACILITIES, true);

  for (const task of generateTasks(random, context)) await db.tasks.create(task);
  for (const record of generateBilling(random, context)) await db.billingRecords.create(record);
  for (const enquiry of generateEnquiries(random, context)) await db.enquiries.create(enquiry);
  for (const attachment of generateAttachments(cases)) await db.attachments.create(attachment);
  for (const link of caseLinksOf(cases)) await db.caseLinks.create(link);
}
