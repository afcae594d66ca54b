/** A case's priority and its Due (the time and its state in words), for the case lists and the case page. */
import { StatusBadge } from '~/components/detail';
import { DateTime } from '~/components/ui/date-time';
import type { components } from '../../../contracts';
import { DUE_TONES, DUE_WORDS, dueWording, PRIORITY_LABELS, PRIORITY_TONES, type CasePriority } from './due';

type Clocked = Pick<components['schemas']['CaseSummary'], 'status' | 'dueAt' | 'dueState'>;

export function PriorityBadge({ priority }: { priority: CasePriority }) {
  return <StatusBadge status={priority} tones={PRIORITY_TONES} labels={PRIORITY_LABELS} />;
}

/** The due state's words as a badge ('On time', 'Met', 'Not sent out'); a plain '—' without a due time. */
export function DueBadge({ item }: { item: Clocked }) {
  const wording = dueWording(item);
  if (wording === 'None') return <span>{DUE_WORDS.None}</span>;
  return <StatusBadge status={wording} tones={DUE_TONES} labels={DUE_WORDS} className="whitespace-nowrap" />;
}

/** The due time (day and time a line each when the column is narrow) above its state. */
export function DueValue({ item, wrap = false }: { item: Clocked; wrap?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {item.dueAt && dueWording(item) !== 'None' ? (
        <>
          <DateTime value={item.dueAt} wrap={wrap} />{' '}
        </>
      ) : null}
      <DueBadge item={item} />
    </span>
  );
}
