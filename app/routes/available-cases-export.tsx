/** Available Cases as CSV or XLSX: the page's current search and sort, every page of it (a download). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CASE_LISTS } from '~/features/cases';
import { exportCaseList } from '~/features/cases/list.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportCaseList(request, CASE_LISTS.available);
