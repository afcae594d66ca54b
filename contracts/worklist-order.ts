/**
 * The worklist order (decision 103): the order laboratories work in. Cases whose clock runs (sent out,
 * not signed out or cancelled) come first: STAT, then Rush, then Routine, each by due time, the earliest first
 * (so the overdue ones open each priority); then every other case in the same order; cases without a due time
 * last in their group. A pure rule shared by the mock (listCases' `sort=urgency`, its kept order) and the tests.
 */
import type { CasePriority } from './turnaround';

export interface WorklistFields {
  status: string;
  priority: CasePriority;
  dueAt?: string | null;
}

/** Each priority's place in the worklist: STAT first. */
export const PRIORITY_RANK: Record<CasePriority, number> = { STAT: 0, Rush: 1, Routine: 2 };

/** The statuses whose clock has stopped (or never ran): they follow the open work. */
const CLOSED = new Set(['Draft', 'SignOutCompleted', 'Cancelled']);

/** Later than any due time the product sets (the year 2286): the place of a case without one. */
const NO_DUE_TIME = 9_999_999_999_999;
const GROUP = 10_000_000_000_000;

/**
 * The case's key in the worklist order, ascending: a number (the group of open/closed and priority, then the due
 * time in ms), so one comparison of numbers orders it and an index keeps it without a comparator of its own.
 */
export function worklistKey(item: WorklistFields): number {
  const group = (CLOSED.has(item.status) ? 3 : 0) + PRIORITY_RANK[item.priority];
  const due = item.dueAt ? Date.parse(item.dueAt) : NaN;
  return group * GROUP + (Number.isFinite(due) ? Math.min(Math.max(due, 0), NO_DUE_TIME) : NO_DUE_TIME);
}

/** Whether `a` comes before `b` in the worklist (negative), after it (positive), or beside it (0). */
export function compareWorklist(a: WorklistFields, b: WorklistFields): number {
  const open = Number(CLOSED.has(a.status)) - Number(CLOSED.has(b.status));
  if (open !== 0) return open;
  const rank = PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
  if (rank !== 0) return rank;
  const dueA = a.dueAt ? Date.parse(a.dueAt) : Infinity;
  const dueB = b.dueAt ? Date.parse(b.dueAt) : Infinity;
  return dueA === dueB ? 0 : dueA < dueB ? -1 : 1;
}
