/**
 * A task's page: the loader (the area's role first, then getTask: the API's 403 and 404 become those pages,
 * in its own sentences) and the action (one intent per form: start, comment, checklist, complete, cancel).
 */
import { data } from '@remix-run/node';
import { ApiError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import {
  apiErrorReply,
  formReply,
  invalidReply,
  parseForm,
  type FormReply,
} from '~/components/form/submission.server';
import type { SessionUser } from '~/session.server';
import { requireTaskArea } from './access.server';
import type { TaskArea } from './areas';
import { taskPermissions } from './permissions';
import { TASK_DONE, TASK_FORM_IDS, TASK_FORMS, intentForm, taskIdSchema, type TaskIntent } from './schemas';
import type { Task, TaskDetailData } from './types';
import { readForm } from '~/lib/read-form.server';

export const TASK_NOT_FOUND = 'There is no task with this id. The link may be wrong.';

/** The id as the contract allows it; anything else is a 404 page without asking the API. */
function taskIdOf(raw: string | undefined): string {
  const id = taskIdSchema.safeParse(raw);
  if (!id.success) throw data(TASK_NOT_FOUND, { status: 404 });
  return id.data;
}

/** The API's own sentence for a refusal ('You do not have access to this task.'), else the catalogue's. */
const apiSentence = (error: ApiError) => error.serverMessage ?? error.message;

export async function loadTaskDetail(
  request: Request,
  area: TaskArea,
  rawId: string | undefined,
): Promise<TaskDetailData> {
  const user = await requireTaskArea(request, area, rawId);
  const taskId = taskIdOf(rawId);
  try {
    const { data: task } = await unwrap(
      api(user.token).GET('/api/tasks/{taskId}', {
        params: { path: { taskId } },
        signal: request.signal,
      }),
    );
    return { task, can: taskPermissions(area, task) };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(apiSentence(error), { status: error.status });
    }
    throw data(error instanceof ApiError ? error.message : MESSAGES.other, { status: 502 });
  }
}

/** Sends one intent's request to the API. */
async function send(user: SessionUser, taskId: string, intent: TaskIntent, value: Record<string, unknown>) {
  const client = api(user.token);
  const path = { params: { path: { taskId } } };
  switch (intent) {
    case 'start':
      return unwrap(client.POST('/api/tasks/{taskId}/start', path));
    case 'comment':
      return unwrap(
        client.POST('/api/tasks/{taskId}/comments', { ...path, body: { body: String(value.body).trim() } }),
      );
    case 'checklist':
      return unwrap(
        client.PATCH('/api/tasks/{taskId}', {
          ...path,
          body: { checklist: value.checklist as Task['checklist'] },
        }),
      );
    case 'complete':
    case 'cancel': {
      const body = { resolution: (value.resolution as string | undefined)?.trim() || null };
      return intent === 'complete'
        ? unwrap(client.POST('/api/tasks/{taskId}/complete', { ...path, body }))
        : unwrap(client.POST('/api/tasks/{taskId}/cancel', { ...path, body }));
    }
  }
}

/**
 * The page's action. A form the schema refuses answers 400 with its messages; the API's refusal of the
 * request (403, 404, 409: someone else's task, a task finished meanwhile, an unticked checklist) answers 200
 * with the API's sentence, so the page reloads the task as it now is; 400/422 put the API's field messages
 * under the fields. Success: the task is reloaded and a toast says what happened.
 */
export async function taskAction(request: Request, area: TaskArea, rawId: string | undefined) {
  const user = await requireTaskArea(request, area, rawId);
  const taskId = taskIdOf(rawId);
  const formData = await readForm(request);
  const which = await parseForm(formData, intentForm);
  if (which.status !== 'success') return invalidReply(which);
  const intent = which.value.intent;
  const form = TASK_FORM_IDS[intent];
  const submission = await parseForm(formData, TASK_FORMS[intent]);
  if (submission.status !== 'success') return invalidReply(submission, { form });
  try {
    await send(user, taskId, intent, submission.value as Record<string, unknown>);
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && [403, 404, 409].includes(error.status ?? 0)) {
      const sentence = apiSentence(error);
      return formReply({
        result: submission.reply({ formErrors: [sentence] }),
        toast: { kind: 'error', message: sentence },
        form,
      } satisfies FormReply);
    }
    return apiErrorReply(submission, error, { form });
  }
  return formReply({
    result: submission.reply({ resetForm: intent === 'comment' }),
    // Each tick is saved as it is made: the checklist says 'Checklist saved.' on the page, not in a toast.
    toast: intent === 'checklist' ? undefined : { kind: 'success', message: TASK_DONE[intent] },
    form,
  } satisfies FormReply);
}
