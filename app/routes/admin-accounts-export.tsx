/** Accounts as CSV or XLSX: the list's current search, filters and sort, every page of it (admins only). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportAccountList } from '~/features/accounts/list.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportAccountList(request);
