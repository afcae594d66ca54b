/**
 * Who has a live stream open (decision 109): each user's open streams (./stream.ts tells), and since when none
 * has been, on the QA clock. A user whose streams have all been gone CONSULT_AWAY_SECONDS is away
 * (contracts/consult.ts `isAway`): the listeners (consults/away.ts) are told, once per absence, when the grace
 * has passed in real time or the QA clock has been moved past it (tests move it rather than wait).
 */
import { CONSULT_AWAY_SECONDS, isAway } from '../../contracts/consult';
import { clockNow, onClockMoved } from '../qa/clock';

interface Presence {
  open: number;
  goneSince: number | null;
  timer: ReturnType<typeof setTimeout> | null;
}

type AwayListener = (userId: string) => Promise<unknown> | void;

const users = new Map<string, Presence>();
const listeners = new Set<AwayListener>();

export function onUserAway(listener: AwayListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const logFailure = (error: unknown) =>
  console.error(`mock: presence: ${error instanceof Error ? error.message : String(error)}`);

function judge(userId: string) {
  const presence = users.get(userId);
  if (!presence) return;
  if (!isAway({ openStreams: presence.open, goneSince: presence.goneSince, now: clockNow().getTime() }))
    return;
  // Told once per absence: the user is forgotten until a stream opens again.
  users.delete(userId);
  if (presence.timer) clearTimeout(presence.timer);
  for (const listener of listeners) Promise.resolve(listener(userId)).catch(logFailure);
}

export function streamOpened(userId: string): void {
  const presence = users.get(userId) ?? { open: 0, goneSince: null, timer: null };
  presence.open += 1;
  presence.goneSince = null;
  if (presence.timer) clearTimeout(presence.timer);
  presence.timer = null;
  users.set(userId, presence);
}

export function streamClosed(userId: string): void {
  const presence = users.get(userId);
  if (!presence) return;
  presence.open = Math.max(0, presence.open - 1);
  if (presence.open > 0) return;
  presence.goneSince = clockNow().getTime();
  presence.timer = setTimeout(() => judge(userId), CONSULT_AWAY_SECONDS * 1000 + 50);
  presence.timer.unref();
}

/**
 * Forgets every absence not yet judged (part of the mock's reset): a user whose streams closed before the reset
 * is not found away after it, when the next test moves the QA clock. Streams still open are kept.
 */
export function forgetAbsences(): void {
  for (const [userId, presence] of users) {
    if (presence.open > 0) continue;
    if (presence.timer) clearTimeout(presence.timer);
    users.delete(userId);
  }
}

/** Users with no stream open now, and since when (tests). */
export const goneUsers = () =>
  [...users]
    .filter(([, each]) => each.open === 0)
    .map(([userId, each]) => ({ userId, since: each.goneSince }));

onClockMoved(() => {
  for (const userId of [...users.keys()]) judge(userId);
});
