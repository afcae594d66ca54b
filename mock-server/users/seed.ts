/**
 * The people part of the seed, deterministic like the rest (its own fixed random seed, dates counted back from
 * SEED_NOW): a profile per user here, then, in this order (the order of the random draws, so part of the seed),
 * an account record per facility, 6 provider groups, 12 support requests and the banner, and the registrations,
 * each generated in its resource's folder.
 */
import { seedAccountProfiles } from '../accounts/seed';
import { seedGroups } from '../groups/seed';
import { seedRegistrations } from '../registration/seed';
import { db, type UserRecord } from '../store/db';
import { FACILITIES } from '../store/seed-data';
import { DAY, SEED, SEED_NOW, createRandom, isoTime as iso, pad, type Random } from '../store/seed-generate';
import { seedSupport } from '../support/seed';
import { defaultProfile, type UserProfile } from './views';
import { isProviderRole } from '../../contracts';

export const PEOPLE_SEED = SEED + 7;

/** The demo provider signs the demo's reports, so reads as a pathologist; the draw is made all the same (the
 * order of draws is part of the seed). */
function specialtyOf(user: UserRecord, random: Random) {
  const drawn = random.pick(['Pathology', 'Pathology', 'Pathology', 'Radiology', 'Other'] as const);
  return user.id === 'usr-provider' ? 'Pathology' : drawn;
}

function profileFor(user: UserRecord, random: Random): UserProfile {
  const createdAt = iso(SEED_NOW - random.int(200, 700) * DAY);
  const [, , , , country, state, city] = random.pick(FACILITIES);
  const base = defaultProfile(user, createdAt);
  const provider = isProviderRole(user.role);
  return {
    ...base,
    phone: `+1 (555) ${pad(random.int(100, 999), 3)}-${pad(random.int(0, 9999), 4)}`,
    specialty: provider ? specialtyOf(user, random) : null,
    workAuthorization: provider
      ? random.pick(['Citizen', 'Citizen', 'Green_Card', 'EAD', 'Work_Visa', 'N/A'] as const)
      : null,
    experience: provider ? random.pick(['0-3', '3-5', '5-7', '7-10', '10+', '10+'] as const) : null,
    country,
    state,
    city,
  };
}

/** A profile for each of `users`, in their order (a scale seed draws its further people's here too). */
export async function seedProfiles(random: Random, users: readonly UserRecord[]) {
  const profiles = new Map<string, UserProfile>();
  for (const user of users) {
    const profile = profileFor(user, random);
    profiles.set(user.id, profile);
    await db.userProfiles.create(profile);
  }
  return profiles;
}

export async function seedPeople() {
  const random = createRandom(PEOPLE_SEED);
  const users = db.users.all().sort((a, b) => a.id.localeCompare(b.id));
  const profiles = await seedProfiles(random, users);
  await seedAccountProfiles(random, db.facilities.all());
  await seedGroups(random, users);
  await seedSupport(random, users);
  await seedRegistrations(random, users, profiles);
}
