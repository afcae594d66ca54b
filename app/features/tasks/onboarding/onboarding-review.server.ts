/**
 * An admin's review of a provider's onboarding checklist (decision 041) on /onboarding-task?taskId=:
 *
 * - **Approve**: completeTask with the provider's status afterwards (Provisionally Active or Active, chosen in
 *   the confirm); the API moves the provider (docs/provider-status.md).
 * - **Send back** one item: updateTask with that item unticked (its document kept), which reopens the
 *   provider's checklist, and the reason as a task comment the provider reads on the same page.
 *
 * Success redirects to the page with a flash saying what happened (the provider's new status); the API's refusal
 * (409: the task or the provider changed meanwhile; 403; 422) is answered as a toast in its own words.
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { sameStatus } from '~/features/auth';
import { flashCookie } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import type { Task } from '../types';
import {
  ONBOARDING_MESSAGES,
  approveForm,
  sendBackForm,
  type OnboardingTaskData,
  type ReviewReply,
} from './onboarding-schemas';
import { readForm } from '~/lib/read-form.server';

export const REVIEW_INTENTS = ['approve', 'send-back'] as const;

const refusal = (message: string, status: number) =>
  data<ReviewReply>({ toast: { kind: 'error', message } }, { status });

/** The onboarded provider's status now (admins read it with getUserStatus), and what the admin may do. */
export async function reviewState(
  request: Request,
  user: SessionUser,
  task: Task,
): Promise<Pick<OnboardingTaskData, 'provider' | 'review'>> {
  const open = task.status === 'Open' || task.status === 'InProgress';
  let provider: OnboardingTaskData['provider'] = null;
  if (task.assignee) {
    try {
      const { data: info } = await unwrap(
        api(user.token).GET('/api/users/{userId}/status', {
          params: { path: { userId: task.assignee.id } },
          signal: request.signal,
        }),
      );
      provider = { id: task.assignee.id, name: task.assignee.name, status: info.status };
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    }
  }
  const submitted = task.submittedAt !== null && task.checklist.every((item) => item.done);
  return {
    provider,
    review: {
      approve: open && submitted && !sameStatus(provider?.status, 'Deactivated'),
      sendBack: open && task.checklist.some((item) => item.done),
    },
  };
}

/** The page again, with the flash. */
const backWithFlash = (request: Request, message: string) => {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', message }) },
  });
};

async function refused(request: Request, user: SessionUser, error: unknown) {
  await endSessionOnUnauthorized(request, user, error);
  if (!(error instanceof ApiError)) throw error;
  const status = error.status ?? 502;
  if ([403, 404, 409, 422].includes(status)) return refusal(error.serverMessage ?? error.message, status);
  return refusal(error.message ?? MESSAGES.other, 502);
}

/** Approve or send back (REVIEW_INTENTS), for an admin. */
export async function onboardingReviewAction(request: Request, user: SessionUser, taskId: string) {
  const form = Object.fromEntries(await readForm(request));
  const client = api(user.token);
  const path = { params: { path: { taskId } } };
  if (form.intent === 'approve') {
    const parsed = approveForm.safeParse(form);
    if (!parsed.success) return refusal(parsed.error.issues[0]?.message ?? MESSAGES.other, 400);
    try {
      const answer = await unwrap(
        client.POST('/api/tasks/{taskId}/complete', {
          ...path,
          body: {
            providerStatus: parsed.data.providerStatus,
            resolution: parsed.data.resolution?.trim() || null,
          },
        }),
      );
      return backWithFlash(request, answer.message ?? 'Onboarding approved.');
    } catch (error) {
      return refused(request, user, error);
    }
  }
  const parsed = sendBackForm.safeParse(form);
  if (!parsed.success) return refusal(parsed.error.issues[0]?.message ?? MESSAGES.other, 400);
  const { index, reason } = parsed.data;
  try {
    const { data: task } = await unwrap(client.GET('/api/tasks/{taskId}', path));
    const item = task.checklist[index];
    if (!item) return refusal('That checklist item is no longer there. Reload the page.', 409);
    if (item.done) {
      const checklist = task.checklist.map((entry, i) => (i === index ? { ...entry, done: false } : entry));
      await unwrap(client.PATCH('/api/tasks/{taskId}', { ...path, body: { checklist } }));
    }
    await unwrap(
      client.POST('/api/tasks/{taskId}/comments', {
        ...path,
        body: { body: ONBOARDING_MESSAGES.sentBackComment(item.label, reason) },
      }),
    );
    return backWithFlash(
      request,
      ONBOARDING_MESSAGES.sentBack(item.label, task.assignee?.name ?? 'the provider'),
    );
  } catch (error) {
    return refused(request, user, error);
  }
}
