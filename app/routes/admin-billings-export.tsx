/** Billing records as CSV or XLSX: the list's current search, filters and sort, every page of it (admins only). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportBillingList } from '~/features/billing/list.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportBillingList(request);
