/**
 * Who may open an area's pages, decided from the session's role before anything is read: an area's own roles
 * stay; another role that has tasks is sent to the same page of its own area (a provider opening
 * /tasks-list lands on /task, a facility user opening /provider/tasks-detail/T on /facility/tasks-detail/T, an
 * admin on the admins' /tasks and /task-detail/T); a role without tasks gets a 403 page.
 */
import { data, redirect } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import type { SessionUser } from '~/session.server';
import { areaForRole, TASK_ACCESS_MESSAGE, taskDetailHref, type TaskArea } from './areas';

export async function requireTaskArea(
  request: Request,
  area: TaskArea,
  taskId?: string,
): Promise<SessionUser> {
  const user = await requireUser(request);
  if (area.admits(user.role)) return user;
  const own = areaForRole(user.role);
  if (!own) throw data(TASK_ACCESS_MESSAGE, { status: 403 });
  const search = new URL(request.url).search;
  throw redirect(taskId === undefined ? `${own.listPath}${search}` : taskDetailHref(own, taskId));
}
