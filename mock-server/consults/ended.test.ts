/**
 * An ended consult told to everyone in it: a consult that ends other than by its last participant
 * leaving is a ConsultEnded notice, with the viewer's sentence of why, to who was invited or present — not to
 * the one whose sign-out ended it; the last one out leaving tells no one.
 */
import { describe, expect, it } from 'vitest';
import { CONSULT_TEXT } from '../../contracts/consult';
import { db } from '../index';
import { FACILITY, PROVIDER, clientFor, type Client } from '../testing/test-clients';

const CASE = 'case-0013';
const ESTHER = 'esther.dubois.4@providers.demo.test';
const userId = (email: string) => db.users.findFirst((q) => q.where({ email }))!.id;
const onCase = (caseId: string) => ({ params: { path: { caseId } } });
const inConsult = (caseId: string, consultId: string) => ({ params: { path: { caseId, consultId } } });
/** Settles what the database's hooks scheduled (they run at the end of the tick). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** The reader's ConsultEnded notices, as their notifications list gives them. */
async function endedNotices(client: Client) {
  const list = await client.GET('/api/me/notifications', { params: { query: { pageSize: 50 } } });
  return list
    .data!.data.items.filter((each) => each.kind === 'ConsultEnded')
    .map(({ title, message, caseId }) => ({ title, message, caseId }));
}

async function consultWithEsther(leader: Client) {
  const started = await leader.POST('/api/cases/{caseId}/consults', onCase(CASE));
  const consultId = started.data!.data.consultId;
  await leader.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
    ...inConsult(CASE, consultId),
    body: { userId: userId(ESTHER) },
  });
  const esther = await clientFor(ESTHER);
  await esther.POST('/api/cases/{caseId}/consults/{consultId}/join', inConsult(CASE, consultId));
  return { consultId, esther };
}

describe('an ended consult as a notice', () => {
  it('tells no one when the last one out leaves', async () => {
    const provider = await clientFor(PROVIDER);
    const { consultId, esther } = await consultWithEsther(provider);
    await esther.POST('/api/cases/{caseId}/consults/{consultId}/leave', inConsult(CASE, consultId));
    await provider.POST('/api/cases/{caseId}/consults/{consultId}/leave', inConsult(CASE, consultId));
    await settled();
    expect(db.consults.findFirst((q) => q.where({ consultId }))).toMatchObject({ endReason: 'AllLeft' });
    expect(await endedNotices(provider)).toEqual([]);
    expect(await endedNotices(esther)).toEqual([]);
  });

  it('tells the leader when the facility cancels the case', async () => {
    const provider = await clientFor(PROVIDER);
    const facility = await clientFor(FACILITY);
    const available = db.cases.findFirst((q) =>
      q.where({ status: 'Available', facility: { id: 'fac-001' } }),
    )!;
    expect(
      (await provider.POST('/api/cases/{caseId}/consults', onCase(available.caseID))).response.status,
    ).toBe(201);
    await facility.POST('/api/cases/{caseId}/cancel', onCase(available.caseID));
    await settled();
    expect(await endedNotices(provider)).toEqual([
      {
        title: `The consult on ${available.caseRecordId} ended`,
        message: CONSULT_TEXT.endedBecause.Cancelled,
        caseId: available.caseID,
      },
    ]);
  });

  it('tells the invitee, not the signer, when a sign-out ends it', async () => {
    const provider = await clientFor(PROVIDER);
    const { esther } = await consultWithEsther(provider);
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...onCase(CASE),
      body: { primaryDiagnosis: 'Benign.', cptCodes: ['88305'], billingComponent: 0 },
    });
    expect(signed.response.status).toBe(200);
    await settled();
    const item = db.cases.findFirst((q) => q.where({ caseID: CASE }))!;
    expect(await endedNotices(esther)).toEqual([
      {
        title: `The consult on ${item.caseRecordId} ended`,
        message: 'The consult ended: the case was signed out.',
        caseId: CASE,
      },
    ]);
    expect(await endedNotices(provider)).toEqual([]);
  });
});
