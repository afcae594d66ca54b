/**
 * The mock backend's database: @msw/data collections whose records are the contract's own zod schemas,
 * extended with what only a server keeps (password hashes, tokens). A record that breaks the contract is
 * rejected on write, so the mock cannot drift from openapi.yaml.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { schemas } from '../contracts';

export const userRecord = schemas.zCurrentUser.extend({
  passwordHash: z.string(),
  facilityId: z.string().nullable(),
  /** Shown to the user as a banner after login, until cleared. */
  bannerMessage: z.string().nullable(),
});

export const sessionRecord = z.object({
  token: z.string().min(16),
  userId: z.string(),
  expiresAt: z.iso.datetime(),
});

export const slideRecord = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().nonnegative(),
});

export const caseRecord = schemas.zCase;

export type UserRecord = z.infer<typeof userRecord>;
export type CaseRecord = z.infer<typeof caseRecord>;
export type SlideRecord = z.infer<typeof slideRecord>;

export const db = {
  users: new Collection({ schema: userRecord }),
  sessions: new Collection({ schema: sessionRecord }),
  facilities: new Collection({ schema: schemas.zFacilitySummary }),
  slides: new Collection({ schema: slideRecord }),
  cases: new Collection({ schema: caseRecord }),
  // @collections:people — insert above
  // @collections:work — insert above
};

export function clearDatabase() {
  for (const collection of Object.values(db)) collection.clear();
}

/** Counts every write to the database, so a reset can tell whether anything changed since the last seed. */
let writes = 0;
for (const collection of Object.values(db) as Array<{
  hooks: { on(event: string, listener: () => void): void };
}>) {
  for (const event of ['create', 'update', 'delete']) collection.hooks.on(event, () => void writes++);
}
export const writeCount = () => writes;
