/**
 * event_stream_conformance's verdicts (./event-stream.ts runs the steps): the stream opens as
 * `text/event-stream`; its events are framed as the contract says and valid against the event schema; an event
 * made while it is open arrives; an event made while it was closed comes first on a resume with `Last-Event-ID`;
 * a `Last-Event-ID` that is not an id is refused 400. Pure.
 */
import type { StreamFrame } from '../../contracts/event-stream';
import { describeExchange, mediaTypeOf } from '../checks/response';
import { describeFrames, isEvent, judgeFrames, type EventValidator } from '../checks/event-stream';
import type { Exchange, Verdict } from '../types';
import { isRecord, stringFields } from './extension';

export const EVENT_STREAM_EXTENSION = 'x-event-stream';
/** What a Last-Event-ID that is not an id looks like (the contract: 1 to 20 decimal digits). */
export const BAD_LAST_EVENT_ID = 'not-an-event-id';

export interface EventStreamRule {
  /** The schema (components/schemas) each event's data is one of. */
  event: string;
  heartbeatSeconds?: number;
}

export function readEventStreamRule(raw: unknown): EventStreamRule | string {
  const fields = stringFields(raw, ['event'] as const, EVENT_STREAM_EXTENSION);
  if (typeof fields === 'string') return fields;
  const heartbeat = isRecord(raw) ? raw.heartbeatSeconds : undefined;
  return typeof heartbeat === 'number' ? { ...fields, heartbeatSeconds: heartbeat } : fields;
}

/** The stream opened: 200 with Content-Type text/event-stream. */
export function openVerdict(exchange: Exchange): Verdict {
  const response = exchange.response;
  if (response?.status === 429) return null;
  if (response?.status === 200 && mediaTypeOf(response.headers['content-type']) === 'text/event-stream')
    return { pass: true };
  return {
    pass: false,
    expected: '200 with Content-Type text/event-stream',
    seen: describeExchange(exchange),
  };
}

/** Every event read is framed as the contract says and valid against the event schema (`after`: a resume's id). */
export function framesVerdict(
  frames: StreamFrame[],
  validate: EventValidator,
  schema: string,
  after?: string,
): Verdict {
  if (!frames.some(isEvent)) return null;
  const { framing, schema: invalid } = judgeFrames(frames, validate, after);
  const problems = [...framing, ...invalid];
  if (!problems.length) return { pass: true };
  return {
    pass: false,
    expected: `each event as id: <digits that grow${after ? ` past ${after}` : ''}>, event: <its type>, data: one ${schema} repeating that id and type`,
    seen: problems.join('; '),
  };
}

const firstOfType = (frames: StreamFrame[], type: string) =>
  frames.find((frame) => isEvent(frame) && frame.event === type);

/** The event made while the stream was open (`by`: the request that made it) arrived within the window. */
export function liveVerdict(frames: StreamFrame[], type: string, by: string, windowMs: number): Verdict {
  if (firstOfType(frames, type)) return { pass: true };
  return {
    pass: false,
    expected: `a ${type} event within ${windowMs / 1000} s of ${by}`,
    seen: describeFrames(frames),
  };
}

/**
 * The resume after `lastId`: the first event is one the client missed (its id past `lastId`, not a
 * `stream.reset`: the backend holds the last 10 minutes), and the `type` made while the stream was closed is
 * among what came.
 */
export function resumeVerdict(frames: StreamFrame[], lastId: string, type: string, by: string): Verdict {
  const expected = `the events missed after Last-Event-ID ${lastId} first (the ${type} ${by} made while it was closed)`;
  const first = frames.find(isEvent);
  if (!first) return { pass: false, expected, seen: `nothing replayed (frames: ${describeFrames(frames)})` };
  if (first.event === 'stream.reset')
    return { pass: false, expected, seen: `stream.reset first: ${first.data.slice(0, 120)}` };
  if (!first.id || !/^\d+$/.test(first.id) || BigInt(first.id) <= BigInt(lastId))
    return { pass: false, expected, seen: `${first.event} with id ${first.id ?? '(none)'} first` };
  if (!firstOfType(frames, type))
    return { pass: false, expected, seen: `no ${type} (frames: ${describeFrames(frames)})` };
  return { pass: true };
}

/** A Last-Event-ID that is not an id is refused 400 (never a stream that ignores it). */
export function badIdVerdict(exchange: Exchange): Verdict {
  const status = exchange.response?.status;
  if (status === 429) return null;
  if (status === 400) return { pass: true };
  return {
    pass: false,
    expected: `400 for Last-Event-ID ${JSON.stringify(BAD_LAST_EVENT_ID)} (1 to 20 digits only)`,
    seen: describeExchange(exchange),
  };
}

/** What a stream watched for its heartbeat showed: how long it was open, its longest quiet, its comments. */
export interface StreamWatch {
  openMs: number;
  /** The longest time between the headers, the chunks and the end of the watch with nothing written. */
  longestQuietMs: number;
  /** Comment frames (`: heartbeat`) seen. */
  heartbeats: number;
  /** How long the checker itself stood still while it watched (left out of the quiet: ./stalls.ts). */
  stalledMs?: number;
}

/** The slack a heartbeat has past its period (a timer's drift, the network): 20 %, at least 2 s. */
export const heartbeatGraceMs = (seconds: number) => Math.max(2_000, seconds * 200);

/**
 * The stream is never quiet for longer than `x-event-stream.heartbeatSeconds` (and the grace): a comment comes
 * when nothing else was sent. Unjudged (null) until a heartbeat came or the watch has been open that long.
 */
export function heartbeatVerdict(watch: StreamWatch, seconds: number): Verdict {
  const limitMs = seconds * 1000 + heartbeatGraceMs(seconds);
  const expected = `a heartbeat comment (or an event) whenever the stream was quiet for ${seconds} s (heartbeatSeconds)`;
  const stalled = watch.stalledMs
    ? `; the checker itself busy ${(watch.stalledMs / 1000).toFixed(1)} s, not counted`
    : '';
  const seen = `${(watch.longestQuietMs / 1000).toFixed(1)} s without a byte, in ${(watch.openMs / 1000).toFixed(1)} s watched (${watch.heartbeats} heartbeats${stalled})`;
  if (watch.longestQuietMs > limitMs) return { pass: false, expected, seen };
  return watch.openMs >= limitMs || watch.heartbeats > 0 ? { pass: true } : null;
}
