/**
 * Presence per consult view over real HTTP (decisions 109, 147): a leader whose view of the consult closes is
 * still present within the 30 s grace, and away past it (the QA clock moved on) though another page of theirs
 * keeps a stream open; the lead passes to the present follower, who is told on their stream; that follower's view
 * gone too, the consult ends with LeaderAway. A leader who was the only one present reading the case on their own
 * ends it at once with LeaderAway (what happened: the connection, not a loss of access), and is told too.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { db } from '../store/db';
import { openLiveStream, type OpenedStream } from '../testing/live-stream';
import { ADMIN, PROVIDER, clientFor, tokenFor } from '../testing/test-clients';

/** The demo provider's Assigned cytology case in WA; Esther reads cytology in WA. */
const CASE = 'case-0013';
const ESTHER = 'esther.dubois.4@providers.demo.test';
const userId = (email: string) => db.users.findFirst((q) => q.where({ email }))!.id;
const path = (consultId: string) => ({ params: { path: { caseId: CASE, consultId } } });

let mock: MockHttpServer;
const opened: OpenedStream[] = [];
beforeAll(async () => {
  mock = await startMockHttpServer('away-test-secret');
});
beforeEach(() => mock.passThrough());
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await resetQaClock();
});
afterAll(() => mock.close());

const advanceSeconds = (seconds: number) => moveQaClock({ advanceHours: seconds / 3600 });

const consultOf = (consultId: string) => db.consults.findFirst((q) => q.where({ consultId }))!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A consult on the case led by `leaderEmail` and joined by `followerEmail`, each with a live stream open. */
async function consultOfTwo(leaderEmail: string, followerEmail: string) {
  const leader = await clientFor(leaderEmail);
  const follower = await clientFor(followerEmail);
  const started = await leader.POST('/api/cases/{caseId}/consults', { params: { path: { caseId: CASE } } });
  const consultId = started.data!.data.consultId;
  await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
    ...path(consultId),
    body: { userId: userId(followerEmail) },
  });
  await follower.POST('/api/cases/{caseId}/consults/{consultId}/join', path(consultId));
  const leaderToken = await tokenFor(leaderEmail);
  const leaderStream = await openLiveStream(mock.base, leaderToken, undefined, consultId);
  const followerStream = await openLiveStream(mock.base, await tokenFor(followerEmail), undefined, consultId);
  // The leader's other tab (a list): a stream that names no consult.
  const leaderOtherTab = await openLiveStream(mock.base, leaderToken);
  opened.push(leaderStream, followerStream, leaderOtherTab);
  return { leader, follower, consultId, leaderStream, followerStream };
}

describe('a participant whose view of the consult is gone (another tab of theirs open)', () => {
  it('is away after 30 s: the lead passes on, and with no one left the consult ends with LeaderAway', async () => {
    // The admin leads; the case's own provider (who reads it on their own) follows.
    const { follower, consultId, leaderStream, followerStream } = await consultOfTwo(ADMIN, PROVIDER);

    leaderStream.close();
    await leaderStream.ended;
    await settled();
    // Within the grace, still present and leading.
    await advanceSeconds(29);
    await settled();
    expect(consultOf(consultId).leaderId).toBe(userId(ADMIN));

    await advanceSeconds(2);
    const changed = await followerStream.next((frame) => frame.event === 'consult.changed');
    const told = JSON.parse(changed.data) as {
      data: {
        change: string;
        consult: { leaderId: string; participants: Array<{ userId: string; presence: string }> };
      };
    };
    expect(told.data.change).toBe('LeaderChanged');
    expect(told.data.consult.leaderId).toBe(userId(PROVIDER));
    expect(told.data.consult.participants.find((each) => each.userId === userId(ADMIN))?.presence).toBe(
      'Left',
    );
    expect(consultOf(consultId).state).toBe('Active');

    followerStream.close();
    await followerStream.ended;
    await settled();
    await advanceSeconds(31);
    await settled();
    expect(consultOf(consultId)).toMatchObject({ state: 'Ended', endReason: 'LeaderAway', leaderId: null });
    // The away leader, with no stream to hear it on, finds it among their notices.
    const notices = await follower.GET('/api/me/notifications', { params: { query: { pageSize: 50 } } });
    expect(
      notices.data!.data.items.filter((each) => each.kind === 'ConsultEnded').map((each) => each.message),
    ).toEqual([
      "The consult ended: its leader's connection was lost for 30 seconds and no one else present could take the lead.",
    ]);
  });

  it("ends at once, saying the leader's connection was lost, when the leader was the only one present reading the case", async () => {
    // The case's provider leads; Esther reads it only through the consult.
    const {
      leader,
      follower: esther,
      consultId,
      leaderStream,
      followerStream: estherStream,
    } = await consultOfTwo(PROVIDER, ESTHER);

    leaderStream.close();
    await leaderStream.ended;
    await settled();
    await advanceSeconds(31);
    const ended = await estherStream.next(
      (frame) => frame.event === 'consult.changed' && frame.data.includes('"Ended"'),
    );
    const told = JSON.parse(ended.data) as { data: { change: string; consult: { endReason: string } } };
    expect(told.data).toMatchObject({ change: 'Ended', consult: { endReason: 'LeaderAway' } });
    expect(consultOf(consultId)).toMatchObject({ state: 'Ended', endReason: 'LeaderAway', leaderId: null });
    const sentence =
      "The consult ended: its leader's connection was lost for 30 seconds and no one else present could take the lead.";
    for (const reader of [leader, esther]) {
      const notices = await reader.GET('/api/me/notifications', { params: { query: { pageSize: 50 } } });
      const ends = notices.data!.data.items.filter(
        (each) => each.kind === 'ConsultEnded' && each.message === sentence,
      );
      expect(ends).toHaveLength(1);
    }
  });
});
