/**
 * The status history of users (getUserStatus, changeUserStatus): every change with its reason and who made it.
 * updateUser's status changes are recorded too (reason null), so the history is complete whichever way the
 * status moved. Each change tells the user (notifications/events.ts).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { schemas } from '../../contracts';
import { maxItems } from '../http/list-limits';
import { db, type UserRecord } from '../store/db';
import { allowedNext, type Status } from './lifecycle';
import { tellAccountStatus } from '../notifications/events';

type StatusChange = z.infer<typeof schemas.zUserStatusChange>;
type StatusInfo = z.infer<typeof schemas.zUserStatusInfo>;

export async function recordStatusChange(
  userId: string,
  change: { from: Status; to: Status; reason: string | null; changedBy: StatusChange['changedBy'] },
  at = new Date().toISOString(),
) {
  await db.userStatusChanges.create({
    id: `sch-${randomUUID().slice(0, 12)}`,
    userId,
    ...change,
    changedAt: at,
  });
  // The user is told (AccountStatusChanged), unless they made the change; the caller saves.
  await tellAccountStatus(userId, change);
}

/**
 * Newest first; changes made in the same millisecond keep the order they were made in (reversed). The latest
 * ones only, as many as the contract's UserStatusInfo.history holds (every change stays recorded).
 */
export function statusHistoryOf(userId: string): StatusChange[] {
  return db.userStatusChanges
    .findMany((q) => q.where({ userId }))
    .map(({ userId: _userId, ...change }, index) => ({ change, index }))
    .sort((a, b) => b.change.changedAt.localeCompare(a.change.changedAt) || b.index - a.index)
    .slice(0, maxItems(schemas.zUserStatusInfo.shape.history))
    .map(({ change }) => change);
}

/** What an admin may do now: the lifecycle's next statuses, less deactivating themself. */
export function allowedChanges(user: Pick<UserRecord, 'id' | 'status'>, adminId: string): Status[] {
  return allowedNext(user.status).filter((to) => !(to === 'Deactivated' && user.id === adminId));
}

export function statusInfoOf(user: Pick<UserRecord, 'id' | 'status'>, adminId: string): StatusInfo {
  return {
    userId: user.id,
    status: user.status,
    allowed: allowedChanges(user, adminId),
    history: statusHistoryOf(user.id),
  };
}
