/**
 * A consult never lends more than the case's own rules (decision 097): whoever loses the case loses
 * the consult — an admin's reassignment, a sign-out, a cancel, a deactivation, an idle consult — with the reason
 * on the participants' streams, and nothing read through it afterwards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { CONSULT_IDLE_MINUTES, CONSULT_TEXT, type Consult } from '../../contracts/consult';
import { db } from '../index';
import { ADMIN, FACILITY, PROVIDER, clientFor, type Client } from '../testing/test-clients';
import { onConsultPublished } from './publish';
import { settleLiveConsults } from './settle';

/** The demo provider's Assigned cytology case in WA; Esther reads cytology in WA (an invitee who may see it). */
const CASE = 'case-0013';
const ESTHER = 'esther.dubois.4@providers.demo.test';
const NO_ACCESS = 'You do not have access to this case.';

const userId = (email: string) => db.users.findFirst((q) => q.where({ email }))!.id;
const onCase = (caseId: string) => ({ params: { path: { caseId } } });
const inConsult = (caseId: string, consultId: string) => ({ params: { path: { caseId, consultId } } });

/** What the streams were told: `change endReason → who`. */
let told: string[] = [];
let stop: (() => void) | null = null;
afterEach(async () => {
  stop?.();
  told = [];
  await resetQaClock();
});
function listen() {
  stop = onConsultPublished((type, data, to) => {
    if (type !== 'consult.changed') return;
    const { change, consult } = data as { change: string; consult: Consult };
    told.push(`${change} ${consult.endReason ?? ''}→${[...to].sort().join(',')}`);
  });
}

