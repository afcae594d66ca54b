/**
 * The Turnaround page's on-time figures (decisions 162, 168), first on the page: what the targets below produce.
 * Each case type's figures come per priority, each beside the one target its cases were judged against (its median
 * working hours beside its target hours), then on time by facility and by provider, each case judged against its
 * own type's and priority's target.
 */
import { CaseTypeFigures, OnTimeTable } from '~/features/admin-dashboard';
import type { components } from '../../../contracts';
import { targetInWords, type TurnaroundFormInput } from './schema';

type DueTimes = components['schemas']['DueTimeFigures'];

export function OnTimeFigures({
  figures,
  targets,
}: {
  /** null: the figures could not be read (the page still serves the targets, its purpose). */
  figures: DueTimes | null;
  /** The saved targets (the form's values as loaded, not as being edited). */
  targets: TurnaroundFormInput['targets'];
}) {
  return (
    <section aria-labelledby="on-time-heading" className="space-y-4">
      <div>
        <h2 id="on-time-heading" className="text-lg font-semibold">
          On time against the targets
        </h2>
        {figures ? (
          <p className="text-sm text-muted-foreground">
            {`On time: cases signed out in the last ${figures.windowDays} days by their due time, each due its case type's target for its priority. Median: working hours from send-out to sign-out, counted on the business-day calendar.`}
          </p>
        ) : null}
      </div>
      {figures ? (
        <>
          <CaseTypeFigures
            rows={figures.byCaseType}
            targets={(caseType, priority) => targetInWords(targets, caseType, priority)}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <OnTimeTable label="Facility" rows={figures.byFacility} param="facilityId" />
            <OnTimeTable label="Provider" rows={figures.byProvider} param="assigneeId" />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-figures-unread>
          The on-time figures could not be read; try again later.
        </p>
      )}
    </section>
  );
}
