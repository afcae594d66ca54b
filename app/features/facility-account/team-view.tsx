/** My Team's body: whose team it is, how to add a colleague, and the team on the list kit. */
import {
  DataList,
  listColumns,
  type FilterControl,
  type ListColumn,
  EmailText,
} from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { PageIntro } from '~/components/layout/page-intro';
import { ROLE_LABELS, normalizeRole } from '~/features/auth';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { NOT_AVAILABLE } from '~/lib/format';
import { STATUS_TONES } from './labels';
import { ADD_USER_PATH, TEAM_ROLE_OPTIONS, teamListQuery, type TeamData, type TeamMember } from './team';

const column = listColumns<TeamMember>();

function teamColumns(myEmail: string): ListColumn<TeamMember>[] {
  return [
    column.accessor((m) => `${m.lastName}, ${m.firstName}`, {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => {
        const m = row.original;
        const you = m.email.toLowerCase() === myEmail.toLowerCase();
        return `${m.firstName} ${m.lastName}${you ? ' (you)' : ''}`;
      },
      meta: { sortField: 'name', rowHeader: true },
    }),
    column.accessor('email', {
      header: 'Email',
      cell: ({ row }) => <EmailText value={row.original.email} />,
      meta: { sortField: 'email' },
    }),
    column.accessor((m) => ROLE_LABELS[normalizeRole(m.role) ?? 'MedicalFacility'] ?? m.role, {
      id: 'role',
      header: 'Role',
      meta: { sortField: 'role' },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => <StatusBadge status={row.original.status} tones={STATUS_TONES} />,
      meta: { sortField: 'status', export: (m) => m.status },
    }),
    column.accessor((m) => m.phone ?? NOT_AVAILABLE, { id: 'phone', header: 'Phone' }),
  ];
}

const STATUS_OPTIONS = Object.fromEntries(ENUM_OPTIONS.userStatus.map((o) => [o.value, o.label]));
const FILTERS: Partial<Record<'role' | 'status', FilterControl>> = {
  role: { label: 'Role', options: TEAM_ROLE_OPTIONS, allLabel: 'All roles' },
  status: { label: 'Status', options: STATUS_OPTIONS, allLabel: 'All statuses' },
};

export function TeamView({ title, data }: { title: string; data: TeamData }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title} action={data.canAddUsers ? { to: ADD_USER_PATH, label: 'Add a user' } : null}>
        {data.facilityName ? `The users of ${data.facilityName}.` : 'The users of your facility.'}
      </PageIntro>
      {data.canAddUsers ? null : (
        <p className="text-sm text-muted-foreground">
          To add a colleague, ask a Medical Facility user of your facility: they add users through User
          Registration.
        </p>
      )}
      <DataList
        title={title}
        id="my-team"
        query={teamListQuery}
        columns={teamColumns(data.myEmail)}
        data={data}
        getRowId={(m) => m.id}
        noun={{ one: 'user', other: 'users' }}
        emptyText="Your facility has no users yet."
        searchPlaceholder="Name or email"
        filters={FILTERS}
      />
    </section>
  );
}
