/**
 * The report's pages in the app: their paths and the version a URL asks for. The document model itself is the
 * contract's (contracts/report-document.ts), shared with the backend that renders the PDF (decision 136).
 */
import type { FinalReport } from '../../../contracts/report-document';
export { reportAtVersion } from '../../../contracts';

export {
  AMENDED_LABEL,
  REPORT_SECTIONS,
  SYNOPTIC_SECTION,
  adderLine,
  hasSynoptic,
  reportDocument,
  reportFileName,
  reportSigner,
  reportVersions,
  synopticAt,
  type FinalReport,
  type ReportAddendum,
  type ReportDocument,
  type ReportDocumentAddendum,
  type ReportSectionTitle,
  type ReportSigner,
  type ReportSpecimen,
  type ReportSynoptic,
  type SignerCredentials,
} from '../../../contracts/report-document';

/** `?version=N` when N is one of the report's versions; otherwise the current version. */
export function versionFromUrl(url: URL, report: FinalReport): number {
  const raw = url.searchParams.get('version');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return report.version;
  const version = Number(raw);
  return version >= 1 && version <= report.version ? version : report.version;
}

export { reportPaths } from '~/lib/case-paths';
