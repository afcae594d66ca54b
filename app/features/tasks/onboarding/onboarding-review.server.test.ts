/**
 * The admin's review of an onboarding checklist (decision 041) against the in-process mock with a real session:
 * what the page offers, Send back (reason required; the item unticked, the reason a comment, a flash) and
 * Approve (the provider's chosen status, a flash); a provider cannot use either.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../contracts';
import { TEST_API } from '../../../../tests/setup/mock-backend';
import { attemptLogin } from '~/features/auth/login.server';
import { sessionStorage } from '~/session.server';
import { loadOnboardingTask, onboardingTaskAction } from '../onboarding-task.server';

const TASK = 'task-0074';
const PAGE = `/onboarding-task?taskId=${TASK}`;
const NEW_PROVIDER = 'new.provider@demo.test';
const PDF = new TextEncoder().encode('%PDF-1.4\n% onboarding review test\n%%EOF\n');

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

async function apiFor(email: string) {
  const { data } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: 'Demo-pass-2026' },
  });
  const token = data!.data.token;
  return { token, client: createApiClient({ baseUrl: TEST_API, token }) };
}

/** The provider uploads a document for every item still without one and ticks them all: submitted. */
async function submitAll() {
  const { token, client } = await apiFor(NEW_PROVIDER);
  const path = { params: { path: { taskId: TASK } } };
  const { data } = await client.GET('/api/tasks/{taskId}', path);
  const checklist = [];
  for (const item of data!.data.checklist) {
    let documentId = item.documentId;
    if (!documentId) {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'doc.pdf');
      const response = await fetch(`${TEST_API}/api/tasks/${TASK}/documents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      documentId = ((await response.json()) as { data: { id: string } }).data.id;
    }
    checklist.push({ ...item, documentId, done: true });
  }
  const saved = await client.PATCH('/api/tasks/{taskId}', { ...path, body: { checklist } });
  expect(saved.data!.data.submittedAt).toEqual(expect.any(String));
}

async function task() {
  const { client } = await apiFor('admin@demo.test');
  return (await client.GET('/api/tasks/{taskId}', { params: { path: { taskId: TASK } } })).data!.data;
}

async function providerStatus() {
  const { client } = await apiFor(NEW_PROVIDER);
  return (await client.GET('/api/Users/current')).data!.data.status;
}

async function sessionFor(email: string) {
  const form = new FormData();
  form.set('email', email);
  form.set('password', 'Demo-pass-2026');
  const outcome = await attemptLogin(form);
  if (outcome.kind !== 'ok') throw new Error(`login ${email}: ${outcome.kind}`);
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(outcome.user)) session.set(key as never, value as never);
  return sessionStorage.commitSession(session);
}

const post = (cookie: string, path: string, body: Record<string, string>) =>
  new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams(body),
  });

type Answer = { data: { toast: { message: string } }; init: ResponseInit | null };

describe('the admin’s onboarding review', () => {
  it('offers approve and send back with the provider’s status; sends an item back with its reason', async () => {
    await submitAll();
    const admin = await sessionFor('admin@demo.test');
    const page = await loadOnboardingTask(
      new Request(`http://app.test${PAGE}`, { headers: { Cookie: admin } }),
      'admin',
    );
    expect(page).toMatchObject({
      provider: { id: 'usr-new-provider', status: 'In Progress' },
      review: { approve: true, sendBack: true },
    });

    const blank = (await onboardingTaskAction(
      post(admin, PAGE, { intent: 'send-back', index: '1', reason: '  ' }),
      null,
      'admin',
    )) as Answer;
    expect(blank.init?.status).toBe(400);
    expect(blank.data.toast.message).toBe('Say what the provider should fix.');

    const sent = (await onboardingTaskAction(
      post(admin, PAGE, { intent: 'send-back', index: '1', reason: 'The licence has expired.' }),
      null,
      'admin',
    )) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe(PAGE);
    expect(sent.headers.get('Set-Cookie')).toContain('__flash=');
    const after = await task();
    const label = after.checklist[1]!.label;
    expect(after.submittedAt).toBeNull();
    expect(after.checklist[1]).toMatchObject({ done: false, documentId: expect.any(String) });
    expect(after.comments.at(-1)!.body).toBe(`Sent back: '${label}'. The licence has expired.`);
  });

  it('approves to the chosen status; a provider cannot approve', async () => {
    await submitAll();
    const provider = await sessionFor(NEW_PROVIDER);
    const notAdmin = (await onboardingTaskAction(
      post(provider, `/pathologist${PAGE}`, { intent: 'approve', providerStatus: 'Active' }),
      null,
      'provider',
    )) as { init: ResponseInit | null };
    expect(notAdmin.init?.status).toBe(400);
    expect((await task()).status).not.toBe('Completed');

    const admin = await sessionFor('admin@demo.test');
    const approved = (await onboardingTaskAction(
      post(admin, PAGE, { intent: 'approve', providerStatus: 'Active', resolution: '' }),
      null,
      'admin',
    )) as Response;
    expect(approved.status).toBe(302);
    expect((await task()).status).toBe('Completed');
    expect(await providerStatus()).toBe('Active');
    const page = await loadOnboardingTask(
      new Request(`http://app.test${PAGE}`, { headers: { Cookie: admin } }),
      'admin',
    );
    expect(page).toMatchObject({
      provider: { status: 'Active' },
      review: { approve: false, sendBack: false },
    });
  });
});
