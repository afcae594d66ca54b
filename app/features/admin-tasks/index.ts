/**
 * The admin's own task screens (decision 035): Create Task, Edit Task and the admin's actions on a task's page
 * (Edit, Reopen). The list and the task page are the tasks feature's admin area (app/features/tasks/areas.ts);
 * loaders and actions in task-form.server.ts.
 */
export { CreateTaskFormView, EditTaskFormView, type TaskFormChoices } from './task-form';
export { AdminTaskActions, CreateTaskLink, editTaskHref } from './task-admin-actions';
