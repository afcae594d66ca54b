/**
 * Slide links belong to the session they were issued to (decision 073): a link carries the session's
 * link id (an HMAC of its token, 22 characters: the token itself never appears in a URL), and the slide routes
 * answer it only while that session is live. Logging out, a password change or a deactivation ends the session,
 * and with it every link issued to it, at once.
 *
 * Cheap per request (a tile is one): the answer for a link id is kept and asked again only after the sessions
 * changed (any create, update or delete, counted by the collection's hooks; a reset deletes record by record),
 * so a tile costs a map lookup and a comparison. A link id not seen yet (the mock restarted since it was
 * issued) is looked for among the live sessions once per change.
 */
import { createHmac } from 'node:crypto';
import { db } from '../store/db';
import { SESSION_ID_LENGTH } from './signing';

interface Known {
  /** The session's token; null when no live session has this link id. */
  token: string | null;
  /** Whose session it is; null when there is none. */
  userId: string | null;
  /** When the session ends (ms since the epoch); 0 when there is none. */
  endsAt: number;
  /** The sessions' version this was read at. */
  version: number;
}

/** Past this many link ids the answers are dropped and found again as needed (a cache, never the truth). */
const MAX_KNOWN = 10_000;

let version = 0;
const known = new Map<string, Known>();

for (const event of ['create', 'update', 'delete'])
  (db.sessions.hooks as unknown as { on(event: string, listener: () => void): void }).on(
    event,
    () => void version++,
  );

/** The link id of a session's token, for `secret`'s links. */
export function linkSessionId(secret: string, token: string): string {
  return createHmac('sha256', secret)
    .update(`slide-link-session\n${token}`)
    .digest('base64url')
    .slice(0, SESSION_ID_LENGTH);
}

function remember(sessionId: string, token: string | null): Known {
  const session = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined;
  const entry: Known = {
    token: session ? session.token : token,
    userId: session ? session.userId : null,
    endsAt: session ? Date.parse(session.expiresAt) : 0,
    version,
  };
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(sessionId, entry);
  return entry;
}

/** The link id for links issued now to the session of `token` (remembered, so its first tile finds it). */
export function issueLinkSession(secret: string, token: string): string {
  const sessionId = linkSessionId(secret, token);
  remember(sessionId, token);
  return sessionId;
}

/** Whether the session a link was issued to is still live. */
export function linkSessionLive(secret: string, sessionId: string, now = Date.now()): boolean {
  return linkSessionUserId(secret, sessionId, now) !== null;
}

/** Whose live session a link was issued to (a route that checks case access asks); null once it has ended. */
export function linkSessionUserId(secret: string, sessionId: string, now = Date.now()): string | null {
  let entry = known.get(sessionId);
  if (!entry || entry.version !== version) {
    const token =
      entry?.token ??
      db.sessions.all().find((session) => linkSessionId(secret, session.token) === sessionId)?.token ??
      null;
    entry = remember(sessionId, token);
  }
  return entry.endsAt > now ? entry.userId : null;
}
