/**
 * The list kit (docs/ui-kit.md, 'Lists'): TanStack Table over the shadcn table markup, with the list state in
 * the URL. Browser-safe; the server half is `list.server.ts` (loading) and `export.server.ts` (CSV, XLSX).
 */
export {
  actionsColumn,
  RowActionForm,
  RowActionLink,
  RowActions,
  type RowActionConfirm,
} from './row-actions';
export { RowMenu, type RowMenuItem } from './row-menu';
export {
  columnId,
  columnLabel,
  listColumns,
  listFeatures,
  type ExportValue,
  type ListColumn,
  type ListFeatures,
} from './columns';
export { createdAtColumn } from './created-at-column';
export { EmailText } from './email-text';
export { DataList, type DataListProps } from './data-list';
export { DataTable, type DataTableProps } from './data-table';
export { type ListUpdates } from './list-updates';
export { EXPORT_MAX_ROWS } from './export-table';
export type { ListData, ListPage } from './list-data';
export { ListPagination, pageWindow } from './list-pagination';
export {
  defineListQuery,
  type FilterFieldOf,
  type ListQuery,
  type ListQueryOptions,
  type ListState,
  type SortFieldOf,
  type SortOrder,
} from './list-query';
export type { ListNoun } from './list-states';
export { SEARCH_DEBOUNCE_MS, type FilterControl } from './list-toolbar';
