/**
 * Reading a `text/event-stream` answer (streamMyEvents) for a short, bounded window: such a stream never ends, so
 * the client keeps what came in the window (its text and its frames) and then closes the connection. By default
 * the window ends at the first frame (the stream's `retry:` line, or an event), after STREAM_WINDOW_MS without
 * one, or at STREAM_MAX_BYTES; a rule that must see more passes a `StreamReading` (docs/conformance.md).
 */
import { splitFrames, type StreamFrame } from '../contracts/event-stream';
import { mediaTypeOf } from './checks/response';

export const STREAM_WINDOW_MS = 1_000;
export const STREAM_MAX_BYTES = 64 * 1024;

/** How long a rule keeps a stream open, and what it does meanwhile. */
export interface StreamReading {
  /** Runs once the stream's headers came, while its frames are read (a request that makes an event). */
  whileOpen?: () => Promise<unknown>;
  /** Stops reading once this holds of the frames read so far (default: any frame); checked after `whileOpen`. */
  until?: (frames: StreamFrame[]) => boolean;
  /** Stops reading this long after `whileOpen` ended (or after the headers, without it). */
  windowMs?: number;
  /** Not closed at the client's time-out once the headers came (a stream watched for longer). */
  untimed?: boolean;
  /** Stops reading past this many bytes (default STREAM_MAX_BYTES). */
  maxBytes?: number;
  /** Called with each chunk as it arrives (a rule timing the stream's quiet). */
  onChunk?: (text: string) => void;
  /** Called when the server ends the stream. */
  onEnd?: () => void;
}

export interface StreamRead {
  text: string;
  frames: StreamFrame[];
  size: number;
  /** The server ended the stream within the window (else the client closed it). */
  ended: boolean;
}

/** Whether an answer is an event stream, to be read for a window rather than to its end. */
export const isEventStream = (response: Response) =>
  !!response.body && mediaTypeOf(response.headers.get('content-type') ?? undefined) === 'text/event-stream';

type Step = { read: ReadableStreamReadResult<Uint8Array> } | { opened: true } | { late: true };

export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  reading: StreamReading = {},
): Promise<StreamRead> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const until = reading.until ?? ((frames: StreamFrame[]) => frames.length > 0);
  const windowMs = reading.windowMs ?? STREAM_WINDOW_MS;
  const out: StreamRead = { text: '', frames: [], size: 0, ended: false };
  let buffered = '';
  let opened: Promise<Step> | undefined = reading.whileOpen
    ? reading.whileOpen().then(
        (): Step => ({ opened: true }),
        (): Step => ({ opened: true }),
      )
    : undefined;
  let closesAt = opened ? Infinity : Date.now() + windowMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<Step> = reader.read().then((read) => ({ read }));
  try {
    while (out.size < (reading.maxBytes ?? STREAM_MAX_BYTES) && !(!opened && until(out.frames))) {
      const late = new Promise<Step>((resolve) => {
        if (closesAt !== Infinity) timer = setTimeout(() => resolve({ late: true }), closesAt - Date.now());
      });
      const step = await Promise.race([pending, late, ...(opened ? [opened] : [])]);
      clearTimeout(timer);
      if ('late' in step) break;
      if ('opened' in step) {
        opened = undefined;
        closesAt = Date.now() + windowMs;
        continue;
      }
      if (step.read.done) {
        out.ended = true;
        reading.onEnd?.();
        break;
      }
      out.size += step.read.value.length;
      const text = decoder.decode(step.read.value, { stream: true });
      reading.onChunk?.(text);
      out.text += text;
      const { frames, rest } = splitFrames(buffered + text);
      buffered = rest;
      out.frames.push(...frames);
      pending = reader.read().then((read) => ({ read }));
    }
  } catch {
    // The connection failed or timed out mid-stream: what came is kept.
  } finally {
    clearTimeout(timer);
    // The rule's own requests finish before the stream is closed.
    await opened;
    pending.catch(() => {});
    reader.cancel().catch(() => {});
  }
  return out;
}
