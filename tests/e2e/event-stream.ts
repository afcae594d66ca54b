/**
 * A server-sent events stream read from the test's side (Node's fetch, which hands the body over as it comes,
 * unlike Playwright's request context, which waits for the end): for checks that a stream passes a balancer
 * and an app instance event by event, resumes elsewhere, and ends (decision 087).
 */
import { readFrames } from '../../contracts/event-stream';

export interface StreamEvent {
  id: string | null;
  type: string;
  data: unknown;
}

export interface OpenStream {
  /** The response's headers (X-App-Instance: which instance relays it). */
  headers: Headers;
  /** The next event of `type` (others before it are skipped), or an error after `timeoutMs`. */
  next(type: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Whether the stream has ended (the server closed it), waiting up to `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** Opens `url` as the browser's live connection would (the session's cookie, Last-Event-ID to resume). */
export async function openEventStream(
  url: string,
  init: { cookie: string; lastEventId?: string | null },
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { Accept: 'text/event-stream', Cookie: init.cookie };
  if (init.lastEventId) headers['Last-Event-ID'] = init.lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal, redirect: 'manual' });
  if (response.status !== 200 || !response.body) {
    throw new Error(`${url} answered ${response.status}, not a stream`);
  }
  const events: StreamEvent[] = [];
  let done = false;
  let wake: () => void = () => {};
  const body = response.body;
  void (async () => {
    try {
      // Frames without data (a heartbeat's comment) are no events.
      for await (const frame of readFrames(body)) {
        if (!frame.data) continue;
        events.push({ id: frame.id ?? null, type: frame.event, data: JSON.parse(frame.data) });
        wake();
      }
    } catch {
      // Closed by the test.
    }
    done = true;
    wake();
  })();
  const waitFor = async <T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`${url}: no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    headers: response.headers,
    next(type, timeoutMs = 5_000) {
      return waitFor(
        () => {
          const index = events.findIndex((event) => event.type === type);
          if (index < 0) return undefined;
          return events.splice(0, index + 1).at(-1);
        },
        timeoutMs,
        `'${type}' event`,
      );
    },
    ended(timeoutMs = 5_000) {
      return waitFor(() => (done ? true : undefined), timeoutMs, 'end').catch(() => false);
    },
    close: () => controller.abort(),
  };
}
