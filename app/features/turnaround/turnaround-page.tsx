/** /admin/turnaround: how working hours count, the last save, the on-time figures beside the targets they are
 * judged against, then the form (decision 162). */
import { useLoaderData } from '@remix-run/react';
import { FlashMessage } from '~/components/layout/flash-message';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { PageHeading } from '~/components/layout/page-heading';
import { DateTime } from '~/components/ui/date-time';
import type { loadTurnaround } from './turnaround.server';
import { OnTimeFigures } from './on-time-figures';
import { TurnaroundForm } from './turnaround-form';

export function TurnaroundPage() {
  const data = useLoaderData<typeof loadTurnaround>();
  return (
    <>
      <PageHeading className="mb-4">Turnaround</PageHeading>
      <FlashMessage flash={data.flash} className="mb-4" />
      <div className="mb-6 max-w-3xl space-y-2 text-sm">
        <p>
          A case falls due its target&apos;s working hours after it is sent out. Working hours are all 24
          hours of each business day, Monday to Friday (UTC), that is not a holiday listed below; weekends and
          holidays do not count.
        </p>
        <p className="text-muted-foreground">
          A case is at risk when a fifth of its target or less is left. A change here applies to cases sent
          out from now on.
          {data.updatedAt ? (
            <>
              {' Last saved '}
              <DateTime value={data.updatedAt} />
              {data.updatedBy ? ` by ${data.updatedBy}.` : '.'}
            </>
          ) : null}
        </p>
      </div>
      {/* What the targets produce first, each case type's figures beside its targets; then the targets to change. */}
      <div className="space-y-8">
        <OnTimeFigures figures={data.figures} targets={data.values.targets} />
        <TurnaroundForm values={data.values} year={data.year} />
      </div>
    </>
  );
}

/** A failed read of the settings (the API down, a refusal), in the frame, saying what happened. */
export function TurnaroundErrorBoundary() {
  return <RouteErrorPage headings={{ 403: 'You cannot change turnaround targets' }} />;
}
