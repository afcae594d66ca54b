/** A user's live stream read with fetch, for the tests: frames as they come, waiting for one that matches. */
import { readFrames, type StreamFrame } from '../../contracts/event-stream';

export interface OpenedStream {
  status: number;
  contentType: string | null;
  frames: StreamFrame[];
  /** The next frame (from those already read, in order) that matches, or a failure after `ms`. */
  next(match?: (frame: StreamFrame) => boolean, ms?: number): Promise<StreamFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openLiveStream(
  base: string,
  token: string,
  lastEventId?: string,
  /** The consult the stream's page shows (presence in it is judged on such streams). */
  consultId?: string,
): Promise<OpenedStream> {
  const abort = new AbortController();
  const query = consultId ? `?consultId=${encodeURIComponent(consultId)}` : '';
  const response = await fetch(`${base}/api/me/events${query}`, {
    headers: { Authorization: `Bearer ${token}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: abort.signal,
  });
  const frames: StreamFrame[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    try {
      for await (const frame of readFrames(response.body)) {
        frames.push(frame);
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames,
    ended,
    close: () => abort.abort(),
    next(match = () => true, ms = 3_000) {
      return new Promise<StreamFrame>((resolve, reject) => {
        const look = () => {
          while (taken < frames.length) {
            const frame = frames[taken++]!;
            if (match(frame)) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve(frame);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching frame within ${ms} ms; frames: ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(look);
        look();
      });
    },
  };
}
