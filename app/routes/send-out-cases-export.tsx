/** Send-Out Cases as CSV or XLSX: the page's current filter, search and sort, every page of it (a download). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { FACILITY_CASE_LISTS } from '~/features/cases';
import { exportFacilityCaseList } from '~/features/cases/facility-lists.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  exportFacilityCaseList(request, FACILITY_CASE_LISTS.sendOut);
