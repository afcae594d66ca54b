/**
 * Create Task and Edit Task (decision 035): one form over the contract's TaskInput / TaskUpdateInput. The type
 * (General, QA, Onboarding) is chosen when the task is created and decides what else it asks: a QA task the
 * signed-out case it reviews, a general task the facility when Facility or Both own it. The assignee is any
 * active user (providers, facility users, staff), searchable. The checklist is one item a line.
 */
import { getFormProps, type FormMetadata } from '@conform-to/react';
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
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
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

type TaskFields = ReturnType<typeof useContractForm<typeof editTaskForm>>[1];

/** What both forms hold: the problems of the choices, the fields, the errors, Cancel and the submit button. */
function TaskFormFrame<Schema extends Record<string, unknown>>({
  form,
  problems,
  cancelTo,
  label,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  problems: string[];
  cancelTo: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      {problems.length ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive"
        >
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {children}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <SubmitButton>{label}</SubmitButton>
      </div>
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}

/**
 * The fields every task has, in the order both forms show them; `links` are the create form's facility or case
 * (after the assignee), `assigneeHint` says who may be assigned a task of the chosen type.
 */
function CommonTaskFields({
  fields,
  choices,
  assigneeHint,
  checklistHint = CHECKLIST_HINT,
  links,
}: {
  fields: Pick<
    TaskFields,
    'title' | 'description' | 'priority' | 'ownerGroup' | 'assigneeId' | 'dueDate' | 'checklist'
  >;
  choices: TaskFormChoices;
  assigneeHint?: string;
  checklistHint?: string;
  links?: React.ReactNode;
}) {
  return (
    <>
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
        description={assigneeHint}
      />
      {links}
      <DateField meta={fields.dueDate} label="Due date" />
      <div className="sm:col-span-2">
        <TextareaField meta={fields.checklist} label="Checklist" description={checklistHint} rows={4} />
      </div>
    </>
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
    <TaskFormFrame
      form={form}
      problems={choices.problems}
      cancelTo={TASK_AREAS.admin.listPath}
      label="Create task"
    >
      <div className={GRID}>
        <div className="sm:col-span-2">
          <SelectField meta={fields.type} label="Type" options={TYPE_OPTIONS} placeholder="Choose a type…" />
        </div>
        <CommonTaskFields
          fields={fields}
          choices={choices}
          assigneeHint={type === '1' ? undefined : 'An active provider.'}
          links={
            type === '1' ? (
              <ComboboxField
                meta={fields.facilityId}
                label="Facility"
                options={choices.facilities}
                placeholder="No facility"
                searchPlaceholder="Search facilities…"
                description="Needed when Facility or Both own the task."
              />
            ) : type === '2' ? (
              <ComboboxField
                meta={fields.caseId}
                label="Case to review"
                options={choices.cases}
                placeholder="Choose a signed-out case"
                searchPlaceholder="Search by case record ID…"
                required
              />
            ) : null
          }
        />
      </div>
    </TaskFormFrame>
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
  return (
    <TaskFormFrame
      form={form}
      problems={choices.problems}
      cancelTo={taskDetailHref(TASK_AREAS.admin, task.id)}
      label="Save task"
    >
      <p className="text-sm text-muted-foreground">
        {`${task.taskNumber} · ${task.typeLabel}${task.case ? ` · case ${task.case.caseRecordId}` : ''}${
          task.facility ? ` · ${task.facility.name}` : ''
        }. The type, facility and case stay as the task was created.`}
      </p>
      <div className={GRID}>
        <CommonTaskFields
          fields={fields}
          choices={choices}
          checklistHint={`${CHECKLIST_HINT} An item you keep keeps its tick.`}
        />
      </div>
    </TaskFormFrame>
  );
}
