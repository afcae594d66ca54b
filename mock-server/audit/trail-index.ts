/**
 * The audit trail as GET /api/admin/audit reads it (../store/indexes.ts): in seq order, whole and filed
 * by case (its id and record id, lower case), action, outcome, action and outcome together, actor, the e-mail a
 * login tried, day and the once-per-session key, each as a list of seqs in order, so a page of newest-first records
 * is a slice of the smallest of them, its records made from the trail's columns when read (decision 113). Each
 * posting is made on its first read (indexTrail), so one no query asks for costs nothing.
 */
import { indexTrail, newestFirstPage } from '../store/indexes';
import { db } from '../store/db';
import { matchesAuditFilter, type AuditFilter } from './filter';
import type { StoredAuditEvent } from './columns';

type Seqs = ArrayLike<number>;
const rows = db.auditEvents.rows;

/** A case's id and record id, lower case (the filter's caseId is either). */
function caseKeys(row: number) {
  const id = rows.lower(row, 'caseId');
  const recordId = rows.lower(row, 'caseRecordId');
  return id && recordId ? [id, recordId] : id || recordId;
}

/** The `actionOutcome` posting's key: a filter by both reads one posting, not the smaller one tested per record. */
const actionOutcomeKey = (action: string, outcome: string) => `${action}\u0000${outcome}`;

export const trail = indexTrail(db.auditEvents, {
  postings: {
    case: caseKeys,
    action: (row) => rows.action(row),
    outcome: (row) => rows.outcome(row),
    actionOutcome: (row) => actionOutcomeKey(rows.action(row), rows.outcome(row)),
    // Who acted: the actor in full (its place among the trail's actors: a renamed user is filed anew).
    actor: (row) => {
      const place = rows.actorPlace(row);
      return place < 0 ? null : place;
    },
    attempted: (row) => rows.lower(row, 'attemptedEmail'),
    day: (row) => rows.day(row),
    dedupe: (row) => rows.text(row, 'dedupeKey'),
  },
});

/** The record of a seq in the trail, made now. */
const recordOf = (seq: number): StoredAuditEvent => db.auditEvents.get(seq)!;

/** Two lists in seq order as one, a record in both once. */
function mergeTwo(a: Seqs, b: Seqs): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) j++;
    else if (y < x) {
      out.push(y);
      j++;
      continue;
    }
    out.push(x);
    i++;
  }
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** Whether lists, each in seq order, follow one another in seq order (the days of a range, as a rule). */
const oneAfterAnother = (lists: readonly Seqs[]) =>
  lists.every((list, i) => i === 0 || lists[i - 1]![lists[i - 1]!.length - 1]! < list[0]!);

/** Records in seq order out of lists each in seq order, each record once (merged two by two). */
function merged(lists: readonly Seqs[]): Seqs {
  let round = lists.filter((list) => list.length > 0);
  if (round.length === 0) return [];
  if (oneAfterAnother(round))
    return round.length === 1 ? round[0]! : round.flatMap((list) => Array.from(list));
  while (round.length > 1) {
    const next: Seqs[] = [];
    for (let i = 0; i < round.length; i += 2)
      next.push(i + 1 < round.length ? mergeTwo(round[i]!, round[i + 1]!) : round[i]!);
    round = next;
  }
  return round[0]!;
}

/**
 * The newest-first page of the records of lists each in seq order, no record in two, without listing them all:
 * taken from the lists' ends (whole lists skipped when they follow one another), or merged first when the page
 * lies so deep among many lists that merging costs less.
 */
