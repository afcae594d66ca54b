/**
 * The audit trail's one rule (decision 082, docs/audit.md): an answered operation → zero or one record. Pure: the
 * hook (./recorder.ts) gathers what it needs (who, the status, the facts it read) and stores what this returns.
 *
 * - Which operations are recorded, as what, is the table below; any other operation records nothing (lists,
 *   reference data, the caller's own profile reads, slide tiles and files).
 * - The outcome follows the status: 2xx Succeeded; 401, 403 and 404 Denied (a case one may not see answers 404
 *   as often as 403); anything else Failed. A login refused for its credentials (401, 403, 423, 429) is Denied.
 * - A change only an admin may make is AdminChange whoever tried; a change admins share with others
 *   (a user's own profile, a task) is AdminChange only when an admin made it.
 * - A live consult's operations name the consult as the target and say in the detail what was done, to whom,
 *   refused or not (consultDetail).
 */
import type { components, OperationId } from '../../contracts';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditAction = AuditEvent['action'];
export type AuditActor = NonNullable<AuditEvent['actor']>;
export type AuditTargetType = AuditEvent['target']['type'];
/** A record before the store gives it an id. */
export type AuditDraft = Omit<AuditEvent, 'id'>;

/** What the hook knows of one answered operation. */
export interface AnsweredOperation {
  operationId: OperationId;
  /** The path's values by the template's names. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query's values (first of each name). */
  query: Readonly<Record<string, string | undefined>>;
  status: number;
  /** The signed-in caller (before the operation ran: a logout still knows who), or the account a login named. */
  actor: AuditActor | null;
  /** The e-mail a public operation (login, password by code) was sent with. */
  attemptedEmail: string | null;
  at: string;
  clientAddress: string;
  /** Read from the answer by the hook: a created thing's id, whether a case came with its report, a count. */
  facts?: {
    createdId?: string | null;
    withReport?: boolean;
    caseRecordId?: string | null;
    count?: number;
    /** A note the answer's effects add (sampled QA: the QA task a sign-out drew, a grade and its follow-up). */
    note?: string | null;
    /** The person a consult operation names: who is invited, who the lead is handed to, who leads after a leave. */
    person?: NamedPerson | null;
    /** The consult ended with this operation (the last one out left). */
    ended?: boolean;
    /** A send-out the assignment rules gave a provider at once: recorded as CaseAssigned (the note says why). */
    assignedByRules?: boolean;
  };
}

/** A person as a record's detail names them: their name as the actor's is written, and their id. */
export interface NamedPerson {
  userId: string;
  /** Null when no such user is known (an invitation of an id that names nobody). */
  name: string | null;
}

/** A user's name as the trail writes it (the actor's, a consult's invitee). */
export const personName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

interface Rule {
  action: AuditAction;
  target: AuditTargetType;
  /** The path parameter naming the target (none: the created id, or null). */
  id?: string;
  /** A fixed detail for a success. */
  detail?: string;
  /** Only admins' calls are recorded (a change admins share with others). */
  adminsOnly?: boolean;
  /** Only refusals are recorded (a read whose success shows nothing of the patient). */
  refusalsOnly?: boolean;
  /** A consult's: the detail says what was done and to whom, refused or not (consultDetail). */
  consult?: boolean;
}

const onCase = (action: AuditAction, detail?: string): Rule => ({
  action,
  target: 'Case',
  id: 'caseId',
  detail,
});
/** A consult's operation: its target is the consult the path names (none: the one started, or a list). */
const onConsult = (
  action: AuditAction,
  id: 'consultId' | null = 'consultId',
  more: Partial<Rule> = {},
): Rule => ({
  action,
  target: 'Consult',
  id: id ?? undefined,
  consult: true,
  ...more,
});
const onInterface = (detail: string, id?: string): Rule => ({
  action: 'InterfaceChanged',
  target: 'Interface',
  id,
  detail,
});
const admin = (target: AuditTargetType, id?: string, adminsOnly = false): Rule => ({
  action: 'AdminChange',
  target,
  id,
  adminsOnly,
});

