/** GET /final-report/:caseId/pdf?version=N&tz=Zone: the final report as a PDF download. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadReportPdf } from '~/features/report/report-download.server';

export const loader = ({ request, params }: LoaderFunctionArgs) => downloadReportPdf(request, params);
