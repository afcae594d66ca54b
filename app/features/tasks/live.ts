/** How the task lists follow live events (docs/live.md): any task the reader may see, and why a row's
 * action can no longer be done once its task was completed, cancelled or deleted elsewhere. */
import type { LiveListOptions } from '~/features/live';

const NOTICES = {
  Completed: 'This task was completed.',
  Cancelled: 'This task was cancelled.',
} as const;

export function liveTaskList(rowIds: readonly string[]): LiveListOptions {
  return {
    types: ['task.changed'],
    rowIds,
    concerns: (event) => event.type === 'task.changed',
    noticeFor(event, rows) {
      if (event.type !== 'task.changed' || !rows.has(event.data.taskId)) return null;
      const { change, status, taskId } = event.data;
      const text =
        change === 'Deleted'
          ? 'This task was deleted.'
          : status === 'Completed' || status === 'Cancelled'
            ? NOTICES[status]
            : null;
      return text ? { rowId: taskId, text } : null;
    },
  };
}
