/**
 * What a blinded reviewer may see (docs/quality.md "What a blinded reviewer may see"): while a
 * provider's sampled QA review of a case is blinded (`blindingPhase` in ./quality.ts is not null), nothing they
 * can reach may name or single out who signed the case out. One table says, for every operation the Provider
 * role may call, how it keeps that:
 *
 * - `answered`: its answer holds nothing about a case under review's signer (reference data, one's own account,
 *   one's own cases and tasks: a signed-out case is never in a reviewer's lists);
 * - `withheld`: answered, with the signer withheld by its handler (the case, its annotations, notices about it);
 * - `refused`: refused (403, `BLINDED_TEXT.consults`) for the case its path names, until the review is graded —
 *   a case's consults name who took part, and their candidates single out who reads the case.
 *
 * `contracts/blinded-view.test.ts` keeps the table equal to the contract's Provider operations; the mock's
 * `quality/blinded-view.test.ts` calls each one as a blinded reviewer and finds the signer in no answer.
 */
import type { OperationId } from './generated/operations.gen';

export type BlindedAnswer = 'answered' | 'withheld' | 'refused';

export const BLINDED_TEXT = {
  consults: (recordId: string) =>
    `Consults on case ${recordId} are shown once you have graded your blinded QA review of it.`,
  notice: (recordId: string) =>
    `This notice about case ${recordId} is shown once you have graded your blinded QA review of it.`,
} as const;

const answered = 'answered' as const;
const withheld = 'withheld' as const;
const refused = 'refused' as const;

/** Every operation a provider may call, and how it answers a blinded reviewer. */
export const BLINDED_VIEW = {
  // Signing in and one's own account
  login: answered,
  logout: answered,
  getCurrentUser: answered,
  getUser: answered,
  updateUser: answered,
  requestEmailVerification: answered,
  verifyEmailCode: answered,
  setPasswordWithCode: answered,
  resetPassword: answered,
  changePassword: answered,
  getMyProviderProfile: answered,
  updateMyProviderProfile: answered,
  getAssignmentProfile: answered,
  updateAssignmentProfile: answered,
  getNotificationPreferences: answered,
  updateNotificationPreferences: answered,
  registerProvider: answered,
  registerFacility: answered,
  registerOther: answered,
  getProviderRegistration: answered,
  updateProviderRegistration: answered,
  uploadRegistrationDocument: answered,
  downloadRegistrationDocument: answered,
  createSupportRequest: answered,
  createEnquiry: answered,
  getBanner: answered,
  // Reference data
  listCountries: answered,
  listUsStates: answered,
  listCanadianProvinces: answered,
  listInsurancePayers: answered,
  listSubspecialties: answered,
  listSpecialStains: answered,
  listIhcMarkers: answered,
  listSynopticTemplates: answered,
  listSlideOrderOptions: answered,
  getFileRules: answered,
  getEnumerations: answered,
  // One's own cases (a signed-out case under review is never in a reviewer's lists, nor theirs to change)
  listCases: answered,
  pickUpCase: answered,
  releaseCase: answered,
  signOutCase: answered,
  saveReportDraft: answered,
  addReportAddendum: answered,
  updateCasePrimaryDiagnosis: answered,
  updateCaseClinicalInfo: answered,
  // The case under review: read with the signer withheld
  getCase: withheld,
  getCaseRelations: answered,
  listCaseAttachments: answered,
  downloadCaseAttachment: answered,
  listSlideAnnotations: withheld,
  saveSlideAnnotations: answered,
  getSlideRegion: answered,
  // Refused (403) with the report page's own sentence: the refusal names nobody.
  getReportPdf: answered,
  getSlideDownloadLink: answered,
  getSlideFile: answered,
  getSlideThumbnail: answered,
  getSlidePreview: answered,
  getDeepZoomDescriptor: answered,
  getDeepZoomTile: answered,
  // The archive's own DICOM of the slide: the hospital's record of the specimen, never the signer.
  getDicomwebSeriesMetadata: answered,
  searchDicomwebInstances: answered,
  getDicomwebFrames: answered,
  getDicomwebRendered: answered,
  // One's own tasks, the QA task among them (it names the case, never the signer)
  listTasks: answered,
  getTask: answered,
  updateTask: answered,
  startTask: answered,
  completeTask: answered,
  addTaskComment: answered,
  uploadTaskDocument: answered,
  downloadTaskDocument: answered,
  recordQaBlindRead: answered,
  submitQaReview: answered,
  // Notices: one about the case under review is shown without its message (it may name a colleague)
  listMyNotifications: withheld,
  markNotificationRead: withheld,
  markAllNotificationsRead: answered,
  streamMyEvents: withheld,
  // Consults on the case under review
  listCaseConsults: refused,
  startConsult: refused,
  listConsultCandidates: refused,
  getConsult: refused,
  inviteToConsult: refused,
  joinConsult: refused,
  leaveConsult: refused,
  requestConsultLead: refused,
  handOverConsult: refused,
  listConsultEvents: refused,
  appendConsultEvents: refused,
  sendConsultLiveView: refused,
} as const satisfies Partial<Record<OperationId, BlindedAnswer>>;

export type ProviderOperationId = keyof typeof BLINDED_VIEW;

/** How the operation answers a blinded reviewer (operations a provider may not call: refused by their role). */
export const blindedAnswerOf = (operationId: string): BlindedAnswer | null =>
  (BLINDED_VIEW as Record<string, BlindedAnswer>)[operationId] ?? null;

/** A notice with its message withheld from a blinded reader, unless it is their own review's (it never names). */
export function blindedNotice<N extends { kind: string; message: string; caseRecordId: string | null }>(
  notice: N,
): N {
  if (notice.kind === 'QaReviewAssigned') return notice;
  return { ...notice, message: BLINDED_TEXT.notice(notice.caseRecordId ?? '') };
}
