/** The admin's own actions on a task's page (decision 035): Edit while it is open, Reopen once it is finished. */
import { Link } from '@remix-run/react';
import { ConfirmDialog } from '~/components/detail';
import { Button } from '~/components/ui/button';
import type { Task } from '~/features/tasks';

export const editTaskHref = (taskId: string) => `/edit-task/${encodeURIComponent(taskId)}`;

export function AdminTaskActions({ task }: { task: Task }) {
  const open = task.status === 'Open' || task.status === 'InProgress';
  if (open) {
    return (
      <Button asChild variant="outline">
        <Link to={editTaskHref(task.id)}>Edit task</Link>
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Reopen task</Button>}
      title={`Reopen task ${task.taskNumber}?`}
      description="The task goes back to Open: it can be worked on, edited and commented on again."
      confirmLabel="Reopen task"
      cancelLabel="Keep it closed"
      submit={{ method: 'post', fields: { intent: 'reopen' } }}
    />
  );
}

/** The list page's main action. */
export function CreateTaskLink() {
  return (
    <Button asChild>
      <Link to="/create-task">Create task</Link>
    </Button>
  );
}
