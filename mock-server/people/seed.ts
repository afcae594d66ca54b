/**
 * The people part of the seed, deterministic like the rest (its own fixed random seed, dates counted back from
 * SEED_NOW): a profile per user, an account record per facility, 6 provider groups, 12 support requests, the
 * global banner (no message), and registrations for the providers still in onboarding plus 2 "other" ones; then
 * one registration of each kind under a fixed id for the demo and the tests (DEMO_REGISTRATIONS).
 */
import { db, type UserRecord } from '../db';
import { FACILITIES } from '../seed-data';
import { SEED, SEED_NOW, createRandom } from '../seed-generate';
import { EMPTY_REGISTRATION, defaultProfile, personName, type UserProfile } from './views';

export const PEOPLE_SEED = SEED + 7;
export const GROUP_COUNT = 6;
export const SUPPORT_REQUEST_COUNT = 12;

/** The registrations with fixed ids: the demo provider's own, the provisional facility's own, and an "other". */
export const DEMO_REGISTRATIONS = {
  provider: 'reg-demo-provider',
  facility: 'reg-demo-facility',
  other: 'reg-demo-other',
} as const;

const DAY = 24 * 60 * 60 * 1000;
const iso = (time: number) => new Date(time).toISOString();
const pad = (n: number, width: number) => String(n).padStart(width, '0');

const GROUPS = [
  ['Breast Pathology', 'Breast biopsies and resections.', 'Pathology'],
  ['Dermatopathology', 'Skin biopsies and excisions.', 'Pathology'],
  ['GI Pathology', 'Gastrointestinal biopsies and resections.', 'Pathology'],
  ['Hematopathology', 'Bone marrow, lymph nodes and blood.', 'Pathology'],
  ['Night Reads', 'Providers who take cases overnight.', null],
  ['Onboarding Cohort', 'Providers being onboarded this quarter.', 'Other'],
] as const;

const SUPPORT_SUBJECTS = [
  ['Cannot open a slide', 'The viewer shows an error when I open the second slide of a case.'],
  ['Password reset email not received', 'I requested a code twice and nothing arrived.'],
  ['Wrong facility on my profile', 'My profile lists the wrong facility; please correct it.'],
  ['Case stuck in Available', 'A case we sent out a week ago has not been picked up.'],
  ['Add a colleague', 'How do I add a nurse practitioner to our team?'],
  ['Billing question', 'Which component is billed for consult cases?'],
  ['Slide upload slow', 'Uploading a 2 GB slide takes more than an hour.'],
  ['Report formatting', 'The final report PDF cuts off long diagnoses.'],
] as const;

const RESOLUTIONS = [
  'Fixed; please try again.',
  'Answered by email.',
  'Corrected the record.',
  'Explained the workflow in a call.',
];

type Random = ReturnType<typeof createRandom>;

function profileFor(user: UserRecord, random: Random): UserProfile {
  const createdAt = iso(SEED_NOW - random.int(200, 700) * DAY);
  const [, , , , country, state, city] = random.pick(FACILITIES);
  const base = defaultProfile(user, createdAt);
  const provider = user.role === 'Provider';
  return {
    ...base,
    phone: `+1 (555) ${pad(random.int(100, 999), 3)}-${pad(random.int(0, 9999), 4)}`,
    specialty: provider
      ? random.pick(['Pathology', 'Pathology', 'Pathology', 'Radiology', 'Other'] as const)
      : null,
    workAuthorization: provider
      ? random.pick(['Citizen', 'Citizen', 'Green_Card', 'EAD', 'Work_Visa', 'N/A'] as const)
      : null,
    experience: provider ? random.pick(['0-3', '3-5', '5-7', '7-10', '10+', '10+'] as const) : null,
    country,
    state,
    city,
  };
}

