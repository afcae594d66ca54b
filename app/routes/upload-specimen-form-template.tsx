/** The specimen spreadsheet's template (XLSX) as a download, admins only (decision 040). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { templateDownload } from '~/features/specimen-import/import.server';

export const loader = ({ request }: LoaderFunctionArgs) => templateDownload(request);
