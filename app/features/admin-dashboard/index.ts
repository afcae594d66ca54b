/** /admin (decision 038): the view; the loader is admin-dashboard.server.ts. */
export { AdminDashboardView } from './admin-dashboard-view';
export { CaseTypeFigures, DueTimeTables, OnTimeTable } from './due-time-tables';
