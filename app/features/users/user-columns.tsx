/** The Users list's columns: what each shows, sorts by and exports, and the row's Open link. */
import {
  RowActionLink,
  actionsColumn,
  listColumns,
  type ListColumn,
  createdAtColumn,
  EmailText,
} from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { ROLE_LABELS } from '~/features/auth';
import { USER_STATUS_TONES as STATUS_TONES } from '~/features/facility-account';
import { placeOf, type UserRow } from './list';
import { userDetailHref } from './screens';

const column = listColumns<UserRow>();

/** The columns the page shows and the export writes (the actions excepted). */
export const USER_COLUMNS: ListColumn<UserRow>[] = [
  column.accessor((u) => `${u.lastName}, ${u.firstName}`, {
    id: 'name',
    header: 'Name',
    meta: { sortField: 'name', rowHeader: true },
  }),
  column.accessor('email', {
    header: 'Email',
    cell: ({ row }) => <EmailText value={row.original.email} />,
    meta: { sortField: 'email' },
  }),
  column.accessor((u) => ROLE_LABELS[u.role], { id: 'role', header: 'Role', meta: { sortField: 'role' } }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusBadge status={row.original.status} tones={STATUS_TONES} />,
    meta: { sortField: 'status', export: (u) => u.status },
  }),
  column.accessor(placeOf, { id: 'place', header: 'Facility / group' }),
  createdAtColumn<UserRow>('Created'),
];

export const USER_LIST_COLUMNS: ListColumn<UserRow>[] = [
  ...USER_COLUMNS,
  actionsColumn<UserRow>((u) => (
    <RowActionLink to={userDetailHref(u.id)} label={`Open ${u.firstName} ${u.lastName}`}>
      Open
    </RowActionLink>
  )),
];
