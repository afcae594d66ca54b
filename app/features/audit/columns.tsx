/** The Audit Trail's columns: what each shows and what it puts in an export (the time as ISO, in UTC). */
import { Link } from '@remix-run/react';
import { listColumns, type ListColumn } from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { DateTime } from '~/components/ui/date-time';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_OUTCOME_TONES,
  actorText,
  adminCaseHref,
  targetText,
  type AuditEvent,
} from './labels';

const column = listColumns<AuditEvent>();

export const AUDIT_COLUMNS: ListColumn<AuditEvent>[] = [
  column.accessor('at', {
    // The product's one way to write a time, in the reader's zone with the zone named; the export
    // keeps the ISO instant in UTC.
    header: 'When',
    cell: ({ row }) => <DateTime value={row.original.at} />,
    meta: { rowHeader: true, cellClassName: 'whitespace-nowrap tabular-nums', export: (e) => e.at },
  }),
  column.accessor((e) => actorText(e), { id: 'user', header: 'User' }),
  column.accessor((e) => e.actor?.role ?? '', { id: 'role', header: 'Role' }),
  column.accessor('action', {
    header: 'Action',
    cell: ({ row }) => AUDIT_ACTION_LABELS[row.original.action],
    meta: { export: (e) => AUDIT_ACTION_LABELS[e.action] },
  }),
  column.accessor((e) => targetText(e), { id: 'target', header: 'Target' }),
  column.accessor((e) => e.caseRecordId ?? e.caseId ?? '', {
    id: 'case',
    header: 'Case',
    cell: ({ row }) => {
      const { caseId, caseRecordId } = row.original;
      if (!caseId) return '';
      return caseRecordId ? (
        <Link to={adminCaseHref(caseId)} className="underline underline-offset-2">
          {caseRecordId}
        </Link>
      ) : (
        caseId
      );
    },
  }),
  column.accessor('outcome', {
    header: 'Outcome',
    cell: ({ row }) => (
      <StatusBadge status={row.original.outcome} tones={AUDIT_OUTCOME_TONES} labels={AUDIT_OUTCOME_LABELS} />
    ),
    meta: { export: (e) => AUDIT_OUTCOME_LABELS[e.outcome] },
  }),
  column.accessor('clientAddress', { header: 'Client address' }),
  column.accessor((e) => e.detail ?? '', { id: 'detail', header: 'Detail' }),
];
