/** The seeded facility account records: one per facility, the provisionally active demo facility's included. */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db } from '../store/db';
import { DAY, SEED_NOW, isoTime as iso, pad, type Random } from '../store/seed-generate';

/** Draws from the people seed's random numbers (users/seed.ts), after the user profiles; one per facility. */
type FacilitySummary = z.infer<typeof schemas.zFacilitySummary>;

export async function seedAccountProfiles(random: Random, facilities: readonly FacilitySummary[]) {
  for (const facility of [...facilities].sort((a, b) => a.id.localeCompare(b.id))) {
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
}
