/** The notifications' columns: the notice (its kind in words and its title), what it says, when, and actions. */
import {
  actionsColumn,
  createdAtColumn,
  listColumns,
  RowActionForm,
  RowActionLink,
  RowActions,
  type ListColumn,
} from '~/components/data-table';
import { StatusBadge, statusTones } from '~/components/detail';
import { ZonedText } from '~/components/ui/date-time';
import { caseLinkFor, KIND_TONES, kindLabel, NOTIFICATION_INTENTS, type Notification } from './list';

const column = listColumns<Notification>();
const READ_TONES = statusTones<string>({ Unread: 'info', Read: 'neutral' });

export function notificationColumns(isAdmin: boolean): ListColumn<Notification>[] {
  return [
    column.accessor('title', {
      header: 'Notification',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge
            status={row.original.kind}
            tones={KIND_TONES}
            labels={{ [row.original.kind]: kindLabel(row.original.kind) }}
          />
          <span className={row.original.readAt ? undefined : 'font-semibold'}>{row.original.title}</span>
        </span>
      ),
      meta: { rowHeader: true },
    }),
    column.accessor('message', {
      header: 'Details',
      // Its times in the reader's zone, as the lists write them.
      cell: ({ row }) => <ZonedText text={row.original.message} />,
    }),
    createdAtColumn<Notification>('Received', { sortable: false }),
    column.accessor((n) => (n.readAt ? 'Read' : 'Unread'), {
      id: 'read',
      header: 'Status',
      cell: ({ row }) => {
        const status = row.original.readAt ? 'Read' : 'Unread';
        return <StatusBadge status={status} tones={READ_TONES} labels={{ Read: 'Read', Unread: 'Unread' }} />;
      },
    }),
    actionsColumn<Notification>((n) => {
      const link = caseLinkFor(n, isAdmin);
      return (
        <RowActions>
          {link ? (
            <RowActionLink
              to={link}
              label={`${n.kind === 'ConsultInvitation' && n.link ? 'Join the consult on case' : 'Open case'} ${n.caseRecordId ?? ''}`.trim()}
            >
              {n.kind === 'ConsultInvitation' && n.link ? 'Join consult' : 'Open case'}
            </RowActionLink>
          ) : null}
          {n.readAt ? null : (
            <RowActionForm
              intent={NOTIFICATION_INTENTS.read}
              fields={{ notificationId: n.id }}
              label={`Mark as read: ${n.title}`}
            >
              Mark as read
            </RowActionForm>
          )}
        </RowActions>
      );
    }),
  ];
}