function unrecorded(reasons: Record<string, OperationId[]>): Partial<Record<OperationId, string>> {
  return Object.fromEntries(Object.entries(reasons).flatMap(([why, ids]) => ids.map((id) => [id, why])));
}

/** Every recorded operation. Keys are checked against the contract's operations at compile time. */
export const AUDITED: Partial<Record<OperationId, Rule>> = {
  login: { action: 'LoginSucceeded', target: 'Session' },
  logout: { action: 'Logout', target: 'Session' },
  changePassword: { action: 'PasswordChanged', target: 'User' },
  resetPassword: { action: 'PasswordChanged', target: 'User' },
  setPasswordWithCode: { action: 'PasswordChanged', target: 'User', detail: 'With an e-mailed code' },

  getCase: onCase('CaseViewed'),
  createCase: { action: 'CaseCreated', target: 'Case' },
  importCases: { action: 'CasesImported', target: 'Case' },
  updateCase: onCase('CaseChanged', 'Case details'),
  updateCasePrimaryDiagnosis: onCase('CaseChanged', 'Primary diagnosis'),
  updateCaseClinicalInfo: onCase('CaseChanged', 'Clinical information'),
  updateCaseBillingComponent: onCase('CaseChanged', 'Billing component'),
  updateCaseRelations: onCase('CaseChanged', 'Case relations'),
  sendOutCase: onCase('CaseStatusChanged', 'Sent out'),
  pickUpCase: onCase('CaseStatusChanged', 'Picked up'),
  releaseCase: onCase('CaseStatusChanged', 'Released'),
  cancelCase: onCase('CaseStatusChanged', 'Cancelled'),
  assignCase: onCase('CaseAssigned'),
  signOutCase: onCase('CaseSignedOut'),
  recordQaBlindRead: { action: 'QaBlindReadRecorded', target: 'Task', id: 'taskId' },
  submitQaReview: { action: 'QaReviewGraded', target: 'Task', id: 'taskId' },
  saveReportDraft: { action: 'ReportSaved', target: 'Report', id: 'caseId', detail: 'Draft' },
  addReportAddendum: { action: 'AddendumAdded', target: 'Report', id: 'caseId' },

  // The viewer reads a slide's annotations when it shows the slide (links come in batches ahead of it, tiles
  // by the hundred): that read is the slide's opening, kept once per session (dedupeKeyOf).
  listSlideAnnotations: { action: 'SlideOpened', target: 'Slide', id: 'imageId' },
  uploadSubsectionImage: { action: 'SlideAdded', target: 'Slide' },
  createSlideUpload: { action: 'SlideAdded', target: 'Slide', detail: 'Resumable upload started' },
  attachArchiveSeries: { action: 'SlideAdded', target: 'Slide', detail: 'From the image archive' },
  retrySlideArchiveStore: {
    action: 'SlideAdded',
    target: 'Slide',
    id: 'imageId',
    detail: 'Store in the image archive tried again',
  },
  saveSlideAnnotations: { action: 'AnnotationChanged', target: 'Annotation', id: 'imageId' },
  downloadCaseAttachment: { action: 'AttachmentDownloaded', target: 'Attachment', id: 'attachmentId' },
  getReportPdf: { action: 'ReportViewed', target: 'Report', id: 'caseId', detail: 'PDF' },
  uploadCaseAttachment: { action: 'AttachmentAdded', target: 'Attachment' },
  deleteCaseAttachment: { action: 'AttachmentDeleted', target: 'Attachment', id: 'attachmentId' },

  // A live consult (docs/consult.md): every change of who is in it and who leads. Its reads (the viewer polls
  // them; a follower fills gaps from the log) and the leader's steps (a request per animation frame during a
  // drag) are kept once per consult and session (dedupeKeyOf). The candidates list shows who may see the case,
  // not the patient: only its refusals are recorded (someone without the case asking).
  listCaseConsults: onConsult('ConsultViewed', null),
  startConsult: onConsult('ConsultStarted', null),
  listConsultCandidates: onConsult('ConsultViewed', null, { refusalsOnly: true }),
  getConsult: onConsult('ConsultViewed'),
  inviteToConsult: onConsult('ConsultInvited'),
  joinConsult: onConsult('ConsultJoined'),
  leaveConsult: onConsult('ConsultLeft'),
  requestConsultLead: onConsult('ConsultLeadChanged'),
  handOverConsult: onConsult('ConsultLeadChanged'),
  listConsultEvents: onConsult('ConsultViewed'),
  appendConsultEvents: onConsult('ConsultStepsShared'),
  // The leader's live view (twenty a second during a drag, decision 109): a share of the steps, kept once too.
  sendConsultLiveView: onConsult('ConsultStepsShared'),

  createUser: admin('User', undefined, true),
  updateUser: admin('User', 'userId', true),
  changeUserStatus: admin('User', 'userId'),
  createAccount: admin('Account'),
  updateAccount: admin('Account', 'accountId', true),
  requestFacilityAccountChanges: admin('Account', 'accountId'),
  createGroup: admin('Group'),
  updateGroup: admin('Group', 'groupId'),
  deleteGroup: admin('Group', 'groupId'),
  resolveSupportRequest: admin('SupportRequest', 'supportRequestId'),
  setBanner: admin('Banner'),
  clearBanner: admin('Banner'),
  updateTurnaroundSettings: admin('TurnaroundSettings'),
  updateQualitySettings: admin('QualitySettings'),
  createTask: admin('Task', undefined, true),
  updateTask: admin('Task', 'taskId', true),
  cancelTask: admin('Task', 'taskId', true),
  reopenTask: admin('Task', 'taskId'),
  createBillingRecord: admin('BillingRecord'),
  updateBillingRecord: admin('BillingRecord', 'billingId'),
  updateEnquiry: admin('Enquiry', 'enquiryId'),
  addEnquiryNote: admin('Enquiry', 'enquiryId'),
  updateProviderRegistration: admin('Registration', 'registrationId', true),
  updateFacilityRegistration: admin('Registration', 'registrationId', true),
  updateOtherRegistration: admin('Registration', 'registrationId'),
  updateAssignmentSettings: admin('AssignmentSettings'),
  updateAssignmentProfile: admin('User', 'userId', true),

  // A facility's interfaces: where its patients' results go, and who may connect to take them.
  updateMyFacilityInterfaces: onInterface('HL7 and FHIR settings'),
  sendInterfaceTestMessage: onInterface('Test message sent'),
  testDicomWebEndpoint: onInterface('DICOMweb endpoint tested'),
  rotateFhirCredential: onInterface('FHIR credential rotated'),
  registerBackendServiceClient: onInterface('Backend client registered'),
  removeBackendServiceClient: onInterface('Backend client removed', 'clientId'),
  retryDelivery: { action: 'InterfaceChanged', target: 'Delivery', id: 'deliveryId', detail: 'Sent again' },
};

