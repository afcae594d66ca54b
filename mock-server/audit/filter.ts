/** Which records a query of the trail selects (GET /api/admin/audit's filters; pure, property-tested). */
import type { AuditEvent } from './rules';

export interface AuditFilter {
  user?: string;
  caseId?: string;
  action?: AuditEvent['action'];
  outcome?: AuditEvent['outcome'];
  /** UTC days, inclusive. */
  from?: string;
  to?: string;
}

/** The refusal of a range that ends before it starts, or null. */
export function rangeProblem(filter: AuditFilter): string | null {
  return filter.from && filter.to && filter.from > filter.to ? 'To must not be before From.' : null;
}

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();

export function matchesAuditFilter(event: AuditEvent, filter: AuditFilter): boolean {
  if (filter.action && event.action !== filter.action) return false;
  if (filter.outcome && event.outcome !== filter.outcome) return false;
  if (filter.caseId) {
    const wanted = filter.caseId.toLowerCase();
    if (lower(event.caseId) !== wanted && lower(event.caseRecordId) !== wanted) return false;
  }
  if (filter.user) {
    const needle = filter.user.trim().toLowerCase();
    const actor = event.actor;
    const found =
      (actor &&
        (actor.userId.toLowerCase() === needle ||
          actor.email.toLowerCase().includes(needle) ||
          actor.name.toLowerCase().includes(needle))) ||
      lower(event.attemptedEmail).includes(needle);
    if (!found) return false;
  }
  if (!filter.from && !filter.to) return true;
  const day = event.at.slice(0, 10);
  return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
}
