/**
 * A facility account's users follow its status (updateAccount's `status`, openapi.yaml; decision 068):
 * - to Active: the users its deactivation deactivated get back the status they had before it, then every
 *   Provisionally Active user becomes Active; New and In Progress users keep theirs, and users deactivated on
 *   their own stay Deactivated;
 * - to Deactivated: every user not Deactivated already becomes Deactivated (their sessions end);
 * - to any other status: nothing.
 * `usersFollowing` is the rule (pure); `moveAccountUsers` applies it with each change in the status history.
 */
import type { UserRecord } from '../store/db';
import { db } from '../store/db';
import { personRef } from '../http/lists';
import type { Status } from '../users/lifecycle';
import { recordStatusChange, statusHistoryOf } from '../users/status-history';

export const ACCOUNT_REASONS = {
  activated: 'Facility account activated.',
  reactivated: 'Facility account reactivated.',
  deactivated: 'Facility account deactivated.',
} as const;

/** What a promoted user reads at their next login. */
export const ACCOUNT_ACTIVE_BANNER =
  'Your facility account is active: you can now create and send out cases.';

export interface AccountUser {
  id: string;
  status: Status;
  /** The user's latest status change, if any. */
  lastChange?: { from: Status; to: Status; reason: string | null };
}

export interface UserMove {
  userId: string;
  from: Status;
  to: Status;
  reason: string;
}

/** The users' status changes an account's move from `from` to `to` brings, in the order they are made. */
export function usersFollowing(from: Status, to: Status, users: readonly AccountUser[]): UserMove[] {
  if (from === to) return [];
  const moves: UserMove[] = [];
  if (to === 'Deactivated') {
    for (const user of users)
      if (user.status !== 'Deactivated')
        moves.push({
          userId: user.id,
          from: user.status,
          to: 'Deactivated',
          reason: ACCOUNT_REASONS.deactivated,
        });
    return moves;
  }
  if (to !== 'Active') return moves;
  for (const user of users) {
    let status = user.status;
    const last = user.lastChange;
    if (
      status === 'Deactivated' &&
      last?.to === 'Deactivated' &&
      last.reason === ACCOUNT_REASONS.deactivated &&
      last.from !== 'Deactivated'
    ) {
      moves.push({ userId: user.id, from: status, to: last.from, reason: ACCOUNT_REASONS.reactivated });
      status = last.from;
    }
    if (status === 'Provisionally Active')
      moves.push({ userId: user.id, from: status, to: 'Active', reason: ACCOUNT_REASONS.activated });
  }
  return moves;
}

/** Moves the facility's users as its account went from `from` to `to`; the caller persists. */
export async function moveAccountUsers(facilityId: string, from: Status, to: Status, by: UserRecord) {
  const users = db.users.findMany((q) => q.where({ facilityId }));
  const moves = usersFollowing(
    from,
    to,
    users.map((user) => ({ id: user.id, status: user.status, lastChange: statusHistoryOf(user.id)[0] })),
  );
  const changedBy = personRef(by);
  for (const move of moves) {
    await db.users.update((q) => q.where({ id: move.userId }), {
      data(draft) {
        draft.status = move.to;
        // Only a promotion says so at the next login; a user given back their status reads what they had.
        if (move.reason === ACCOUNT_REASONS.activated) draft.bannerMessage = ACCOUNT_ACTIVE_BANNER;
      },
    });
    await recordStatusChange(move.userId, { ...move, changedBy });
    if (move.to === 'Deactivated') await db.sessions.deleteMany((q) => q.where({ userId: move.userId }));
  }
  return moves;
}
