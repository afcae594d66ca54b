/**
 * Presence per consult view (decisions 109, 147): a stream that names no consult counts for none, so a user's
 * other page keeps them in no consult; and across the mock's reset an absence begun before a reset is forgotten
 * by it, so a test that moves the QA clock never finds away a user whose view an earlier test closed; a view
 * still open is kept, and an absence after the reset is judged as before.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { mockBackend } from '../../tests/setup/mock-backend';
import { goneUsers, onUserAway, streamClosed, streamOpened } from './presence';

const moveClockSeconds = (seconds: number) => moveQaClock({ advanceHours: seconds / 3600 });

const away: string[] = [];
const CONSULT = 'cns-presence';
// The backend's files share one worker (vitest.config.ts): the listener goes with this file.
afterAll(onUserAway((userId, consultId) => void away.push(`${userId} ${consultId}`)));
afterEach(resetQaClock);

describe('presence and the reset', () => {
  it('forgets an absence begun before the reset, and keeps an open stream', async () => {
    streamOpened('usr-gone', CONSULT);
    streamClosed('usr-gone', CONSULT);
    streamOpened('usr-open', CONSULT);
    expect(goneUsers().map((each) => each.userId)).toContain('usr-gone');

    await mockBackend.reset();
    expect(goneUsers().map((each) => each.userId)).not.toContain('usr-gone');
    await moveClockSeconds(31);
    expect(away).toEqual([]);

    // The stream kept through the reset closes afterwards: that absence is judged as before.
    streamClosed('usr-open', CONSULT);
    await moveClockSeconds(31);
    expect(away).toEqual([`usr-open ${CONSULT}`]);
    away.length = 0;
  });

  it("judges each consult's views alone: another page open keeps no one present in the consult", async () => {
    await mockBackend.reset();
    streamOpened('usr-tabs', CONSULT);
    streamOpened('usr-tabs', null);
    streamOpened('usr-tabs', 'cns-other');
    streamClosed('usr-tabs', CONSULT);
    await moveClockSeconds(31);
    expect(away).toEqual([`usr-tabs ${CONSULT}`]);
    streamClosed('usr-tabs', null);
    streamClosed('usr-tabs', 'cns-other');
  });
});
