/**
 * The admins' Billing list (/billings) on the list kit: its URL state derived from the contract's
 * listBillingRecords query (sort, search, status, billing component, and the facility and payer chosen from the
 * lists the page loads), its filters, and what the loader hands the view beside the page: the choices of the
 * facility and payer filters.
 */
import { schemas } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';
import type { Option } from '~/components/form';
import {
  BILLING_COMPONENT_LABELS,
  BILLING_FIELD_LABELS as L,
  BILLING_STATUS_LABELS,
  type BillingRecord,
  type BillingTotal,
} from './labels';

export const billingListQuery = defineListQuery({
  schema: schemas.zListBillingRecordsQuery,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt', 'updatedAt', 'serviceDate', 'amountCents'],
  filters: ['status', 'billingComponent'],
  lookupFilters: ['facilityId', 'payerId'],
});

type SortField = (typeof billingListQuery.sortFields)[number];
type FilterField = (typeof billingListQuery.filterFields)[number];
export type BillingListState = ListState<SortField, FilterField>;

/** The facility and payer filters' choices (a list that could not be read leaves its filter with none). */
export interface BillingLookups {
  facilities: Option[];
  payers: Option[];
}

export type BillingListData = ListData<BillingRecord, SortField, FilterField> & {
  lookups: BillingLookups;
  /** The whole filter's amounts per currency (every page), from the API. */
  totals: BillingTotal[];
};

const byValue = (options: readonly Option[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

export function billingFilters(lookups: BillingLookups): Partial<Record<FilterField, FilterControl>> {
  return {
    status: { label: L.status, options: BILLING_STATUS_LABELS, allLabel: 'All statuses' },
    billingComponent: {
      label: L.billingComponent,
      options: BILLING_COMPONENT_LABELS,
      allLabel: 'All components',
    },
    facilityId: { label: L.facility, options: byValue(lookups.facilities), allLabel: 'All facilities' },
    payerId: { label: L.payer, options: byValue(lookups.payers), allLabel: 'All payers' },
  };
}
