/**
 * The live event bus (docs/live.md): every event a user's stream (`streamMyEvents`, ./stream.ts) sends
 * passes here. A publisher names the event and its audience (user ids); the bus gives it an id and a time, keeps
 * it for resuming (`Last-Event-ID`: the last BUFFER_EVENTS events and at least the last BUFFER_MS), and writes it
 * to each audience member's open streams.
 *
 * Ids are decimal integers that only grow, also across restarts: the first id of a process is the wall clock in
 * microseconds, so an id from before a restart is older than anything held and resumes with `stream.reset`.
 */
import type { components } from '../../contracts';
import { afterCommit } from '../http/operation-scope';
import { clockNow } from '../qa/clock';
import { isLiveQuiet } from './quiet';

export type LiveEvent = components['schemas']['LiveEvent'];
export type LiveEventType = LiveEvent['type'];
export type LiveData<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['data'];

/** What the bus holds for resuming: the last 10 minutes, up to BUFFER_EVENTS (a flood drops the oldest). */
export const BUFFER_MS = 10 * 60_000;
export const BUFFER_EVENTS = 20_000;

interface Held {
  event: LiveEvent;
  to: ReadonlySet<string>;
  heldAt: number;
}

export type LiveListener = (event: LiveEvent) => void;

let nextId = BigInt(Date.now()) * 1000n;
/** The id the process began with: an id below it was given before a restart (or never). */
let firstId = nextId;
const held: Held[] = [];
const listeners = new Map<string, Set<LiveListener>>();

/** The id of the newest held event dropped: a resume from before it may have missed events. */
let droppedUpTo = firstId - 1n;

function trim(now: number) {
  while (held.length > 0 && (held.length > BUFFER_EVENTS || now - held[0]!.heldAt > BUFFER_MS)) {
    droppedUpTo = BigInt(held.shift()!.event.id);
  }
}

/**
 * Sends an event to the given users' streams and holds it for their resumes; `ephemeral` ones (a consult
 * leader's live view, decision 109: twenty a second during a drag) are not held, and a resume skips them.
 * Published during an operation, it goes out once the operation's changes are committed, and not at all when
 * they are refused or the operation fails (../http/operation-scope.ts): no stream hears of a change not saved.
 */
export function publishLive<T extends LiveEventType>(
  type: T,
  data: LiveData<T>,
  to: Iterable<string>,
  { ephemeral = false } = {},
): void {
  if (isLiveQuiet()) return;
  const audience = new Set(to);
  if (audience.size === 0) return;
  afterCommit(() => send(type, data, audience, ephemeral));
}

function send(type: LiveEventType, data: unknown, audience: ReadonlySet<string>, ephemeral: boolean) {
  const event = { id: String(nextId++), type, at: clockNow().toISOString(), data } as LiveEvent;
  const now = Date.now();
  if (!ephemeral) {
    held.push({ event, to: audience, heldAt: now });
    trim(now);
  }
  for (const userId of audience) {
    for (const listener of listeners.get(userId) ?? []) listener(event);
  }
}

/** Listens to one user's events; returns the way to stop. */
export function subscribeLive(userId: string, listener: LiveListener): () => void {
  let set = listeners.get(userId);
  if (!set) listeners.set(userId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(userId);
  };
}

export type Resume =
  { kind: 'events'; events: LiveEvent[] } | { kind: 'reset'; reason: 'TooOld' | 'UnknownId' };

/**
 * The user's events after `lastId`, in order, or a reset: the id was never given by this process (a future id,
 * or one from before a restart), or events after it may have been dropped from the buffer.
 */
export function liveEventsAfter(userId: string, lastId: string): Resume {
  const after = BigInt(lastId);
  if (after >= nextId || after < firstId - 1n) return { kind: 'reset', reason: 'UnknownId' };
  // Ids between held events may be ephemeral ones, never held: only a dropped held event is a loss.
  if (after < droppedUpTo) return { kind: 'reset', reason: 'TooOld' };
  return {
    kind: 'events',
    events: held.filter((h) => BigInt(h.event.id) > after && h.to.has(userId)).map((h) => h.event),
  };
}

/** The id the next event will have, less one: a stream that starts now has seen everything up to it. */
export const lastLiveId = () => String(nextId - 1n);

/** Forgets the held events (a reset of the mock); ids go on growing, so an old id resumes with a reset. */
export function clearLive() {
  held.length = 0;
  firstId = nextId;
  droppedUpTo = firstId - 1n;
}
