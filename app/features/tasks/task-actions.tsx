/**
 * The task's actions by state (permissions.ts): Start (a plain post, nothing to confirm), Complete (confirmed,
 * with an optional resolution) and Cancel (confirmed, destructive). The API decides; a refusal is a toast in
 * its own words and the page shows the task as it now is.
 */
import { useFetcher } from '@remix-run/react';
import { useId } from 'react';
import { ConfirmDialog } from '~/components/detail';
import { CONTROL_CLASS, SubmitButton, type FormReply } from '~/components/form';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { useReplyToast } from './reply-toast';
import { RESOLUTION_MAX_LENGTH, TASK_FORM_IDS } from './schemas';
import type { Task } from './types';

/**
 * The answers of Start, Complete and Cancel, read by the page: each success removes its own button (and
 * dialog), so the toast is said from here. Render once per page.
 */
export function useLifecycleToasts() {
  useReplyToast(useFetcher<FormReply>({ key: TASK_FORM_IDS.start }).data);
  useReplyToast(useFetcher<FormReply>({ key: TASK_FORM_IDS.complete }).data);
  useReplyToast(useFetcher<FormReply>({ key: TASK_FORM_IDS.cancel }).data);
}

export function StartTaskButton() {
  const fetcher = useFetcher<FormReply>({ key: TASK_FORM_IDS.start });
  return (
    <fetcher.Form method="post" id={TASK_FORM_IDS.start}>
      <input type="hidden" name="intent" value="start" />
      <SubmitButton variant="outline" pending={fetcher.state !== 'idle'} className="w-full sm:w-auto">
        Start task
      </SubmitButton>
    </fetcher.Form>
  );
}

function ResolutionField({ hint }: { hint: string }) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Resolution (optional)</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <textarea
        id={id}
        name="resolution"
        rows={3}
        maxLength={RESOLUTION_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        className={CONTROL_CLASS}
      />
    </>
  );
}

const unticked = (task: Task) => task.checklist.filter((item) => !item.done).length;

export function CompleteTaskDialog({ task }: { task: Task }) {
  const left = unticked(task);
  return (
    <ConfirmDialog<FormReply>
      trigger={<Button>Complete task</Button>}
      title={`Complete task ${task.taskNumber}?`}
      description={
        left > 0
          ? `${left} checklist ${left === 1 ? 'item is' : 'items are'} not ticked yet: every item must be ticked before the task can be completed.`
          : 'The task is marked Completed and can no longer be changed or commented on.'
      }
      confirmLabel="Complete task"
      cancelLabel="Not yet"
      submit={{ method: 'post', fields: { intent: 'complete' }, fetcherKey: TASK_FORM_IDS.complete }}
    >
      <ResolutionField hint="What was done, for whoever reads the task later." />
    </ConfirmDialog>
  );
}

export function CancelTaskDialog({ task }: { task: Task }) {
  return (
    <ConfirmDialog<FormReply>
      trigger={<Button variant="outline">Cancel task</Button>}
      title={`Cancel task ${task.taskNumber}?`}
      description="The task is marked Cancelled and can no longer be worked on. Only an admin can reopen it."
      confirmLabel="Cancel task"
      cancelLabel="Keep task"
      destructive
      submit={{ method: 'post', fields: { intent: 'cancel' }, fetcherKey: TASK_FORM_IDS.cancel }}
    >
      <ResolutionField hint="Why the task is no longer needed." />
    </ConfirmDialog>
  );
}
