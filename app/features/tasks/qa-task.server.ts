/**
 * /pathologist/qa-task?taskId=: a provider's QA task (type 2). The loader reads the task (the provider area's
 * rules: another role goes to its own task page, the API's 403 and 404 are those pages), then the signed-out case
 * it names, read-only (the API lets the task's reviewer read it: decision 030), with its slides' thumbnails.
 * Without a task id the page is My Tasks filtered to QA; another type of task opens on its own page.
 *
 * The action records a sampled review's blind read (intent 'blind-read': recordQaBlindRead, docs/quality.md),
 * grades (intent 'review': submitQaReview) and passes every other intent (start, comment) to the task page's
 * action. Which step a sampled review is at comes from the case as the API answers it (reload-safe).
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import {
  apiErrorReply,
  formReply,
  invalidReply,
  parseForm,
  type FormReply,
} from '~/components/form/submission.server';
import { readForm } from '~/lib/read-form.server';
import { getReferenceList } from '~/lib/reference.server';
import type { SessionUser } from '~/session.server';
import { requireTaskArea } from './access.server';
import { TASK_AREAS, taskDetailHref } from './areas';
import { loadTaskDetail, taskAction, TASK_NOT_FOUND } from './detail.server';
import { taskIdSchema } from './schemas';
import type { QaCase, QaTaskData } from './qa/qa-types';
import {
  QA_BLIND_READ_FORM_ID,
  QA_FORM_ID,
  QA_MESSAGES,
  qaBlindReadForm,
  qaReviewForm,
} from './qa/qa-schemas';

const AREA = TASK_AREAS.provider;
/** At most this many slide thumbnails (one signed-link call each); the rest show the placeholder. */
const MAX_THUMBNAILS = 40;
export const QA_LIST_PATH = '/task?type=2';

const sentence = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : MESSAGES.other;

async function readCase(request: Request, user: SessionUser, caseId: string) {
  const { data: caseData } = await unwrap(
    api(user.token).GET('/api/cases/{caseId}', { params: { path: { caseId } }, signal: request.signal }),
  );
  return caseData;
}

/** Signed thumbnail URLs of the case's first slides; a slide whose link fails shows the placeholder. */
async function readThumbnails(request: Request, user: SessionUser, caseData: QaCase) {
  const ids = [
    ...new Set(
      caseData.slides.flatMap((s) => s.subsections.flatMap((sub) => sub.images.map((i) => i.fileContent))),
    ),
  ].slice(0, MAX_THUMBNAILS);
  const client = api(user.token);
  const entries = await Promise.all(
    ids.map(async (blobId) => {
      try {
        const { data: link } = await unwrap(
          client.GET('/api/wsi/get-download-link/{blobId}', {
            params: { path: { blobId } },
            signal: request.signal,
          }),
        );
        return [blobId, link.thumbnailUrl ?? null] as const;
      } catch (error) {
        if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
        return [blobId, null] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

async function orderLabels(token: string): Promise<Record<string, string>> {
  try {
    const list = await getReferenceList('slideOrderOptions', token);
    return Object.fromEntries(list.map((option) => [option.value, option.label]));
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return {};
  }
}

export async function loadQaTask(request: Request): Promise<QaTaskData> {
  const rawId = new URL(request.url).searchParams.get('taskId');
  if (!rawId) {
    await requireTaskArea(request, AREA);
    throw redirect(QA_LIST_PATH);
  }
  const { task, can } = await loadTaskDetail(request, AREA, rawId);
  if (task.type !== 2) throw redirect(taskDetailHref(AREA, task.id));
  const user = await requireUser(request);
  const base = { task, can, caseData: null, caseError: null, thumbnails: {}, orderLabels: {} };
  if (!task.case) return { ...base, caseError: QA_MESSAGES.noCase };
  try {
    const caseData = await readCase(request, user, task.case.caseID);
    const [thumbnails, labels] = await Promise.all([
      readThumbnails(request, user, caseData),
      orderLabels(user.token),
    ]);
    return { ...base, caseData, thumbnails, orderLabels: labels };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return { ...base, caseError: `${QA_MESSAGES.caseUnavailable} ${sentence(error)}` };
  }
}

/** A refusal of the API (403, 404, 409) as the form's error and a toast, under the form that was sent. */
function refusalReply(
  submission: { reply: (options: { formErrors: string[] }) => unknown },
  form: string,
  error: ApiError,
) {
  const message = sentence(error);
  return formReply({
    result: submission.reply({ formErrors: [message] }) as FormReply['result'],
    toast: { kind: 'error', message },
    form,
  } satisfies FormReply);
}

const REFUSALS = [403, 404, 409];

export async function qaTaskAction(request: Request) {
  const rawId = new URL(request.url).searchParams.get('taskId') ?? undefined;
  const formData = await readForm(request.clone());
  const intent = formData.get('intent');
  if (intent !== 'review' && intent !== 'blind-read') return taskAction(request, AREA, rawId);
  const user = await requireTaskArea(request, AREA, rawId);
  const taskId = taskIdSchema.safeParse(rawId);
  if (!taskId.success) throw data(TASK_NOT_FOUND, { status: 404 });
  const path = { params: { path: { taskId: taskId.data } } };
  if (intent === 'blind-read') {
    // Step 1 of a sampled review (docs/quality.md): the reviewer's own diagnosis, recorded once.
    const submission = await parseForm(formData, qaBlindReadForm);
    if (submission.status !== 'success') return invalidReply(submission, { form: QA_BLIND_READ_FORM_ID });
    try {
      await unwrap(
        api(user.token).POST('/api/tasks/{taskId}/qa-blind-read', {
          ...path,
          body: { reviewerDiagnosis: submission.value.reviewerDiagnosis.trim() },
        }),
      );
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError && REFUSALS.includes(error.status ?? 0))
        return refusalReply(submission, QA_BLIND_READ_FORM_ID, error);
      return apiErrorReply(submission, error, { form: QA_BLIND_READ_FORM_ID });
    }
    return formReply({
      result: submission.reply({ resetForm: true }),
      toast: { kind: 'success', message: QA_MESSAGES.blindReadRecorded },
      form: QA_BLIND_READ_FORM_ID,
    } satisfies FormReply);
  }
  const submission = await parseForm(formData, qaReviewForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: QA_FORM_ID });
  const { grade, comment } = submission.value;
  try {
    await unwrap(
      api(user.token).POST('/api/tasks/{taskId}/qa-review', {
        ...path,
        body: { grade, comment: comment?.trim() || null },
      }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && REFUSALS.includes(error.status ?? 0))
      return refusalReply(submission, QA_FORM_ID, error);
    return apiErrorReply(submission, error, { form: QA_FORM_ID });
  }
  return formReply({
    result: submission.reply({ resetForm: true }),
    toast: { kind: 'success', message: QA_MESSAGES.submitted },
    form: QA_FORM_ID,
  } satisfies FormReply);
}
