/**
 * The Facility NP page: who the NP is and which facility they work for, how much work is waiting for them (the
 * facility's drafts and sent-out cases, their open tasks), each with the way to it.
 */
import { Link } from '@remix-run/react';
import { DetailView, StatusBadge } from '~/components/detail';
import { PageIntro } from '~/components/layout/page-intro';
import { enumLabel } from '../../../contracts/enumerations';
import { LINK_CLASS, STATUS_TONES } from './labels';
import type { NpPageData } from './np.server';
import { placeOf } from './place';

const UNKNOWN = 'Could not be counted just now';

function WorkItem({
  count,
  label,
  to,
  action,
}: {
  count: number | null;
  label: string;
  to: string;
  action: string;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <span className="text-2xl font-semibold" aria-hidden={count === null || undefined}>
        {count ?? '–'}
      </span>
      <span className="text-sm text-muted-foreground">{count === null ? `${label}: ${UNKNOWN}` : label}</span>
      <Link to={to} className={`text-sm ${LINK_CLASS}`}>
        {action}
      </Link>
    </li>
  );
}

export function FacilityNpView({ me, work }: NpPageData) {
  const facility = me.facility;
  return (
    <section className="space-y-6">
      <PageIntro title="Facility NP" action={{ to: '/upload-project', label: 'Create New Case' }}>
        {me.firstName} {me.lastName}, Facility NP at {facility.name}.
      </PageIntro>
      <section aria-labelledby="np-work" className="space-y-3">
        <h2 id="np-work" className="text-base font-semibold">
          Your work
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <WorkItem
            count={work.drafts}
            label="Draft cases of your facility, not sent out yet"
            to="/send-out-cases?status=Draft"
            action="Open the drafts"
          />
          <WorkItem
            count={work.sentOut}
            label="Cases sent out, waiting for a provider"
            to="/send-out-cases?status=Available"
            action="Open the sent-out cases"
          />
          <WorkItem
            count={work.openTasks}
            label="Open tasks assigned to you"
            to="/tasks-list?status=Open"
            action="Open the tasks"
          />
        </ul>
      </section>
      <DetailView
        sections={[
          {
            title: 'You',
            actions: (
              <Link to="/account-details" className={`text-sm ${LINK_CLASS}`}>
                Account Details
              </Link>
            ),
            items: [
              { label: 'Name', value: `${me.firstName} ${me.lastName}` },
              { label: 'Email', value: me.email },
              { label: 'Phone', value: me.phone },
              { label: 'Status', value: <StatusBadge status={me.status} tones={STATUS_TONES} /> },
            ],
          },
          {
            title: 'Your facility',
            actions: (
              <Link to="/my-team" className={`text-sm ${LINK_CLASS}`}>
                My Team
              </Link>
            ),
            items: [
              { label: 'Facility', value: facility.name },
              { label: 'Facility type', value: enumLabel('facilityType', facility.facilityType) },
              { label: 'Location', value: placeOf(facility) },
              { label: 'Facility phone', value: facility.phone },
            ],
          },
        ]}
      />
    </section>
  );
}
