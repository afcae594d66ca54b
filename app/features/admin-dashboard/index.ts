/** /admin (decision 038): the view; the loader is admin-dashboard.server.ts. */
export { AdminDashboardView } from './admin-dashboard-view';
export { DueTimeTables } from './due-time-tables';
