/**
 * Automatic assignment at send-out (docs/assignment.md): a case whose facility or type an admin listed goes to
 * the first-ranked provider, who is told by e-mail (the outbox); with nobody eligible it stays Available and
 * every active admin is told why.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isAdminRole, sameStatus, schemas } from '../../contracts';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';
import { persist } from '../store/persistence';
import { rankingFor } from './facts';

export const SETTINGS_ID = 'settings';

type Settings = z.infer<typeof schemas.zAssignmentSettings>;

export function assignmentSettings(): Settings {
  const stored = db.assignmentSettings.findFirst((q) => q.where({ id: SETTINGS_ID }));
  if (!stored) return { facilityIds: [], caseTypes: [], updatedAt: null, updatedBy: null };
  const { id: _id, ...view } = stored;
  return view;
}

export function isAutomatic(item: Pick<CaseRecord, 'facility' | 'type'>): boolean {
  const { facilityIds, caseTypes } = assignmentSettings();
  return facilityIds.includes(item.facility.id) || caseTypes.includes(item.type.name);
}

async function mail(to: string, subject: string, body: string) {
  await db.outbox.create({
    id: randomUUID(),
    to,
    subject,
    body,
    code: null,
    sentAt: clockNow().toISOString(),
  });
}

/**
 * For a case being sent out under automatic assignment: the provider to assign it to (null: nobody is eligible),
 * and `tell`, to be called once the case is saved: it e-mails that provider, or every active admin with who broke
 * which rule, and saves the outbox. Nobody hears of an assignment that was not saved.
 */
export function planAutoAssign(item: CaseRecord): {
  provider: { id: string; name: string } | null;
  tell(): Promise<void>;
} {
  const { eligible, ineligible } = rankingFor(item);
  const first = eligible[0];
  const user = first && db.users.findFirst((q) => q.where({ id: first.providerId }));
  if (first && user) {
    return {
      provider: personRef(user),
      async tell() {
        await mail(
          user.email,
          `Case ${item.caseRecordId} is assigned to you`,
          `Case ${item.caseRecordId} (${item.type.displayName}, ${item.priority}) from ${item.facility.name} was ` +
            `assigned to you automatically: ${first.reasons.map((r) => r.text).join(', ')}.`,
        );
        await persist();
      },
    };
  }
  const why = ineligible.map(
    (c) =>
      `${c.name}: ${c.reasons
        .filter((r) => !r.met)
        .map((r) => r.text)
        .join(', ')}`,
  );
  return {
    provider: null,
    async tell() {
      const admins = db.users
        .findMany((q) => q.where({}))
        .filter((admin) => isAdminRole(admin.role) && sameStatus(admin.status, 'Active'));
      for (const admin of admins) {
        await mail(
          admin.email,
          `Case ${item.caseRecordId} could not be assigned automatically`,
          `No provider is eligible for case ${item.caseRecordId} (${item.type.displayName}) from ` +
            `${item.facility.name}; it stays Available.\n${why.join('\n') || 'No provider is active.'}`,
        );
      }
      await persist();
    },
  };
}