/**
 * Every operation that records nothing, and why (docs/audit.md "Not recorded"). With AUDITED it names every
 * operation of the contract once (rules.test.ts): a new operation is recorded, or says here why not.
 */
export const NOT_RECORDED: Partial<Record<OperationId, string>> = unrecorded({
  "a search of the facility's own image archive: nothing PathBridge keeps is read; a series taken from it is recorded (attachArchiveSeries)":
    ['searchImageArchive'],
  'a list or a summary: what is opened from it is recorded (decision 082)': [
    'listCases',
    'listAssignmentCandidates',
    'listUsers',
    'listAccounts',
    'listGroups',
    'listSupportRequests',
    'listRegistrations',
    'listTasks',
    'listBillingRecords',
    'listEnquiries',
    'listDeliveries',
    'listBackendServiceClients',
    'listMyNotifications',
    'getMyTeam',
    'getAdminDashboard',
    'getQualityReport',
  ],
  'a part of a case its page reads with it: the case read is recorded (CaseViewed, ReportViewed)': [
    'getCaseRelations',
    'listCaseAttachments',
    'getSlideRegion',
  ],
  "a slide's links, bytes and tiles, by the hundred a view: its opening is recorded once a session (SlideOpened)":
    [
      'getSlideDownloadLink',
      'getSlideFile',
      'getSlideThumbnail',
      'getSlidePreview',
      'getDeepZoomDescriptor',
      'getDeepZoomTile',
      'getDicomwebSeriesMetadata',
      'searchDicomwebInstances',
      'getDicomwebFrames',
      'getDicomwebRendered',
    ],
  'reference data, the same for everyone': [
    'listCountries',
    'listUsStates',
    'listCanadianProvinces',
    'listInsurancePayers',
    'listSubspecialties',
    'listSpecialStains',
    'listIhcMarkers',
    'listSlideOrderOptions',
    'listSynopticTemplates',
    'getFileRules',
    'getEnumerations',
    'getBanner',
  ],
  "one's own account, settings and notices, which name no patient": [
    'getCurrentUser',
    'getCurrentFacilityUser',
    'getAssignmentProfile',
    'getMyFacilityAccount',
    'updateMyFacilityAccount',
    'submitMyFacilityAccountForReview',
    'getMyFacilityInterfaces',
    'getMyProviderProfile',
    'updateMyProviderProfile',
    'markNotificationRead',
    'markAllNotificationsRead',
    'getNotificationPreferences',
    'updateNotificationPreferences',
    'streamMyEvents',
    'requestEmailVerification',
    'verifyEmailCode',
  ],
  'a record of people, settings or money, not of a patient, read by those it is shown to': [
    'getUser',
    'getUserStatus',
    'getAccount',
    'downloadFacilityAccountDocument',
    'getGroup',
    'getBillingRecord',
    'getEnquiry',
    'getAssignmentSettings',
    'getTurnaroundSettings',
    'getQualitySettings',
    'getProviderRegistration',
    'getFacilityRegistration',
    'getOtherRegistration',
    'downloadRegistrationDocument',
  ],
  'a request from someone who is not a user yet, or to support: kept as its own record, with who and when': [
    'registerProvider',
    'registerFacility',
    'registerOther',
    'uploadRegistrationDocument',
    'createEnquiry',
    'createSupportRequest',
  ],
  "a task's own work, kept on the task with who and when (its status, comments and documents)": [
    'getTask',
    'startTask',
    'completeTask',
    'addTaskComment',
    'uploadTaskDocument',
    'downloadTaskDocument',
  ],
  "an order from a hospital's system: recorded where an order is applied, whichever interface it came by (HTTP, MLLP or a FHIR transaction: interop/order-audit.ts), as the system's record":
    ['createOrder'],
  "the trail's own reads": ['listAuditEvents'],
});

