/**
 * The facility lists' columns: the case lists' columns without the facility (always the reader's own), plus who
 * is working on the case; and the row actions by state: View (or Review), Edit a draft, Send out a draft, Cancel
 * a draft or an available case (each change after a confirm).
 */
import {
  actionsColumn,
  listColumns,
  RowActionLink,
  RowActions,
  type ListColumn,
} from '~/components/data-table';
import { Button } from '~/components/ui/button';
import { plainText } from '~/lib/format';
import { CancelCaseDialog, SendOutCaseDialog } from './case-change-dialogs';
import { casePaths } from './case-labels';
import { caseColumnsFor, dueColumn } from './columns';
import { facilityChanges, type FacilityCaseListConfig } from './facility-lists';
import type { CaseSummary } from './list-config';

const column = listColumns<CaseSummary>();

/** What the facility lists show and export. */
export const FACILITY_CASE_COLUMNS: ListColumn<CaseSummary>[] = [
  // The facility sorts its Due column by the due time alone (the worklist order is the reading side's).
  ...caseColumnsFor<CaseSummary>()
    .filter((c) => c.id !== 'facility')
    .map((c) => (c.id === 'due' ? caseColumnsFor<CaseSummary>([dueColumn('dueAt')])[0]! : c)),
  column.accessor((item) => (item.assignedProvider ? plainText(item.assignedProvider.name) : ''), {
    id: 'provider',
    header: 'Provider',
  }),
];

function FacilityCaseActions({ item, config }: { item: CaseSummary; config: FacilityCaseListConfig }) {
  const changes = facilityChanges(item.status);
  const recordId = item.caseRecordId;
  const smallButton = (text: string, label: string, className?: string) => (
    <Button type="button" size="sm" variant="outline" aria-label={label} className={className}>
      {text}
    </Button>
  );
  return (
    <RowActions>
      {config.open === 'review' ? (
        <RowActionLink to={casePaths.review(item.caseID)} label={`Review case ${recordId}`}>
          Review
        </RowActionLink>
      ) : (
        <RowActionLink to={casePaths.details(item.caseID)} label={`View case ${recordId}`}>
          View
        </RowActionLink>
      )}
      {changes.edit ? (
        <RowActionLink to={casePaths.edit(item.caseID)} label={`Edit case ${recordId}`}>
          Edit
        </RowActionLink>
      ) : null}
      {config.rowChanges && changes.sendOut ? (
        <SendOutCaseDialog
          caseId={item.caseID}
          caseRecordId={recordId}
          trigger={smallButton('Send out', `Send out case ${recordId}`)}
        />
      ) : null}
      {config.rowChanges && changes.cancel ? (
        <CancelCaseDialog
          caseId={item.caseID}
          caseRecordId={recordId}
          trigger={smallButton(
            'Cancel',
            `Cancel case ${recordId}`,
            'text-destructive hover:text-destructive',
          )}
        />
      ) : null}
    </RowActions>
  );
}

const withActions = new Map<string, ListColumn<CaseSummary>[]>();

/** A facility list's columns with its row actions (one stable array per list). */
export function facilityCaseColumns(config: FacilityCaseListConfig): ListColumn<CaseSummary>[] {
  let columns = withActions.get(config.id);
  if (!columns) {
    columns = [
      ...FACILITY_CASE_COLUMNS,
      actionsColumn<CaseSummary>((item) => <FacilityCaseActions item={item} config={config} />),
    ];
    withActions.set(config.id, columns);
  }
  return columns;
}
