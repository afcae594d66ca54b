/** The seeded provider groups: the demo providers are members of some, the rest drawn from the providers. */
import { db, type UserRecord } from '../store/db';
import { DAY, SEED_NOW, isoTime as iso, pad, type Random } from '../store/seed-generate';
import { isProviderRole, sameStatus } from '../../contracts';

export const GROUP_COUNT = 6;

const GROUPS = [
  ['Breast Pathology', 'Breast biopsies and resections.', 'Pathology'],
  ['Dermatopathology', 'Skin biopsies and excisions.', 'Pathology'],
  ['GI Pathology', 'Gastrointestinal biopsies and resections.', 'Pathology'],
  ['Hematopathology', 'Bone marrow, lymph nodes and blood.', 'Pathology'],
  ['Night Reads', 'Providers who take cases overnight.', null],
  ['Onboarding Cohort', 'Providers being onboarded this quarter.', 'Other'],
] as const;

/** Draws from the people seed's random numbers (users/seed.ts), after the account records. */
export async function seedGroups(random: Random, users: readonly UserRecord[]) {
  const providers = users.filter((u) => isProviderRole(u.role) && !sameStatus(u.status, 'Deactivated'));
  for (const [index, [name, description, specialty]] of GROUPS.entries()) {
    const members = new Set<string>();
    if (index === 0 || index === 4) members.add('usr-provider');
    if (index === 5) members.add('usr-provisional-provider');
    const size = random.int(3, 7);
    while (members.size < size) members.add(random.pick(providers).id);
    const createdAt = iso(SEED_NOW - random.int(30, 300) * DAY);
    await db.groups.create({
      id: `grp-${pad(index + 1, 3)}`,
      name,
      description,
      specialty,
      memberIds: [...members].sort(),
      createdAt,
      updatedAt: createdAt,
    });
  }
}
