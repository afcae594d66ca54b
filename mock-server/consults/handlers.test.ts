/**
 * Live consults through the API: start, invite (refused with the API's sentence, the invitee told and able to
 * read the case), join, only the leader appends, steps by sequence applied once and in order, leave hands on,
 * presence, what the participants' streams are sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewerEvent } from '../../contracts';
import { db } from '../index';
import { clientFor, PROVIDER, FACILITY, type Client } from '../testing/test-clients';
import { onConsultPublished } from './publish';
import { SEEDED_CONSULT_ID } from './seed';
import {
  CONSULT_MAX_PER_CASE,
  CONSULT_MAX_STEPS,
  CONSULT_TEXT,
  endConsult,
  startConsult,
} from '../../contracts/consult';
import { createConsult } from './store';

/** The demo provider's Assigned cytology case in WA (mock-server/store/seed.ts). */
const CASE = 'case-0013';
/** Active providers: Esther reads cytology in WA; Aisha neither. */
const ESTHER = 'esther.dubois.4@providers.demo.test';
const AISHA = 'aisha.abbott.29@providers.demo.test';

const userId = (email: string) => db.users.findFirst((q) => q.where({ email }))!.id;
const path = (consultId: string) => ({ params: { path: { caseId: CASE, consultId } } });
const slide = (index: number, n: number): ViewerEvent => ({
  type: 'slide/selected',
  id: `evt-${n}`,
  at: 1000 + n,
  origin: 'user',
  index,
});
const view = (n: number): ViewerEvent => ({
  type: 'viewport/changed',
  id: `evt-${n}`,
  at: 1000 + n,
  origin: 'user',
  zoom: 1 + n,
  center: { x: 0.5, y: 0.5 },
  rotation: 0,
});
const step = (seq: number, event: ViewerEvent | null = view(seq)) => ({
  seq,
  action: event ? ('dispatch' as const) : ('undo' as const),
  event,
});

let stop: (() => void) | null = null;
afterEach(() => stop?.());

async function started(leader: Client) {
  const { data, response } = await leader.POST('/api/cases/{caseId}/consults', {
    params: { path: { caseId: CASE } },
  });
  expect(response.status).toBe(201);
  return data!.data;
}

async function withEsther(leader: Client) {
  const consult = await started(leader);
  const esther = await clientFor(ESTHER);
  const invited = await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
    ...path(consult.consultId),
    body: { userId: userId(ESTHER) },
  });
  expect(invited.response.status).toBe(200);
  const joined = await esther.POST('/api/cases/{caseId}/consults/{consultId}/join', path(consult.consultId));
  expect(joined.response.status).toBe(200);
  return { consult: joined.data!.data, esther };
}

