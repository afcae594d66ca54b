/** The Accounts list's columns (the page and its export), and its row actions. */
import {
  actionsColumn,
  listColumns,
  RowActionLink,
  RowActions,
  type ListColumn,
  createdAtColumn,
  EmailText,
} from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { USER_STATUS_TONES } from '~/features/facility-account';
import { enumLabel } from '../../../contracts/enumerations';
import { accountDetailHref, accountEditHref, type Account } from './list';

const column = listColumns<Account>();

/** The columns without the row actions (the export's too). */
export const ACCOUNT_COLUMNS: ListColumn<Account>[] = [
  column.accessor('name', { header: 'Facility name', meta: { sortField: 'name', rowHeader: true } }),
  column.accessor((a) => enumLabel('accountType', a.accountType), {
    id: 'accountType',
    header: 'Account type',
  }),
  column.accessor((a) => enumLabel('facilityType', a.facilityType), {
    id: 'facilityType',
    header: 'Facility type',
  }),
  column.accessor((a) => a.email ?? '', {
    id: 'email',
    header: 'Contact email',
    cell: ({ row }) => <EmailText value={row.original.email ?? ''} />,
  }),
  column.accessor((a) => a.city ?? '', { id: 'city', header: 'City' }),
  column.accessor((a) => enumLabel('country', a.country), {
    id: 'country',
    header: 'Country',
    meta: { sortField: 'country' },
  }),
  column.accessor('userCount', { header: 'Users' }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusBadge status={row.original.status} tones={USER_STATUS_TONES} />,
    meta: { sortField: 'status', export: (a) => a.status },
  }),
  createdAtColumn<Account>('Created'),
];

export const ACCOUNT_ACTIONS = actionsColumn<Account>((a) => (
  <RowActions>
    <RowActionLink to={accountDetailHref(a.id)} label={`Open ${a.name}`}>
      Open
    </RowActionLink>
    <RowActionLink to={accountEditHref(a.id)} label={`Edit ${a.name}`}>
      Edit
    </RowActionLink>
  </RowActions>
));
