/**
 * GET /api/admin/audit: the trail, newest first, admins only. The only operation of the trail: nothing changes
 * or deletes a record (the path's other methods answer 405 from ../http/fallback.ts).
 */
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { pageOf } from '../http/lists';
import { matchesAuditFilter, rangeProblem } from './filter';

export const AUDIT_ADMIN_ONLY = 'Only admins can read the audit trail.';

export const auditHandlers = [
  operation('listAuditEvents', AUDIT_ADMIN_ONLY, ({ query }) => {
    const problem = rangeProblem(query);
    if (problem) return fail(400, 'Validation failed', { fieldErrors: { to: [problem] } });
    const matches = db.auditEvents
      .findMany()
      .filter((event) => matchesAuditFilter(event, query))
      .sort((a, b) => b.seq - a.seq);
    const page = pageOf(matches, query.page, query.pageSize);
    return ok('listAuditEvents', {
      ...page,
      items: page.items.map(({ seq: _seq, sessionKey: _session, dedupeKey: _dedupe, ...event }) => event),
    });
  }),
];
