/** The audit trail's screens (decision 082): the admins' list and a case's access history. */
export { AuditListView } from './audit-list';
export { AccessHistory } from './access-history';
export { AUDIT_ACTION_LABELS, type AuditEvent } from './labels';
