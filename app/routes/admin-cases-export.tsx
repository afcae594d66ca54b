/** Cases as CSV or XLSX: the admin list's current filter, search and sort, every page of it (a download). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportAdminCaseList } from '~/features/cases/admin-cases.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportAdminCaseList(request);
