/**
 * The facility's own case lists (spec 2.5: "Send out cases (edit and view allowed, filter created=true, role
 * MedicalFacility)"): Send-Out Cases, every case the facility created, filterable by status; and the drafts
 * awaiting review before send-out (/review-project without a case). `filter` is what the list always asks the
 * API for; the API decides what the caller may see.
 */
import type { ListData } from '~/components/data-table';
import type { CaseStatus, CaseSummary } from './list-config';
import type { FacilityCaseListState } from './list-query';

export interface FacilityCaseListConfig {
  /** The route-table id of the page that shows the list. */
  id: 'send-out-cases' | 'review-project';
  filter: { createdByMyFacility: true; status?: CaseStatus };
  /** Whether the person may filter by status (the drafts list is drafts only). */
  statusFilter: boolean;
  /** A row's main link: the case's details, or its review before send-out. */
  open: 'details' | 'review';
  /** Send out and cancel from the row (with a confirm); else only from the case's own page. */
  rowChanges: boolean;
  /** The list's CSV/XLSX route (beside the page), or null for none. */
  exportPath: string | null;
  /** Said when the list itself is empty (no search, no filter). */
  emptyText: string;
}

export const FACILITY_CASE_LISTS = {
  sendOut: {
    id: 'send-out-cases',
    filter: { createdByMyFacility: true },
    statusFilter: true,
    open: 'details',
    rowChanges: true,
    exportPath: '/send-out-cases/export',
    emptyText: 'Your facility has no cases yet. Create one with Create New Case.',
  },
  drafts: {
    id: 'review-project',
    filter: { createdByMyFacility: true, status: 'Draft' },
    statusFilter: false,
    open: 'review',
    rowChanges: false,
    exportPath: null,
    emptyText: 'No drafts are waiting to be sent out. Create a case with Create New Case.',
  },
} as const satisfies Record<string, FacilityCaseListConfig>;

export type FacilityCaseListData = ListData<
  CaseSummary,
  NonNullable<FacilityCaseListState['sort']>,
  keyof FacilityCaseListState['filters'] & string
> & {
  /** A message carried over from the action that redirected here (a send-out, a cancel). */
  flash: { kind: 'success' | 'error'; message: string } | null;
};

/** Which changes a case in this status allows its facility (spec's lifecycle: docs/mock-server.md). */
export function facilityChanges(status: CaseStatus) {
  return {
    edit: status === 'Draft',
    sendOut: status === 'Draft',
    cancel: status === 'Draft' || status === 'Available',
  };
}
