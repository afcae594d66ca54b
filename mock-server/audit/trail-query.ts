/**
 * GET /api/admin/audit's pages, the once-per-session check and the next seq, as queries over `audit_events`
 * (./trail-table.ts): each filter of ./filter.ts `matchesAuditFilter` as a condition on the columns kept for it
 * (lower-cased in JavaScript, so a comparison is the rule's), newest first by seq. A case is found through its
 * id's and its record id's indexes; action, outcome (apart or together), day and the dedupe key through theirs.
 * The user filter is a substring of an actor's e-mail or name or of the e-mail a login tried: it searches the
 * few actors (`audit_people`) and the e-mails tried, whose counts the trail keeps (with other filters, it counts the
 * matching records by their indexes); a page is looked for among the newest records, else read by the matches'
 * seqs.
 */
import type { SQLInputValue } from 'node:sqlite';
import { db } from '../store/db';
import type { AuditFilter } from './filter';
import { recordOfRow } from './trail-table';

type Where = { conditions: string[]; values: SQLInputValue[] };

const clause = ({ conditions }: Where) => (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '');
const and = (where: Where, condition: string, ...values: SQLInputValue[]): Where => ({
  conditions: [...where.conditions, condition],
  values: [...where.values, ...values],
});

/** The filter but its user, as conditions and their values. */
function conditionsOf(filter: AuditFilter): Where {
  let where: Where = { conditions: [], values: [] };
  if (filter.caseId) {
    const wanted = filter.caseId.toLowerCase();
    where = and(
      where,
      'seq IN (SELECT seq FROM audit_events WHERE case_key = ? UNION SELECT seq FROM audit_events WHERE record_key = ?)',
      wanted,
      wanted,
    );
  }
  if (filter.action) where = and(where, 'action = ?', filter.action);
  if (filter.outcome) where = and(where, 'outcome = ?', filter.outcome);
  if (filter.from) where = and(where, 'day >= ?', filter.from);
  if (filter.to) where = and(where, 'day <= ?', filter.to);
  return where;
}

/** The actors (a small table) whose id is the needle, or whose e-mail or name holds it. */
const PEOPLE =
  '(SELECT id FROM audit_people WHERE actor_key = ? OR instr(actor_email, ?) > 0 OR instr(actor_name, ?) > 0)';
/** A login's e-mail tried holds the needle (through the index of the records that have one). */
const ATTEMPTED = 'attempted IS NOT NULL AND instr(attempted, ?) > 0';

/** How many of the newest records a page of a user's is looked for in before it is read by the user's seqs. */
const WINDOW = 5_000;

const countOf = (where: Where) =>
  (
    db.auditEvents.store
      .prepared(`SELECT count(*) AS n FROM audit_events${clause(where)}`)
      .get(...where.values) as {
      n: number;
    }
  ).n;

const sumOf = (sql: string, ...values: SQLInputValue[]) =>
  (db.auditEvents.store.prepared(sql).get(...values) as { n: number | null }).n ?? 0;

/**
 * How many records the user filter alone meets, as the trail keeps them: the matching actors' counts, and those of
 * the matching e-mails tried by no matching actor.
 */
const keptUserCount = (needle: string) =>
  sumOf(`SELECT sum(n) AS n FROM audit_people WHERE id IN ${PEOPLE}`, needle, needle, needle) +
  sumOf(
    `SELECT sum(n) AS n FROM audit_tried WHERE instr(attempted, ?) > 0 AND person NOT IN ${PEOPLE}`,
    needle,
    needle,
    needle,
    needle,
  );

/** How many records a filter by action, outcome or both alone meets, as the trail keeps it; null for others. */
function keptCount(filter: AuditFilter): number | null {
  if (filter.caseId || filter.from || filter.to) return null;
  if (!filter.action && !filter.outcome) return db.auditEvents.count();
  const key = filter.action
    ? filter.outcome
      ? `ao:${filter.action}:${filter.outcome}`
      : `a:${filter.action}`
    : `o:${filter.outcome}`;
  const row = db.auditEvents.store.prepared('SELECT n FROM audit_counts WHERE key = ?').get(key) as
    { n: number } | undefined;
  return row?.n ?? 0;
}

/**
 * The filter as conditions and how many records meet it; for a user filter also the same records found by their
 * seqs (`bySeqs`) rather than by scanning newest first (`where`). The user filter's records are an actor's (by the index
 * by person) or a login's that tried a matching e-mail: counted as the trail keeps them, or with other filters as
 * two index reads, the second without the first's.
 */
function queryOf(filter: AuditFilter): { where: Where; total: number; bySeqs?: Where } {
  const rest = conditionsOf(filter);
  const needle = filter.user?.trim().toLowerCase();
  // A blank user matches every record: no condition.
  if (!needle) return { where: rest, total: keptCount(filter) ?? countOf(rest) };
  const people = [needle, needle, needle];
  const total =
    rest.conditions.length === 0
      ? keptUserCount(needle)
      : countOf(and(rest, `person IN ${PEOPLE}`, ...people)) +
        countOf(and(and(rest, ATTEMPTED, needle), `(person IS NULL OR person NOT IN ${PEOPLE})`, ...people));
  return {
    where: and(rest, `(person IN ${PEOPLE} OR (${ATTEMPTED}))`, ...people, needle),
    total,
    bySeqs: and(
      rest,
      `seq IN (SELECT seq FROM audit_events WHERE person IN ${PEOPLE} UNION SELECT seq FROM audit_events WHERE ${ATTEMPTED})`,
      ...people,
      needle,
    ),
  };
}

const pageRows = (where: Where, pageSize: number, offset: number) =>
  db.auditEvents.store
    .prepared(`SELECT r FROM audit_events${clause(where)} ORDER BY seq DESC LIMIT ? OFFSET ?`)
    .all(...where.values, pageSize, offset);

/**
 * A page of the trail's records that meet the filter, newest first, with the total the contract's page carries.
 * A user's page is looked for among the newest `window` records first (a busy user's is there, found by a short
 * scan); when they do not hold all of it, the user's records are read by their seqs (a quiet user's few, wherever
 * they are). The tests take both ways (a window of 0 and of the whole trail).
 */
export function listAuditPage(filter: AuditFilter & { page?: number; pageSize?: number }, window = WINDOW) {
  const { page = 1, pageSize = 20 } = filter;
  const { where, total, bySeqs } = queryOf(filter);
  const offset = (page - 1) * pageSize;
  let rows: unknown[] = [];
  if (offset < total) {
    if (bySeqs) {
      rows = pageRows(and(where, 'seq > ?', highestSeq() - window), pageSize, offset);
      // Whole when full, or when it reaches the last match; else some of the page is older than the window.
      if (rows.length < pageSize && offset + rows.length < total) rows = pageRows(bySeqs, pageSize, offset);
    } else rows = pageRows(where, pageSize, offset);
  }
  return { items: rows.map(recordOfRow), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** Whether a record with this once-per-session key is in the trail. */
export const hasDedupeKey = (key: string) =>
  db.auditEvents.store.prepared('SELECT 1 FROM audit_events WHERE dedupe_key = ? LIMIT 1').get(key) !==
  undefined;

/** The highest seq in the trail (0 when empty). */
export const highestSeq = () =>
  (db.auditEvents.store.prepared('SELECT max(seq) AS seq FROM audit_events').get() as { seq: number | null })
    .seq ?? 0;
