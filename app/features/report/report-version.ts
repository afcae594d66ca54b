/** The version of a final report a page's URL asks for (the report's model is the contract's: decision 136). */
import type { FinalReport } from '../../../contracts/report-document';

/** `?version=N` when N is one of the report's versions; otherwise the current version. */
export function versionFromUrl(url: URL, report: FinalReport): number {
  const raw = url.searchParams.get('version');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return report.version;
  const version = Number(raw);
  return version >= 1 && version <= report.version ? version : report.version;
}
