/** The app's page of a case for a reader, as the escalation e-mails link to it (app/features/cases/case-paths.ts). */
export const casePaths = {
  details: (caseId: string) => `/case-details/${encodeURIComponent(caseId)}`,
  admin: (caseId: string) => `/case/${encodeURIComponent(caseId)}`,
} as const;
