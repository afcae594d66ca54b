/**
 * The task pages' loaders and action against the in-process mock backend, with a real session cookie: who may
 * open which area, the caller's own tasks, the API's 403/404 as pages, and each intent (start, comment,
 * checklist, complete, cancel) with the API's refusals in its own words.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { attemptLogin } from '~/features/auth/login.server';
import type { FormReply } from '~/components/form';
import { sessionStorage } from '~/session.server';
import { TASK_AREAS, type TaskArea } from './areas';
import { loadTaskDetail, taskAction, TASK_NOT_FOUND } from './detail.server';
import { loadTaskList } from './list.server';
import type { TaskListData } from './task-list';
import type { Task } from './types';

const PASSWORD = 'Demo-pass-2026';
const { facility: FACILITY, provider: PROVIDER } = TASK_AREAS;

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

async function login(email: string) {
  const form = new FormData();
  form.set('email', email);
  form.set('password', PASSWORD);
  const outcome = await attemptLogin(form);
  if (outcome.kind !== 'ok') throw new Error(`login ${email}: ${outcome.kind}`);
  return outcome.user;
}

async function sessionFor(email: string) {
  const user = await login(email);
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(user)) session.set(key as never, value as never);
  return sessionStorage.commitSession(session);
}

/** Every task as the API shows it to an admin (who sees them all). */
async function allTasks(): Promise<Task[]> {
  const client = createApiClient({ baseUrl: TEST_API, token: (await login('admin@demo.test')).token });
  const items: Task[] = [];
  for (let page = 1; ; page++) {
    const answer = (await client.GET('/api/tasks', { params: { query: { pageSize: 100, page } } })).data!
      .data;
    items.push(...answer.items);
    if (page >= answer.totalPages) return items;
  }
}

const task = async (id: string) => (await allTasks()).find((t) => t.id === id)!;
const findTask = async (test: (t: Task) => boolean) => (await allTasks()).find(test)!;

