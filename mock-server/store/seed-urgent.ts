/**
 * The seed's urgent open work, timed from the start. The seed's dates count back from SEED_NOW, so
 * every open STAT and Rush case was weeks overdue on any later start, and a case sent out now as Rush sorted
 * behind all of them: off Available Cases' first page, its live "New" mark never seen. A laboratory's worklist
 * holds a few overdue cases and most urgent ones due in the coming hours or days: so does the seed's, at the
 * clock it starts at.
 *
 * Pure: the cases as drawn, the clock's now and the targets in; the same cases out, the open (Available,
 * Assigned) STAT and Rush ones sent out (and assigned) a part of their target before now. Their creation, and so
 * their record ids, stay as drawn: an older draft sent out now, as in the issue. Nothing else changes.
 */
import type { CasePriority } from '../../contracts/turnaround';
import type { CaseRecord } from './db';

const HOUR = 3_600_000;

/** In each status and priority, every OVERDUE_EVERY-th open urgent case keeps its drawn send-out: overdue. */
export const OVERDUE_EVERY = 4;

/**
 * How much of its target each of the others has used at the start, in turn. At most SHARE_USED_MAX, so the
 * first of them falls at risk (a fifth of its target left) hours after the start, not during a test run that
 * starts the mock: for STAT (4 working hours) 2.2 h at the soonest, for Rush (24) 6 h.
 */
const SHARE_USED: Record<Exclude<CasePriority, 'Routine'>, readonly number[]> = {
  STAT: [0.05, 0.15, 0.25],
  Rush: [0.1, 0.25, 0.4, 0.55],
};
export const SHARE_USED_MAX = 0.55;

const OPEN = new Set<CaseRecord['status']>(['Available', 'Assigned']);

type TargetHours = (type: CaseRecord['type']['name'], priority: CasePriority) => number;

/** `cases` with their open STAT and Rush ones timed from `now` (ms); the rest as they were. */
export function timeUrgentWork(
  cases: readonly CaseRecord[],
  now: number,
  targetHours: TargetHours,
): CaseRecord[] {
  const seen = new Map<string, number>();
  return cases.map((item) => {
    if (item.priority === 'Routine' || !OPEN.has(item.status) || !item.sentOutAt) return item;
    const group = `${item.status}/${item.priority}`;
    const ordinal = seen.get(group) ?? 0;
    seen.set(group, ordinal + 1);
    if (ordinal % OVERDUE_EVERY === OVERDUE_EVERY - 1) return item;
    const shares = SHARE_USED[item.priority];
    const used = shares[ordinal % shares.length]! * targetHours(item.type.name, item.priority) * HOUR;
    const sentOut = Math.round(now - used);
    // A clock before the case's creation (never on a real start): left as drawn.
    if (sentOut < Date.parse(item.createdAt)) return item;
    const assigned = item.assignedAt === null ? null : Math.round(sentOut + (now - sentOut) / 2);
    const iso = (time: number) => new Date(time).toISOString();
    return {
      ...item,
      sentOutAt: iso(sentOut),
      assignedAt: assigned === null ? null : iso(assigned),
      updatedAt: iso(assigned ?? sentOut),
    };
  });
}
