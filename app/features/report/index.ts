/** The final report feature's public entry (browser-safe); loaders and actions are in the *.server.ts modules. */
export { FinalReportView } from './final-report-view';
export {
  AMENDED_LABEL,
  reportPaths,
  reportVersions,
  reportAtVersion,
  reportFileName,
} from './report-document';
export type { ReportPageData } from './report.server';
