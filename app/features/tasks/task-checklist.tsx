/**
 * The task's checklist. While the task is open each tick is saved at once (one save at a time: a tick made
 * while one is under way is saved right after it, with the boxes as they are then), and the page says
 * 'Checklist saved.'; without JavaScript a Save checklist button sends the boxes. Every item is required
 * before the task can be completed (the API checks). A finished task shows its checklist read-only.
 */
import { getFormProps, getInputProps } from '@conform-to/react';
import { useActionData, useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { DetailSection } from '~/components/detail';
import { ErrorList, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { useHydrated } from '~/lib/use-hydrated';
import { checklistForm, TASK_DONE, TASK_FORM_IDS } from './schemas';
import type { Task } from './types';

const progress = (task: Task) =>
  `${task.checklist.filter((item) => item.done).length} of ${task.checklist.length} done`;

function ChecklistForm({ task }: { task: Task }) {
  const fetcher = useFetcher<FormReply>();
  const actionData = useActionData<FormReply>();
  const hydrated = useHydrated();
  const [form, fields] = useContractForm(checklistForm, {
    id: TASK_FORM_IDS.checklist,
    reply: fetcher.data ?? actionData,
    defaultValue: { intent: 'checklist', checklist: task.checklist },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const saveAgain = useRef(false);
  const busy = fetcher.state !== 'idle';

  const save = () => {
    if (!formRef.current) return;
    if (busy) saveAgain.current = true;
    else fetcher.submit(formRef.current, { method: 'post' });
  };
  useEffect(() => {
    if (fetcher.state === 'idle' && saveAgain.current && formRef.current) {
      saveAgain.current = false;
      fetcher.submit(formRef.current, { method: 'post' });
    }
  }, [fetcher.state, fetcher]);

  const saved = !busy && fetcher.data && fetcher.data.result.status !== 'error' && !fetcher.data.toast;
  return (
    <fetcher.Form method="post" ref={formRef} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="checklist" />
      <fieldset aria-describedby={`${form.id}-progress`}>
        <legend className="sr-only">Checklist items</legend>
        <ul className="space-y-2">
          {fields.checklist.getFieldList().map((item) => {
            const { label, done } = item.getFieldset();
            const text = String(label.initialValue ?? '');
            const { key, ...checkbox } = getInputProps(done, { type: 'checkbox' });
            return (
              <li key={item.key} className="flex items-start gap-2 text-sm">
                <input type="hidden" name={label.name} value={text} />
                <input
                  key={key}
                  {...checkbox}
                  className="mt-0.5 size-4 shrink-0 rounded border-input accent-primary"
                  onChange={save}
                />
                <label htmlFor={done.id} className="break-words">
                  {text}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {hydrated ? null : (
          <SubmitButton variant="outline" pending={busy}>
            Save checklist
          </SubmitButton>
        )}
        <p id={`${form.id}-progress`} className="text-sm text-muted-foreground">
          {progress(task)}
        </p>
        <p role="status" className="text-sm text-muted-foreground">
          {busy ? 'Saving…' : saved ? TASK_DONE.checklist : ''}
        </p>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
    </fetcher.Form>
  );
}

function ReadOnlyChecklist({ task }: { task: Task }) {
  return (
    <>
      <ul className="space-y-2">
        {task.checklist.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-start gap-2 text-sm">
            <span aria-hidden className={item.done ? 'text-emerald-700' : 'text-muted-foreground'}>
              {item.done ? '✓' : '○'}
            </span>
            <span className="break-words">{item.label}</span>
            <span className="sr-only">{item.done ? '(done)' : '(not done)'}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">{progress(task)}</p>
    </>
  );
}

export function TaskChecklist({ task, canTick }: { task: Task; canTick: boolean }) {
  return (
    <DetailSection title="Checklist" items={[]}>
      {task.checklist.length === 0 ? (
        <p className="text-sm text-muted-foreground">This task has no checklist.</p>
      ) : canTick ? (
        <ChecklistForm task={task} />
      ) : (
        <ReadOnlyChecklist task={task} />
      )}
    </DetailSection>
  );
}
