/** /Dashboard (decision 031): the view; the loader is dashboard.server.ts. */
export { DashboardView } from './dashboard-view';
export { turnaroundOf, TURNAROUND_WINDOW_DAYS, type Turnaround } from './turnaround';
export { Counts, type DashboardCount } from './count-cards';
