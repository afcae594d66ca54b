/** The Billing list's columns: what each shows, what it sorts by and what it puts in an export. */
import {
  actionsColumn,
  listColumns,
  RowActionLink,
  RowActions,
  type ListColumn,
  createdAtColumn,
  columnId,
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

/** On screen the case and its patient share a column, a line each. */
const CASE_AND_PATIENT = column.accessor((b) => b.case.caseRecordId, {
  id: 'casePatient',
  header: `${L.case} / ${L.patientName}`,
  cell: ({ row }) => (
    <>
      <span className="block whitespace-nowrap">{row.original.case.caseRecordId}</span>
      <span className="block text-muted-foreground">{row.original.patientName}</span>
    </>
  ),
});

/**
 * The list on screen: ten columns, which fit 1280 px beside the side menu (decision 067). The export keeps
 * every column apart; on screen the case and patient share one, the amount carries its currency
 * ('CA$1,278.50'), and a bill's date is its service date (the list still sorts newest created first).
 */
const ON_SCREEN = (c: ListColumn<BillingRecord>): ListColumn<BillingRecord>[] => {
  const id = columnId(c);
  if (id === 'case') return [CASE_AND_PATIENT];
  return ['patientName', 'currency', 'createdAt'].includes(id) ? [] : [c];
};

export const BILLING_LIST_COLUMNS: ListColumn<BillingRecord>[] = [
  ...BILLING_COLUMNS.flatMap(ON_SCREEN),
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
