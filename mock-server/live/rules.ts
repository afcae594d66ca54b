/**
 * Who hears of a change, and what the change was: pure rules over the records before and after
 * (docs/live.md), with property tests (rules.test.ts).
 *
 * - A case's change goes to every user who may list the case before it or after it (cases/access.ts), so a row
 *   that leaves someone's list (picked up by another provider) tells them too. Who it is assigned to is told
 *   only to those who may still list it.
 * - A task's change goes to every user who may see the task before or after it (tasks/rules.ts).
 * - An uploaded slide's store in the image archive goes to every user who may see its case.
 */
import type { OperationId } from '../../contracts';
import { canListCase, canSeeCase } from '../cases/access';
import type { CaseRecord, UserRecord } from '../store/db';
import { canSeeTask, type TaskRecord } from '../tasks/rules';
import type { LiveData } from './bus';

type Reader = Pick<UserRecord, 'id' | 'role' | 'status' | 'facilityId'>;
export type CaseChange = LiveData<'case.changed'>['change'];

/** Fields a case list shows besides the status and the assignee: a change to any of them is `Updated`. */
const LISTED_FIELDS = ['caseRecordId', 'priority', 'type', 'dueAt', 'patientInfo', 'facility'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What happened to a case between two records (null before: created; null after: deleted), or null when
 * nothing a list shows changed (a report draft saved, an annotation added). `operationId` tells a provider's
 * own pick-up from an assignment.
 */
export function caseChange(
  before: CaseRecord | null,
  after: CaseRecord | null,
  operationId?: OperationId,
): CaseChange | null {
  if (!before) return after ? 'Created' : null;
  if (!after) return 'Deleted';
  if (before.status !== after.status) {
    switch (after.status) {
      case 'Available':
        return before.status === 'Draft' ? 'SentOut' : 'Released';
      case 'Assigned':
        return operationId === 'pickUpCase' ? 'PickedUp' : 'Assigned';
      case 'SignOutCompleted':
        return 'SignedOut';
      case 'Cancelled':
        return 'Cancelled';
      default:
        return 'Updated';
    }
  }
  if (before.assignedProvider?.id !== after.assignedProvider?.id) return 'Assigned';
  return LISTED_FIELDS.some((field) => !same(before[field], after[field])) ? 'Updated' : null;
}

export interface Delivery<T> {
  to: string[];
  data: T;
}

/** The case.changed events to publish: those who may list it now see the assignee, the others do not. */
export function caseDeliveries(
  before: CaseRecord | null,
  after: CaseRecord | null,
  change: CaseChange,
  readers: readonly Reader[],
): Delivery<LiveData<'case.changed'>>[] {
  const current = (after ?? before)!;
  const seesNow: string[] = [];
  const sawBefore: string[] = [];
  for (const reader of readers) {
    if (after && canListCase(reader, after)) seesNow.push(reader.id);
    else if (before && canListCase(reader, before)) sawBefore.push(reader.id);
  }
  const data = (providerId: string | null): LiveData<'case.changed'> => ({
    caseId: current.caseID,
    caseRecordId: current.caseRecordId,
    status: current.status,
    previousStatus: before && after ? before.status : null,
    providerId,
    change,
  });
  return [
    { to: seesNow, data: data(after?.assignedProvider?.id ?? null) },
    { to: sawBefore, data: data(null) },
  ].filter((delivery) => delivery.to.length > 0);
}

/** The users told of a task's change: whoever may see it before or after. */
export function taskAudience(
  before: TaskRecord | null,
  after: TaskRecord | null,
  readers: readonly Reader[],
): string[] {
  return readers
    .filter((reader) => (after && canSeeTask(reader, after)) || (before && canSeeTask(reader, before)))
    .map((reader) => reader.id);
}

/** The users told of what happens to a case's slide without changing the case: whoever may see the case. */
export function caseReaders(item: CaseRecord, readers: readonly Reader[]): string[] {
  return readers.filter((reader) => canSeeCase(reader, item)).map((reader) => reader.id);
}
