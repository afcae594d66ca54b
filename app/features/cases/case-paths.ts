/**
 * Where each page of a case lives. A module of its own, with nothing else in it, so that a page needing only a
 * link (the viewer's header) does not load the case labels and, through them, the contract's schemas
 * (decision 060).
 */
export const casePaths = {
  details: (caseId: string) => `/case-details/${encodeURIComponent(caseId)}`,
  edit: (caseId: string) => `/upload-project?caseId=${encodeURIComponent(caseId)}`,
  review: (caseId: string) => `/review-project?caseId=${encodeURIComponent(caseId)}`,
  attachment: (caseId: string, attachmentId: string) =>
    `/case-details/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`,
  sendOutList: '/send-out-cases',
  /** The admin's case page (decision 035), and the same page with its assign dialog open. */
  admin: (caseId: string) => `/case/${encodeURIComponent(caseId)}`,
  assign: (caseId: string) => `/case/${encodeURIComponent(caseId)}?assign=1`,
} as const;
