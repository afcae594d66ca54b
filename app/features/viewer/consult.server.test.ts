/**
 * The viewer's consult relay (`/viewer/consult`) for a blinded QA reviewer (decision 097): the case's consults are
 * refused, and the relay answers why, so the Consult control says it instead of disappearing. A leader's steps
 * past the consult's bound (decision 098) are refused in the API's words, which the viewer shows.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { BLINDED_TEXT } from '../../../contracts/blinded-view';
import { CONSULT_MAX_STEPS, CONSULT_TEXT } from '../../../contracts/consult';
import { appRequest, sessionFor } from '../../../tests/setup/app-session';
import { actOnConsult, loadConsults } from './consult.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

describe('the consult relay', () => {
  it("tells a blinded reviewer why the case's consults are not shown", async () => {
    // The seed's open sampled review of the demo provider, at its blind read.
    const provider = await sessionFor('provider@demo.test');
    const tasks = await provider.client.GET('/api/tasks', {
      params: { query: { type: 2, status: 'Open', assignedToMe: true, search: 'Blinded' } },
    });
    const task = tasks.data!.data.items[0]!;
    const answer = await loadConsults(
      appRequest(provider.cookie, `/viewer/consult?caseId=${task.case!.caseID}`),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      me: 'usr-provider',
      consults: [],
      refused: BLINDED_TEXT.consults(task.case!.caseRecordId!),
    });
  });

  it("relays a step past the consult's bound as the API's 422 and its sentence", async () => {
    const provider = await sessionFor('provider@demo.test');
    const started = await provider.client.POST('/api/cases/{caseId}/consults', {
      params: { path: { caseId: 'case-0013' } },
    });
    const consultId = started.data!.data.consultId;
    // Any step numbered past the bound is refused, however far the log has come.
    const answer = await actOnConsult(
      new Request('http://app.test/viewer/consult', {
        method: 'POST',
        headers: { Cookie: provider.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          intent: 'append',
          caseId: 'case-0013',
          consultId,
          steps: [{ seq: CONSULT_MAX_STEPS + 1, action: 'undo', event: null }],
        }),
      }),
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: CONSULT_TEXT.stepLimit });
  });
});
