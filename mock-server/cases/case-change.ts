/**
 * Reaching a case to change it, and saving the change: the one way every case operation does both. A lifecycle
 * action (./lifecycle.ts: send out, pick up, sign out…) is judged by who may act (./access.ts) and then by the
 * state machine; a change to its parts (./change-access.ts: diagnosis, report, clinical information…) by its
 * role and status table. Both answer 404, then 403, then 409, with the same sentences.
 */
import { clockNow } from '../qa/clock';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { fail } from '../http/operation';
import { withProviderSalutation } from '../users/credentials';
import { canActOnCase, canSeeCase } from './access';
import { caseToUpdate, findCase } from './case-index';
import { checkCaseChange, type CaseChange } from './change-access';
import { isCaseAction, transition, type CaseAction } from './lifecycle';
import { withDueState } from './turnaround';

function checkAction(user: UserRecord, item: CaseRecord, action?: CaseAction): Response | null {
  if (!canSeeCase(user, item)) return fail(403, 'You do not have access to this case.');
  if (!action) return null;
  if (!canActOnCase(user, item, action)) return fail(403, 'You may not do this to this case.');
  const change = transition(item.status, action);
  return change.ok ? null : fail(409, change.message);
}

/** The case, if it exists and the caller may see it and do `operation` to it in its current state. */
export function caseFor(
  user: UserRecord,
  caseID: string,
  operation?: CaseAction | CaseChange,
): CaseRecord | Response {
  const item = findCase(caseID);
  if (!item) return fail(404, 'Case not found.');
  if (operation && !isCaseAction(operation)) {
    const check = checkCaseChange(user, item, operation);
    return check.ok ? item : fail(check.status, check.message);
  }
  return checkAction(user, item, operation) ?? item;
}

/**
 * Applies a change to a case, stamps updatedAt, saves, and gives the case as the contract does (its due state,
 * the provider's salutation). The time is the QA clock's (real time unless a test moved it), so every change is
 * stamped on the clock its due state is judged by.
 */
export async function saveCase(caseID: string, change: (draft: CaseRecord, now: string) => void) {
  const now = clockNow().toISOString();
  const updated = await db.cases.update(caseToUpdate(caseID), {
    data(draft) {
      change(draft as CaseRecord, now);
      draft.updatedAt = now;
    },
  });
  return withProviderSalutation(withDueState(updated!));
}
