/**
 * The admin's task pages (decision 035): Create Task and Edit Task (loaders with the form's choices, actions
 * over createTask and updateTask that answer a redirect to the task with a flash), and the admin's task page
 * (the tasks feature's page plus the flash and Reopen). Admins only, checked before anything is read; every
 * input checked with the form's schema, then by the API (its field messages land under the fields).
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { failPageLoad } from '~/page-failure.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { TASK_AREAS, taskDetailHref, type Task } from '~/features/tasks';
import { loadTaskDetail, taskAction } from '~/features/tasks/detail.server';
import { flashCookie, takeFlash, type Flash } from '~/flash.server';
import { readForm } from '~/lib/read-form.server';
import type { SessionUser } from '~/session.server';
import { schemas } from '../../../contracts';
import { readTaskFormOptions } from './options.server';
import { createTaskForm, editTaskForm, taskInputOf, taskUpdateOf } from './schemas';

const AREA = TASK_AREAS.admin;

export const ADMIN_TASK_MESSAGES = {
  created: (number: string) => `Task ${number} created.`,
  saved: (number: string) => `Task ${number} saved.`,
  reopened: (number: string) => `Task ${number} reopened.`,
  notFound: 'There is no task with this id. The link may be wrong.',
} as const;

const goTo = (to: string, flash: Flash) => redirect(to, { headers: { 'Set-Cookie': flashCookie(flash) } });

/** The API's own sentence for a refusal (403, 404, 409), else the catalogue's. */
const apiSentence = (error: ApiError) => error.serverMessage ?? error.message;

function taskIdOf(raw: string | undefined): string {
  const id = schemas.zGetTaskPath.shape.taskId.safeParse(raw);
  if (!id.success) throw data(ADMIN_TASK_MESSAGES.notFound, { status: 404 });
  return id.data;
}

async function readTask(request: Request, user: SessionUser, taskId: string): Promise<Task> {
  try {
    return (
      await unwrap(
        api(user.token).GET('/api/tasks/{taskId}', { params: { path: { taskId } }, signal: request.signal }),
      )
    ).data;
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}

/** GET /create-task. */
export async function loadCreateTask(request: Request) {
  const user = await requireAdmin(request);
  return { options: await readTaskFormOptions(request, user, { forCreate: true }) };
}

/** POST /create-task: the new task's page with 'Task TSK-… created.', or the form with its messages. */
export async function createTaskAction(request: Request) {
  const user = await requireAdmin(request);
  const submission = await parseForm(request, createTaskForm);
  if (submission.status !== 'success') return invalidReply(submission);
  try {
    const { data: task } = await unwrap(
      api(user.token).POST('/api/tasks', { body: taskInputOf(submission.value) }),
    );
    return goTo(taskDetailHref(AREA, task.id), {
      kind: 'success',
      message: ADMIN_TASK_MESSAGES.created(task.taskNumber),
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
}

/** GET /edit-task/:taskId: the task and the assignee choices; a finished task is shown, not offered. */
export async function loadEditTask(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const task = await readTask(request, user, taskIdOf(rawId));
  const editable = task.status === 'Open' || task.status === 'InProgress';
  const options = editable
    ? await readTaskFormOptions(request, user, { forCreate: false })
    : { assignees: [], facilities: [], cases: [], problems: [] };
  return { task, editable, options };
}

/** POST /edit-task/:taskId: the task's page with 'Task TSK-… saved.', or the form with its messages. */
export async function editTaskAction(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const taskId = taskIdOf(rawId);
  const submission = await parseForm(request, editTaskForm);
  if (submission.status !== 'success') return invalidReply(submission);
  const current = await readTask(request, user, taskId);
  try {
    const { data: task } = await unwrap(
      api(user.token).PATCH('/api/tasks/{taskId}', {
        params: { path: { taskId } },
        body: taskUpdateOf(submission.value, current.checklist),
      }),
    );
    return goTo(taskDetailHref(AREA, task.id), {
      kind: 'success',
      message: ADMIN_TASK_MESSAGES.saved(task.taskNumber),
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && error.status === 409) {
      // Finished meanwhile: the API's sentence ('A Completed task cannot be edited.') on the form and as a toast.
      const sentence = apiSentence(error);
      return formReply({
        result: submission.reply({ formErrors: [sentence] }),
        toast: { kind: 'error', message: sentence },
      });
    }
    return apiErrorReply(submission, error);
  }
}

/** GET /task-detail/:taskId: the tasks feature's page data, and the flash of the change that led here. */
export async function loadAdminTaskDetail(request: Request, rawId: string | undefined) {
  const detail = await loadTaskDetail(request, AREA, rawId);
  const { flash, headers } = takeFlash(request);
  return data({ ...detail, flash }, { headers });
}

/**
 * POST /task-detail/:taskId: Reopen (admins, after a confirm) answers a redirect to the page with a flash; every
 * other intent (start, comment, checklist, complete, cancel) is the tasks feature's action.
 */
export async function adminTaskAction(request: Request, rawId: string | undefined) {
  const form = await readForm(request.clone());
  if (form.get('intent') !== 'reopen') return taskAction(request, AREA, rawId);
  const user = await requireAdmin(request);
  const taskId = taskIdOf(rawId);
  const here = taskDetailHref(AREA, taskId);
  try {
    const { data: task } = await unwrap(
      api(user.token).POST('/api/tasks/{taskId}/reopen', { params: { path: { taskId } } }),
    );
    return goTo(here, { kind: 'success', message: ADMIN_TASK_MESSAGES.reopened(task.taskNumber) });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError)) throw error;
    return goTo(here, { kind: 'error', message: apiSentence(error) });
  }
}
