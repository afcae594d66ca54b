/** The support requests' columns: subject, who asked, when, status, and Open (the request's own dialog). */
import {
  actionsColumn,
  listColumns,
  RowActions,
  type ListColumn,
  createdAtColumn,
} from '~/components/data-table';
import { StatusBadge, statusTones } from '~/components/detail';
import { SUPPORT_STATUS_LABELS, type SupportRequest } from './list';
import { SupportRequestDialog } from './request-dialog';

const column = listColumns<SupportRequest>();
const TONES = statusTones<SupportRequest['status']>({ Open: 'warning', Resolved: 'success' });

export const SUPPORT_COLUMNS: ListColumn<SupportRequest>[] = [
  column.accessor('subject', { header: 'Subject', meta: { rowHeader: true } }),
  column.accessor((r) => `${r.createdBy.name} (${r.createdBy.email})`, { id: 'from', header: 'From' }),
  createdAtColumn<SupportRequest>('Received', { sortable: false }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <StatusBadge status={row.original.status} tones={TONES} labels={SUPPORT_STATUS_LABELS} />
    ),
    meta: { export: (r) => SUPPORT_STATUS_LABELS[r.status] },
  }),
  actionsColumn<SupportRequest>((r) => (
    <RowActions>
      <SupportRequestDialog request={r} />
    </RowActions>
  )),
];
