/**
 * The onboarding task pages (decision 030): /pathologist/onboarding-task?taskId= is the provider's checklist
 * (upload each document, mark it done); /onboarding-task?taskId= is the admins' read-only view of it. Each role
 * is sent to its own variant; other roles get a 403 page. Without a task id a provider lands on their open
 * onboarding task (or My Tasks filtered to onboarding), an admin on the admins' tasks filtered to onboarding.
 *
 * The action (provider): intent 'item' saves one item (its document and done mark) through updateTask with the
 * rest of the checklist as it is; other intents (start, comment) go to the task page's action. An admin approves
 * the checklist or sends an item back (onboarding/onboarding-review.server.ts, decision 041).
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { failPageLoad } from '~/page-failure.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { ATTACHMENT_FILE_RULES } from '~/components/form';
import { fileErrorsReply, hasFileErrors, readFormWithFiles } from '~/components/form/file-upload.server';
import {
  apiErrorReply,
  formReply,
  invalidReply,
  parseForm,
  type FormReply,
} from '~/components/form/submission.server';
import { isAdminRole, normalizeRole, normalizeStatus } from '~/features/auth';
import { takeFlash } from '~/flash.server';
import { readForm } from '~/lib/read-form.server';
import { clientAddress, proxyDownload, proxyUpload, uploadFile, type UploadTarget } from '~/uploads.server';
import { TASK_AREAS, taskDetailHref } from './areas';
import { loadTaskDetail, taskAction, TASK_NOT_FOUND } from './detail.server';
import { taskIdSchema } from './schemas';
import {
  ONBOARDING_MESSAGES,
  itemFormId,
  onboardingItemForm,
  type OnboardingTaskData,
} from './onboarding/onboarding-schemas';
import { REVIEW_INTENTS, onboardingReviewAction, reviewState } from './onboarding/onboarding-review.server';

type Variant = OnboardingTaskData['variant'];
const PATHS: Record<Variant, string> = {
  provider: '/pathologist/onboarding-task',
  admin: '/onboarding-task',
};
const LISTS: Record<Variant, string> = { provider: '/task?type=3', admin: '/tasks?type=3' };

const sentence = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : MESSAGES.other;

/** The variant of the session's role; the other variant's page sends it here, other roles get a 403 page. */
async function requireVariant(request: Request, variant: Variant) {
  const user = await requireUser(request);
  const own: Variant | null = isAdminRole(user.role)
    ? 'admin'
    : normalizeRole(user.role) === 'Provider'
      ? 'provider'
      : null;
  if (!own) throw data(ONBOARDING_MESSAGES.forbidden, { status: 403 });
  if (own !== variant) throw redirect(`${PATHS[own]}${new URL(request.url).search}`);
  return user;
}

/** The provider's open onboarding task (newest first), if any. */
async function ownOpenTask(request: Request, token: string): Promise<string | null> {
  const { data: page } = await unwrap(
    api(token).GET('/api/tasks', {
      params: { query: { type: 3, assignedToMe: true, sort: 'createdAt', order: 'desc', pageSize: 20 } },
      signal: request.signal,
    }),
  );
  return page.items.find((t) => t.status === 'Open' || t.status === 'InProgress')?.id ?? null;
}

export async function loadOnboardingTask(request: Request, variant: Variant): Promise<OnboardingTaskData> {
  const user = await requireVariant(request, variant);
  const area = TASK_AREAS[variant];
  const rawId = new URL(request.url).searchParams.get('taskId');
  if (!rawId) {
    const id =
      variant === 'provider'
        ? await ownOpenTask(request, user.token).catch((error: unknown) => failPageLoad(request, user, error))
        : null;
    throw redirect(id ? `${PATHS[variant]}?taskId=${encodeURIComponent(id)}` : LISTS[variant]);
  }
  const { task, can } = await loadTaskDetail(request, area, rawId);
  if (task.type !== 3) throw redirect(taskDetailHref(area, task.id));
  let providerStatus: OnboardingTaskData['providerStatus'] = null;
  if (variant === 'provider') {
    try {
      const me = await unwrap(api(user.token).GET('/api/Users/current', { signal: request.signal }));
      providerStatus = normalizeStatus(me.data.status);
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    }
  }
  const open = task.status === 'Open' || task.status === 'InProgress';
  return {
    task,
    can,
    variant,
    providerStatus,
    editable: variant === 'provider' && open && task.submittedAt === null,
    ...(variant === 'admin' ? await reviewState(request, user, task) : {}),
  };
}

/** The page's loader: the task as above, and the flash of an approval or a send-back. */
export async function loadOnboardingPage(request: Request, variant: Variant) {
  const page = await loadOnboardingTask(request, variant);
  const { flash, headers } = takeFlash(request);
  return data({ ...page, flash }, { headers });
}

