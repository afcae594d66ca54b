/**
 * Presence across the mock's reset (decision 109): an absence begun before a reset is forgotten by it, so a test
 * that moves the QA clock never finds away a user whose stream an earlier test closed; a stream still open is
 * kept, and an absence after the reset is judged as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { QA_HEADERS, TEST_API, mockBackend } from '../../tests/setup/mock-backend';
import { goneUsers, onUserAway, streamClosed, streamOpened } from './presence';

const moveClockSeconds = (seconds: number) =>
  fetch(`${TEST_API}/__mock/clock`, {
    method: 'POST',
    headers: { ...QA_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceHours: seconds / 3600 }),
  });

const away: string[] = [];
// The backend's files share one worker (vitest.config.ts): the listener goes with this file.
afterAll(onUserAway((userId) => void away.push(userId)));

describe('presence and the reset', () => {
  it('forgets an absence begun before the reset, and keeps an open stream', async () => {
    streamOpened('usr-gone');
    streamClosed('usr-gone');
    streamOpened('usr-open');
    expect(goneUsers().map((each) => each.userId)).toContain('usr-gone');

    await mockBackend.reset();
    expect(goneUsers().map((each) => each.userId)).not.toContain('usr-gone');
    expect((await moveClockSeconds(31)).status).toBe(200);
    expect(away).toEqual([]);

    // The stream kept through the reset closes afterwards: that absence is judged as before.
    streamClosed('usr-open');
    expect((await moveClockSeconds(31)).status).toBe(200);
    expect(away).toEqual(['usr-open']);
  });
});
