/** A slide link's session: live while the session is, ended by its deletion (logout), found again after a restart. */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { issueLinkSession, linkSessionId, linkSessionLive } from './link-sessions';

const SECRET = 'link-sessions-secret';
const HOUR = 60 * 60_000;

async function session(token: string, endsIn = HOUR) {
  const user = db.users.all()[0]!;
  await db.sessions.create({
    token,
    userId: user.id,
    expiresAt: new Date(Date.now() + endsIn).toISOString(),
  });
}

describe('linkSessionLive', () => {
  it('is live until its session is deleted (logout), then not', async () => {
    await session('token-of-a-live-session-1');
    const id = issueLinkSession(SECRET, 'token-of-a-live-session-1');
    expect(id).toHaveLength(22);
    expect(id).not.toContain('token');
    expect(linkSessionLive(SECRET, id)).toBe(true);
    db.sessions.delete((q) => q.where({ token: 'token-of-a-live-session-1' }));
    expect(linkSessionLive(SECRET, id)).toBe(false);
  });

  it('is not live past its session’s end', async () => {
    await session('token-of-a-live-session-2');
    const id = issueLinkSession(SECRET, 'token-of-a-live-session-2');
    expect(linkSessionLive(SECRET, id, Date.now() + 2 * HOUR)).toBe(false);
  });

  it('finds a live session it never issued links to (the mock restarted since), and none for a stranger', async () => {
    await session('token-of-a-live-session-3');
    expect(linkSessionLive(SECRET, linkSessionId(SECRET, 'token-of-a-live-session-3'))).toBe(true);
    expect(linkSessionLive(SECRET, linkSessionId(SECRET, 'a-token-nobody-has'))).toBe(false);
  });
});
