/** The delivery log's columns; a failed row offers Retry behind a confirm. */
import { Link } from '@remix-run/react';
import {
  RowActionForm,
  RowActions,
  actionsColumn,
  listColumns,
  type ListColumn,
} from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { DateTime } from '~/components/ui/date-time';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  DELIVERY_TEXT,
  RETRY_FETCHER,
  lastAckText,
  type Delivery,
} from './list';
import { AttemptLog } from './attempt-log';

const column = listColumns<Delivery>();
const time = (value: string | null) => (value ? <DateTime value={value} /> : '');

const retry = actionsColumn<Delivery>((d) =>
  d.status === 'failed' ? (
    <RowActions>
      <RowActionForm
        intent="retry"
        fields={{ deliveryId: d.id }}
        label={`Retry delivery ${d.controlId}`}
        confirm={{
          title: DELIVERY_TEXT.retryTitle(d.controlId),
          description: DELIVERY_TEXT.retryDescription,
          confirmLabel: 'Retry',
          cancelLabel: 'Cancel',
          destructive: false,
          fetcherKey: RETRY_FETCHER,
        }}
      >
        Retry
      </RowActionForm>
    </RowActions>
  ) : null,
);

/** Every facility's log shows the facility; a facility's own does not. */
export function deliveryColumns(showFacility: boolean): ListColumn<Delivery>[] {
  return [
    column.accessor((d) => d.case.caseRecordId, {
      id: 'case',
      header: 'Case',
      cell: ({ row }) => (
        <Link
          to={`/final-report/${encodeURIComponent(row.original.case.caseID)}`}
          className="underline underline-offset-2"
        >
          {row.original.case.caseRecordId}
        </Link>
      ),
      meta: { rowHeader: true, cellClassName: 'whitespace-nowrap' },
    }),
    ...(showFacility
      ? [column.accessor((d) => d.facility.name, { id: 'facility', header: 'Facility' })]
      : []),
    column.accessor((d) => `${d.messageType} (report v${d.reportVersion})`, {
      id: 'message',
      header: 'Message',
    }),
    column.accessor('controlId', { header: 'Control ID', meta: { cellClassName: 'whitespace-nowrap' } }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          tones={DELIVERY_STATUS_TONES}
          labels={DELIVERY_STATUS_LABELS}
        />
      ),
    }),
    column.accessor('attempts', { header: 'Attempts', meta: { cellClassName: 'tabular-nums' } }),
    column.accessor((d) => lastAckText(d), { id: 'ack', header: 'Last ACK' }),
    column.accessor((d) => d.history.length + d.historyDropped, {
      id: 'log',
      header: 'Attempt log',
      cell: ({ row }) => <AttemptLog delivery={row.original} />,
    }),
    column.accessor('lastAttemptAt', {
      header: 'Last attempt',
      cell: ({ row }) => time(row.original.lastAttemptAt),
    }),
    column.accessor('nextAttemptAt', {
      header: 'Next attempt',
      cell: ({ row }) => time(row.original.nextAttemptAt),
    }),
    column.accessor('createdAt', { header: 'Queued', cell: ({ row }) => time(row.original.createdAt) }),
    retry,
  ];
}
