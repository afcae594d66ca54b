/** A case's priority and its Due (the time and its state in words), for the case lists and the case page. */
import { ToneBadge } from '~/components/ui/tone-badge';
import { DateTime } from '~/components/ui/date-time';
import type { components } from '../../../contracts';
import { DUE_TONES, DUE_WORDS, dueWording, PRIORITY_LABELS, PRIORITY_TONES, type CasePriority } from './due';

type Clocked = Pick<components['schemas']['CaseSummary'], 'status' | 'dueAt' | 'dueState'>;

/** Rush and STAT as a badge that stands out; Routine as plain words. */
export function PriorityBadge({ priority }: { priority: CasePriority }) {
  if (priority === 'Routine') return PRIORITY_LABELS.Routine;
  return <PriorityTag priority={priority} />;
}

/** A list row's priority, in words on every row (Routine too: the worklist is ordered by it, decision 151). */
function PriorityTag({ priority }: { priority: CasePriority }) {
  return (
    <ToneBadge tone={PRIORITY_TONES[priority]} title="Priority">
      {PRIORITY_LABELS[priority]}
    </ToneBadge>
  );
}

/** The due state's words as a badge ('On time', 'Met', 'Not sent out'); a plain '—' without a due time. */
export function DueBadge({ item }: { item: Clocked }) {
  const wording = dueWording(item);
  if (wording === 'None') return DUE_WORDS.None;
  return <ToneBadge tone={DUE_TONES[wording]}>{DUE_WORDS[wording]}</ToneBadge>;
}

/** The due time (day and time a line each when the column is narrow), then its state. */
export function DueValue({ item, wrap = false }: { item: Clocked; wrap?: boolean | 'narrow' }) {
  const wording = dueWording(item);
  if (!item.dueAt || wording === 'None' || wording === 'NotSentOut') return <DueBadge item={item} />;
  return (
    <>
      <DateTime value={item.dueAt} wrap={wrap} /> <DueBadge item={item} />
    </>
  );
}

/**
 * A list's Due cell (docs/ui-kit.md "Fitting 1280 px", decision 162): the whole due time, its year and zone too,
 * in small type, its day over its time (its zone a third line where the column is at its narrowest, as the
 * admin's Created column writes it), and beside it its state over the priority (Routine, Rush or STAT). The two
 * halves never wrap under one another, so the cell stays within a 64 px row; where the cell is wide (a phone's
 * card) each half is one line. A screen reader reads the time as it is shown, whole.
 */
export function DueCell({ item }: { item: Clocked & { priority: CasePriority } }) {
  const wording = dueWording(item);
  const priority = <PriorityTag priority={item.priority} />;
  if (!item.dueAt || wording === 'None' || wording === 'NotSentOut') {
    return (
      <span className="due-cell inline-flex flex-wrap items-center gap-1">
        <DueBadge item={item} />
        {priority}
      </span>
    );
  }
  return (
    // Aligned to the top of its line, so the small type adds no baseline gap under it (a row is 64 px at most).
    <span className="due-cell inline-flex items-center gap-x-1 align-top">
      <DateTime value={item.dueAt} wrap="narrow" />
      <span className="inline-flex flex-wrap items-center gap-x-1 gap-y-0.5">
        <DueBadge item={item} />
        {priority}
      </span>
    </span>
  );
}
