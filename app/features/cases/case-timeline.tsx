/**
 * A case's history as a timeline (created, sent out, picked up, signed out; or cancelled), from the case's own
 * dates: createdAt, sentOutAt, assignedAt, finalReport.signedOutAt, cancelledAt. Steps still ahead are listed as
 * 'Not yet'; a cancelled case lists only what happened.
 */
import { useId } from 'react';
import { DateTime } from '~/components/ui/date-time';
import { cn } from '~/lib/utils';
import type { CaseDetails } from './case-labels';

export interface TimelineStep {
  key: 'created' | 'sent-out' | 'picked-up' | 'signed-out' | 'cancelled';
  label: string;
  /** When it happened; null when it has not (yet). */
  at: string | null;
  /** Who did it, where the case says. */
  by: string | null;
}

export function caseTimeline(caseData: CaseDetails): TimelineStep[] {
  const steps: TimelineStep[] = [
    { key: 'created', label: 'Created', at: caseData.createdAt, by: caseData.createdBy.name },
    { key: 'sent-out', label: 'Sent out', at: caseData.sentOutAt, by: null },
    {
      key: 'picked-up',
      label: 'Picked up',
      at: caseData.assignedAt,
      by: caseData.assignedAt ? (caseData.assignedProvider?.name ?? null) : null,
    },
    {
      key: 'signed-out',
      label: 'Signed out',
      at: caseData.finalReport?.signedOutAt ?? null,
      by: caseData.finalReport?.signedOutBy.name ?? null,
    },
  ];
  if (caseData.status !== 'Cancelled' && !caseData.cancelledAt) return steps;
  return [
    ...steps.filter((step) => step.at !== null),
    { key: 'cancelled', label: 'Cancelled', at: caseData.cancelledAt, by: null },
  ];
}

export function CaseTimeline({ caseData }: { caseData: CaseDetails }) {
  const headingId = useId();
  const steps = caseTimeline(caseData);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-base font-semibold">
        History
      </h2>
      <ol className="space-y-4">
        {steps.map((step) => {
          const done = step.at !== null;
          return (
            <li key={step.key} data-step={step.key} className="flex gap-3">
              <span
                aria-hidden
                className={cn(
                  'mt-1.5 size-2.5 shrink-0 rounded-full border-2',
                  done
                    ? step.key === 'cancelled'
                      ? 'border-red-600 bg-red-600'
                      : 'border-primary bg-primary'
                    : 'border-muted-foreground bg-background',
                )}
              />
              <div className="min-w-0 text-sm">
                <p className="font-medium">{step.label}</p>
                {done ? (
                  <p className="text-muted-foreground">
                    <DateTime value={step.at!} />
                    {step.by ? ` · ${step.by}` : null}
                  </p>
                ) : (
                  <p className="text-muted-foreground">Not yet</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
