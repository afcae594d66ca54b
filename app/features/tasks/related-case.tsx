/**
 * A task's related case, in the task lists and on a task's page: a link to the case's page, or, where the API
 * says the caller may not open it (`canOpenCase` false: a cancelled QA task's case for its reviewer, a case a
 * general task names that its assignee never could open), its record id as text with the reason, never a link
 * to a 403 page.
 */
import { Link } from '@remix-run/react';
import type { Task } from './types';

export const caseDetailsHref = (caseId: string) => `/case-details/${encodeURIComponent(caseId)}`;

export const CASE_OUT_OF_REACH = {
  cancelled: 'You cannot open this case: the task was cancelled.',
  other: 'You cannot open this case.',
} as const;

export function RelatedCase({
  task,
  linkClass,
}: {
  task: Pick<Task, 'case' | 'canOpenCase' | 'status'>;
  linkClass: string;
}) {
  const related = task.case;
  if (!related) return null;
  if (task.canOpenCase !== false) {
    return (
      <Link to={caseDetailsHref(related.caseID)} className={linkClass}>
        {related.caseRecordId}
      </Link>
    );
  }
  return (
    <span>
      {related.caseRecordId}
      <span className="block text-sm text-muted-foreground">
        {task.status === 'Cancelled' ? CASE_OUT_OF_REACH.cancelled : CASE_OUT_OF_REACH.other}
      </span>
    </span>
  );
}
