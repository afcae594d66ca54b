/** The Enquiries list's columns: what each shows, what it sorts by and what it puts in an export. */
import {
  actionsColumn,
  listColumns,
  RowActionLink,
  RowActions,
  type ListColumn,
  createdAtColumn,
  EmailText,
} from '~/components/data-table';
import { Badge } from '~/components/ui/badge';
import {
  COUNTRY_LABELS,
  ENQUIRY_FIELD_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  LEAD_STATUS_LABELS,
  SERVICE_LABELS,
  enquiryDetailHref,
  enquiryEditHref,
  labelOf,
  leadName,
  type Enquiry,
} from './labels';

const column = listColumns<Enquiry>();

/** Every column but the row's actions: the list and its export. */
export const ENQUIRY_COLUMNS: ListColumn<Enquiry>[] = [
  column.accessor((e) => leadName(e), {
    id: 'name',
    header: 'Name',
    meta: { sortField: 'name', rowHeader: true },
  }),
  column.accessor('organisation', { header: 'Organisation', meta: { sortField: 'organisation' } }),
  column.accessor('email', { header: 'Email', cell: ({ row }) => <EmailText value={row.original.email} /> }),
  column.accessor((e) => labelOf(COUNTRY_LABELS, e.country) ?? '', { id: 'country', header: 'Country' }),
  column.accessor((e) => labelOf(SERVICE_LABELS, e.service) ?? '', { id: 'service', header: 'Service' }),
  column.accessor((e) => labelOf(LEAD_SOURCE_LABELS, e.leadSource) ?? '', {
    id: 'leadSource',
    header: ENQUIRY_FIELD_LABELS.leadSource,
  }),
  column.accessor((e) => labelOf(LEAD_STATUS_LABELS, e.status) ?? '', {
    id: 'status',
    header: ENQUIRY_FIELD_LABELS.status,
    cell: ({ getValue }) => <Badge variant="secondary">{getValue()}</Badge>,
    meta: { sortField: 'status' },
  }),
  column.accessor((e) => labelOf(LEAD_STAGE_LABELS, e.stage) ?? '', {
    id: 'stage',
    header: ENQUIRY_FIELD_LABELS.stage,
  }),
  createdAtColumn<Enquiry>('Received'),
];

export const ENQUIRY_LIST_COLUMNS: ListColumn<Enquiry>[] = [
  ...ENQUIRY_COLUMNS,
  actionsColumn<Enquiry>((e) => (
    <RowActions>
      <RowActionLink to={enquiryDetailHref(e.id)} label={`View ${leadName(e)}`}>
        View
      </RowActionLink>
      <RowActionLink to={enquiryEditHref(e.id)} label={`Edit ${leadName(e)}`}>
        Edit
      </RowActionLink>
    </RowActions>
  )),
];
