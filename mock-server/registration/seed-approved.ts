/**
 * The approved provider registrations the assignment rules read (docs/assignment.md, "The seed"): one for every
 * Active provider, with subspecialties and licensed states, so that for most case types and facility states
 * several providers are eligible and for a few nobody is. Drawn from their own random stream, after the rest of
 * the seed, so no other seeded value moves. The demo provider's own (reg-demo-provider) is fixed instead
 * (DEMO_PROVIDER_CREDENTIALS): the tests pick its cases up.
 */
import { db, type UserRecord } from '../store/db';
import { FACILITIES } from '../store/seed-data';
import { SEED, createRandom, pad, type Random } from '../store/seed-generate';
import { EMPTY_REGISTRATION, type UserProfile } from '../users/views';
import { isProviderRole, sameStatus } from '../../contracts';

/** This part's random stream: its own, so adding it moved nothing else. */
export const CREDENTIALS_SEED = SEED + 33;

/** The subspecialties the case types need (contracts/assignment.ts): each pathologist reads two of them. */
const CASE_SUBSPECIALTIES = ['Cytopathology', 'Dermatopathology', 'Gastrointestinal', 'Hematopathology'];
/** A further subspecialty some pathologists list; no case type needs one of these. */
const OTHER_SUBSPECIALTIES = ['Breast', 'Genitourinary', 'Gynecologic', 'Pulmonary', 'Soft Tissue and Bone'];

/** The US states of the seeded facilities, where licences matter. */
export const FACILITY_STATES = [
  ...new Set(FACILITIES.filter((f) => f[4] === 'US').map((f) => f[5] as string)),
].sort();

/**
 * The demo provider (usr-provider): every subspecialty a case type needs, and a licence in every facility state
 * but Illinois, so the Available cases of Lakeshore University Medical Center (IL) are the ones they may not pick
 * up ("You cannot pick up this case: you are not licensed in IL."). Their caseload cap is
 * DEMO_PROVIDER_CASELOAD_CAP (mock-server/assignment/seed.ts), above the 40 cases they have open.
 */
export const DEMO_PROVIDER_CREDENTIALS = {
  subspecialties: ['Breast', ...CASE_SUBSPECIALTIES],
  licensedStates: FACILITY_STATES.filter((state) => state !== 'IL'),
};

/** n distinct items of `items`, in their order. */
function some<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length) chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return items.filter((item) => chosen.includes(item));
}

/** A pathologist: two case subspecialties, sometimes a third of the others; anyone else lists none. */
function subspecialtiesOf(random: Random, profile: UserProfile): string[] {
  const pathologist = profile.specialty === 'Pathology';
  const drawn = some(random, CASE_SUBSPECIALTIES, random.int(2, 3));
  const extra = random.next() < 0.5 ? [random.pick(OTHER_SUBSPECIALTIES)] : [];
  return pathologist ? [...drawn, ...extra].sort() : [];
}

/** Their own state (a US one), and three to six of the facilities' states. */
function licensedStatesOf(random: Random, profile: UserProfile, states: readonly string[]): string[] {
  const own = profile.country === 'US' && profile.state ? [profile.state] : [];
  const others = some(random, states, random.int(3, 6));
  return [...new Set([...own, ...others])].sort();
}

/**
 * Draws from CREDENTIALS_SEED (a scale seed gives its own `random`, and its facilities' US `states`); numbers the
 * registrations after `lastNumber`.
 */
export async function seedApprovedRegistrations(
  users: readonly UserRecord[],
  profiles: ReadonlyMap<string, UserProfile>,
  lastNumber: number,
  { random = createRandom(CREDENTIALS_SEED), states = FACILITY_STATES as readonly string[] } = {},
) {
  let registrationNumber = lastNumber;
  const active = users.filter(
    (u) => u.id !== 'usr-provider' && isProviderRole(u.role) && sameStatus(u.status, 'Active'),
  );
  for (const user of active) {
    const profile = profiles.get(user.id)!;
    const subspecialties = subspecialtiesOf(random, profile);
    const licensedStates = licensedStatesOf(random, profile, states);
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: `reg-${pad(++registrationNumber, 3)}`,
      kind: 'provider',
      status: user.status,
      userId: user.id,
      salutation: 'Dr.',
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: profile.phone!,
      specialty: profile.specialty,
      subspecialties,
      workAuthorization: profile.workAuthorization,
      experience: profile.experience,
      licensedStates,
      country: profile.country ?? 'US',
      state: profile.state,
      city: profile.city,
      submittedAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });
  }
}
