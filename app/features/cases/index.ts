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
export { viewerHref } from './viewer-link';
