/** The Billing list's columns: what each shows, what it sorts by and what it puts in an export. */
import {
  actionsColumn,
  listColumns,
  RowActionLink,
  RowActions,
  type ListColumn,
  createdAtColumn,
} from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { toUsDate } from '~/components/form';
import {
  BILLING_FIELD_LABELS as L,
  BILLING_STATUS_LABELS,
  BILLING_TONES,
  billingDetailHref,
  billingEditHref,
  formatMoney,
  type BillingRecord,
} from './labels';

const column = listColumns<BillingRecord>();

/** Every column but the row's actions: the list and its export. */
export const BILLING_COLUMNS: ListColumn<BillingRecord>[] = [
  column.accessor('invoiceNumber', {
    header: L.invoiceNumber,
    meta: { sortField: 'invoiceNumber', rowHeader: true, cellClassName: 'whitespace-nowrap' },
  }),
  column.accessor((b) => b.case.caseRecordId, { id: 'case', header: L.case }),
  column.accessor('patientName', { header: L.patientName }),
  column.accessor((b) => b.facility.name, {
    id: 'facility',
    header: L.facility,
    meta: { sortField: 'facilityName' },
  }),
  column.accessor('billingComponentLabel', { header: L.billingComponent }),
  column.accessor((b) => b.cptCodes.join(', '), { id: 'cptCodes', header: L.cptCodes }),
  column.accessor((b) => b.payer?.name ?? '', { id: 'payer', header: L.payer }),
  column.accessor('amountCents', {
    header: L.amount,
    cell: ({ row }) => formatMoney(row.original.amountCents, row.original.currency),
    meta: {
      sortField: 'amountCents',
      cellClassName: 'whitespace-nowrap tabular-nums',
      // Dollars as a number, so a spreadsheet can add them up; the currency is the next column.
      export: (b) => b.amountCents / 100,
    },
  }),
  column.accessor('currency', { header: L.currency }),
  column.accessor('status', {
    header: L.status,
    cell: ({ row }) => (
      <StatusBadge status={row.original.status} tones={BILLING_TONES} labels={BILLING_STATUS_LABELS} />
    ),
    meta: { sortField: 'status', export: (b) => BILLING_STATUS_LABELS[b.status] },
  }),
  column.accessor((b) => toUsDate(b.serviceDate), {
    id: 'serviceDate',
    header: L.serviceDate,
    meta: { sortField: 'serviceDate', cellClassName: 'whitespace-nowrap' },
  }),
  createdAtColumn<BillingRecord>(L.createdAt),
];

export const BILLING_LIST_COLUMNS: ListColumn<BillingRecord>[] = [
  ...BILLING_COLUMNS,
  actionsColumn<BillingRecord>((b) => (
    <RowActions>
      <RowActionLink to={billingDetailHref(b.id)} label={`View ${b.invoiceNumber}`}>
        View
      </RowActionLink>
      <RowActionLink to={billingEditHref(b.id)} label={`Edit ${b.invoiceNumber}`}>
        Edit
      </RowActionLink>
    </RowActions>
  )),
];
