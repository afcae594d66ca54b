/**
 * The task page's forms, derived from the contract's request bodies: a comment (TaskCommentInput), the
 * checklist (TaskUpdateInput's checklist of TaskChecklistItem), completing and cancelling (TaskResolutionInput),
 * starting (no body). Each form posts a hidden `intent` to the page's one action.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from '~/components/form/messages';
import { schemas } from '../../../contracts';

export const TASK_INTENTS = ['start', 'comment', 'checklist', 'complete', 'cancel'] as const;
export type TaskIntent = (typeof TASK_INTENTS)[number];

/** The form ids, one per intent: a reply names the form it answers. */
export const TASK_FORM_IDS: Record<TaskIntent, string> = {
  start: 'task-start',
  comment: 'task-comment',
  checklist: 'task-checklist',
  complete: 'task-complete',
  cancel: 'task-cancel',
};

/** What the page says after each intent succeeded. */
export const TASK_DONE: Record<TaskIntent, string> = {
  start: 'Task started.',
  comment: 'Comment added.',
  checklist: 'Checklist saved.',
  complete: 'Task completed.',
  cancel: 'Task cancelled.',
};

export const intentForm = z.object({ intent: z.enum(TASK_INTENTS) });

export const startForm = z.object({ intent: z.literal('start') });

/** A comment: the contract's body (1–2000 characters), and not only spaces (the API trims it). */
export const commentForm = z.object({
  intent: z.literal('comment'),
  body: z
    .string({ error: FORM_MESSAGES.required })
    .regex(/\S/, { error: FORM_MESSAGES.required })
    .pipe(schemas.zTaskCommentInput.shape.body),
});

/** The checklist as ticked: each item's label (hidden) and whether it is done (an unticked box sends nothing). */
export const checklistForm = z.object({
  intent: z.literal('checklist'),
  checklist: z.array(schemas.zTaskChecklistItem.extend({ done: z.boolean().default(false) })).min(1),
});

const resolution = schemas.zTaskResolutionInput.shape.resolution;
/** The dialog's field carries the contract's limit as maxlength. */
export const RESOLUTION_MAX_LENGTH = resolution.unwrap().unwrap().maxLength ?? undefined;

export const completeForm = z.object({ intent: z.literal('complete'), resolution });
export const cancelForm = z.object({ intent: z.literal('cancel'), resolution });

export const TASK_FORMS = {
  start: startForm,
  comment: commentForm,
  checklist: checklistForm,
  complete: completeForm,
  cancel: cancelForm,
} as const satisfies Record<TaskIntent, z.ZodType>;

/** The task id as the contract allows it in a path; anything else is a 404 without asking the API. */
export const taskIdSchema = schemas.zGetTaskPath.shape.taskId;
