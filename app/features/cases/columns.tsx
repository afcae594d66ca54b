/**
 * The case lists' columns (spec 2.5): what each shows, which sort field it sorts by, and what it puts in an
 * export. User-entered text is shown and exported without HTML tags.
 */
import {
  actionsColumn,
  createdAtColumn,
  listColumns,
  RowActionForm,
  RowActionLink,
  RowActions,
  RowMenu,
  type ListColumn,
  type RowMenuItem,
} from '~/components/data-table';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { casePaths } from '~/lib/case-paths';
import { breakablePathology, plainText } from '~/lib/format';
import { SLIDE_ARCHIVE_TEXT } from '~/lib/slide-archive';
import { dueExportValue, dueStateText, PRIORITY_LABELS } from './due';
import { DueCell } from './due-badges';
import { CASE_STATUS_LABELS, type CaseListConfig, type CaseStatus } from './list-config';
import type { CaseListRow } from './list-rows';
import { viewerHref } from './viewer-link';

const STATUS_BADGES: Record<CaseStatus, BadgeProps['variant']> = {
  Draft: 'muted',
  Available: 'info',
  Assigned: 'secondary',
  SignOutCompleted: 'success',
  Cancelled: 'muted',
};

const column = listColumns<CaseListRow>();

const patientName = (item: CaseListRow) =>
  `${plainText(item.patient.lastName)}, ${plainText(item.patient.firstName)}`;

const countsOf = (item: CaseListRow) => `${item.specimenCount} / ${item.imageCount}`;

/** The columns every case list shows, in the spec's order. */
export const CASE_COLUMNS: ListColumn<CaseListRow>[] = [
  column.accessor('caseRecordId', {
    header: 'Case Record ID',
    meta: { sortField: 'caseRecordId', rowHeader: true, cellClassName: 'whitespace-nowrap' },
  }),
  column.accessor(patientName, {
    id: 'patient',
    header: 'Patient',
    meta: { sortField: 'patientName' },
  }),
  column.accessor((item) => plainText(item.facility.name), {
    id: 'facility',
    header: 'Facility',
    meta: { sortField: 'facilityName' },
    // At most two lines, so a row stays one line of buttons high (decision 151); the whole name as its tooltip, and
    // read whole by a screen reader (the clamp only hides it from sight).
    cell: ({ getValue }) => (
      <span className="line-clamp-2" title={getValue() as string}>
        {getValue() as string}
      </span>
    ),
  }),
  column.accessor((item) => plainText(item.type.displayName), {
    id: 'caseType',
    header: 'Case Type',
    // 'Dermatopathology' may break as 'Dermato-pathology' in a narrow table (decision 080); exports keep the word.
    cell: ({ getValue }) => breakablePathology(getValue() as string),
  }),
  column.accessor(countsOf, {
    id: 'counts',
    header: 'Specimens / Images',
    // A case read (in part) from the facility's image archive says how many of its images are (decision 175).
    cell: ({ row, getValue }) => {
      const fromArchive = row.original.archiveImageCount;
      if (!fromArchive) return getValue() as string;
      return (
        <>
          {getValue() as string}{' '}
          <span className="block text-xs text-muted-foreground">
            {SLIDE_ARCHIVE_TEXT.inList(fromArchive)}
          </span>
        </>
      );
    },
    meta: {
      export: (item) =>
        item.archiveImageCount
          ? `${countsOf(item)} ${SLIDE_ARCHIVE_TEXT.inList(item.archiveImageCount)}`
          : countsOf(item),
    },
  }),
  createdAtColumn<CaseListRow>('Created'),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      // 'Sign-Out Completed' may take two lines in a narrow table (decisions 067, 080; app/kit.css).
      <Badge variant={STATUS_BADGES[row.original.status]}>{CASE_STATUS_LABELS[row.original.status]}</Badge>
    ),
    meta: { sortField: 'status', export: (item) => CASE_STATUS_LABELS[item.status] },
  }),
  dueColumn('urgency'),
];

/**
 * The due time and its state, and a Rush or STAT priority beside them (Routine, the default, stays quiet); one
 * column for the three keeps the table inside 1024 px. The export has a column each. The provider's and admin's
 * lists sort it in the worklist order (priority, then due time: decision 103), the facility's by the due time.
 */
export function dueColumn(sortField: 'urgency' | 'dueAt'): ListColumn<CaseListRow> {
  return column.accessor((item) => item.dueAt ?? '', {
    id: 'due',
    header: 'Due',
    cell: ({ row }) => <DueCell item={row.original} />,
    meta: { sortField, export: dueExportValue },
  });
}

/** The spreadsheet's columns after Due: its state in words ('At risk', 'Met'), and the priority. */
const DUE_EXPORTS: ListColumn<CaseListRow>[] = [
  column.accessor(dueStateText, { id: 'dueState', header: 'Due state' }),
  column.accessor((item) => PRIORITY_LABELS[item.priority], { id: 'priority', header: 'Priority' }),
];

