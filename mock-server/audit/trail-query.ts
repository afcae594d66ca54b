/**
 * GET /api/admin/audit's pages, the once-per-session check and the next seq, as queries over `audit_events`
 * (./trail-table.ts): each filter of ./filter.ts `matchesAuditFilter` as a condition on the columns kept for it
 * (lower-cased in JavaScript, so a comparison is the rule's), newest first by seq. A case is found through its
 * id's and its record id's indexes; action, outcome (apart or together), day and the dedupe key through theirs.
 * The user filter is a substring of an actor's e-mail or name or of the e-mail a login tried: it searches the
 * few actors (`audit_people`) and the e-mails tried, then reads the matching records by their indexes.
 */
import type { SQLInputValue } from 'node:sqlite';
import { db } from '../store/db';
import type { AuditFilter } from './filter';
import { recordOfRow } from './trail-table';

/** The filter as a WHERE clause and its values (no clause: every record). */
export function whereOf(filter: AuditFilter): { where: string; values: SQLInputValue[] } {
  const conditions: string[] = [];
  const values: SQLInputValue[] = [];
  if (filter.caseId) {
    const wanted = filter.caseId.toLowerCase();
    conditions.push(
      'seq IN (SELECT seq FROM audit_events WHERE case_key = ? UNION SELECT seq FROM audit_events WHERE record_key = ?)',
    );
    values.push(wanted, wanted);
  }
  if (filter.action) {
    conditions.push('action = ?');
    values.push(filter.action);
  }
  if (filter.outcome) {
    conditions.push('outcome = ?');
    values.push(filter.outcome);
  }
  const needle = filter.user?.trim().toLowerCase();
  // A blank user matches every record: no condition.
  if (needle) {
    // The actors that match (a small table), then their records by the index by person; and the logins whose
    // e-mail tried matches, through the index of those that have one.
    conditions.push(
      'seq IN (SELECT seq FROM audit_events WHERE person IN (SELECT id FROM audit_people WHERE actor_key = ? OR ' +
        'instr(actor_email, ?) > 0 OR instr(actor_name, ?) > 0) ' +
        'UNION SELECT seq FROM audit_events WHERE attempted IS NOT NULL AND instr(attempted, ?) > 0)',
    );
    values.push(needle, needle, needle, needle);
  }
  if (filter.from) {
    conditions.push('day >= ?');
    values.push(filter.from);
  }
  if (filter.to) {
    conditions.push('day <= ?');
    values.push(filter.to);
  }
  return { where: conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '', values };
}

/** A page of the trail's records that meet the filter, newest first, with the total the contract's page carries. */
export function listAuditPage(filter: AuditFilter & { page?: number; pageSize?: number }) {
  const { page = 1, pageSize = 20 } = filter;
  const { where, values } = whereOf(filter);
  const store = db.auditEvents.store;
  const total = where
    ? (store.prepared(`SELECT count(*) AS n FROM audit_events${where}`).get(...values) as { n: number }).n
    : db.auditEvents.count();
  const offset = (page - 1) * pageSize;
  const items =
    offset < total
      ? store
          .prepared(`SELECT r FROM audit_events${where} ORDER BY seq DESC LIMIT ? OFFSET ?`)
          .all(...values, pageSize, offset)
          .map(recordOfRow)
      : [];
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** Whether a record with this once-per-session key is in the trail. */
export const hasDedupeKey = (key: string) =>
  db.auditEvents.store.prepared('SELECT 1 FROM audit_events WHERE dedupe_key = ? LIMIT 1').get(key) !==
  undefined;

/** The highest seq in the trail (0 when empty). */
export const highestSeq = () =>
  (db.auditEvents.store.prepared('SELECT max(seq) AS seq FROM audit_events').get() as { seq: number | null })
    .seq ?? 0;