function uploadTarget(taskId: string, token: string, context: unknown): UploadTarget {
  return {
    apiPath: `/api/tasks/${encodeURIComponent(taskId)}/documents`,
    successSchema: schemas.zUploadTaskDocumentResponse,
    maxBytes: ATTACHMENT_FILE_RULES.maxBytes,
    token,
    clientAddress: clientAddress(context),
  };
}

function taskIdOf(raw: string | null | undefined): string {
  const id = taskIdSchema.safeParse(raw);
  if (!id.success) throw data(TASK_NOT_FOUND, { status: 404 });
  return id.data;
}

export async function onboardingTaskAction(request: Request, context: unknown, variant: Variant) {
  const rawId = new URL(request.url).searchParams.get('taskId') ?? undefined;
  const user = await requireVariant(request, variant);
  // An admin approves or sends an item back; a comment is the task page's own intent.
  if (variant === 'admin') {
    const intent = (await readForm(request.clone())).get('intent');
    if (REVIEW_INTENTS.includes(intent as never))
      return onboardingReviewAction(request, user, taskIdOf(rawId));
    return taskAction(request, TASK_AREAS.admin, rawId);
  }
  const taskId = taskIdOf(rawId);
  const copy = request.clone();
  // Without JavaScript the file slot posts the file itself: it is uploaded here first (decision 021).
  const read = await readFormWithFiles(request, {
    documentId: {
      maxBytes: ATTACHMENT_FILE_RULES.maxBytes,
      upload: (file) => uploadFile(file, uploadTarget(taskId, user.token, context)),
    },
  });
  if (read.formData.get('intent') !== 'item') return taskAction(copy, TASK_AREAS.provider, rawId);
  const submission = await parseForm(read.formData, onboardingItemForm);
  const index = Number(read.formData.get('index'));
  const form = itemFormId(Number.isInteger(index) ? index : 0);
  if (hasFileErrors(read)) return fileErrorsReply(submission, read);
  if (submission.status !== 'success') return invalidReply(submission, { form });
  const { documentId, done } = submission.value;
  const client = api(user.token);
  const path = { params: { path: { taskId } } };
  let submitted = false;
  try {
    const { data: task } = await unwrap(client.GET('/api/tasks/{taskId}', path));
    const item = task.checklist[submission.value.index];
    if (!item) throw data(TASK_NOT_FOUND, { status: 404 });
    const checklist = task.checklist.map((entry, i) =>
      i === submission.value.index
        ? { ...entry, documentId: documentId ?? null, done: done === 'true' }
        : entry,
    );
    const { data: saved } = await unwrap(
      client.PATCH('/api/tasks/{taskId}', { ...path, body: { checklist } }),
    );
    submitted = saved.submittedAt !== null && task.submittedAt === null;
  } catch (error) {
    if (error instanceof Response) throw error;
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && [403, 404, 409, 422].includes(error.status ?? 0)) {
      const message = sentence(error);
      // The API's message for this item (checklist.N.documentId) goes under the slot.
      const fieldMessages = Object.entries(error.fieldErrors ?? {})
        .filter(([key]) => key.endsWith('documentId'))
        .flatMap(([, messages]) => messages);
      return formReply({
        result: submission.reply(
          fieldMessages.length ? { fieldErrors: { documentId: fieldMessages } } : { formErrors: [message] },
        ),
        toast: { kind: 'error', message: fieldMessages[0] ?? message },
        form,
      } satisfies FormReply);
    }
    return apiErrorReply(submission, error, { form });
  }
  return formReply({
    result: submission.reply(),
    toast: {
      kind: 'success',
      message: submitted ? ONBOARDING_MESSAGES.submitted : ONBOARDING_MESSAGES.saved,
    },
    form,
  } satisfies FormReply);
}

/** POST /tasks/:taskId/documents/upload: the file slot's document, streamed to the API (which decides). */
export async function uploadOnboardingDocument(
  request: Request,
  params: Record<string, string | undefined>,
  context: unknown,
) {
  const user = await requireUser(request);
  const taskId = taskIdSchema.safeParse(params.taskId);
  if (!taskId.success)
    return Response.json({ isSuccess: false, message: TASK_NOT_FOUND, data: null }, { status: 404 });
  return proxyUpload(request, uploadTarget(taskId.data, user.token, context));
}

/** GET /tasks/:taskId/documents/:documentId: a task document as a download (the API decides who may read it). */
export async function downloadOnboardingDocument(
  request: Request,
  params: Record<string, string | undefined>,
) {
  const user = await requireUser(request);
  return proxyDownload(request, {
    apiPath: `/api/tasks/${encodeURIComponent(params.taskId ?? '')}/documents/${encodeURIComponent(params.documentId ?? '')}`,
    token: user.token,
  });
}