/** Whether an operation can record anything (the hook gathers facts only for these). */
export const isAudited = (operationId: string): operationId is OperationId =>
  Object.prototype.hasOwnProperty.call(AUDITED, operationId);

/** Operations about one case name it in the path. */
const caseIdOf = (answered: AnsweredOperation): string | null => answered.params['caseId'] ?? null;

export function outcomeOf(status: number): AuditEvent['outcome'] {
  if (status >= 200 && status < 300) return 'Succeeded';
  if (status === 401 || status === 403 || status === 404) return 'Denied';
  return 'Failed';
}

const LOGIN_REFUSED = new Set([401, 403, 423, 429]);

function loginDetail(answered: AnsweredOperation): string | null {
  if (answered.status < 300) return null;
  if (answered.status === 429) return 'Too many attempts';
  if (LOGIN_REFUSED.has(answered.status)) return answered.actor ? 'Refused' : 'No account with this e-mail';
  return null;
}

const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

const personText = (person: NamedPerson) =>
  person.name ? `${person.name} (${person.userId})` : person.userId;
const consults = (count: number) => `${count} consult${count === 1 ? '' : 's'}`;

/** What a consult's record says it was: who was invited, which lead change and to whom, which read. */
function consultDetail({ operationId, facts = {} }: AnsweredOperation): string | null {
  const person = facts.person ? personText(facts.person) : null;
  switch (operationId) {
    case 'inviteToConsult':
      return person;
    case 'requestConsultLead':
      return 'Lead request';
    case 'handOverConsult':
      return person ? `Hand-over to ${person}` : 'Hand-over';
    case 'leaveConsult':
      return facts.ended ? 'Consult ended' : person && `Leader: ${person}`;
    case 'listCaseConsults':
      return facts.count === undefined ? 'List of consults' : `List of ${consults(facts.count)}`;
    case 'listConsultCandidates':
      return 'Who may be invited';
    case 'listConsultEvents':
      return 'Steps';
    default:
      return null;
  }
}

