/**
 * The leader's live view (sendConsultLiveView, decision 109): told to the present followers as `consult.view`,
 * stored nowhere (the consult's log and lastSeq untouched, the stream's resume buffer skips it); only the leader
 * sends it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../index';
import { clientFor, PROVIDER, type Client } from '../testing/test-clients';
import { CONSULT_TEXT } from '../../contracts/consult';
import { lastLiveId, liveEventsAfter } from '../live/bus';
import { onConsultPublished } from './publish';

/** The demo provider's Assigned cytology case in WA (mock-server/store/seed.ts); Esther reads cytology in WA. */
const CASE = 'case-0013';
const ESTHER = 'esther.dubois.4@providers.demo.test';
const userId = (email: string) => db.users.findFirst((q) => q.where({ email }))!.id;
const path = (consultId: string) => ({ params: { path: { caseId: CASE, consultId } } });
const live = (n: number) => ({
  n,
  slideIndex: 0,
  view: { zoom: 2.5, center: { x: 0.4, y: 0.3 }, rotation: 0 as const },
  pointer: n % 2 ? { x: 1200, y: 800 } : null,
});

let stop: (() => void) | null = null;
afterEach(() => stop?.());

async function withEsther(leader: Client) {
  const started = await leader.POST('/api/cases/{caseId}/consults', { params: { path: { caseId: CASE } } });
  const consultId = started.data!.data.consultId;
  await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
    ...path(consultId),
    body: { userId: userId(ESTHER) },
  });
  const esther = await clientFor(ESTHER);
  await esther.POST('/api/cases/{caseId}/consults/{consultId}/join', path(consultId));
  return { consultId, esther };
}

describe('sendConsultLiveView', () => {
  it("passes the leader's view and pointer to the followers, stores nothing, and refuses a follower", async () => {
    const leader = await clientFor(PROVIDER);
    const { consultId, esther } = await withEsther(leader);
    const seen: Array<{ to: readonly string[]; data: unknown }> = [];
    stop = onConsultPublished((type, data, to) => {
      if (type === 'consult.view') seen.push({ to, data });
    });
    const before = db.consults.findFirst((q) => q.where({ consultId }))!;
    const lastId = lastLiveId();

    const sent = await leader.POST('/api/cases/{caseId}/consults/{consultId}/live-view', {
      ...path(consultId),
      body: live(1),
    });
    expect(sent.response.status).toBe(200);
    expect(sent.data!.data).toEqual({ told: 1 });
    expect(seen).toEqual([
      {
        to: [userId(ESTHER)],
        data: { consultId, caseId: CASE, byUserId: before.leaderId, live: live(1) },
      },
    ]);

    // Nothing stored: not the log, and not the stream's resume buffer (a resume neither replays nor resets).
    const after = db.consults.findFirst((q) => q.where({ consultId }))!;
    expect(after.lastSeq).toBe(before.lastSeq);
    expect(after.steps).toHaveLength(before.steps.length);
    expect(liveEventsAfter(userId(ESTHER), lastId)).toEqual({ kind: 'events', events: [] });

    const refused = await esther.POST('/api/cases/{caseId}/consults/{consultId}/live-view', {
      ...path(consultId),
      body: live(2),
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe(CONSULT_TEXT.onlyLeader);
    expect(seen).toHaveLength(1);
    await leader.POST('/api/cases/{caseId}/consults/{consultId}/leave', path(consultId));
    await esther.POST('/api/cases/{caseId}/consults/{consultId}/leave', path(consultId));
  });
});
