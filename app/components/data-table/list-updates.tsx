/**
 * A list that changes while it is read (docs/live.md): what the page's live hook hands the kit. New
 * rows are marked New; when the reader has searched, filtered, paged or scrolled (or has a dialog open) the
 * changes wait behind an "N new" control instead of moving the rows under them; and a row whose action can no
 * longer be done says why (its notice), in its dialog.
 */
import { createContext, useContext } from 'react';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';

export interface ListUpdates {
  /** Changes heard and not shown yet. */
  pending: number;
  /** Shows them: the list reloads (and goes back to its top). */
  apply(): void;
  /** Rows that arrived with the last update shown. */
  freshIds: ReadonlySet<string>;
  /** Why a row's action can no longer be done ('This case was picked up by another provider.'), by row id. */
  notices: ReadonlyMap<string, string>;
}

const RowIdContext = createContext<string | null>(null);
const NoticesContext = createContext<ReadonlyMap<string, string>>(new Map());

export const RowIdProvider = RowIdContext.Provider;
export const RowNoticesProvider = NoticesContext.Provider;

/** Why the action of the row this is rendered in can no longer be done, or null. */
export function useRowNotice(): string | null {
  const id = useContext(RowIdContext);
  const notices = useContext(NoticesContext);
  return id === null ? null : (notices.get(id) ?? null);
}

/** The "N new" control above a list, and the polite announcement of it. */
export function ListUpdatesBar({ updates }: { updates: ListUpdates }) {
  const { pending } = updates;
  const words = pending === 1 ? '1 new change' : `${pending} new changes`;
  return (
    <div aria-live="polite">
      {pending > 0 ? (
        <button
          type="button"
          onClick={updates.apply}
          aria-label={`Show ${words} to this list`}
          className="inline-flex h-8 pointer-coarse:h-11 cursor-pointer items-center gap-1.5 rounded-full border border-primary bg-primary/10 px-3 text-sm font-medium text-primary hover:bg-primary/20"
        >
          <RefreshCwIcon className="size-4" aria-hidden />
          {`${pending} new`}
        </button>
      ) : null}
    </div>
  );
}

/** The New mark of a row that arrived with the last update. */
export function FreshMark() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      New
    </span>
  );
}
