/** The Audit Trail as CSV or XLSX: the list's current filters, every page of it (admins only). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportAuditList } from '~/features/audit/list.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportAuditList(request);