/** Settles what the database's hooks scheduled (they run at the end of the tick). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

async function consultWithEsther(leader: Client, caseId = CASE) {
  const started = await leader.POST('/api/cases/{caseId}/consults', onCase(caseId));
  expect(started.response.status).toBe(201);
  const consultId = started.data!.data.consultId;
  const esther = await clientFor(ESTHER);
  const invited = await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
    ...inConsult(caseId, consultId),
    body: { userId: userId(ESTHER) },
  });
  expect(invited.response.status).toBe(200);
  const joined = await esther.POST(
    '/api/cases/{caseId}/consults/{consultId}/join',
    inConsult(caseId, consultId),
  );
  expect(joined.response.status).toBe(200);
  // Esther reads the case through the consult while it lends it to her.
  expect((await esther.GET('/api/cases/{caseId}', onCase(caseId))).response.status).toBe(200);
  return { consultId, esther };
}

async function consultOf(client: Client, caseId: string, consultId: string) {
  const { data } = await client.GET('/api/cases/{caseId}/consults/{consultId}', inConsult(caseId, consultId));
  return data!.data;
}

describe('a consult never outlives the access it was started with', () => {
  it('ends when an admin reassigns the case: neither the starter nor the invitee reads it, nor invites', async () => {
    const provider = await clientFor(PROVIDER);
    const admin = await clientFor(ADMIN);
    const { consultId, esther } = await consultWithEsther(provider);
    listen();
    const other = db.users.findFirst((q) => q.where({ email: 'aisha.abbott.29@providers.demo.test' }))!;
    const reassigned = await admin.POST('/api/cases/{caseId}/assign', {
      ...onCase(CASE),
      body: { providerId: other.id },
    });
    expect(reassigned.response.status).toBe(200);
    await settled();

    for (const client of [provider, esther]) {
      const read = await client.GET('/api/cases/{caseId}', onCase(CASE));
      expect(read.response.status).toBe(403);
      expect(read.error).toMatchObject({ message: NO_ACCESS });
    }
    const invite = await provider.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
      ...inConsult(CASE, consultId),
      body: { userId: userId(ESTHER) },
    });
    expect(invite.response.status).toBe(403);
    // Both were told on their streams that it ended, and why.
    expect(told).toEqual([`Ended NoReader→${['usr-provider', userId(ESTHER)].sort().join(',')}`]);
    const ended = await consultOf(admin, CASE, consultId);
    expect(ended).toMatchObject({ state: 'Ended', endReason: 'NoReader', leaderId: null });
    expect(ended.participants.every((each) => each.presence === 'Left')).toBe(true);
  });

  it('ends at sign-out: the invitee reads neither the case nor its final report', async () => {
    const provider = await clientFor(PROVIDER);
    const { consultId, esther } = await consultWithEsther(provider);
    listen();
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...onCase(CASE),
      body: { primaryDiagnosis: 'Benign.', cptCodes: ['88305'], billingComponent: 0 },
    });
    expect(signed.response.status).toBe(200);
    await settled();
    const read = await esther.GET('/api/cases/{caseId}', onCase(CASE));
    expect(read.response.status).toBe(403);
    expect(told[0]).toMatch(/^Ended SignedOut→/);
    expect(await consultOf(provider, CASE, consultId)).toMatchObject({
      state: 'Ended',
      endReason: 'SignedOut',
    });
    // And no consult starts on a signed-out case.
    const start = await provider.POST('/api/cases/{caseId}/consults', onCase(CASE));
    expect(start.response.status).toBe(409);
    expect(start.error).toMatchObject({ message: CONSULT_TEXT.signedOut });
  });

  it('ends when the facility cancels an available case', async () => {
    const provider = await clientFor(PROVIDER);
    const facility = await clientFor(FACILITY);
    const available = db.cases.findFirst((q) =>
      q.where({ status: 'Available', facility: { id: 'fac-001' } }),
    )!;
    const started = await provider.POST('/api/cases/{caseId}/consults', onCase(available.caseID));
    expect(started.response.status).toBe(201);
    listen();
    expect(
      (await facility.POST('/api/cases/{caseId}/cancel', onCase(available.caseID))).response.status,
    ).toBe(200);
    await settled();
    expect(told).toEqual(['Ended Cancelled→usr-provider']);
  });

  it('takes a deactivated participant out, and the consult goes on for the others', async () => {
    const provider = await clientFor(PROVIDER);
    const admin = await clientFor(ADMIN);
    const { consultId, esther } = await consultWithEsther(provider);
    listen();
    const status = await admin.POST('/api/users/{userId}/status', {
      params: { path: { userId: userId(ESTHER) } },
      body: { status: 'Deactivated', reason: 'Left the practice.' },
    });
    expect(status.response.status).toBe(200);
    await settled();
    expect(told).toEqual([`Removed →${['usr-provider', userId(ESTHER)].sort().join(',')}`]);
    const consult = await consultOf(provider, CASE, consultId);
    expect(consult.state).toBe('Active');
    expect(consult.participants.find((each) => each.userId === userId(ESTHER))).toMatchObject({
      presence: 'Left',
      lostAccess: true,
    });
    expect((await esther.GET('/api/cases/{caseId}', onCase(CASE))).response.status).toBe(401);
  });

  it(`ends after ${CONSULT_IDLE_MINUTES} minutes with no one active, and lends nothing from then on`, async () => {
    const provider = await clientFor(PROVIDER);
    const { consultId, esther } = await consultWithEsther(provider);
    // The backend's clock moves past the idle time (the QA clock; put back after the test).
    await moveQaClock({ advanceHours: (CONSULT_IDLE_MINUTES + 1) / 60 });
    // Judged on the read itself, before any sweep ran.
    expect((await esther.GET('/api/cases/{caseId}', onCase(CASE))).response.status).toBe(403);
    listen();
    await settleLiveConsults();
    expect(told[0]).toMatch(/^Ended Idle→/);
    expect(await consultOf(provider, CASE, consultId)).toMatchObject({ state: 'Ended', endReason: 'Idle' });
  });

  it("a present participant's poll keeps it active", async () => {
    const provider = await clientFor(PROVIDER);
    const { consultId } = await consultWithEsther(provider);
    const before = (await consultOf(provider, CASE, consultId)).lastActiveAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await provider.GET('/api/cases/{caseId}/consults', onCase(CASE));
    expect((await consultOf(provider, CASE, consultId)).lastActiveAt > before).toBe(true);
  });
});
