/** Enquiries as CSV or XLSX: the list's current search, filters and sort, every page of it (admins only). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportEnquiryList } from '~/features/enquiries/list.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportEnquiryList(request);
