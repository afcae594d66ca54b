/**
 * Create Task and Edit Task (decision 035): one form over the contract's TaskInput / TaskUpdateInput. The type
 * (General, QA, Onboarding) is chosen when the task is created and decides what else it asks: a QA task the
 * signed-out case it reviews, a general task the facility when Facility or Both own it. The assignee is any
 * active user (providers, facility users, staff), searchable. The checklist is one item a line.
 */
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import {
  ComboboxField,
  DateField,
  ErrorList,
  LeaveGuard,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  toUsDate,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { Button } from '~/components/ui/button';
import { ENUM_OPTIONS } from '~/lib/enumerations';
import { TASK_AREAS, taskDetailHref, type Task } from '~/features/tasks';
import { createTaskForm, editTaskForm } from './schemas';

/** What the loaders hand the form (options.server.ts). */
export interface TaskFormChoices {
  assignees: { value: string; label: string; group?: string | null }[];
  facilities: { value: string; label: string }[];
  cases: { value: string; label: string }[];
  problems: string[];
}

const TYPE_OPTIONS = [
  { value: '1', label: 'General' },
  { value: '2', label: 'QA' },
  { value: '3', label: 'Onboarding' },
];

const OWNER_HINT =
  'Who manages the task: Operator (the operator’s own staff), Facility (the facility’s users) or Both.';
const CHECKLIST_HINT = 'One item a line; every item must be ticked before the task is completed.';
const GRID = 'grid gap-4 sm:grid-cols-2';

function Problems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}

function Actions({ cancelTo, label }: { cancelTo: string; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button asChild variant="ghost">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <SubmitButton>{label}</SubmitButton>
    </div>
  );
}

export function CreateTaskFormView({ choices }: { choices: TaskFormChoices }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(createTaskForm, {
    id: 'create-task',
    reply,
    defaultValue: { type: '1', priority: 'Normal', ownerGroup: 'Operator' },
  });
  const type = fields.type.value ?? '1';
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      <Problems problems={choices.problems} />
      <div className={GRID}>
        <SelectField meta={fields.type} label="Type" options={TYPE_OPTIONS} placeholder="Choose a type…" />
        <SelectField meta={fields.priority} label="Priority" options={ENUM_OPTIONS.taskPriority} />
        <div className="sm:col-span-2">
          <TextField meta={fields.title} label="Title" />
        </div>
        <div className="sm:col-span-2">
          <TextareaField meta={fields.description} label="Description" />
        </div>
        <SelectField
          meta={fields.ownerGroup}
          label="Owner group"
          options={ENUM_OPTIONS.ownerGroup}
          description={OWNER_HINT}
        />
        <ComboboxField
          meta={fields.assigneeId}
          label="Assignee"
          options={choices.assignees}
          placeholder="Nobody yet"
          searchPlaceholder="Search by name or email…"
          description={type === '1' ? undefined : 'An active provider.'}
        />
        {type === '1' ? (
          <ComboboxField
            meta={fields.facilityId}
            label="Facility"
            options={choices.facilities}
            placeholder="No facility"
            searchPlaceholder="Search facilities…"
            description="Needed when Facility or Both own the task."
          />
        ) : null}
        {type === '2' ? (
          <ComboboxField
            meta={fields.caseId}
            label="Case to review"
            options={choices.cases}
            placeholder="Choose a signed-out case"
            searchPlaceholder="Search by case record ID…"
            required
          />
        ) : null}
        <DateField meta={fields.dueDate} label="Due date" />
        <div className="sm:col-span-2">
          <TextareaField meta={fields.checklist} label="Checklist" description={CHECKLIST_HINT} rows={4} />
        </div>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Actions cancelTo={TASK_AREAS.admin.listPath} label="Create task" />
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}

export function EditTaskFormView({ task, choices }: { task: Task; choices: TaskFormChoices }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(editTaskForm, {
    id: `edit-task-${task.id}`,
    reply,
    defaultValue: {
      title: task.title,
      description: task.description ?? '',
      priority: task.priority,
      ownerGroup: task.ownerGroup,
      assigneeId: task.assignee?.id ?? '',
      dueDate: toUsDate(task.dueDate),
      checklist: task.checklist.map((item) => item.label).join('\n'),
    },
  });
  const detail = taskDetailHref(TASK_AREAS.admin, task.id);
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      <Problems problems={choices.problems} />
      <p className="text-sm text-muted-foreground">
        {`${task.taskNumber} · ${task.typeLabel}${task.case ? ` · case ${task.case.caseRecordId}` : ''}${
          task.facility ? ` · ${task.facility.name}` : ''
        }. The type, facility and case stay as the task was created.`}
      </p>
      <div className={GRID}>
        <div className="sm:col-span-2">
          <TextField meta={fields.title} label="Title" />
        </div>
        <div className="sm:col-span-2">
          <TextareaField meta={fields.description} label="Description" />
        </div>
        <SelectField meta={fields.priority} label="Priority" options={ENUM_OPTIONS.taskPriority} />
        <SelectField
          meta={fields.ownerGroup}
          label="Owner group"
          options={ENUM_OPTIONS.ownerGroup}
          description={OWNER_HINT}
        />
        <ComboboxField
          meta={fields.assigneeId}
          label="Assignee"
          options={choices.assignees}
          placeholder="Nobody yet"
          searchPlaceholder="Search by name or email…"
        />
        <DateField meta={fields.dueDate} label="Due date" />
        <div className="sm:col-span-2">
          <TextareaField
            meta={fields.checklist}
            label="Checklist"
            description={`${CHECKLIST_HINT} An item you keep keeps its tick.`}
            rows={4}
          />
        </div>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Actions cancelTo={detail} label="Save task" />
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}