describe('live consults', () => {
  it('invites who may see the case, refuses others with a sentence, and tells the invitee', async () => {
    const leader = await clientFor(PROVIDER);
    const published: string[] = [];
    stop = onConsultPublished((type, data, to) => {
      if (type === 'consult.changed') published.push(`${(data as { change: string }).change}→${to.length}`);
    });
    const consult = await started(leader);
    expect(consult).toMatchObject({ state: 'Active', leaderId: 'usr-provider', lastSeq: 0 });

    const refused = await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
      ...path(consult.consultId),
      body: { userId: userId(AISHA) },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      message: 'Aisha Abbott cannot see this case: not Cytopathology; not licensed in WA.',
    });

    // Before the invitation Esther may not read the case; invited, she may, and she is told with the link.
    const esther = await clientFor(ESTHER);
    const before = await esther.GET('/api/cases/{caseId}', { params: { path: { caseId: CASE } } });
    expect(before.response.status).toBe(403);
    const invited = await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
      ...path(consult.consultId),
      body: { userId: userId(ESTHER) },
    });
    expect(invited.data!.data.participants.map((p) => [p.name, p.presence])).toEqual([
      ['Maya Okafor', 'Present'],
      ['Esther Dubois', 'Invited'],
    ]);
    const after = await esther.GET('/api/cases/{caseId}', { params: { path: { caseId: CASE } } });
    expect(after.response.status).toBe(200);
    const notice = db.notifications.findFirst((q) => q.where({ userId: userId(ESTHER) }));
    // The in-app notice opens the consult, as the e-mail does.
    expect(notice).toMatchObject({
      kind: 'ConsultInvitation',
      caseId: CASE,
      link: `/viewer?caseId=${CASE}&consult=${consult.consultId}`,
    });
    const mail = db.outbox.all().find((m) => m.to === ESTHER)!;
    expect(mail.body).toContain(
      `Open it in PathBridge: http://localhost:3000/viewer?caseId=${CASE}&consult=${consult.consultId}`,
    );

    const candidates = await leader.GET('/api/cases/{caseId}/consult-candidates', {
      params: { path: { caseId: CASE } },
    });
    const aisha = candidates.data!.data.find((c) => c.userId === userId(AISHA));
    expect(aisha).toMatchObject({ maySee: false, reason: refused.error!.message });
    expect(published).toEqual(['Started→1', 'Invited→2']);
  });

  it('only the leader appends; steps twice or out of order are applied once, in order; followers get them', async () => {
    const leader = await clientFor(PROVIDER);
    const { consult, esther } = await withEsther(leader);
    const sent: number[] = [];
    stop = onConsultPublished((type, data, to) => {
      if (type === 'consult.event') {
        expect(to).toEqual([userId(ESTHER)]);
        sent.push((data as { step: { seq: number } }).step.seq);
      }
    });
    const events = `/api/cases/{caseId}/consults/{consultId}/events` as const;

    const follower = await esther.POST(events, { ...path(consult.consultId), body: { steps: [step(1)] } });
    expect(follower.response.status).toBe(403);
    expect(follower.error).toMatchObject({
      message: "Only the consult's leader may change the shared view.",
    });

    const gap = await leader.POST(events, {
      ...path(consult.consultId),
      body: { steps: [step(3), step(2)] },
    });
    expect(gap.data!.data).toEqual({ applied: 0, held: 2, lastSeq: 0 });
    const fill = await leader.POST(events, {
      ...path(consult.consultId),
      body: { steps: [step(1, slide(0, 1)), step(2), step(4, null)] },
    });
    expect(fill.data!.data).toEqual({ applied: 4, held: 0, lastSeq: 4 });
    const again = await leader.POST(events, {
      ...path(consult.consultId),
      body: { steps: [step(3), step(4, null)] },
    });
    expect(again.data!.data).toEqual({ applied: 0, held: 0, lastSeq: 4 });
    expect(sent).toEqual([1, 2, 3, 4]);

    // Requests in flight together (a leader pipelines them): each step once, in order.
    const together = await Promise.all(
      [[step(6)], [step(5)], [step(6), step(7)]].map((steps) =>
        leader.POST(events, { ...path(consult.consultId), body: { steps } }),
      ),
    );
    expect(together.map((answer) => answer.response.status)).toEqual([200, 200, 200]);
    expect(sent).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const log = await esther.GET(events, { ...path(consult.consultId) });
    expect(log.data!.data.items.map((s) => [s.seq, s.action, s.event?.type ?? null])).toEqual([
      [1, 'dispatch', 'slide/selected'],
      [2, 'dispatch', 'viewport/changed'],
      [3, 'dispatch', 'viewport/changed'],
      [4, 'undo', null],
      [5, 'dispatch', 'viewport/changed'],
      [6, 'dispatch', 'viewport/changed'],
      [7, 'dispatch', 'viewport/changed'],
    ]);
    const tail = await esther.GET(events, {
      params: { ...path(consult.consultId).params, query: { after: 2 } },
    });
    expect(tail.data!.data.items.map((s) => s.seq)).toEqual([3, 4, 5, 6, 7]);

    const bad = await leader.POST(events, {
      ...path(consult.consultId),
      body: { steps: [{ seq: 5, action: 'dispatch', event: { ...view(5), zoom: 0 } }] },
    });
    expect(bad.response.status).toBe(400);
    expect(Object.keys(bad.error!.data as object)).toEqual(['steps.0.event.zoom']);
    // Well formed by the contract, refused by the viewer's own rules (a view change without its centre): 422.
    const { center: _center, ...centreless } = view(5) as Record<string, unknown>;
    const refused = await leader.POST(events, {
      ...path(consult.consultId),
      body: { steps: [{ seq: 5, action: 'dispatch', event: centreless as never }] },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.message).toMatch(/^Step steps\.0\.event/);
  });

  it("asks to lead, hands over, and the leader's leaving hands on or, alone, ends it", async () => {
    const leader = await clientFor(PROVIDER);
    const { consult, esther } = await withEsther(leader);
    const asked = await esther.POST(
      '/api/cases/{caseId}/consults/{consultId}/lead-request',
      path(consult.consultId),
    );
    expect(asked.data!.data.leadRequestedBy).toBe(userId(ESTHER));
    const handed = await leader.POST('/api/cases/{caseId}/consults/{consultId}/leader', {
      ...path(consult.consultId),
      body: { userId: userId(ESTHER) },
    });
    expect(handed.data!.data).toMatchObject({ leaderId: userId(ESTHER), leadRequestedBy: null });
    const notLeader = await leader.POST('/api/cases/{caseId}/consults/{consultId}/events', {
      ...path(consult.consultId),
      body: { steps: [step(1)] },
    });
    expect(notLeader.response.status).toBe(403);
    expect(notLeader.error!.message).toBe(CONSULT_TEXT.onlyLeader);

    const left = await esther.POST('/api/cases/{caseId}/consults/{consultId}/leave', path(consult.consultId));
    expect(left.data!.data).toMatchObject({ state: 'Active', leaderId: 'usr-provider' });
    expect(left.data!.data.participants.map((p) => p.presence)).toEqual(['Present', 'Left']);
    // Having left, Esther no longer reads the case through the consult.
    const read = await esther.GET('/api/cases/{caseId}', { params: { path: { caseId: CASE } } });
    expect(read.response.status).toBe(403);

    const ended = await leader.POST(
      '/api/cases/{caseId}/consults/{consultId}/leave',
      path(consult.consultId),
    );
    expect(ended.data!.data).toMatchObject({ state: 'Ended', leaderId: null });
    // Joining needs reading the case: an ended consult lends it to nobody.
    const late = await esther.POST('/api/cases/{caseId}/consults/{consultId}/join', path(consult.consultId));
    expect(late.response.status).toBe(403);
    const again = await leader.POST('/api/cases/{caseId}/consults/{consultId}/join', path(consult.consultId));
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ message: 'This consult has ended.' });

    const list = await leader.GET('/api/cases/{caseId}/consults', { params: { path: { caseId: CASE } } });
    expect(list.data!.data[0]).toMatchObject({ consultId: consult.consultId, state: 'Ended' });
  });

  it("keeps an ended consult's log with the case for replay", async () => {
    const provider = await clientFor(PROVIDER);
    const caseId = 'case-0017';
    const list = await provider.GET('/api/cases/{caseId}/consults', { params: { path: { caseId } } });
    expect(list.data!.data.map((c) => [c.consultId, c.state, c.lastSeq])).toEqual([
      [SEEDED_CONSULT_ID, 'Ended', 7],
    ]);
    const log = await provider.GET('/api/cases/{caseId}/consults/{consultId}/events', {
      params: { path: { caseId, consultId: SEEDED_CONSULT_ID } },
    });
    expect(log.data!.data.items.map((s) => s.event?.type ?? s.action)).toEqual([
      'slide/selected',
      'viewport/changed',
      'viewport/changed',
      'viewport/changed',
      'measurement/added',
      'undo',
      'redo',
    ]);
    // Esther took part, but the consult has ended: she does not read the case through it any more.
    const esther = await clientFor(ESTHER);
    const read = await esther.GET('/api/cases/{caseId}/consults', { params: { path: { caseId } } });
    expect(read.response.status).toBe(403);
    expect(read.error!.message).toBe('You do not have access to this case.');
  });

  it('is for providers and admins who read the case', async () => {
    const facility = await clientFor(FACILITY);
    const answer = await facility.POST('/api/cases/{caseId}/consults', {
      params: { path: { caseId: CASE } },
    });
    // A facility user is outside the consults' x-roles: refused for the role, before the case is looked at.
    expect(answer.response.status).toBe(403);
    expect(answer.error!.message).toBe('Only admins and providers can do this.');
    const stranger = await clientFor(AISHA);
    const list = await stranger.GET('/api/cases/{caseId}/consults', { params: { path: { caseId: CASE } } });
    expect(list.response.status).toBe(403);
    expect(list.error!.message).toBe('You do not have access to this case.');
  });

  describe('bounds (decision 098)', () => {
    const events = `/api/cases/{caseId}/consults/{consultId}/events` as const;

    it(`refuses a step past ${CONSULT_MAX_STEPS} with the sentence, storing nothing of the request`, async () => {
      const leader = await clientFor(PROVIDER);
      const { consult } = await withEsther(leader);
      // A long consult, one step short of its bound (its earlier steps do not matter here).
      await db.consults.update((q) => q.where({ consultId: consult.consultId }), {
        data(draft) {
          draft.lastSeq = CONSULT_MAX_STEPS - 1;
        },
      });
      const sent: number[] = [];
      stop = onConsultPublished((type, data) => {
        if (type === 'consult.event') sent.push((data as { step: { seq: number } }).step.seq);
      });
      const stored = () => {
        const record = db.consults.findFirst((q) => q.where({ consultId: consult.consultId }))!;
        return { lastSeq: record.lastSeq, steps: record.steps.length, held: record.held.length };
      };

      // The step at the bound and one past it: the whole request is refused, the first step too.
      const over = await leader.POST(events, {
        ...path(consult.consultId),
        body: { steps: [step(CONSULT_MAX_STEPS), step(CONSULT_MAX_STEPS + 1)] },
      });
      expect(over.response.status).toBe(422);
      expect(over.error!.message).toBe(
        'This consult has reached its limit of 20,000 viewer steps. Leave it and start a new one to go on.',
      );
      expect(stored()).toEqual({ lastSeq: CONSULT_MAX_STEPS - 1, steps: 0, held: 0 });
      // Past a gap it would have been held: refused all the same.
      const ahead = await leader.POST(events, {
        ...path(consult.consultId),
        body: { steps: [step(CONSULT_MAX_STEPS + 1)] },
      });
      expect(ahead.response.status).toBe(422);
      expect(stored()).toEqual({ lastSeq: CONSULT_MAX_STEPS - 1, steps: 0, held: 0 });
      expect(sent).toEqual([]);

      // The last step within the bound is applied; the next is refused.
      const last = await leader.POST(events, {
        ...path(consult.consultId),
        body: { steps: [step(CONSULT_MAX_STEPS)] },
      });
      expect(last.data!.data).toEqual({ applied: 1, held: 0, lastSeq: CONSULT_MAX_STEPS });
      const next = await leader.POST(events, {
        ...path(consult.consultId),
        body: { steps: [step(CONSULT_MAX_STEPS + 1)] },
      });
      expect(next.response.status).toBe(422);
      expect(next.error!.message).toBe(CONSULT_TEXT.stepLimit);
      expect(stored()).toEqual({ lastSeq: CONSULT_MAX_STEPS, steps: 1, held: 0 });
      expect(sent).toEqual([CONSULT_MAX_STEPS]);
    });

    it(`refuses a consult past ${CONSULT_MAX_PER_CASE} on a case, ended ones counted`, async () => {
      // Consults held on the case before, all ended: one short of the bound.
      for (let n = 0; n < CONSULT_MAX_PER_CASE - 1; n += 1) {
        const at = new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString();
        const begun = startConsult({
          consultId: `cns-bound-${n}`,
          caseId: CASE,
          caseRecordId: null,
          starter: { userId: 'usr-provider', name: 'Maya Okafor' },
          at,
        });
        await createConsult(endConsult(begun, 'AllLeft', at));
      }
      const leader = await clientFor(PROVIDER);
      const last = await started(leader);
      await leader.POST('/api/cases/{caseId}/consults/{consultId}/leave', path(last.consultId));

      const refused = await leader.POST('/api/cases/{caseId}/consults', {
        params: { path: { caseId: CASE } },
      });
      expect(refused.response.status).toBe(422);
      expect(refused.error!.message).toBe(
        'This case has reached its limit of 50 consults, so no new one can be started on it. Join one in progress, or replay a past one.',
      );
      expect(db.consults.findMany((q) => q.where({ caseId: CASE })).length).toBe(CONSULT_MAX_PER_CASE);
    });
  });
});
