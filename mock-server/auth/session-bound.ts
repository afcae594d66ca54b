/**
 * The sessions one user keeps (decision 072): at each login the user's expired sessions are removed
 * and, past MOCK_SESSIONS_PER_USER (default 100), the oldest ones end, so a flood of right passwords cannot grow
 * the database (and every save of it) without end. 100 is far more than anyone's browsers and devices.
 */
import { db } from '../store/db';

export const sessionsPerUser = (env: Record<string, string | undefined> = process.env) => {
  const n = Number(env.MOCK_SESSIONS_PER_USER);
  return Number.isInteger(n) && n >= 1 ? n : 100;
};

/** The sessions of `userId` to end: the expired ones, then the oldest past `keep`. */
export function sessionsToEnd<S extends { token: string; expiresAt: string }>(
  sessions: readonly S[],
  now: number,
  keep: number,
): string[] {
  const live = sessions.filter((s) => Date.parse(s.expiresAt) > now);
  const expired = sessions.filter((s) => !(Date.parse(s.expiresAt) > now));
  // A session's expiry is its start plus the lifetime: the earliest expiry is the oldest login.
  const oldest = [...live]
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))
    .slice(0, Math.max(0, live.length - keep));
  return [...expired, ...oldest].map((s) => s.token);
}

export function boundSessions(userId: string, now: number) {
  const ended = sessionsToEnd(
    db.sessions.findMany((q) => q.where({ userId })),
    now,
    sessionsPerUser(),
  );
  for (const token of ended) db.sessions.delete((q) => q.where({ token }));
}
