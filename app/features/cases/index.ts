/** The case lists feature's public entry (browser-safe); loaders and actions are in list.server.ts and
 * pick-up.server.ts. */
export { CaseListView, type CaseListViewProps } from './case-list';
export {
  CASE_LISTS,
  CASE_STATUS_LABELS,
  type CaseListConfig,
  type CaseListData,
  type CaseSummary,
  type PickUpResult,
} from './list-config';
export { useViewerHrefHere, viewerHref } from './viewer-link';
// The facility's own lists and the case pages (decision 024); loaders and actions in the *.server.ts modules.
export { FacilityCaseListView } from './facility-case-list';
export {
  FACILITY_CASE_LISTS,
  type FacilityCaseListConfig,
  type FacilityCaseListData,
} from './facility-lists';
export { CaseErrorBoundary, FacilityPageErrorBoundary } from './case-error-boundary';
export { casePaths } from './case-labels';
export { reportPaths } from '~/lib/case-paths';
export { CaseDetailsView } from './case-details-view';
// The specimens and slides with 'Open viewer', for a QA task's read-only review (decision 030).
export { SpecimenList } from './specimen-list';
export type { CaseDetailsData } from './case-labels';
// The admin's Cases and case page (decision 035); loaders and actions in admin-cases.server.ts.
export { AdminCaseListView, ADMIN_CASE_LIST, type AdminCaseListData } from './admin-case-list';
export { AssignCaseDialog } from './assign-dialog';
export { AdminCaseEdits } from './admin-case-edits-view';
export { AttachmentList } from './attachment-list';
export { CASE_TONES, type CaseDetails, billingComponentLabel } from './case-labels';
export { DueValue, PriorityBadge } from './due-badges';
