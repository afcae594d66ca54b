/** /admin: the counts (each a link into its filtered list), billing this month, cases per day, turnaround. */
import { Link } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { DateTime } from '~/components/ui/date-time';
import { Counts } from '~/features/dashboard';
import { formatUsd } from '~/lib/format';
import type { AdminDashboardData } from './admin-dashboard.server';
import { DailyCasesChart } from './daily-cases-chart';
import { DueTimeTables } from './due-time-tables';

const LINK = 'text-primary underline underline-offset-4';

function Figures({ billing, turnaround }: Pick<AdminDashboardData, 'billing' | 'turnaround'>) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="billing-month" className="rounded-lg border p-4">
        <h2 id="billing-month" className="text-lg font-semibold">
          Billing this month
        </h2>
        <p className="mt-1 text-3xl font-semibold tabular-nums" data-billing-total>
          {formatUsd(billing.totalCents)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {`${billing.records} ${billing.records === 1 ? 'record' : 'records'} with a service date in ${billing.month} (void records left out). `}
          <Link to="/billings" className={LINK}>
            Open Billing
          </Link>
        </p>
      </section>
      <section aria-labelledby="turnaround" className="rounded-lg border p-4">
        <h2 id="turnaround" className="text-lg font-semibold">
          Turnaround
        </h2>
        <p className="mt-1 text-3xl font-semibold tabular-nums" data-turnaround>
          {turnaround.medianHours === null ? 'N/A' : `${turnaround.medianHours} h`}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {turnaround.medianHours === null
            ? 'No case was signed out in the last 30 days.'
            : `Median time from sent out to signed out, over the ${turnaround.cases} ${
                turnaround.cases === 1 ? 'case' : 'cases'
              } signed out in the last 30 days.`}
        </p>
      </section>
    </div>
  );
}

export function AdminDashboardView(data: AdminDashboardData) {
  return (
    <div className="space-y-8">
      <div>
        <PageHeading>Dashboard</PageHeading>
        <p className="text-muted-foreground">
          {'The platform at a glance. Open a count to see that list. Figures as of '}
          <DateTime value={data.generatedAt} />.
        </p>
      </div>
      <Figures billing={data.billing} turnaround={data.turnaround} />
      <DueTimeTables dueTimes={data.dueTimes} />
      <DailyCasesChart days={data.daily} />
      {data.groups.map((group) => (
        <Counts key={group.id} id={group.id} label={group.label} counts={group.counts} />
      ))}
    </div>
  );
}
