/**
 * The QA and onboarding task pages' loaders and actions (decision 030) against the in-process mock backend with a
 * real session: where each role lands, the case read for the reviewer, the grade's rule in the form's words, and
 * an onboarding item refused without its document.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { attemptLogin } from '~/features/auth/login.server';
import type { FormReply } from '~/components/form';
import { sessionStorage } from '~/session.server';
import { loadOnboardingTask, onboardingTaskAction } from './onboarding-task.server';
import { loadQaTask, qaTaskAction } from './qa-task.server';

const QA_TASK = 'task-0073';
const ONBOARDING_TASK = 'task-0074';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

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

function request(cookie: string, path: string, body?: Record<string, string>) {
  return new Request(`http://app.test${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body: body ? new URLSearchParams(body) : undefined,
  });
}

/** What a loader threw: a redirect's Location, or a data() page's status and sentence. */
async function thrown(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof Response) return { location: error.headers.get('Location') };
  const page = error as { data: unknown; init: ResponseInit | null };
  return { status: page.init?.status, message: page.data };
}

type Answer<T> = { data: T; init: ResponseInit | null };

describe('QA task page', () => {
  it('lands: no id → My Tasks filtered to QA; another type → its task page; an admin → the admins’ task page', async () => {
    const provider = await sessionFor('provider@demo.test');
    expect(await thrown(loadQaTask(request(provider, '/pathologist/qa-task')))).toEqual({
      location: '/task?type=2',
    });
    const newProvider = await sessionFor('new.provider@demo.test');
    expect(
      await thrown(loadQaTask(request(newProvider, `/pathologist/qa-task?taskId=${ONBOARDING_TASK}`))),
    ).toEqual({ location: `/provider/tasks-detail/${ONBOARDING_TASK}` });
    const admin = await sessionFor('admin@demo.test');
    expect(await thrown(loadQaTask(request(admin, `/pathologist/qa-task?taskId=${QA_TASK}`)))).toEqual({
      location: `/task-detail/${QA_TASK}`,
    });
    // Someone else's QA task: the API's 403 page.
    expect(await thrown(loadQaTask(request(newProvider, `/pathologist/qa-task?taskId=${QA_TASK}`)))).toEqual({
      status: 403,
      message: 'You do not have access to this task.',
    });
  });

  it('reads the signed-out case for the reviewer; a discrepancy without a comment is refused in the form’s words', async () => {
    const provider = await sessionFor('provider@demo.test');
    const data = await loadQaTask(request(provider, `/pathologist/qa-task?taskId=${QA_TASK}`));
    expect(data.caseError).toBeNull();
    expect(data.caseData).toMatchObject({
      status: 'SignOutCompleted',
      caseRecordId: data.task.case!.caseRecordId,
    });
    expect(Object.keys(data.thumbnails).length).toBeGreaterThan(0);

    const refused = (await qaTaskAction(
      request(provider, `/pathologist/qa-task?taskId=${QA_TASK}`, {
        intent: 'review',
        grade: 'MinorDiscrepancy',
      }),
    )) as Answer<FormReply>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error).toEqual({ comment: ['Explain the discrepancy in a comment.'] });
  });
});

describe('onboarding task page', () => {
  it('lands: a provider without an id on their open task; an admin on theirs; a facility user gets a 403 page', async () => {
    const newProvider = await sessionFor('new.provider@demo.test');
    expect(
      await thrown(loadOnboardingTask(request(newProvider, '/pathologist/onboarding-task'), 'provider')),
    ).toEqual({
      location: `/pathologist/onboarding-task?taskId=${ONBOARDING_TASK}`,
    });
    expect(
      await thrown(
        loadOnboardingTask(request(newProvider, `/onboarding-task?taskId=${ONBOARDING_TASK}`), 'admin'),
      ),
    ).toEqual({ location: `/pathologist/onboarding-task?taskId=${ONBOARDING_TASK}` });
    const admin = await sessionFor('admin@demo.test');
    expect(await thrown(loadOnboardingTask(request(admin, '/onboarding-task'), 'admin'))).toEqual({
      location: '/tasks?type=3',
    });
    const facility = await sessionFor('facility@demo.test');
    expect(await thrown(loadOnboardingTask(request(facility, '/onboarding-task'), 'admin'))).toEqual({
      status: 403,
      message: 'Onboarding tasks are for providers and admins.',
    });
  });

  it('shows the provider’s status and an editable checklist; an item is not done without its document', async () => {
    const newProvider = await sessionFor('new.provider@demo.test');
    const path = `/pathologist/onboarding-task?taskId=${ONBOARDING_TASK}`;
    const data = await loadOnboardingTask(request(newProvider, path), 'provider');
    expect(data).toMatchObject({ providerStatus: 'New', editable: true, variant: 'provider' });
    const refused = (await onboardingTaskAction(
      request(newProvider, path, { intent: 'item', index: '0', documentId: '', done: 'true' }),
      null,
      'provider',
    )) as Answer<FormReply>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      documentId: ['Upload the document before marking this item done.'],
    });
    const admin = await sessionFor('admin@demo.test');
    const read = await loadOnboardingTask(
      request(admin, `/onboarding-task?taskId=${ONBOARDING_TASK}`),
      'admin',
    );
    expect(read).toMatchObject({ providerStatus: null, editable: false, variant: 'admin' });
  });
});
