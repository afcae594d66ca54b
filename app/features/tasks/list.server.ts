/** A task list page's loader: who is asking, which list state the URL asks for, one page from the API. */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { loadList } from '~/components/data-table/list.server';
import type { SessionUser } from '~/session.server';
import { requireTaskArea } from './access.server';
import type { TaskArea } from './areas';
import { taskListQuery, type TaskListState } from './list-query';

/** One page of the caller's tasks: the URL's state plus the area's own filter. */
function taskPage(request: Request, user: SessionUser, area: TaskArea) {
  return async (state: TaskListState) => {
    const query = taskListQuery.toApiQuery(state, area.filter);
    return (await unwrap(api(user.token).GET('/api/tasks', { params: { query }, signal: request.signal })))
      .data;
  };
}

export async function loadTaskList(request: Request, area: TaskArea) {
  const user = await requireTaskArea(request, area);
  return loadList(request, {
    query: taskListQuery,
    fetchPage: taskPage(request, user, area),
    describeError: async (error) => {
      // A revoked token, or a 401 once the expiry has passed, ends the session; any other failure is shown.
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
}
