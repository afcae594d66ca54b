/** The final report feature's public entry (browser-safe); loaders and actions are in the *.server.ts modules. */
export { FinalReportView, finalReportHeading, reportPageRecordId } from './final-report-view';
export { reportPaths } from '~/lib/case-paths';
export { AMENDED_LABEL, reportVersions, reportFileName } from '../../../contracts/report-document';
export { reportAtVersion } from '../../../contracts';
export type { ReportPageData } from './report.server';
