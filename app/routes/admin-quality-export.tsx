/** One list of /admin/quality as CSV or XLSX, over the page's period (admins only). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportQualityList } from '~/features/quality/quality.server';

export const loader = ({ request }: LoaderFunctionArgs) => exportQualityList(request);
