/** The admin dashboard (getAdminDashboard): counts and chart figures over live data, admins only. */
import { ok, operation } from '../http/operation';
import { db } from '../store/db';
import { dashboardCounts } from './counts';
import { dueClock } from '../cases/turnaround';

export const dashboardHandlers = [
  operation('getAdminDashboard', 'Only admins can see the dashboard.', () => {
    // At the QA clock, as every due state is judged (docs/notifications.md).
    const clock = dueClock();
    return ok('getAdminDashboard', dashboardCounts(db, clock.now.toISOString(), clock));
  }),
];
