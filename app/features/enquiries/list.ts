/**
 * The admins' Enquiries list (/enquiries) on the list kit: its URL state derived from the contract's
 * listEnquiries query (sort, search, the two lead-status lists, lead source, service and country), its filters.
 */
import { schemas } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';
import {
  COUNTRY_LABELS,
  ENQUIRY_FIELD_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  LEAD_STATUS_LABELS,
  SERVICE_LABELS,
  type Enquiry,
} from './labels';

export const enquiryListQuery = defineListQuery({
  schema: schemas.zListEnquiriesQuery,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt', 'updatedAt'],
  filters: ['status', 'stage', 'leadSource', 'service', 'country'],
});

type SortField = (typeof enquiryListQuery.sortFields)[number];
type FilterField = (typeof enquiryListQuery.filterFields)[number];
export type EnquiryListState = ListState<SortField, FilterField>;
export type EnquiryListData = ListData<Enquiry, SortField, FilterField>;

export const ENQUIRY_FILTERS: Partial<Record<FilterField, FilterControl>> = {
  status: { label: ENQUIRY_FIELD_LABELS.status, options: LEAD_STATUS_LABELS, allLabel: 'All statuses' },
  stage: { label: ENQUIRY_FIELD_LABELS.stage, options: LEAD_STAGE_LABELS, allLabel: 'All stages' },
  leadSource: {
    label: ENQUIRY_FIELD_LABELS.leadSource,
    options: LEAD_SOURCE_LABELS,
    allLabel: 'All sources',
  },
  service: { label: ENQUIRY_FIELD_LABELS.service, options: SERVICE_LABELS, allLabel: 'All services' },
  country: { label: ENQUIRY_FIELD_LABELS.country, options: COUNTRY_LABELS, allLabel: 'All countries' },
};
