/**
 * How a case's turnaround reads on a page (decision 080): its priority, and its due time's state in
 * words with a tone, never a colour alone. The backend judges the state at its clock (docs/turnaround.md); the
 * page only words what it was given, and a signed-out case says whether its due time was met.
 */
import type { FilterControl } from '~/components/data-table';
import type { BadgeTone } from '~/components/ui/tone-badge';
import type { components } from '../../../contracts';

type CaseSummary = components['schemas']['CaseSummary'];
export type CasePriority = components['schemas']['CasePriority'];
export type DueState = components['schemas']['DueState'];

export const PRIORITY_LABELS: Record<CasePriority, string> = {
  Routine: 'Routine',
  Rush: 'Rush',
  STAT: 'STAT',
};

/** Rush and STAT stand out; Routine stays quiet. */
export const PRIORITY_TONES: Record<CasePriority, BadgeTone> = {
  Routine: 'neutral',
  Rush: 'warning',
  STAT: 'danger',
};

/** A list's filter labels and the words of an open case's state. */
export const DUE_STATE_LABELS: Record<DueState, string> = {
  OnTime: 'On time',
  AtRisk: 'At risk',
  Overdue: 'Overdue',
};

/** What the Due column and the case page say: an open case's state, a signed-out case's outcome, or why none. */
export type DueWording = 'OnTime' | 'AtRisk' | 'Overdue' | 'Met' | 'Missed' | 'NotSentOut' | 'None';

export const DUE_WORDS: Record<DueWording, string> = {
  ...DUE_STATE_LABELS,
  Met: 'Met',
  Missed: 'Missed',
  NotSentOut: 'Not sent out',
  None: '—',
};

export const DUE_TONES: Record<DueWording, BadgeTone> = {
  OnTime: 'success',
  AtRisk: 'warning',
  Overdue: 'danger',
  Met: 'success',
  Missed: 'danger',
  NotSentOut: 'neutral',
  None: 'neutral',
};

type Clocked = Pick<CaseSummary, 'status' | 'dueAt' | 'dueState'>;

/** Which words a case's Due shows. */
export function dueWording(item: Clocked): DueWording {
  if (item.status === 'Draft') return 'NotSentOut';
  if (!item.dueAt || !item.dueState || item.status === 'Cancelled') return 'None';
  if (item.status === 'SignOutCompleted') return item.dueState === 'Overdue' ? 'Missed' : 'Met';
  return item.dueState;
}

/** The Due column's text in an export: '' without a due time, else its words ('Overdue', 'Met'). */
export function dueStateText(item: Clocked): string {
  const wording = dueWording(item);
  return wording === 'None' || wording === 'NotSentOut' ? '' : DUE_WORDS[wording];
}

/** The Due column's value in an export: the due time as a date cell; 'Not sent out' for a draft; else blank. */
export function dueExportValue(item: Clocked): Date | string {
  const wording = dueWording(item);
  if (wording === 'NotSentOut') return DUE_WORDS.NotSentOut;
  return wording === 'None' || !item.dueAt ? '' : new Date(item.dueAt);
}

/** Every case list's turnaround filters (`?dueState=Overdue`, `?priority=STAT`). */
export const PRIORITY_FILTER: FilterControl = {
  label: 'Priority',
  options: PRIORITY_LABELS,
  allLabel: 'All priorities',
};
export const DUE_FILTERS = {
  dueState: { label: 'Due', options: DUE_STATE_LABELS, allLabel: 'Any due state' },
  priority: PRIORITY_FILTER,
} as const satisfies Record<string, FilterControl>;
