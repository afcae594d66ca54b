/**
 * streamMyEvents over real HTTP (docs/live.md): the stream's framing, who hears what (a facility user
 * never hears of another facility's case; a provider whose list loses a case is told, without who took it),
 * resuming after Last-Event-ID, the heartbeat, and the end of a logged-out session's stream.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { schemas } from '../../contracts';
import { db } from '../store/db';
import { openLiveStream, type OpenedStream } from '../testing/live-stream';
import { FACILITY, OTHER_FACILITY, PROVIDER, clientFor, tokenFor } from '../testing/test-clients';
import { BAD_LAST_EVENT_ID, openLiveStreams } from './stream';
import { lastLiveId } from './bus';
import { pickUpRefusal } from '../assignment/pick-up';
import { addSlideImage } from '../slides/uploads';

let mock: MockHttpServer;
const opened: OpenedStream[] = [];
const open = async (token: string, lastEventId?: string) => {
  const stream = await openLiveStream(mock.base, token, lastEventId);
  opened.push(stream);
  return stream;
};
const live = (stream: OpenedStream, type: string, caseId?: string) =>
  stream.next((frame) => frame.event === type && (!caseId || JSON.parse(frame.data).data.caseId === caseId));

beforeAll(async () => {
  mock = await startMockHttpServer('live-stream-test-secret');
});
beforeEach(() => mock.passThrough());
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => mock.close());

/** An Available case of the demo facility, and an active provider (not the demo one) who may pick it up. */
function availableCase() {
  const providers = db.users
    .all()
    .filter((u) => u.role === 'Provider' && u.status === 'Active' && !u.email.endsWith('@demo.test'));
  for (const item of db.cases.all()) {
    if (item.status !== 'Available' || item.facility.id !== 'fac-001') continue;
    const other = providers.find((provider) => pickUpRefusal(provider, item) === null);
    if (other) return { item, other };
  }
  throw new Error('no case another provider may pick up');
}

describe('streamMyEvents', () => {
  it('refuses a missing token (401) and a Last-Event-ID that is not an id (400)', async () => {
    expect((await fetch(`${mock.base}/api/me/events`)).status).toBe(401);
    const bad = await fetch(`${mock.base}/api/me/events`, {
      headers: { Authorization: `Bearer ${await tokenFor(PROVIDER)}`, 'Last-Event-ID': 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(BAD_LAST_EVENT_ID);
  });

  it('tells a pick-up to those who may see the case, the assignee only to those who still may', async () => {
    const { item, other } = availableCase();
    const provider = await open(await tokenFor(PROVIDER));
    const facility = await open(await tokenFor(FACILITY));
    const stranger = await open(await tokenFor(OTHER_FACILITY));
    expect(provider.status).toBe(200);
    expect(provider.contentType).toMatch(/^text\/event-stream/);
    expect((await provider.next()).retry).toBe(2000);

    const picker = await clientFor(other.email);
    const answer = await picker.POST('/api/cases/{caseId}/pick-up', {
      params: { path: { caseId: item.caseID } },
    });
    expect(answer.response.status).toBe(200);

    const seen = await live(provider, 'case.changed', item.caseID);
    const event = schemas.zLiveEvent.parse(JSON.parse(seen.data));
    expect(event).toMatchObject({
      id: seen.id,
      type: 'case.changed',
      data: { caseId: item.caseID, status: 'Assigned', previousStatus: 'Available', change: 'PickedUp' },
    });
    // The demo provider may no longer list it: told it left, not who took it.
    expect(event.type === 'case.changed' && event.data.providerId).toBe(null);
    const owner = JSON.parse((await live(facility, 'case.changed', item.caseID)).data);
    expect(owner.data.providerId).toBe(other.id);
    // Another facility's user hears nothing of it.
    await expect(stranger.next((frame) => frame.event === 'case.changed', 300)).rejects.toThrow();
  });

  it("tells an upload's store in the image archive to those who may see its case (decision 182)", async () => {
    const item = db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;
    const subsectionId = item.slides[0]!.subsections[0]!.id;
    const uploader = db.users.findFirst((q) => q.where({ email: FACILITY }))!;
    await addSlideImage({
      item,
      subsectionId,
      id: 'sld-live-store',
      fileName: 'biopsy.svs',
      contentType: 'image/tiff',
      sizeBytes: 1,
      sha256: '0'.repeat(64),
      uploadedBy: uploader,
    });
    const facility = await open(await tokenFor(FACILITY));
    const stranger = await open(await tokenFor(OTHER_FACILITY));
    const failed = { state: 'Failed' as const, message: 'The image archive could not be reached.' };
    await db.slideUploads.update((q) => q.where({ id: 'sld-live-store' }), {
      data(draft) {
        draft.archiveStorage = failed;
      },
    });
    const seen = await live(facility, 'slide.storage.changed', item.caseID);
    expect(schemas.zLiveEvent.parse(JSON.parse(seen.data))).toMatchObject({
      type: 'slide.storage.changed',
      data: { caseId: item.caseID, imageId: 'sld-live-store', archiveStorage: failed },
    });
    await expect(stranger.next((frame) => frame.event === 'slide.storage.changed', 300)).rejects.toThrow();
  });

  it('resumes after Last-Event-ID with what was missed, and resets for an id it never gave', async () => {
    const token = await tokenFor(PROVIDER);
    const before = lastLiveId();
    const { item, other } = availableCase();
    const picker = await clientFor(other.email);
    await picker.POST('/api/cases/{caseId}/pick-up', { params: { path: { caseId: item.caseID } } });

    const resumed = await open(token, before);
    const missed = await live(resumed, 'case.changed', item.caseID);
    expect(BigInt(missed.id!)).toBeGreaterThan(BigInt(before));

    const unknown = await open(token, '1');
    const reset = await unknown.next((frame) => frame.event === 'stream.reset');
    expect(JSON.parse(reset.data).data.reason).toBe('UnknownId');
  });

  it('sends a heartbeat when quiet', async () => {
    const before = process.env.MOCK_LIVE_HEARTBEAT_MS;
    process.env.MOCK_LIVE_HEARTBEAT_MS = '150';
    try {
      const stream = await open(await tokenFor(PROVIDER));
      const beat = await stream.next((frame) => frame.comments.includes('heartbeat'), 2_000);
      expect(beat.data).toBe('');
    } finally {
      if (before === undefined) delete process.env.MOCK_LIVE_HEARTBEAT_MS;
      else process.env.MOCK_LIVE_HEARTBEAT_MS = before;
    }
  });

  it('ends with session.ended when the session logs out', async () => {
    const token = await tokenFor(PROVIDER);
    const stream = await open(token);
    const streams = openLiveStreams();
    const client = await clientFor(PROVIDER);
    // Another session of the same user logging out leaves this one alone.
    await client.POST('/api/auth/logout');
    await fetch(`${mock.base}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const ended = await stream.next((frame) => frame.event === 'session.ended');
    expect(JSON.parse(ended.data).data.reason).toBe('LoggedOut');
    await stream.ended;
    expect(openLiveStreams()).toBe(streams - 1);
  });
});