function request(cookie: string, path: string, body?: Record<string, string>) {
  return new Request(`http://app.test${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body: body ? new URLSearchParams(body) : undefined,
  });
}

type Answer<T> = { data: T; init: ResponseInit | null };

async function list(cookie: string, path: string, area: TaskArea) {
  const result = (await loadTaskList(request(cookie, path), area)) as Answer<TaskListData>;
  return { data: result.data, status: result.init?.status ?? 200 };
}

async function act(cookie: string, taskId: string, body: Record<string, string>, area = FACILITY) {
  const result = (await taskAction(
    request(cookie, `/facility/tasks-detail/${taskId}`, body),
    area,
    taskId,
  )) as Answer<FormReply>;
  return { reply: result.data, status: result.init?.status ?? 200 };
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

const openFacilityTask = () =>
  findTask(
    (t) =>
      t.type === 1 &&
      t.facility?.id === 'fac-001' &&
      t.ownerGroup !== 'Operator' &&
      t.status === 'Open' &&
      t.checklist.length > 1,
  );

describe('the task lists', () => {
  it('send a visitor to /login', async () => {
    expect(await thrown(loadTaskList(new Request('http://app.test/tasks-list'), FACILITY))).toEqual({
      location: '/login',
    });
  });

  it('show a facility user their facility’s tasks, filtered by status and type from the URL', async () => {
    const cookie = await sessionFor('facility@demo.test');
    const { data, status } = await list(cookie, '/tasks-list?status=Open&type=1&type=9', FACILITY);
    expect(status).toBe(200);
    expect(data.state.filters).toEqual({ status: 'Open', type: '1' });
    expect(data.page!.items.length).toBeGreaterThan(0);
    for (const item of data.page!.items) {
      expect(item).toMatchObject({ status: 'Open', type: 1 });
      expect(item.facility?.id === 'fac-001' || item.assignee?.id === 'usr-facility').toBe(true);
    }
  });

  it('show a provider only the tasks assigned to them', async () => {
    const cookie = await sessionFor('provider@demo.test');
    const { data } = await list(cookie, '/task?pageSize=100', PROVIDER);
    expect(data.page!.total).toBe((await allTasks()).filter((t) => t.assignee?.id === 'usr-provider').length);
    expect(data.page!.items.every((t) => t.assignee?.id === 'usr-provider')).toBe(true);
  });

  it('send another role to its own tasks page, the list state kept; admins to theirs', async () => {
    const provider = await sessionFor('provider@demo.test');
    expect(await thrown(loadTaskList(request(provider, '/tasks-list?status=Open'), FACILITY))).toEqual({
      location: '/task?status=Open',
    });
    const facility = await sessionFor('np@demo.test');
    expect(await thrown(loadTaskList(request(facility, '/task'), PROVIDER))).toEqual({
      location: '/tasks-list',
    });
    const admin = await sessionFor('admin@demo.test');
    expect(await thrown(loadTaskList(request(admin, '/task'), PROVIDER))).toEqual({ location: '/tasks' });
  });
});

describe('a task’s page', () => {
  it('shows the facility’s own task with what may be done on it', async () => {
    const cookie = await sessionFor('facility@demo.test');
    const open = await openFacilityTask();
    const data = await loadTaskDetail(request(cookie, '/'), FACILITY, open.id);
    expect(data.task.id).toBe(open.id);
    expect(data.can).toEqual({
      start: true,
      complete: true,
      cancel: true,
      reopen: false,
      comment: true,
      tick: true,
    });
  });

  it('is the API’s 403 page for someone else’s task, its 404 for an unknown one, and 404 for a bad id', async () => {
    const cookie = await sessionFor('provider@demo.test');
    const other = await findTask((t) => t.assignee !== null && t.assignee.id !== 'usr-provider');
    expect(await thrown(loadTaskDetail(request(cookie, '/'), PROVIDER, other.id))).toEqual({
      status: 403,
      message: 'You do not have access to this task.',
    });
    expect(await thrown(loadTaskDetail(request(cookie, '/'), PROVIDER, 'task-9999'))).toEqual({
      status: 404,
      message: 'Task not found.',
    });
    expect(await thrown(loadTaskDetail(request(cookie, '/'), PROVIDER, 'a/b'))).toEqual({
      status: 404,
      message: TASK_NOT_FOUND,
    });
  });

  it('sends another role to the same task in its own area', async () => {
    const cookie = await sessionFor('provider@demo.test');
    expect(await thrown(loadTaskDetail(request(cookie, '/'), FACILITY, 'task-0004'))).toEqual({
      location: '/provider/tasks-detail/task-0004',
    });
  });
});

describe('the task page’s action', () => {
  it('starts, comments, ticks the checklist and completes; the API’s refusals come back in its words', async () => {
    const cookie = await sessionFor('facility@demo.test');
    const open = await openFacilityTask();

    const started = await act(cookie, open.id, { intent: 'start' });
    expect(started.reply).toMatchObject({
      form: 'task-start',
      toast: { kind: 'success', message: 'Task started.' },
    });
    expect((await task(open.id)).status).toBe('InProgress');
    const again = await act(cookie, open.id, { intent: 'start' });
    expect(again.status).toBe(200);
    expect(again.reply.toast).toEqual({
      kind: 'error',
      message: 'A task in status InProgress cannot be started.',
    });

    const blank = await act(cookie, open.id, { intent: 'comment', body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.reply.result.error).toEqual({ body: ['This field is required.'] });
    const comment = await act(cookie, open.id, { intent: 'comment', body: '<script>x</script> Faxed.' });
    expect(comment.reply.toast).toEqual({ kind: 'success', message: 'Comment added.' });
    expect((await task(open.id)).comments.at(-1)).toMatchObject({
      author: { id: 'usr-facility' },
      body: '<script>x</script> Faxed.',
    });

    // The first item only: completing is refused until every item is ticked.
    const items = (await task(open.id)).checklist;
    const tick = (count: number) =>
      Object.fromEntries(
        items.flatMap((item, i) => [
          [`checklist[${i}].label`, item.label],
          ...(i < count ? [[`checklist[${i}].done`, 'on']] : []),
        ]),
      );
    const partly = await act(cookie, open.id, { intent: 'checklist', ...tick(1) });
    expect(partly.reply).toMatchObject({ form: 'task-checklist', result: { status: 'success' } });
    expect(partly.reply.toast).toBeUndefined();
    expect((await task(open.id)).checklist.map((item) => item.done)).toEqual(items.map((_, i) => i === 0));
    const early = await act(cookie, open.id, { intent: 'complete', resolution: '' });
    expect(early.reply.toast).toEqual({
      kind: 'error',
      message: 'Tick every checklist item before completing the task.',
    });
    expect((await task(open.id)).status).toBe('InProgress');

    await act(cookie, open.id, { intent: 'checklist', ...tick(items.length) });
    const done = await act(cookie, open.id, { intent: 'complete', resolution: '  Signed and sent.  ' });
    expect(done.reply.toast).toEqual({ kind: 'success', message: 'Task completed.' });
    expect(await task(open.id)).toMatchObject({ status: 'Completed', resolution: 'Signed and sent.' });
  });

  it('answers 400 for an unknown intent or an overlong resolution; a provider may not cancel (the API’s 403)', async () => {
    const facility = await sessionFor('facility@demo.test');
    const open = await openFacilityTask();
    expect((await act(facility, open.id, { intent: 'delete' })).status).toBe(400);
    const long = await act(facility, open.id, { intent: 'cancel', resolution: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.reply.result.error).toEqual({ resolution: ['Enter at most 2000 characters.'] });

    const provider = await sessionFor('provider@demo.test');
    const own = await findTask((t) => t.assignee?.id === 'usr-provider' && t.status === 'Open');
    const refused = await act(provider, own.id, { intent: 'cancel' }, PROVIDER);
    expect(refused.reply.toast).toEqual({ kind: 'error', message: 'You may not do this to this task.' });
    expect((await task(own.id)).status).toBe('Open');
  });
});
