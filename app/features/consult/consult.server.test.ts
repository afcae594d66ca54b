/**
 * The viewer's consult relay (`/viewer/consult`) for a blinded QA reviewer (decision 097): the case's consults are
 * refused, and the relay answers why, so the Consult control says it instead of disappearing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { BLINDED_TEXT } from '../../../contracts/blinded-view';
import { appRequest, sessionFor } from '../cases/facility.test-helpers';
import { loadConsults } from './consult.server';

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
});
