/**
 * The audit trail as GET /api/admin/audit reads it (issue 46, ../store/indexes.ts): in seq order, whole and filed
 * by case (its id and record id, lower case), action, outcome, actor, the e-mail a login tried, day and the
 * once-per-session key, each in seq order, so a page of newest-first records is a slice of the smallest of them.
 */
import { indexTrail, newestFirstPage } from '../store/indexes';
import { db } from '../store/db';
import { matchesAuditFilter, type AuditFilter } from './filter';
import type { AuditActor } from './rules';

type AuditRecord = ReturnType<typeof db.auditEvents.all>[number];

/** The last key made per user: most records of a user share it, so it is made once, not per record. */
const actorKeys = new Map<string, { email: string; name: string; key: string }>();

/** Who acted, as a posting's value (the actor in full: a renamed user is filed anew). */
function actorKey({ userId, email, name }: AuditActor): string {
  const known = actorKeys.get(userId);
  if (known?.email === email && known.name === name) return known.key;
  const key = JSON.stringify([userId, email, name]);
  actorKeys.set(userId, { email, name, key });
  return key;
}

/** A case's id and record id, lower case (the filter's caseId is either). */
function caseKeys({ caseId, caseRecordId }: AuditRecord) {
  const id = caseId?.toLowerCase();
  const recordId = caseRecordId?.toLowerCase();
  return id && recordId ? [id, recordId] : id || recordId;
}

export const trail = indexTrail(db.auditEvents, {
  seq: (event: AuditRecord) => event.seq,
  postings: {
    case: caseKeys,
    action: (event) => event.action,
    outcome: (event) => event.outcome,
    actor: (event) => (event.actor ? actorKey(event.actor) : null),
    attempted: (event) => event.attemptedEmail?.toLowerCase(),
    day: (event) => event.at.slice(0, 10),
    dedupe: (event) => event.dedupeKey,
  },
});

/** Two lists in seq order as one, a record in both once. */
function mergeTwo(a: readonly AuditRecord[], b: readonly AuditRecord[]): AuditRecord[] {
  const out: AuditRecord[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) j++;
    else if (y.seq < x.seq) {
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

/** Records in seq order out of lists each in seq order, each record once (merged two by two). */
function merged(lists: ReadonlyArray<readonly AuditRecord[]>): readonly AuditRecord[] {
  let round = lists.filter((list) => list.length > 0);
  if (round.length === 0) return [];
  // Lists one after another in seq order (the days of a range, as a rule): joined as they are.
  if (round.every((list, i) => i === 0 || round[i - 1]!.at(-1)!.seq < list[0]!.seq))
    return round.length === 1 ? round[0]! : round.flat();
  while (round.length > 1) {
    const next: Array<readonly AuditRecord[]> = [];
    for (let i = 0; i < round.length; i += 2)
      next.push(i + 1 < round.length ? mergeTwo(round[i]!, round[i + 1]!) : round[i]!);
    round = next;
  }
  return round[0]!;
}

/** The postings whose value (and first record: every record of an actor's posting has that actor) passes `test`. */
const postingsWhere = (
  name: 'actor' | 'attempted' | 'day',
  test: (value: string, first: AuditRecord) => boolean,
) =>
  [...trail.postings(name)]
    .filter(([value, records]) => test(String(value), records[0]!))
    .sort(([a], [b]) => (a < b ? -1 : 1));

/**
 * A condition of the query with the records that meet it: how many (at most) and, when asked, which (seq order).
 * Each holds exactly the records matchesAuditFilter lets through for that condition alone.
 */
function conditionsOf(filter: AuditFilter) {
  const conditions: Array<{ size: number; records(): readonly AuditRecord[] }> = [];
  const filed = (records: readonly AuditRecord[]) =>
    conditions.push({ size: records.length, records: () => records });
  const union = (lists: ReadonlyArray<readonly AuditRecord[]>) =>
    conditions.push({ size: lists.reduce((n, list) => n + list.length, 0), records: () => merged(lists) });
  if (filter.caseId) filed(trail.posting('case', filter.caseId.toLowerCase()));
  if (filter.action) filed(trail.posting('action', filter.action));
  if (filter.outcome) filed(trail.posting('outcome', filter.outcome));
  const needle = filter.user?.trim().toLowerCase();
  // A blank user matches every record: no condition.
  if (needle) {
    const actors = postingsWhere('actor', (_key, { actor }) =>
      Boolean(
        actor &&
        (actor.userId.toLowerCase() === needle ||
          actor.email.toLowerCase().includes(needle) ||
          actor.name.toLowerCase().includes(needle)),
      ),
    );
    const attempts = postingsWhere('attempted', (email) => String(email).includes(needle));
    union([...actors, ...attempts].map(([, records]) => records));
  }
  if (filter.from || filter.to) {
    const days = postingsWhere(
      'day',
      (day) => (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to),
    );
    union(days.map(([, records]) => records));
  }
  return conditions;
}

/** A page of the trail's records that meet the filter, newest first. */
export function listAuditPage(filter: AuditFilter & { page?: number; pageSize?: number }) {
  const conditions = conditionsOf(filter);
  const smallest = conditions.reduce<(typeof conditions)[number] | undefined>(
    (best, condition) => (!best || condition.size < best.size ? condition : best),
    undefined,
  );
  const matches = !smallest
    ? trail.all()
    : conditions.length === 1
      ? smallest.records()
      : smallest.records().filter((event) => matchesAuditFilter(event, filter));
  return newestFirstPage(matches, filter.page, filter.pageSize);
}

/** Whether a record with this once-per-session key is in the trail. */
export const hasDedupeKey = (key: string) => trail.posting('dedupe', key).length > 0;

/** The highest seq in the trail (0 when empty). */
export const highestSeq = () => trail.all().at(-1)?.seq ?? 0;
