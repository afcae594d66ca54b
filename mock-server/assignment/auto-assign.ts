/**
 * Automatic assignment at send-out (docs/assignment.md): a case whose facility or type an admin listed goes to
 * the first-ranked provider, who is told in the app and by e-mail (the outbox); with nobody eligible it stays
 * Available and every active admin is told why.
 */
import type { z } from 'zod';
import { isAdminRole, sameStatus, schemas } from '../../contracts';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';
import { settle } from '../store/persistence';
import { tellUsers } from '../notifications/notify';
import { noteAutoAssignment } from './audit-note';
import { rankingFor } from './facts';

export const SETTINGS_ID = 'settings';
/** Providers named in the admins' notice, with the rules they break; the Assign dialog lists them all. */
const MAX_REASONS_TOLD = 8;

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
  const what = `${item.caseRecordId} (${item.type.displayName}, ${item.priority}, ${item.facility.name})`;
  if (first && user) {
    return {
      provider: personRef(user),
      async tell() {
        noteAutoAssignment(
          item.caseID,
          personRef(user),
          first.reasons.map((r) => r.text),
        );
        await tellUsers(
          [user.id],
          item,
          {
            kind: 'CaseAssigned',
            title: `Case ${item.caseRecordId} is assigned to you`,
            message: `Case ${what} was assigned to you automatically: ${first.reasons.map((r) => r.text).join(', ')}.`,
          },
          clockNow().toISOString(),
        );
        await settle();
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
  const shown = why.slice(0, MAX_REASONS_TOLD);
  const more = why.length - shown.length;
  return {
    provider: null,
    async tell() {
      const admins = db.users
        .findMany((q) => q.where({}))
        .filter((admin) => isAdminRole(admin.role) && sameStatus(admin.status, 'Active'))
        .map((admin) => admin.id);
      await tellUsers(
        admins,
        item,
        {
          kind: 'AssignmentFailed',
          title: `Case ${item.caseRecordId} could not be assigned automatically`,
          message:
            `No provider meets every assignment rule for case ${what}; it stays in Available Cases. ` +
            (shown.length
              ? `${shown.join('. ')}.${more > 0 ? ` And ${more} more.` : ''}`
              : 'No provider is active.'),
        },
        clockNow().toISOString(),
      );
      await settle();
    },
  };
}
