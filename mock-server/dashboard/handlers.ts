/** The admin dashboard (getAdminDashboard): counts and chart figures over live data, admins only. */
import { fail, ok, operation } from '../http/operation';
import { db } from '../store/db';
import { isAdmin } from '../users/access';
import { dashboardCounts } from './counts';

export const dashboardHandlers = [
  operation('getAdminDashboard', ({ auth }) => {
    if (!isAdmin(auth.user)) return fail(403, 'Only admins can see the dashboard.');
    return ok('getAdminDashboard', dashboardCounts(db, new Date().toISOString()));
  }),
];
