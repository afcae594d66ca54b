/** The turnaround settings feature (/admin/turnaround, decision 080); the loader and action are in
 * turnaround.server.ts. */
export { TurnaroundErrorBoundary, TurnaroundPage } from './turnaround-page';
