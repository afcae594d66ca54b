/**
 * Who has a consult's view open (decisions 109, 147): each user's open live streams that name the consult their
 * page shows (`?consultId=`, ./stream.ts tells), and since when none has been, on the QA clock. The user's other
 * pages (a list in another tab) are not views of the consult and are not counted. A user whose views of a
 * consult have all been gone CONSULT_AWAY_SECONDS is away from it (contracts/consult.ts `isAway`): the listeners
 * (consults/away.ts) are told, once per absence, when the grace has passed in real time or the QA clock has been
 * moved past it (tests move it rather than wait).
 */
import { CONSULT_AWAY_SECONDS, isAway } from '../../contracts/consult';
import { clockNow, onClockMoved } from '../qa/clock';

interface Presence {
  userId: string;
  consultId: string;
  open: number;
  goneSince: number | null;
  timer: ReturnType<typeof setTimeout> | null;
}

type AwayListener = (userId: string, consultId: string) => Promise<unknown> | void;

/** Keyed by user and consult. */
const views = new Map<string, Presence>();
const keyOf = (userId: string, consultId: string) => `${userId} ${consultId}`;
const listeners = new Set<AwayListener>();

export function onUserAway(listener: AwayListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const logFailure = (error: unknown) =>
  console.error(`mock: presence: ${error instanceof Error ? error.message : String(error)}`);

function judge(key: string) {
  const presence = views.get(key);
  if (!presence) return;
  if (!isAway({ openViews: presence.open, goneSince: presence.goneSince, now: clockNow().getTime() })) return;
  // Told once per absence: forgotten until a view of the consult opens again.
  views.delete(key);
  if (presence.timer) clearTimeout(presence.timer);
  for (const listener of listeners)
    Promise.resolve(listener(presence.userId, presence.consultId)).catch(logFailure);
}

/** A stream opened; `consultId` the consult its page shows (null: a page that shows none, not counted). */
export function streamOpened(userId: string, consultId: string | null): void {
  if (consultId === null) return;
  const key = keyOf(userId, consultId);
  const presence = views.get(key) ?? { userId, consultId, open: 0, goneSince: null, timer: null };
  presence.open += 1;
  presence.goneSince = null;
  if (presence.timer) clearTimeout(presence.timer);
  presence.timer = null;
  views.set(key, presence);
}

export function streamClosed(userId: string, consultId: string | null): void {
  if (consultId === null) return;
  const key = keyOf(userId, consultId);
  const presence = views.get(key);
  if (!presence) return;
  presence.open = Math.max(0, presence.open - 1);
  if (presence.open > 0) return;
  presence.goneSince = clockNow().getTime();
  presence.timer = setTimeout(() => judge(key), CONSULT_AWAY_SECONDS * 1000 + 50);
  presence.timer.unref();
}

/**
 * Forgets every absence not yet judged (part of the mock's reset): a user whose streams closed before the reset
 * is not found away after it, when the next test moves the QA clock. Streams still open are kept.
 */
export function forgetAbsences(): void {
  for (const [key, presence] of views) {
    if (presence.open > 0) continue;
    if (presence.timer) clearTimeout(presence.timer);
    views.delete(key);
  }
}

/** Users with no view of a consult open now, and since when (tests). */
export const goneUsers = () =>
  [...views.values()]
    .filter((each) => each.open === 0)
    .map((each) => ({ userId: each.userId, consultId: each.consultId, since: each.goneSince }));

onClockMoved(() => {
  for (const key of [...views.keys()]) judge(key);
});
