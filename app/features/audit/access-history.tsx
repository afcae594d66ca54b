/** A case's access history on its admin page: the last records about it, and a link to all of them. */
import { DateTime } from '~/components/ui/date-time';
import { Link } from '@remix-run/react';
import { StatusBadge } from '~/components/detail';
import type { AccessHistory as History } from './access-history.server';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_OUTCOME_TONES,
  actorText,
  caseAuditHref,
} from './labels';

export function AccessHistory({ history }: { history: History }) {
  return (
    <section aria-labelledby="access-history-heading" className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="access-history-heading" className="text-lg font-semibold">
          Access history
        </h2>
        <Link to={caseAuditHref(history.caseId)} className="text-sm underline underline-offset-2">
          {history.total > history.items.length
            ? `See all ${history.total.toLocaleString('en-US')} records in the Audit Trail`
            : 'Open in the Audit Trail'}
        </Link>
      </div>
      {history.error ? (
        <p role="alert" className="text-sm text-destructive">
          {history.error}
        </p>
      ) : history.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has opened this case yet.</p>
      ) : (
        <ol className="divide-y" data-testid="access-history">
          {history.items.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="whitespace-nowrap tabular-nums text-muted-foreground">
                <DateTime value={event.at} />
              </span>
              <span className="font-medium">{AUDIT_ACTION_LABELS[event.action]}</span>
              <span className="min-w-0 break-words">{actorText(event)}</span>
              <StatusBadge status={event.outcome} tones={AUDIT_OUTCOME_TONES} labels={AUDIT_OUTCOME_LABELS} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
