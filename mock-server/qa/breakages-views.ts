/**
 * Breakages of what a role may see in a list (role_view_kept, x-role-view): the list answers 200 whoever asks, as
 * it should, but with items of another role's view. A status check cannot see them; the items can.
 */
import { isFacilityRole, isProviderRole } from '../../contracts';
import { sessionUser, someSessionToken, type Breakage } from './breakage-hook';

/** The request answered as an admin's (every item) when the caller's role is one `widened` picks. */
function asAdminFor(widened: (role: string) => boolean) {
  return (r: { headers: Record<string, string | undefined> }) => {
    const user = sessionUser(r.headers.authorization);
    const admin = someSessionToken('Admin');
    if (user && widened(user.role) && admin) r.headers.authorization = `Bearer ${admin}`;
  };
}

export const VIEW_BREAKAGES: Breakage[] = [
  {
    name: 'case-list-all-facilities',
    breaks: "listCases answers a facility user every facility's cases, not only its own facility's",
    check: 'role_view_kept',
    operations: ['listCases'],
    effects: () => [{ operationId: 'listCases', request: asAdminFor(isFacilityRole) }],
  },
  {
    name: 'task-list-provider-sees-all',
    breaks: 'listTasks answers a Provider every task, not only the tasks assigned to them',
    check: 'role_view_kept',
    operations: ['listTasks'],
    effects: () => [{ operationId: 'listTasks', request: asAdminFor(isProviderRole) }],
  },
];
