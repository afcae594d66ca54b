/** Where a case's slides open: the standalone viewer (spec 2.8) reads the case id from the query. */
export function viewerHref(caseId: string): string {
  return `/viewer?caseId=${encodeURIComponent(caseId)}`;
}