/** The record an answered operation makes, or null. */
export function auditEntryOf(answered: AnsweredOperation): AuditDraft | null {
  const rule = AUDITED[answered.operationId];
  if (!rule) return null;
  if (rule.adminsOnly && answered.actor?.role !== 'Admin') return null;
  const { status, facts = {} } = answered;
  const succeeded = status >= 200 && status < 300;
  if (rule.refusalsOnly && succeeded) return null;
  // A case without consults: the list showed none (the viewer asks whenever it opens a case).
  if (answered.operationId === 'listCaseConsults' && succeeded && facts.count === 0) return null;
  let action = rule.action;
  let outcome = outcomeOf(status);
  let detail: string | null = succeeded ? (rule.detail ?? null) : null;
  if (answered.operationId === 'login') {
    action = succeeded ? 'LoginSucceeded' : 'LoginFailed';
    if (LOGIN_REFUSED.has(status)) outcome = 'Denied';
    detail = loginDetail(answered);
  }
  if (answered.operationId === 'getCase' && succeeded && facts.withReport) action = 'ReportViewed';
  if (answered.operationId === 'sendOutCase' && succeeded && facts.assignedByRules) action = 'CaseAssigned';
  if (answered.operationId === 'importCases' && succeeded && facts.count !== undefined)
    detail = `${facts.count} case${facts.count === 1 ? '' : 's'}`;
  if (succeeded && facts.note) detail = facts.note;
  if (rule.consult) {
    const what = consultDetail(answered);
    detail = succeeded ? what : what && `${what}; HTTP ${status}`;
  }
  if (!succeeded && !detail) detail = `HTTP ${status}`;

  const caseId = caseIdOf(answered);
  const createdId = succeeded ? (facts.createdId ?? null) : null;
  const targetId =
    (rule.id ? answered.params[rule.id] : undefined) ??
    (rule.target === 'User' && !rule.id && rule.action === 'PasswordChanged'
      ? answered.actor?.userId
      : undefined) ??
    createdId;
  return {
    at: answered.at,
    actor: answered.actor,
    attemptedEmail: clip(answered.attemptedEmail, 254),
    action,
    target: { type: rule.target, id: clip(targetId ?? null, 128) },
    caseId: clip(rule.target === 'Case' && !caseId ? createdId : caseId, 64),
    caseRecordId: clip(facts.caseRecordId ?? null, 64),
    outcome,
    status,
    clientAddress: clip(answered.clientAddress, 64) || 'unknown',
    detail: clip(detail, 200),
  };
}

/** Kept once per consult (a case's list: per case) and session. */
const ONCE_PER_CONSULT = new Set<AuditAction>(['ConsultViewed', 'ConsultStepsShared']);

/**
 * The dedupe (docs/audit.md): one SlideOpened per slide and session, one ConsultViewed and one
 * ConsultStepsShared per consult (a case's list of consults: per case) and session. A viewer reads a slide's
 * annotations again when its tab comes back and after a save, polls a consult and fills a follower's gaps from
 * its log, and a leader sends steps every animation frame of a drag; only the first success in a session
 * records. Refused attempts are recorded every time.
 */
export function dedupeKeyOf(entry: AuditDraft, sessionKey: string | null): string | null {
  if (entry.outcome !== 'Succeeded' || !sessionKey) return null;
  if (entry.action === 'SlideOpened') return `${sessionKey}:${entry.target.id ?? ''}`;
  if (!ONCE_PER_CONSULT.has(entry.action)) return null;
  // Ids have no spaces: a case's key never meets a consult's.
  return `${sessionKey}:${entry.action}:${entry.target.id ?? `case ${entry.caseId ?? ''}`}`;
}
