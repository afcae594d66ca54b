/**
 * A live consult in the audit trail (docs/audit.md, docs/consult.md), driven through the API and read back as an
 * admin reads it: who started, invited whom, joined, asked for and handed over the lead, left; the leader's steps
 * and each reader's reads once per consult and session; every refusal, every time.
 */
import { describe, expect, it } from 'vitest';
import type { components, ViewerEvent } from '../../contracts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { db } from '../store/db';
import { SEEDED_CONSULT_ID } from '../consults/seed';
import { ADMIN, PROVIDER, TEST_API, clientFor, tokenFor, type Client } from '../testing/test-clients';

type AuditEvent = components['schemas']['AuditEvent'];

/** The demo provider's Assigned cytology case in WA; Esther reads cytology in WA, Aisha neither (seed). */
const CASE = 'case-0013';
const ESTHER = 'esther.dubois.4@providers.demo.test';
const AISHA = 'aisha.abbott.29@providers.demo.test';
const FROM = { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' };

const userOf = (email: string) => db.users.findFirst((q) => q.where({ email }))!;
const on = (consultId: string, caseId = CASE) => ({ params: { path: { caseId, consultId } }, headers: FROM });
const view = (seq: number) => ({
  seq,
  action: 'dispatch' as const,
  event: {
    type: 'viewport/changed',
    id: `evt-${seq}`,
    at: 1000 + seq,
    origin: 'user',
    zoom: 1 + seq,
    center: { x: 0.5, y: 0.5 },
    rotation: 0,
  } satisfies ViewerEvent,
});

/** The case's records, oldest first, as an admin reads them (GET /api/admin/audit?caseId=…). */
async function trailOf(caseId: string): Promise<AuditEvent[]> {
  const admin = await tokenFor(ADMIN);
  const response = await fetch(`${TEST_API}/api/admin/audit?caseId=${caseId}&pageSize=100`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { items: AuditEvent[] } };
  return data.items.reverse();
}

const consultRecords = async (caseId = CASE) =>
  (await trailOf(caseId)).filter((event) => event.target.type === 'Consult');
const brief = (event: AuditEvent) =>
  [event.actor?.name ?? null, event.action, event.outcome, event.status, event.detail] as const;

async function start(leader: Client) {
  const started = await leader.POST('/api/cases/{caseId}/consults', {
    params: { path: { caseId: CASE } },
    headers: FROM,
  });
  expect(started.response.status).toBe(201);
  return started.data!.data.consultId;
}

describe('a live consult in the audit trail', () => {
  it('records who started it, invited whom, joined, led and left, with the case and the consult', async () => {
    const maya = await clientFor(PROVIDER);
    const esther = await clientFor(ESTHER);
    const estherId = userOf(ESTHER).id;
    const aishaId = userOf(AISHA).id;
    const consultId = await start(maya);
    const invite = (userId: string) =>
      maya.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
        ...on(consultId),
        body: { userId },
      });
    expect((await invite(aishaId)).response.status).toBe(422);
    expect((await invite(estherId)).response.status).toBe(200);
    const act = (who: Client, what: 'join' | 'leave' | 'lead-request') =>
      who.POST(`/api/cases/{caseId}/consults/{consultId}/${what}`, on(consultId));
    expect((await act(esther, 'join')).response.status).toBe(200);
    expect((await act(esther, 'lead-request')).response.status).toBe(200);
    const handed = await maya.POST('/api/cases/{caseId}/consults/{consultId}/leader', {
      ...on(consultId),
      body: { userId: estherId },
    });
    expect(handed.response.status).toBe(200);
    expect((await act(esther, 'leave')).response.status).toBe(200);
    expect((await act(maya, 'leave')).response.status).toBe(200);

    const records = await consultRecords();
    expect(records.map(brief)).toEqual([
      ['Maya Okafor', 'ConsultStarted', 'Succeeded', 201, null],
      ['Maya Okafor', 'ConsultInvited', 'Failed', 422, `Aisha Abbott (${aishaId}); HTTP 422`],
      ['Maya Okafor', 'ConsultInvited', 'Succeeded', 200, `Esther Dubois (${estherId})`],
      ['Esther Dubois', 'ConsultJoined', 'Succeeded', 200, null],
      ['Esther Dubois', 'ConsultLeadChanged', 'Succeeded', 200, 'Lead request'],
      ['Maya Okafor', 'ConsultLeadChanged', 'Succeeded', 200, `Hand-over to Esther Dubois (${estherId})`],
      ['Esther Dubois', 'ConsultLeft', 'Succeeded', 200, 'Leader: Maya Okafor (usr-provider)'],
      ['Maya Okafor', 'ConsultLeft', 'Succeeded', 200, 'Consult ended'],
    ]);
    const item = db.cases.findFirst((q) => q.where({ caseID: CASE }))!;
    for (const record of records) {
      expect(record).toMatchObject({
        target: { type: 'Consult', id: consultId },
        caseId: CASE,
        caseRecordId: item.caseRecordId,
        clientAddress: '203.0.113.9',
      });
    }
  });

  it("keeps the leader's steps and a follower's reads once per consult and session, refusals every time", async () => {
    const maya = await clientFor(PROVIDER);
    const esther = await clientFor(ESTHER);
    const consultId = await start(maya);
    await maya.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
      ...on(consultId),
      body: { userId: userOf(ESTHER).id },
    });
    await esther.POST('/api/cases/{caseId}/consults/{consultId}/join', on(consultId));
    const events = '/api/cases/{caseId}/consults/{consultId}/events' as const;
    for (const seq of [1, 2, 3]) {
      const sent = await maya.POST(events, { ...on(consultId), body: { steps: [view(seq)] } });
      expect(sent.response.status).toBe(200);
    }
    expect((await esther.GET(events, on(consultId))).response.status).toBe(200);
    expect(
      (await esther.GET('/api/cases/{caseId}/consults/{consultId}', on(consultId))).response.status,
    ).toBe(200);
    expect((await esther.GET(events, on(consultId))).response.status).toBe(200);
    // A follower may not drive: refused, and recorded each time.
    for (const seq of [4, 5]) {
      const refused = await esther.POST(events, { ...on(consultId), body: { steps: [view(seq)] } });
      expect(refused.response.status).toBe(403);
    }
    // A new login is a new session: its first steps are recorded again.
    const mayaAgain = await clientFor(PROVIDER);
    await mayaAgain.POST(events, { ...on(consultId), body: { steps: [view(4)] } });
    await mayaAgain.POST(events, { ...on(consultId), body: { steps: [view(5)] } });

    const records = (await consultRecords()).filter((event) =>
      ['ConsultStepsShared', 'ConsultViewed'].includes(event.action),
    );
    expect(records.map(brief)).toEqual([
      ['Maya Okafor', 'ConsultStepsShared', 'Succeeded', 200, null],
      ['Esther Dubois', 'ConsultViewed', 'Succeeded', 200, 'Steps'],
      ['Esther Dubois', 'ConsultStepsShared', 'Denied', 403, 'HTTP 403'],
      ['Esther Dubois', 'ConsultStepsShared', 'Denied', 403, 'HTTP 403'],
      ['Maya Okafor', 'ConsultStepsShared', 'Succeeded', 200, null],
    ]);
  });

  it('records a join and a read refused to someone who may not see the case, every time', async () => {
    const maya = await clientFor(PROVIDER);
    const consultId = await start(maya);
    const aisha = await clientFor(AISHA);
    const joined = await aisha.POST('/api/cases/{caseId}/consults/{consultId}/join', on(consultId));
    expect(joined.response.status).toBe(403);
    for (let i = 0; i < 2; i += 1) {
      const read = await aisha.GET('/api/cases/{caseId}/consults/{consultId}/events', on(consultId));
      expect(read.response.status).toBe(403);
    }
    const candidates = await aisha.GET('/api/cases/{caseId}/consult-candidates', {
      params: { path: { caseId: CASE } },
    });
    expect(candidates.response.status).toBe(403);
    // Maya may see who may be invited: nothing of the patient, not recorded.
    const mine = await maya.GET('/api/cases/{caseId}/consult-candidates', {
      params: { path: { caseId: CASE } },
    });
    expect(mine.response.status).toBe(200);

    const refused = (await consultRecords()).filter((event) => event.actor?.name === 'Aisha Abbott');
    expect(refused.map(brief)).toEqual([
      ['Aisha Abbott', 'ConsultJoined', 'Denied', 403, 'HTTP 403'],
      ['Aisha Abbott', 'ConsultViewed', 'Denied', 403, 'Steps; HTTP 403'],
      ['Aisha Abbott', 'ConsultViewed', 'Denied', 403, 'Steps; HTTP 403'],
      ['Aisha Abbott', 'ConsultViewed', 'Denied', 403, 'Who may be invited; HTTP 403'],
    ]);
    expect(
      (await consultRecords()).filter((event) => event.actor?.name === 'Maya Okafor').map(brief),
    ).toEqual([['Maya Okafor', 'ConsultStarted', 'Succeeded', 201, null]]);
  });

  it("records a past consult listed and replayed, once per session; a case without consults' list records nothing", async () => {
    const maya = await clientFor(PROVIDER);
    const signed = db.consults.findFirst((q) => q.where({ consultId: SEEDED_CONSULT_ID }))!.caseId;
    const list = (caseId: string) =>
      maya.GET('/api/cases/{caseId}/consults', { params: { path: { caseId } }, headers: FROM });
    expect((await list(signed)).response.status).toBe(200);
    expect((await list(signed)).response.status).toBe(200);
    const replay = await maya.GET(
      '/api/cases/{caseId}/consults/{consultId}/events',
      on(SEEDED_CONSULT_ID, signed),
    );
    expect(replay.response.status).toBe(200);
    expect((await consultRecords(signed)).map((event) => [...brief(event), event.target.id])).toEqual([
      ['Maya Okafor', 'ConsultViewed', 'Succeeded', 200, 'List of 1 consult', null],
      ['Maya Okafor', 'ConsultViewed', 'Succeeded', 200, 'Steps', SEEDED_CONSULT_ID],
    ]);

    const empty = await list(CASE);
    expect(empty.data!.data).toEqual([]);
    expect(await consultRecords(CASE)).toEqual([]);
  });
});
