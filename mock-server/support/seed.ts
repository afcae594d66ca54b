/** The seeded support requests (every third resolved) and the global banner, with no message. */
import { db, type UserRecord } from '../store/db';
import { personName } from '../users/views';
import { DAY, SEED_NOW, isoTime as iso, pad, type Random } from '../store/seed-generate';
import { isAdminRole, sameStatus } from '../../contracts';

export const SUPPORT_REQUEST_COUNT = 12;

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

/** Draws from the people seed's random numbers (users/seed.ts), after the groups. */
export async function seedSupport(random: Random, users: readonly UserRecord[]) {
  const requesters = users.filter((u) => !sameStatus(u.status, 'Deactivated') && !isAdminRole(u.role));
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
}
