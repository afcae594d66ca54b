/**
 * Create New Case's action against the in-process mock backend, with a real session cookie (decision 068): the
 * draft's Idempotency-Key goes to the API, so the same draft sent twice is one case; a create that got no answer
 * says it may exist and that sending it again is safe; an edit sends no key.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QA_HEADERS, TEST_API } from '../../../tests/setup/mock-backend';
import { sessionFor, settle } from '../../../tests/setup/app-session';
import { createCaseAction, loadCreateCase } from './create.server';
import { CASE_FORM_MESSAGES } from './schema';

const FACILITY = 'facility@demo.test';
const KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** The form as the page posts it, for a patient of this last name. */
function caseForm(lastName: string, key?: string) {
  const form = new URLSearchParams({
    type: 'surgical',
    billingComponent: '2',
    caseRelation: 'Standalone',
    slideDelivery: 'Mail_the_Slides',
    'patientInfo.firstName': 'Ida',
    'patientInfo.lastName': lastName,
    'patientInfo.birthDate': '01/02/1970',
    'patientInfo.gender': 'Female',
    'specimens[0].uid': 'spec-1',
    'specimens[0].specimenType': 'Biopsy',
    'specimens[0].subsections[0].uid': 'block-1',
    'specimens[0].subsections[0].slideType': 'H&E',
    'specimens[0].subsections[0].slideCount': '1',
  });
  if (key) form.set('idempotencyKey', key);
  return form;
}

async function post(cookie: string, form: URLSearchParams, path = '/upload-project') {
  const request = new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
  const { value } = await settle(() => createCaseAction(request));
  return value as { data: Record<string, unknown>; init: { status: number } };
}

const casesNamed = async (client: Awaited<ReturnType<typeof sessionFor>>['client'], lastName: string) => {
  const { data } = await client.GET('/api/cases', {
    params: { query: { search: lastName, createdByMyFacility: true, pageSize: 10 } },
  });
  return data!.data.items.filter((item) => item.patient.lastName === lastName);
};

describe("the create action and the draft's Idempotency-Key", () => {
  it('sends the key, so the same draft sent twice is one case with the same ids', async () => {
    const session = await sessionFor(FACILITY);
    const first = await post(session.cookie, caseForm('Twicesent', KEY));
    const again = await post(session.cookie, caseForm('Twicesent', KEY));
    expect(first.init.status).toBe(201);
    expect(again.init.status).toBe(201);
    expect(again.data.created).toEqual(first.data.created);
    expect(await casesNamed(session.client, 'Twicesent')).toHaveLength(1);
  });

  it('says a create without an answer may have made the case, and the retry makes exactly one', async () => {
    const session = await sessionFor(FACILITY);
    await fetch(`${TEST_API}/__mock/faults`, {
      method: 'POST',
      headers: QA_HEADERS,
      body: JSON.stringify({ method: 'POST', path: '/api/cases', fault: { network: true } }),
    });
    const lost = await post(session.cookie, caseForm('Lostanswer', KEY));
    expect(lost.init.status).toBe(502);
    expect(lost.data).toMatchObject({
      unconfirmed: true,
      toast: { kind: 'error', message: CASE_FORM_MESSAGES.createUnconfirmed },
    });
    const retried = await post(session.cookie, caseForm('Lostanswer', KEY));
    expect(retried.init.status).toBe(201);
    expect(await casesNamed(session.client, 'Lostanswer')).toHaveLength(1);
  });

  it('without a usable key each post is a case of its own, and a refusal is not called unconfirmed', async () => {
    const session = await sessionFor(FACILITY);
    await post(session.cookie, caseForm('Keyless', 'not a key'));
    await post(session.cookie, caseForm('Keyless'));
    expect(await casesNamed(session.client, 'Keyless')).toHaveLength(2);

    const changed = caseForm('Twicesent', KEY);
    await post(session.cookie, caseForm('Twicesent', KEY));
    changed.set('patientInfo.firstName', 'Other');
    const refused = await post(session.cookie, changed);
    expect(refused.init.status).toBe(422);
    expect(refused.data).not.toHaveProperty('unconfirmed');
    expect(refused.data.toast).toMatchObject({
      message: expect.stringMatching(/^This Idempotency-Key was already used for case /),
    });
  });
});

describe('Priority on the case form', () => {
  it('creates the case with the chosen priority, opens its edit on it, and refuses any other value', async () => {
    const session = await sessionFor(FACILITY);
    const stat = caseForm('Statcase');
    stat.set('priority', 'STAT');
    const created = await post(session.cookie, stat);
    expect(created.init.status).toBe(201);
    const [item] = await casesNamed(session.client, 'Statcase');
    expect(item).toMatchObject({ priority: 'STAT', status: 'Draft', dueAt: null, dueState: null });

    const caseId = (created.data.created as { caseId: string }).caseId;
    const editing = await loadCreateCase(
      new Request(`http://app.test/upload-project?caseId=${caseId}`, { headers: { Cookie: session.cookie } }),
    );
    expect(editing.data.editing?.values.priority).toBe('STAT');

    const odd = caseForm('Oddpriority');
    odd.set('priority', 'Urgent');
    const refused = await post(session.cookie, odd);
    expect(refused.init.status).toBe(400);
    expect((refused.data.result as { error: Record<string, string[]> }).error).toEqual({
      priority: ['Choose one of the options.'],
    });
    expect(await casesNamed(session.client, 'Oddpriority')).toHaveLength(0);

    // Without a priority (a form from before it existed) the case is Routine.
    await post(session.cookie, caseForm('Nopriority'));
    expect((await casesNamed(session.client, 'Nopriority'))[0]?.priority).toBe('Routine');
  });
});
