/**
 * /Dashboard: a provider's or a facility user's work at a glance, each count a link to the list it counts; a
 * provider's median turnaround over the last 30 days.
 */
import { PageHeading } from '~/components/layout/page-heading';
import { Counts, NOT_READ } from './count-cards';
import type { DashboardData } from './dashboard.server';
import type { Turnaround } from './turnaround';

function TurnaroundPanel({ turnaround }: { turnaround: Turnaround | null }) {
  return (
    <section aria-labelledby="dashboard-turnaround" className="rounded-lg border p-4">
      <h2 id="dashboard-turnaround" className="text-lg font-semibold">
        Turnaround
      </h2>
      <p className="mt-2" data-turnaround>
        {turnaround === null
          ? `Your turnaround ${NOT_READ.toLowerCase()}; try again later.`
          : turnaround.medianHours === null
            ? `You signed out no cases in the last ${turnaround.windowDays} days.`
            : `Median ${turnaround.medianHours} hours from picking a case up to signing it out, over the ${turnaround.cases} ${
                turnaround.cases === 1 ? 'case' : 'cases'
              } you signed out in the last ${turnaround.windowDays} days.`}
      </p>
    </section>
  );
}

export function DashboardView(data: DashboardData) {
  return (
    <div className="space-y-8">
      <div>
        <PageHeading>Dashboard</PageHeading>
        <p className="mt-1 text-muted-foreground">
          {data.view === 'facility'
            ? 'Your facility’s cases by status. Open a count to see those cases in Send-Out Cases.'
            : 'Your cases and tasks at a glance. Open a count to see the list.'}
        </p>
      </div>
      {data.view === 'facility' ? (
        <Counts label="Cases by status" counts={data.counts} />
      ) : (
        <>
          <Counts label="Your work" counts={data.counts} />
          {data.provisional ? (
            <p className="text-sm text-muted-foreground">
              While your account is provisionally active you work on the cases assigned to you and your tasks.
            </p>
          ) : (
            <TurnaroundPanel turnaround={data.turnaround} />
          )}
        </>
      )}
    </div>
  );
}
