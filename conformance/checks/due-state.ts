/**
 * due_state_consistent: every case an answer carries (a `Case`, or the items of a page of `CaseSummary`) states
 * its turnaround clock as the contract words it (docs/turnaround.md): `dueAt` and `dueState` are null together;
 * a draft or a cancelled case has no due time; an open case is Overdue from its due time on and not before it,
 * judged at the answer's own time (its Date header, else when it arrived); a signed-out case is never AtRisk,
 * and, when its report says when it was signed, Overdue exactly when that was not before its due time.
 * Two seconds either side of a due time are not judged (Date has whole seconds).
 */
import type { CheckContext, Verdict } from '../types';

const SLACK_MS = 2_000;

interface ClockedCase {
  caseRecordId?: unknown;
  status: unknown;
  dueAt: unknown;
  dueState: unknown;
  finalReport?: { signedOutAt?: unknown } | null;
}

const isClocked = (value: unknown): value is ClockedCase =>
  typeof value === 'object' && value !== null && 'dueAt' in value && 'dueState' in value && 'status' in value;

/** The cases an answer carries: its `data`, or the items of its page. */
export function casesIn(json: unknown): ClockedCase[] {
  const data = (json as { data?: unknown } | undefined)?.data;
  if (isClocked(data)) return [data];
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? items.filter(isClocked) : [];
}

/** What is wrong with one case's clock at `now` (ms), or null. */
export function clockProblem(item: ClockedCase, now: number): string | null {
  const { status, dueAt, dueState } = item;
  if ((dueAt === null) !== (dueState === null))
    return `dueAt ${String(dueAt)} with dueState ${String(dueState)}`;
  if (dueAt === null) return null;
  if (status === 'Draft' || status === 'Cancelled') return `a ${status} case with dueAt ${String(dueAt)}`;
  const due = Date.parse(String(dueAt));
  if (!Number.isFinite(due)) return null; // response_schema_conformance speaks to that
  if (status === 'SignOutCompleted') {
    if (dueState === 'AtRisk') return 'a signed-out case that is AtRisk';
    const signed = Date.parse(String(item.finalReport?.signedOutAt ?? ''));
    if (!Number.isFinite(signed) || Math.abs(signed - due) < SLACK_MS) return null;
    const expected = signed >= due ? 'Overdue' : 'OnTime';
    return dueState === expected
      ? null
      : `signed out ${String(item.finalReport?.signedOutAt)}, due ${String(dueAt)}: ${String(dueState)}`;
  }
  if (now >= due + SLACK_MS && dueState !== 'Overdue')
    return `due ${String(dueAt)}, ${String(dueState)} at ${new Date(now).toISOString()}`;
  if (now < due - SLACK_MS && dueState === 'Overdue')
    return `due ${String(dueAt)}, Overdue at ${new Date(now).toISOString()}`;
  return null;
}

export function dueStateConsistent({ exchange }: CheckContext, receivedAt = Date.now()): Verdict {
  const response = exchange.response;
  if (!response || response.status >= 300) return null;
  const cases = casesIn(response.json);
  if (!cases.length) return null;
  const date = Date.parse(response.headers['date'] ?? '');
  const now = Number.isFinite(date) ? date : receivedAt;
  const problems = cases.flatMap((item) => {
    const problem = clockProblem(item, now);
    return problem ? [`${String(item.caseRecordId ?? 'a case')}: ${problem}`] : [];
  });
  if (!problems.length) return { pass: true };
  return {
    pass: false,
    expected:
      'dueAt and dueState as docs/turnaround.md words them (Overdue from the due time on, not before)',
    seen: problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (+${problems.length - 3} more)` : ''),
  };
}
