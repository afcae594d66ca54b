/**
 * The audit trail's words (decision 082): each action and outcome as people say it, the outcome's tone (never the
 * only cue: the word is always written), and times in one unambiguous form, always UTC with seconds, so two
 * people comparing a record see the same text wherever they are.
 */
import { statusTones } from '~/components/detail';
import { SYSTEM_CLIENT_ADDRESS } from '../../../contracts/audit';
import type { components } from '../../../contracts';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditAction = AuditEvent['action'];
export type AuditOutcome = AuditEvent['outcome'];

export const AUDIT_PATH = '/admin/audit';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  LoginSucceeded: 'Logged in',
  LoginFailed: 'Login failed',
  Logout: 'Logged out',
  PasswordChanged: 'Password changed',
  CaseViewed: 'Case viewed',
  ReportViewed: 'Case and report viewed',
  CaseCreated: 'Case created',
  CasesImported: 'Cases imported',
  CaseChanged: 'Case changed',
  CaseStatusChanged: 'Case status changed',
  CaseAssigned: 'Case assigned',
  CaseEscalated: 'Case escalated',
  CaseSignedOut: 'Case signed out',
  ReportSaved: 'Report saved',
  AddendumAdded: 'Addendum added',
  SlideOpened: 'Slide opened',
  SlideAdded: 'Slide added',
  AttachmentDownloaded: 'Attachment downloaded',
  AttachmentAdded: 'Attachment added',
  AttachmentDeleted: 'Attachment deleted',
  AnnotationChanged: 'Annotations changed',
  QaBlindReadRecorded: 'QA blind read recorded',
  QaReviewGraded: 'QA review graded',
  ConsultStarted: 'Consult started',
  ConsultInvited: 'Consult invitation',
  ConsultJoined: 'Consult joined',
  ConsultLeft: 'Consult left',
  ConsultLeadChanged: 'Consult lead asked for or handed over',
  ConsultViewed: 'Consult viewed',
  ConsultStepsShared: 'Consult steps shared',
  InterfaceChanged: 'Interface changed',
  AdminChange: 'Admin change',
};

export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = {
  Succeeded: 'Succeeded',
  Denied: 'Denied',
  Failed: 'Failed',
};

export const AUDIT_OUTCOME_TONES = statusTones<AuditOutcome>({
  Succeeded: 'success',
  Denied: 'danger',
  Failed: 'warning',
});

/**
 * Who acted, as one line: the user's name and e-mail, the e-mail a failed login tried, or the system for what the
 * backend did on its own (an escalation: docs/notifications.md), which no one signed in or out did.
 */
export function actorText(
  event: Pick<AuditEvent, 'actor' | 'attemptedEmail'> & Partial<Pick<AuditEvent, 'clientAddress'>>,
): string {
  if (event.actor) return `${event.actor.name} (${event.actor.email})`;
  if (event.attemptedEmail) return `Unknown account (${event.attemptedEmail})`;
  return event.clientAddress === SYSTEM_CLIENT_ADDRESS ? 'System' : 'Not signed in';
}

/** What was acted on, as one line: 'Slide blob-demo-01'. */
export function targetText(event: Pick<AuditEvent, 'target'>): string {
  return event.target.id ? `${event.target.type} ${event.target.id}` : event.target.type;
}

/** The admins' case page. */
export const adminCaseHref = (caseId: string) => `/case/${encodeURIComponent(caseId)}`;
/** The trail filtered by one case. */
export const caseAuditHref = (caseId: string) => `${AUDIT_PATH}?caseId=${encodeURIComponent(caseId)}`;
