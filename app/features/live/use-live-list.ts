/**
 * A list page that updates itself (docs/live.md): hears the live events that may change its rows and
 * gives the list kit its `ListUpdates`. A list at rest (first page, no search or filter, scrolled to its top, no
 * dialog open) reloads at once and marks the rows that arrived New; otherwise the changes wait behind the kit's
 * "N new" control, so rows never move under the reader, until a reload of the page's own shows them (the
 * reader's own action in a dialog, whose change must not come back as "1 new"). An event about a row whose action
 * can no longer be done gives that row a notice (its open dialog says why).
 */
import { useFetchers, useLocation, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { ListUpdates } from '~/components/data-table';
import { usePageBusy } from './use-page-busy';
import { useLiveEvent, type LiveEvent, type LiveEventType } from './live-provider';

export interface LiveListOptions {
  types: readonly LiveEventType[];
  /** Whether the event may change this list: one of its rows, or a row that may join it. */
  concerns(event: LiveEvent, rowIds: ReadonlySet<string>): boolean;
  /** Why a row's action can no longer be done after this event, or null. */
  noticeFor?(event: LiveEvent, rowIds: ReadonlySet<string>): { rowId: string; text: string } | null;
  rowIds: readonly string[];
}

/** Query parameters that do not move rows out of the reader's sight (the order is kept when rows arrive). */
const RESTFUL_PARAMS = new Set(['sort', 'order']);
/** Bursts of events (an import of many cases) reload once. */
const SETTLE_MS = 200;
const NONE: ReadonlySet<string> = new Set();

function atRest(search: string): boolean {
  const params = [...new URLSearchParams(search).keys()];
  return (
    params.every((name) => RESTFUL_PARAMS.has(name)) &&
    window.scrollY < 80 &&
    !document.querySelector('[role="alertdialog"], [role="dialog"]')
  );
}

/**
 * Whether the page's loaders are reading afresh: a navigation's or a reload's, or the reload after a form's or a
 * fetcher's action (a fetcher that only loads another resource does not count).
 */
function useLoadersRunning(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return (
    navigation.state === 'loading' ||
    revalidator.state === 'loading' ||
    fetchers.some((fetcher) => fetcher.state === 'loading' && fetcher.formMethod !== undefined)
  );
}

export function useLiveListUpdates(options: LiveListOptions): ListUpdates {
  const { search } = useLocation();
  const revalidator = useRevalidator();
  const loadersRunning = useLoadersRunning();
  const running = useRef(loadersRunning);
  running.current = loadersRunning;
  // When each change not shown yet was heard: a load of the page's loaders begun after it shows it (the reader's
  // own action, whose reload follows the change it made), so it is no longer counted.
  const unseen = useRef<number[]>([]);
  // The page is loading or submitting (the reader's own action, whose own reload is on its way): wait for it.
  const busy = usePageBusy();
  const [pending, setPending] = useState(0);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(NONE);
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());
  const [heard, setHeard] = useState(0);
  const ids = useRef<ReadonlySet<string>>(NONE);
  ids.current = new Set(options.rowIds);
  // `wantedAt`: when an event asked for a reload not made yet; `loadedAt`: when the last load of any kind began.
  const reload = useRef({
    wantedAt: 0,
    loadedAt: 0,
    before: null as ReadonlySet<string> | null,
    loading: false,
  });

  const load = () => {
    reload.current = { ...reload.current, wantedAt: 0, before: ids.current, loading: false };
    revalidator.revalidate();
  };

  useLiveEvent([...options.types, 'stream.reset'], (event) => {
    if (event.type !== 'stream.reset') {
      if (!options.concerns(event, ids.current)) return;
      const notice = options.noticeFor?.(event, ids.current);
      if (notice) setNotices((known) => new Map(known).set(notice.rowId, notice.text));
    }
    if (atRest(search)) {
      reload.current.wantedAt ||= Date.now();
      setHeard((count) => count + 1);
    } else if (!running.current) {
      // An event heard while the page's loaders read afresh is taken as shown by that read: the backend sends the
      // reader's own change before it answers the action, but the stream may bring it after the reload began.
      unseen.current.push(Date.now());
      setPending(unseen.current.length);
    }
  });

  useEffect(() => {
    if (!loadersRunning || !unseen.current.length) return;
    const began = Date.now();
    unseen.current = unseen.current.filter((heardAt) => heardAt > began);
    setPending(unseen.current.length);
  }, [loadersRunning]);

  // A load begun after the event already shows it; otherwise reload once the page is idle and events settle.
  useEffect(() => {
    if (busy) reload.current.loadedAt = Date.now();
  }, [busy]);
  useEffect(() => {
    const state = reload.current;
    if (!state.wantedAt || busy) return;
    if (state.loadedAt > state.wantedAt) {
      state.wantedAt = 0;
      return;
    }
    const timer = window.setTimeout(load, SETTLE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` reads refs only
  }, [heard, busy]);

  // Once the live reload has landed, the rows that were not there before are New.
  const key = options.rowIds.join('\n');
  useEffect(() => {
    const state = reload.current;
    if (!state.before) return;
    if (revalidator.state === 'loading') state.loading = true;
    else if (state.loading) {
      const before = state.before;
      state.before = null;
      setFreshIds(new Set(options.rowIds.filter((id) => !before.has(id))));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows are compared through `key`
  }, [key, revalidator.state]);

  // A search, filter or page of the reader's own starts afresh.
  useEffect(() => {
    unseen.current = [];
    setPending(0);
    setFreshIds(NONE);
    setNotices((known) => (known.size ? new Map() : known));
  }, [search]);

  return {
    pending,
    freshIds,
    notices,
    apply() {
      unseen.current = [];
      setPending(0);
      window.scrollTo({ top: 0 });
      load();
    },
  };
}
