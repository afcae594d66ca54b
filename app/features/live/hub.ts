/**
 * The browser's one connection to the live events (`GET /live`, docs/live.md): read with fetch (so it can send
 * `Last-Event-ID` itself and see a 204 for a session that is over), each event handed to the components that
 * asked for its type, once: an id at or below the last one taken is dropped (a resume that overlaps, an event
 * sent twice). Reconnects back off (1 s doubling to 30 s, with jitter), at once when the browser comes back
 * online; a connection silent for WATCHDOG_MS (three heartbeats missed) is taken as dead and reopened. A viewer
 * in a consult names it (`showing`): the connection is reopened at once with `?consultId=`, resuming, since the
 * backend judges presence in a consult on the streams of the pages that show it (decision 147).
 */
import type { components } from '../../../contracts';
import { readFrames } from '../../../contracts/event-stream';

export type LiveEvent = components['schemas']['LiveEvent'];
export type LiveEventType = LiveEvent['type'];
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'ended';

export const WATCHDOG_MS = 45_000;

export interface LiveHubOptions {
  url?: string;
  fetch?: typeof fetch;
  /** The session is over (204, or `session.ended`): the page reloads its data and the guard takes over. */
  onSessionOver(): void;
  /** Milliseconds to wait before reconnect attempt `n` (1, 2, …). */
  backoff?: (attempt: number) => number;
  /** Where `online`/`offline` are heard, and whether the browser is online. */
  connectivity?: { online(): boolean; on(listener: (online: boolean) => void): () => void };
}

type Listener = { types: ReadonlySet<string>; onEvent(event: LiveEvent): void };

export const defaultBackoff = (attempt: number) =>
  Math.min(30_000, 1_000 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);

const browserConnectivity = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  on(listener: (online: boolean) => void) {
    const up = () => listener(true);
    const down = () => listener(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  },
};

export function createLiveHub(options: LiveHubOptions) {
  const url = options.url ?? '/live';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const backoff = options.backoff ?? defaultBackoff;
  const connectivity = options.connectivity ?? browserConnectivity;
  const listeners = new Set<Listener>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'connecting';
  let lastId: bigint | null = null;
  let stopped = false;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;
  let consultId: string | null = null;
  /** The connection was closed to reopen it naming another consult: no back-off. */
  let rescoped = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  function take(id: string | undefined, data: string): LiveEvent | null {
    if (id && /^\d+$/.test(id)) {
      const value = BigInt(id);
      if (lastId !== null && value <= lastId) return null;
      lastId = value;
    }
    if (!data) return null;
    try {
      return JSON.parse(data) as LiveEvent;
    } catch {
      return null;
    }
  }

  function dispatch(event: LiveEvent) {
    for (const listener of [...listeners]) if (listener.types.has(event.type)) listener.onEvent(event);
  }

  /** One connection, to its end; 'over' when the session is. */
  async function connectOnce(): Promise<'over' | 'dropped'> {
    const controller = (current = new AbortController());
    let watchdog = setTimeout(() => controller.abort(), WATCHDOG_MS);
    const feed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => controller.abort(), WATCHDOG_MS);
    };
    try {
      const query = new URLSearchParams();
      if (lastId !== null) query.set('lastEventId', String(lastId));
      if (consultId !== null) query.set('consultId', consultId);
      const search = query.size ? `?${query}` : '';
      const response = await doFetch(`${url}${search}`, {
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (response.status === 204 || response.status === 401) return 'over';
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return 'dropped';
      }
      setStatus('live');
      for await (const frame of readFrames(response.body)) {
        feed();
        const event = take(frame.id, frame.data);
        if (!event) continue;
        if (event.type === 'session.ended') return 'over';
        dispatch(event);
      }
      return 'dropped';
    } catch {
      return 'dropped';
    } finally {
      clearTimeout(watchdog);
      current = null;
    }
  }

  async function run() {
    let attempt = 0;
    while (!stopped) {
      if (!connectivity.online()) {
        setStatus('offline');
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        attempt = 0;
        continue;
      }
      const wasLive = status === 'live';
      const outcome = await connectOnce();
      if (stopped) return;
      if (outcome === 'over') {
        setStatus('ended');
        options.onSessionOver();
        return;
      }
      attempt = wasLive || status === 'live' ? 1 : attempt + 1;
      if (rescoped) {
        rescoped = false;
        continue;
      }
      if (!connectivity.online()) continue;
      setStatus('reconnecting');
      await pause(backoff(attempt));
    }
  }

  const stopConnectivity = connectivity.on((online) => {
    if (!online) {
      current?.abort();
      setStatus('offline');
    }
    wake?.();
  });

  return {
    start() {
      void run();
    },
    stop() {
      stopped = true;
      stopConnectivity();
      current?.abort();
      wake?.();
    },
    subscribe(types: readonly LiveEventType[], onEvent: (event: LiveEvent) => void): () => void {
      const listener = { types: new Set<string>(types), onEvent };
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onStatus(listener: (status: LiveStatus) => void): () => void {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    status: () => status,
    /** The consult the page shows now (null: none); a change reopens the connection naming it. */
    showing(next: string | null) {
      if (next === consultId) return;
      consultId = next;
      // Between connections the next one names it anyway; one waiting to retry goes now.
      if (!current) return void wake?.();
      rescoped = true;
      current.abort();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