export async function seedPeople() {
  const random = createRandom(PEOPLE_SEED);
  const users = db.users.all().sort((a, b) => a.id.localeCompare(b.id));
  const profiles = new Map<string, UserProfile>();
  for (const user of users) {
    const profile = profileFor(user, random);
    profiles.set(user.id, profile);
    await db.userProfiles.create(profile);
  }

  for (const facility of db.facilities.all().sort((a, b) => a.id.localeCompare(b.id))) {
    const slug = facility.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
    const createdAt = iso(SEED_NOW - random.int(300, 900) * DAY);
    await db.accountProfiles.create({
      facilityId: facility.id,
      labArrangement: random.pick(['Own Lab', 'Own Lab', 'Contract Lab', 'No Lab', 'Other'] as const),
      email: `accounts@${slug}.demo.test`,
      address: `${random.int(1, 999)} ${random.pick(['Main', 'Oak', 'River', 'Lake', 'Hill'])} Street`,
      postalCode: pad(random.int(10000, 99999), 5),
      // The provisionally active demo facility user's facility is itself provisionally active.
      status: facility.id === 'fac-002' ? 'Provisionally Active' : 'Active',
      reviewRequestedAt: null,
      reviewRequestedBy: null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const providers = users.filter((u) => u.role === 'Provider' && u.status !== 'Deactivated');
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

  const requesters = users.filter((u) => u.status !== 'Deactivated' && u.role !== 'Admin');
  for (let n = 1; n <= SUPPORT_REQUEST_COUNT; n++) {
    const user = n === 1 ? users.find((u) => u.id === 'usr-provider')! : random.pick(requesters);
    const [subject, message] = random.pick(SUPPORT_SUBJECTS);
    const createdAt = SEED_NOW - random.int(1, 60) * DAY - random.int(0, 86_000) * 1000;
    const resolved = n % 3 === 0;
    await db.supportRequests.create({
      id: `sup-${pad(n, 3)}`,
      subject,
      message,
      status: resolved ? 'Resolved' : 'Open',
      createdBy: { id: user.id, name: personName(user), email: user.email, role: user.role },
      createdAt: iso(createdAt),
      resolvedAt: resolved ? iso(createdAt + random.int(1, 72) * 3600_000) : null,
      resolvedBy: resolved ? { id: 'usr-admin', name: 'Alex Morgan' } : null,
      resolution: resolved ? random.pick(RESOLUTIONS) : null,
    });
  }

  await db.banners.create({ id: 'global', message: null, updatedAt: null, updatedBy: null });

  let registrationNumber = 0;
  for (const user of users.filter(
    (u) => u.role === 'Provider' && (u.status === 'New' || u.status === 'In Progress'),
  )) {
    const profile = profiles.get(user.id)!;
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: `reg-${pad(++registrationNumber, 3)}`,
      kind: 'provider',
      status: user.status,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: profile.phone!,
      specialty: profile.specialty,
      workAuthorization: profile.workAuthorization,
      experience: profile.experience,
      licensedStates: licensedStatesOf(profile),
      country: profile.country ?? 'US',
      state: profile.state,
      city: profile.city,
      submittedAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });
  }
  for (const [firstName, lastName, organisationName] of [
    ['Ines', 'Duarte', 'Duarte Research Partners'],
    ['Kwame', 'Mensah', 'Accra Teaching Labs'],
  ] as const) {
    const submittedAt = iso(SEED_NOW - random.int(1, 30) * DAY);
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: `reg-${pad(++registrationNumber, 3)}`,
      kind: 'other',
      status: 'New',
      userId: null,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.test`.toLowerCase(),
      phone: `+233 ${pad(random.int(100, 999), 3)} ${pad(random.int(100, 999), 3)} ${pad(random.int(0, 9999), 4)}`,
      specialty: 'Pathology',
      workAuthorization: null,
      experience: null,
      country: 'Other',
      state: null,
      city: null,
      organisationName,
      message: 'We would like to send out slides for second opinions.',
      submittedAt,
      updatedAt: submittedAt,
    });
  }
  await seedDemoRegistrations(profiles);
}

/** A Pathology provider is licensed in its own US state (or, outside the US, in one the seed picks). */
function licensedStatesOf(profile: UserProfile): string[] {
  if (profile.specialty !== 'Pathology') return [];
  return [profile.country === 'US' && profile.state ? profile.state : 'NY'];
}

/** One registration of each kind under a fixed id; no random draw, so nothing else in the seed moves. */
async function seedDemoRegistrations(profiles: ReadonlyMap<string, UserProfile>) {
  const provider = db.users.findFirst((q) => q.where({ id: 'usr-provider' }));
  const profile = provider && profiles.get(provider.id);
  if (provider && profile) {
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: DEMO_REGISTRATIONS.provider,
      kind: 'provider',
      status: provider.status,
      userId: provider.id,
      salutation: 'Dr.',
      firstName: provider.firstName,
      lastName: provider.lastName,
      email: provider.email,
      phone: profile.phone!,
      specialty: profile.specialty,
      subspecialties: ['Breast', 'Dermatopathology'],
      workAuthorization: profile.workAuthorization,
      experience: profile.experience,
      licensedStates: licensedStatesOf(profile),
      country: profile.country ?? 'US',
      state: profile.state,
      city: profile.city,
      submittedAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });
  }
  const registrant = db.users.findFirst((q) => q.where({ id: 'usr-provisional-facility' }));
  const facility = registrant?.facilityId
    ? db.facilities.findFirst((q) => q.where({ id: registrant.facilityId! }))
    : undefined;
  const account = facility && db.accountProfiles.findFirst((q) => q.where({ facilityId: facility.id }));
  if (registrant && facility && account) {
    await db.registrations.create({
      ...EMPTY_REGISTRATION,
      id: DEMO_REGISTRATIONS.facility,
      kind: 'facility',
      status: account.status,
      userId: registrant.id,
      facilityId: facility.id,
      firstName: registrant.firstName,
      lastName: registrant.lastName,
      email: registrant.email,
      phone: profiles.get(registrant.id)?.phone ?? '+1 (555) 010-2002',
      country: facility.country,
      state: facility.state ?? null,
      city: facility.city ?? null,
      facilityName: facility.name,
      organisationKind: 'Pathologist Group',
      facilityType: facility.facilityType,
      accountType: facility.accountType,
      labArrangement: account.labArrangement,
      services: 'Send Out',
      caseScope: 'all',
      facilityPhone: facility.phone ?? '+1 (555) 010-2000',
      address: account.address,
      postalCode: account.postalCode,
      submittedAt: account.createdAt,
      updatedAt: account.createdAt,
    });
  }
  const submittedAt = iso(SEED_NOW - 3 * DAY);
  await db.registrations.create({
    ...EMPTY_REGISTRATION,
    id: DEMO_REGISTRATIONS.other,
    kind: 'other',
    status: 'New',
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie.tremblay@example.test',
    phone: '+1 (604) 555-0142',
    organisationName: 'Coastal Tissue Biobank',
    specialty: 'Pathology',
    country: 'Canada',
    state: 'BC',
    city: 'Vancouver',
    message: 'We hold archived slides and would like second opinions on a research cohort.',
    submittedAt,
    updatedAt: submittedAt,
  });
}
