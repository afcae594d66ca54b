/** The admin dashboard (getAdminDashboard): counts and chart figures over live data, admins only. */
import { ok, operation } from '../http/operation';
import { dashboardFigures } from './running-totals';
import { dueClock } from '../cases/turnaround';

export const dashboardHandlers = [
  operation('getAdminDashboard', 'Only admins can see the dashboard.', () =>
    // At the QA clock, as every due state is judged (docs/notifications.md); kept as running totals.
    ok('getAdminDashboard', dashboardFigures(dueClock())),
  ),
];
