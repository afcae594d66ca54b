/**
 * The audit trail's `clientAddress` of a record no signed-in person made (openapi.yaml, AuditEvent): what the
 * backend did on its own (an escalation sent) or on a hospital system's word (an order), shown as 'System'.
 */
export const SYSTEM_CLIENT_ADDRESS = 'system';
