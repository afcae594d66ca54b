/**
 * The support requests list on /support, on the list kit: its URL state derived from the contract's
 * listSupportRequests query (newest first, the Open/Resolved filter, search), its words.
 */
import { schemas, type components } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';

export type SupportRequest = components['schemas']['SupportRequest'];
export type Banner = components['schemas']['Banner'];

export const supportListQuery = defineListQuery({
  schema: schemas.zListSupportRequestsQuery,
  filters: ['status'],
});

type SortField = (typeof supportListQuery.sortFields)[number];
export type SupportListState = ListState<SortField, 'status'>;
export type SupportListData = ListData<SupportRequest, SortField, 'status'>;

export const SUPPORT_STATUS_LABELS: Record<SupportRequest['status'], string> = {
  Open: 'Open',
  Resolved: 'Resolved',
};

export const SUPPORT_FILTERS: Partial<Record<'status', FilterControl>> = {
  status: { label: 'Status', options: SUPPORT_STATUS_LABELS, allLabel: 'All requests' },
};

/** The page's action intents: resolve a request, set or clear the banner. */
export const SUPPORT_INTENTS = ['resolve', 'set-banner', 'clear-banner'] as const;
export const BANNER_FORM_ID = 'banner-set';

/** What the resolve and clear actions answer (the page toasts it). */
export interface SupportActionResult {
  ok: boolean;
  message: string;
}