function newestFirstOf(lists: readonly Seqs[], page = 1, pageSize = 20) {
  const live = lists.filter((list) => list.length > 0);
  const total = live.reduce((n, list) => n + list.length, 0);
  const start = (page - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  if (live.length <= 1 || end * live.length > total * Math.log2(live.length) * 4)
    return newestFirstPage(merged(live), page, pageSize);
  const items: number[] = [];
  if (oneAfterAnother(live)) {
    let skip = start;
    for (let i = live.length - 1; i >= 0 && start + items.length < end; i--) {
      const list = live[i]!;
      if (skip >= list.length) skip -= list.length;
      else {
        for (let j = list.length - 1 - skip; j >= 0 && start + items.length < end; j--) items.push(list[j]!);
        skip = 0;
      }
    }
  } else {
    const tails = live.map((list) => list.length);
    for (let rank = 0; rank < end; rank++) {
      let newest = -1;
      for (let i = 0; i < live.length; i++)
        if (tails[i]! > 0 && (newest < 0 || live[i]![tails[i]! - 1]! > live[newest]![tails[newest]! - 1]!))
          newest = i;
      const seq = live[newest]![--tails[newest]!]!;
      if (rank >= start) items.push(seq);
    }
  }
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** The postings whose value (and first record: every record of an actor's posting has that actor) passes `test`. */
const postingsWhere = (
  name: 'actor' | 'attempted' | 'day',
  test: (value: string, first: () => StoredAuditEvent) => boolean,
) =>
  [...trail.postings(name)]
    .filter(([value, seqs]) => test(String(value), () => recordOf(seqs[0]!)))
    .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1));

/**
 * The conditions of the query, each with the records that meet it, in lists each in seq order, no record in two.
 * Each holds exactly the records matchesAuditFilter lets through for that condition alone.
 */
function conditionsOf(filter: AuditFilter): Array<readonly Seqs[]> {
  const conditions: Array<readonly Seqs[]> = [];
  if (filter.caseId) conditions.push([trail.posting('case', filter.caseId.toLowerCase())]);
  if (filter.action && filter.outcome)
    conditions.push([trail.posting('actionOutcome', actionOutcomeKey(filter.action, filter.outcome))]);
  else if (filter.action) conditions.push([trail.posting('action', filter.action)]);
  else if (filter.outcome) conditions.push([trail.posting('outcome', filter.outcome)]);
  const needle = filter.user?.trim().toLowerCase();
  // A blank user matches every record: no condition.
  if (needle) {
    const actors = postingsWhere('actor', (_key, first) => {
      const { actor } = first();
      return Boolean(
        actor &&
        (actor.userId.toLowerCase() === needle ||
          actor.email.toLowerCase().includes(needle) ||
          actor.name.toLowerCase().includes(needle)),
      );
    });
    // A login's e-mail tried, but not the records one of these actors made (they are theirs already).
    const matched = new Set(actors.map(([place]) => place));
    const attempts = postingsWhere('attempted', (email) => String(email).includes(needle)).map(([, seqs]) =>
      seqs.filter((seq) => {
        const place = rows.actorPlace(rows.rowOf(seq));
        return place < 0 || !matched.has(place);
      }),
    );
    conditions.push([...actors.map(([, seqs]) => seqs), ...attempts]);
  }
  if (filter.from || filter.to) {
    const days = postingsWhere(
      'day',
      (day) => (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to),
    );
    conditions.push(days.map(([, seqs]) => seqs));
  }
  return conditions;
}

const sizeOf = (lists: readonly Seqs[]) => lists.reduce((n, list) => n + list.length, 0);

/** The seqs of a page of the trail's records that meet the filter, newest first. */
function pageOfSeqs(filter: AuditFilter & { page?: number; pageSize?: number }) {
  const conditions = conditionsOf(filter);
  if (conditions.length === 0) return newestFirstPage(trail.all(), filter.page, filter.pageSize);
  if (conditions.length === 1) return newestFirstOf(conditions[0]!, filter.page, filter.pageSize);
  const smallest = conditions.reduce((best, lists) => (sizeOf(lists) < sizeOf(best) ? lists : best));
  const matches = Array.from(merged(smallest)).filter((seq) => matchesAuditFilter(recordOf(seq), filter));
  return newestFirstPage(matches, filter.page, filter.pageSize);
}

/** A page of the trail's records that meet the filter, newest first (its records made from the columns). */
export function listAuditPage(filter: AuditFilter & { page?: number; pageSize?: number }) {
  const page = pageOfSeqs(filter);
  return { ...page, items: page.items.map(recordOf) };
}

/** Whether a record with this once-per-session key is in the trail. */
export const hasDedupeKey = (key: string) => trail.posting('dedupe', key).length > 0;

/** The highest seq in the trail (0 when empty). */
export const highestSeq = () => {
  const seqs = trail.all();
  return seqs.length ? seqs[seqs.length - 1]! : 0;
};
