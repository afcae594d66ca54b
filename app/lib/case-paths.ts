/**
 * Where each page of a case lives, its final report's too. Below the features, since many link to a case (the
 * viewer's header, the notices, the reading workspace), and a module of its own, with nothing else in it, so that
 * a page needing only a link does not load the case labels and, through them, the contract's schemas (decision
 * 060): a feature's index would bring the whole feature into the viewer's chunks.
 */
export const casePaths = {
  details: (caseId: string) => `/case-details/${encodeURIComponent(caseId)}`,
  edit: (caseId: string) => `/upload-project?caseId=${encodeURIComponent(caseId)}`,
  review: (caseId: string) => `/review-project?caseId=${encodeURIComponent(caseId)}`,
  attachment: (caseId: string, attachmentId: string) =>
    `/case-details/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`,
  sendOutList: '/send-out-cases',
  /** The reading workspace: the slides beside the report a provider writes (the URL is the specification's). */
  reading: (caseId: string) => `/pathologist/pd-case-view/${encodeURIComponent(caseId)}`,
  /** The admin's case page (decision 035), and the same page with its assign dialog open. */
  admin: (caseId: string) => `/case/${encodeURIComponent(caseId)}`,
  assign: (caseId: string) => `/case/${encodeURIComponent(caseId)}?assign=1`,
} as const;

/** Where a case's final report lives: its page and its PDF, at a version. */
export const reportPaths = {
  page: (caseId: string, version?: number) =>
    `/final-report/${encodeURIComponent(caseId)}${version ? `?version=${version}` : ''}`,
  pdf: (caseId: string, version: number, timeZone?: string) => {
    const query = new URLSearchParams({ version: String(version) });
    if (timeZone) query.set('tz', timeZone);
    return `/final-report/${encodeURIComponent(caseId)}/pdf?${query}`;
  },
} as const;
