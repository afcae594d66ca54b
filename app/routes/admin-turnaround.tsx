/** Turnaround (/admin/turnaround, decision 080): the admins' targets per case type and priority, and the
 * holidays the business-day calendar skips. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TurnaroundErrorBoundary, TurnaroundPage } from '~/features/turnaround';
import { loadTurnaround, saveTurnaround } from '~/features/turnaround/turnaround.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-turnaround') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadTurnaround(request);

export const action = ({ request }: ActionFunctionArgs) => saveTurnaround(request);

export default TurnaroundPage;
export const ErrorBoundary = TurnaroundErrorBoundary;
