/**
 * GET /api/admin/audit: the trail, newest first, admins only (a query over its table: ./trail-query.ts). The only operation of the trail: nothing changes
 * or deletes a record (the path's other methods answer 405 from ../http/fallback.ts).
 */
import { fail, ok, operation } from '../http/operation';
import { rangeProblem } from './filter';
import { listAuditPage } from './trail-query';

export const AUDIT_ADMIN_ONLY = 'Only admins can read the audit trail.';

export const auditHandlers = [
  operation('listAuditEvents', AUDIT_ADMIN_ONLY, ({ query }) => {
    const problem = rangeProblem(query);
    if (problem) return fail(400, 'Validation failed', { fieldErrors: { to: [problem] } });
    const page = listAuditPage(query);
    return ok('listAuditEvents', {
      ...page,
      items: page.items.map(({ seq: _seq, sessionKey: _session, dedupeKey: _dedupe, ...event }) => event),
    });
  }),
];
