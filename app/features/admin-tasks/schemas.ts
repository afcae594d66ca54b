/**
 * The admin's task forms (decision 035), derived from the contract's bodies: Create Task over TaskInput, Edit
 * Task over TaskUpdateInput. The due date is typed MM/DD/YYYY (decision 017); the checklist is written one item a
 * line and checked against the contract's TaskChecklistItem (at most 50 items of at most 200 characters). The
 * rules the contract states in prose (a QA task needs its signed-out case and an active provider, an onboarding
 * task its provider, Facility and Both need a facility) are checked here too with the API's own sentences; the
 * API decides again (its 422 field messages land under the same fields).
 */
import { z } from 'zod';
import { usDateSchema } from '~/components/form';
import { schemas, SENTENCES } from '../../../contracts';

const input = schemas.zTaskInput.shape;
const update = schemas.zTaskUpdateInput.shape;

export const TASK_FORM_MESSAGES = {
  qaCase: SENTENCES.tasks.qaCaseMissing,
  qaAssignee: SENTENCES.tasks.qaAssigneeInactive,
  onboardingAssignee: SENTENCES.tasks.onboardingAssignee,
  facility: 'Choose the facility: a task owned by Facility or Both belongs to one.',
  checklistItem: 'Each checklist item is at most 200 characters.',
  checklistCount: 'A checklist has at most 50 items.',
} as const;

const ITEM_MAX = schemas.zTaskChecklistItem.shape.label.maxLength ?? 200;
const ITEMS_MAX = 50;

/** The checklist as typed: one item a line, blank lines dropped; each line a TaskChecklistItem label. */
const checklistLines = z
  .string()
  .max(ITEMS_MAX * (ITEM_MAX + 2))
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .superRefine((lines, ctx) => {
    if (lines.length > ITEMS_MAX)
      ctx.addIssue({ code: 'custom', message: TASK_FORM_MESSAGES.checklistCount });
    if (lines.some((line) => line.length > ITEM_MAX))
      ctx.addIssue({ code: 'custom', message: TASK_FORM_MESSAGES.checklistItem });
  });

/** Type as the select posts it ('1', '2', '3'), then the contract's TaskType. */
const taskType = z.enum(['1', '2', '3']).transform(Number).pipe(schemas.zTaskType);

const common = {
  title: input.title,
  description: z.string().max(5000).optional(),
  priority: input.priority,
  ownerGroup: schemas.zOwnerGroup,
  assigneeId: z.string().max(64).optional(),
  dueDate: usDateSchema.optional(),
  checklist: checklistLines,
};

export const createTaskForm = z
  .object({
    type: taskType,
    ...common,
    facilityId: z.string().max(64).optional(),
    caseId: z.string().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 2 && !value.caseId)
      ctx.addIssue({ code: 'custom', path: ['caseId'], message: TASK_FORM_MESSAGES.qaCase });
    if (value.type === 2 && !value.assigneeId)
      ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: TASK_FORM_MESSAGES.qaAssignee });
    if (value.type === 3 && !value.assigneeId)
      ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: TASK_FORM_MESSAGES.onboardingAssignee });
    if (value.type === 1 && value.ownerGroup !== 'Operator' && !value.facilityId && !value.caseId)
      ctx.addIssue({ code: 'custom', path: ['facilityId'], message: TASK_FORM_MESSAGES.facility });
  });

export const editTaskForm = z.object({
  title: update.title.unwrap(),
  description: common.description,
  priority: common.priority,
  ownerGroup: common.ownerGroup,
  assigneeId: common.assigneeId,
  dueDate: common.dueDate,
  checklist: common.checklist,
});

export type CreateTaskValue = z.output<typeof createTaskForm>;
export type EditTaskValue = z.output<typeof editTaskForm>;

type TaskInput = z.input<typeof schemas.zTaskInput>;
type TaskUpdateInput = z.input<typeof schemas.zTaskUpdateInput>;
type ChecklistItem = z.input<typeof schemas.zTaskChecklistItem>;

/** The API body of a new task: the form's values, nothing the form left empty. */
export function taskInputOf(value: CreateTaskValue): TaskInput {
  return {
    type: value.type,
    title: value.title.trim(),
    description: value.description?.trim() || null,
    priority: value.priority,
    ownerGroup: value.ownerGroup,
    assigneeId: value.assigneeId || null,
    facilityId: value.facilityId || null,
    caseId: value.caseId || null,
    dueDate: value.dueDate ?? null,
    ...(value.checklist.length
      ? { checklist: value.checklist.map((label) => ({ label, done: false })) }
      : {}),
  };
}

/**
 * The API body of an edit. A cleared field is sent as null (the contract: only the fields present change). The
 * checklist keeps what each item already was (ticked, its document) when its label is unchanged.
 */
export function taskUpdateOf(value: EditTaskValue, current: readonly ChecklistItem[]): TaskUpdateInput {
  const before = new Map(current.map((item) => [item.label, item]));
  return {
    title: value.title.trim(),
    description: value.description?.trim() || null,
    priority: value.priority,
    ownerGroup: value.ownerGroup,
    assigneeId: value.assigneeId || null,
    dueDate: value.dueDate ?? null,
    checklist: value.checklist.map((label) => before.get(label) ?? { label, done: false }),
  };
}
