/**
 * The live events for the components of a signed-in page (docs/live.md): one connection per page (the hub),
 * `useLiveEvent` to hear some types of event, `useLiveStatus` to know whether it is live. A session found over
 * reloads the page's data, and the guard leads to /login as on any navigation.
 */
import { useRevalidator } from '@remix-run/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '~/components/ui/sonner';
import { usePageBusy } from './use-page-busy';
import { createLiveHub, type LiveEvent, type LiveEventType, type LiveHub, type LiveStatus } from './hub';

const LiveContext = createContext<LiveHub | null>(null);

export const LIVE_MESSAGES = {
  offline:
    'You are offline: lists and notifications are not updating. They catch up when the connection is back.',
} as const;
const STATUS_TOAST = 'live-status';

/**
 * A reload of the page's data, once the page is idle: a navigation or submission under way (a logout, say)
 * reads the data itself or meets the guard, and a reload begun beside it would only be cut short.
 */
function useIdleReload() {
  const [due, setDue] = useState(false);
  const revalidator = useRevalidator();
  const busy = usePageBusy();
  useEffect(() => {
    if (!due || busy) return;
    setDue(false);
    revalidator.revalidate();
  }, [due, busy, revalidator]);
  return () => setDue(true);
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const [hub, setHub] = useState<LiveHub | null>(null);
  const markOver = useIdleReload();
  const sessionOver = useRef(markOver);
  sessionOver.current = markOver;
  useEffect(() => {
    const created = createLiveHub({ onSessionOver: () => sessionOver.current() });
    const stopStatus = created.onStatus((status) => {
      if (status === 'offline')
        toast.warning(LIVE_MESSAGES.offline, { id: STATUS_TOAST, duration: Infinity });
      else toast.dismiss(STATUS_TOAST);
    });
    setHub(created);
    // Connects once the page is idle: the viewer's first tiles, a list's first paint go first.
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const start = idle(() => created.start(), { timeout: 2_000 });
    return () => {
      cancelIdle(start);
      stopStatus();
      created.stop();
    };
  }, []);
  return <LiveContext.Provider value={hub}>{children}</LiveContext.Provider>;
}

/** Calls `onEvent` for each live event of these types (the latest `onEvent` given; types compared by value). */
export function useLiveEvent(types: readonly LiveEventType[], onEvent: (event: LiveEvent) => void) {
  const hub = useContext(LiveContext);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = types.join(' ');
  useEffect(() => {
    if (!hub) return;
    return hub.subscribe(key.split(' ') as LiveEventType[], (event) => handler.current(event));
  }, [hub, key]);
}

/**
 * Reads the page's data again when an event of `types` that `matches` arrives: something the page shows moved on
 * elsewhere (an uploaded slide's store in the image archive, decision 182), and no list's "N new" applies.
 */
export function useLiveReload(types: readonly LiveEventType[], matches: (event: LiveEvent) => boolean) {
  const reload = useIdleReload();
  useLiveEvent(types, (event) => {
    if (matches(event)) reload();
  });
}

/**
 * The consult this page shows: its connection names it, so the backend judges the person present in that consult
 * while this page is open, not while any page of theirs is (decision 147). Out of it (null) the page goes on
 * naming the last one until it names another or closes: naming a consult one is not in changes nothing, and a
 * moment's null (a read that crossed a join) must not close the view and count as going away.
 */
export function useLiveShowing(consultId: string | null) {
  const hub = useContext(LiveContext);
  useEffect(() => {
    if (hub && consultId) hub.showing(consultId);
  }, [hub, consultId]);
}

/** Whether the page is hearing live events now. */
export function useLiveStatus(): LiveStatus {
  const hub = useContext(LiveContext);
  const [status, setStatus] = useState<LiveStatus>(hub?.status() ?? 'connecting');
  useEffect(() => {
    if (!hub) return;
    setStatus(hub.status());
    return hub.onStatus(setStatus);
  }, [hub]);
  return status;
}

export type { LiveEvent, LiveEventType, LiveStatus };