/**
 * Case columns for rows that carry more than a list row: the whole case summaries of the admin's and the
 * facility's lists. Sound, since the columns read only a list row's fields; the cast is there because TanStack's
 * column type is invariant in its row type.
 */
export function caseColumnsFor<TRow extends CaseListRow>(
  columns: ListColumn<CaseListRow>[] = CASE_COLUMNS,
): ListColumn<TRow>[] {
  return columns as unknown as ListColumn<TRow>[];
}

/** A list's columns for its export: as on screen, with the due state and the priority after the due time. */
export function exportColumns<TRow extends CaseListRow>(columns: ListColumn<TRow>[]): ListColumn<TRow>[] {
  return columns.flatMap((c) => (c.id === 'due' ? [c, ...caseColumnsFor<TRow>(DUE_EXPORTS)] : [c]));
}

/** The fetcher My Cases reads Return to pool's answer from (the row, and its dialog, are gone by then). */
export const RELEASE_FETCHER = 'case-release';

/** Return to pool's confirm (decision 075): what happens, and what keeps the case (a saved draft report). */
export const releaseConfirm = (recordId: string) => ({
  title: `Return case ${recordId} to the pool?`,
  description:
    'It leaves My Cases and goes back to Available Cases, where any active provider may pick it up. A case with a saved draft report stays with you.',
  confirmLabel: 'Return to pool',
  cancelLabel: 'Keep case',
  destructive: false,
  fetcherKey: RELEASE_FETCHER,
});

/**
 * A case row's actions (decision 151): one primary action as a button (Pick up on Available Cases, Diagnose on
 * My Cases, Open viewer where it is the only one), the others in the row's menu, so a row stays one line of
 * buttons high.
 */
function CaseActions({
  item,
  config,
  canPickUp,
  canRelease,
}: {
  item: CaseListRow;
  config: CaseListConfig;
  canPickUp: boolean;
  canRelease: boolean;
}) {
  const record = item.caseRecordId;
  const more: RowMenuItem[] = [];
  let primary: ReactNode = null;
  if (canPickUp && item.pickUp?.allowed === false) {
    // The assignment rules the provider breaks, in words, where the button would be (docs/assignment.md):
    // no button that could only be refused; the text is read in the row, by eye and by a screen reader.
    primary = (
      <p className="max-w-64 text-xs whitespace-normal text-muted-foreground" data-pick-up-refusal>
        {item.pickUp.reason ?? 'You cannot pick up this case.'}
      </p>
    );
  } else if (canPickUp) {
    primary = (
      <RowActionForm intent="pick-up" fields={{ caseId: item.caseID }} label={`Pick up case ${record}`}>
        Pick up
      </RowActionForm>
    );
  }
  if (config.allowDiagnose) {
    primary ??= (
      <RowActionLink to={casePaths.reading(item.caseID)} label={`Diagnose case ${record}`}>
        Diagnose
      </RowActionLink>
    );
  }
  if (canRelease) {
    more.push({
      kind: 'confirm',
      text: 'Return to pool',
      label: `Return to pool: case ${record}`,
      intent: 'release',
      fields: { caseId: item.caseID },
      confirm: releaseConfirm(record),
    });
  }
  if (config.allowView) {
    if (item.imageCount === 0) more.push({ kind: 'note', text: 'No images to view' });
    else if (primary || more.length > 0)
      more.push({
        kind: 'link',
        text: 'Open viewer',
        label: `Open viewer for case ${record}`,
        to: viewerHref(item.caseID),
      });
    else {
      primary = (
        <RowActionLink to={viewerHref(item.caseID)} label={`Open viewer for case ${record}`}>
          Open viewer
        </RowActionLink>
      );
    }
  }
  const [only] = more;
  if (!primary && more.length === 1 && only?.kind === 'note') {
    primary = <span className="text-xs text-muted-foreground">{only.text}</span>;
    more.length = 0;
  }
  return (
    <RowActions>
      {primary}
      <RowMenu label={`More actions for case ${record}`} items={more} />
    </RowActions>
  );
}

const withActions = new Map<string, ListColumn<CaseListRow>[]>();

/** A list's columns: the case columns, plus its row actions when it has any (one stable array per variant). */
export function caseColumns(
  config: CaseListConfig,
  canPickUp: boolean,
  canRelease = false,
): ListColumn<CaseListRow>[] {
  if (!canPickUp && !canRelease && !config.allowView) return CASE_COLUMNS;
  const key = `${config.id}:${canPickUp}:${canRelease}`;
  let columns = withActions.get(key);
  if (!columns) {
    columns = [
      ...CASE_COLUMNS,
      actionsColumn<CaseListRow>((item) => (
        <CaseActions item={item} config={config} canPickUp={canPickUp} canRelease={canRelease} />
      )),
    ];
    withActions.set(key, columns);
  }
  return columns;
}
