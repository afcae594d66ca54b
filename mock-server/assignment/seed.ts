/**
 * The seeded assignment profiles (docs/assignment.md, "The seed"): the demo provider's caseload cap, above the
 * 40 cases they have open so they may still pick cases up; everyone else keeps the default (20) and no away
 * dates. No random draw.
 */
import { SEED_NOW, isoTime } from '../store/seed-generate';
import { db } from '../store/db';

export const DEMO_PROVIDER_CASELOAD_CAP = 60;

export async function seedAssignmentProfiles() {
  await db.assignmentProfiles.create({
    id: 'usr-provider',
    userId: 'usr-provider',
    caseloadCap: DEMO_PROVIDER_CASELOAD_CAP,
    awayFrom: null,
    awayTo: null,
    updatedAt: isoTime(SEED_NOW),
  });
}
